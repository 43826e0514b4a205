import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every Lambda is bundled. The stack (NodejsFunction) and the bundle
 * benchmark (plain esbuild) both read this one profile, so the benchmark
 * measures exactly what is deployed.
 */

/** Repository root (this file lives in infra/cdk). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const tsconfigPath = path.join(projectRoot, 'tsconfig.json');
export const lockFilePath = path.join(projectRoot, 'package-lock.json');

export const bundlingProfile = {
  /** Matches the Lambda runtime (NODEJS_22_X). */
  target: 'node22',
  /**
   * CommonJS, not ESM: the AWS SDK the runtime provides is CommonJS, and an ES
   * module importing it makes Node lex every SDK entry file for its export
   * names and detect each file's module format before compiling it. Loaded with
   * `require`, the largest family's cold import took about half the time
   * (`npm run bench lambda`; docs/decisions.md 'Lambda bundles'). Nothing in
   * the handlers needs ESM (no top-level await, no `import.meta`).
   */
  format: 'cjs',
  minify: true,
  /**
   * Source maps give readable stack traces in CloudWatch (with
   * NODE_OPTIONS=--enable-source-maps); sources are left out of the map to keep
   * the asset small.
   */
  sourceMap: true,
  sourcesContent: false,
  /** Prefer ES module builds of dependencies so esbuild can tree-shake them. */
  mainFields: ['module', 'main'],
  /**
   * The AWS SDK v3 is taken from the Lambda runtime (NODEJS_22_X ships it, and
   * this is also NodejsFunction's own default): bundled, it was 350–530 KB of
   * every 500–700 KB bundle, and a family loads only the clients it imports.
   * The notifier's SES and SNS clients are `import()`ed on first use, so only
   * forgot-password loads them. The code uses only long-stable SDK APIs; see
   * docs/decisions.md 'Lambda bundles' for the version trade-off.
   */
  externalModules: ['@aws-sdk/*'] as string[],
  /**
   * Dependencies installed beside the bundle instead of inside it: jsdom (the
   * DOM DOMPurify sanitises SVG logos on) is megabytes of code with optional
   * native parts, and only a logo upload of an SVG loads it (`import()`).
   * Never bundled; installed only for the families whose profile lists it
   * (`runtimeModules` in function-profiles.ts).
   */
  runtimeModules: ['jsdom'] as string[],
  /** Licence comments of dependencies are not needed in a Lambda bundle. */
  legalComments: 'none',
} as const;

/** Environment that goes with the profile (source maps on for stack traces). */
export const bundleRuntimeEnvironment = { NODE_OPTIONS: '--enable-source-maps' } as const;

/** The profile as NodejsFunction bundling options (local esbuild, never Docker). */
/** The NodejsFunction options; `runtimeModules` are installed beside this function's bundle. */
export function lambdaBundling(runtimeModules: readonly string[] = []): BundlingOptions {
  return {
    forceDockerBundling: false,
    target: bundlingProfile.target,
    format: OutputFormat.CJS,
    minify: bundlingProfile.minify,
    sourceMap: bundlingProfile.sourceMap,
    sourcesContent: bundlingProfile.sourcesContent,
    mainFields: [...bundlingProfile.mainFields],
    externalModules: [...bundlingProfile.externalModules, ...bundlingProfile.runtimeModules],
    ...(runtimeModules.length > 0 ? { nodeModules: [...runtimeModules] } : {}),
    esbuildArgs: { '--legal-comments': bundlingProfile.legalComments },
    tsconfig: tsconfigPath,
  };
}

/**
 * The same profile as esbuild build options, for one entry written to
 * `outfile` (NodejsFunction writes `index.js` for CommonJS).
 */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: bundlingProfile.target,
    format: bundlingProfile.format,
    minify: bundlingProfile.minify,
    sourcemap: bundlingProfile.sourceMap,
    sourcesContent: bundlingProfile.sourcesContent,
    mainFields: [...bundlingProfile.mainFields],
    external: [...bundlingProfile.externalModules, ...bundlingProfile.runtimeModules],
    legalComments: bundlingProfile.legalComments,
    tsconfig: tsconfigPath,
    absWorkingDir: projectRoot,
    logLevel: 'warning',
  };
}
