import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The JavaScript a first visit to the login page downloads, gzip (docs/decisions.md 'Login route size'). */
export const LOGIN_ROUTE_BUDGET_BYTES = 150 * 1024;

/**
 * What `npm test` holds the login route to: the budget itself. It was 161.7 KB
 * gzip; it is about 148.4 KB since (a) the login rules and the login form use
 * `zod/mini`, and the iam contract with its classic-zod response schemas loads
 * on submit or with the session, not with the app, and (b) what the entry
 * imports statically ships as one chunk (frontend/vite.config.ts). react-dom,
 * react-router, react-hook-form and TanStack Query are most of what remains.
 */
export const LOGIN_ROUTE_CEILING_BYTES = LOGIN_ROUTE_BUDGET_BYTES;

const CONFIG_FILE = fileURLToPath(new URL('../../frontend/vite.config.ts', import.meta.url));
/** The customer's approval page, built after the app into the same folder (docs/customer-loop.md 'The page'). */
const APPROVAL_CONFIG_FILE = fileURLToPath(new URL('../../frontend/vite.approval.config.ts', import.meta.url));
export const LOGIN_ROUTE = 'src/features/auth/routes/login.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The production build users get, as `npm run build:web` makes it: the app, then the
 * approval page beside it. Vitest sets NODE_ENV=test, which Vite honours and which
 * would give React's development build, so it is set for the build.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    await build({ configFile: APPROVAL_CONFIG_FILE, mode: 'production', logLevel: 'warn', build: { outDir } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export type LoginRouteWeight = { rows: { file: string; gzip: number }[]; gzipBytes: number };

/** The entry chunk, its static imports and the login route's chunk with its own, gzip level 9. */
export async function weighLoginRoute(outDir: string): Promise<LoginRouteWeight> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (!manifest[LOGIN_ROUTE]) throw new Error(`The login route ${LOGIN_ROUTE} is not a chunk of its own`);
  const rows: { file: string; gzip: number }[] = [];
  for (const key of staticClosure(manifest, [...entries, LOGIN_ROUTE])) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js'))
      rows.push({ file, gzip: gzipSync(await readFile(join(outDir, file)), { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  return { rows, gzipBytes: rows.reduce((sum, row) => sum + row.gzip, 0) };
}
