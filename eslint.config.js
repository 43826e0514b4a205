import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The lint run by `npm test` (`eslint . --max-warnings 0`) and `npm run lint`.
 * It enforces the layers drawn in docs/architecture.md (an arrow reads "is imported by"):
 *
 *   shared/ (domain) → shared/api → functions/ | frontend/src (components, lib → features → app) | infra/cdk
 *
 * and inside functions/: functions/data and functions/lib → each call family, no family
 * importing another, only data and lib importing the AWS SDK; nowhere an import cycle.
 *
 * Type-aware rules are left out on purpose: they need a TypeScript program for the
 * whole project and would double the run time; `tsc` already runs in `npm test`.
 */

const resolver = fileURLToPath(new URL('./scripts/eslint-import-resolver.cjs', import.meta.url));

const tsFiles = ['**/*.ts', '**/*.tsx'];

/** Where tests and their kits live: everything here may break the layer rules, since nothing here ships. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', 'frontend/e2e/**'];

/** Test tools: production code never imports them, so a file that does is a test kit in the wrong folder. */
// jsdom is not here: the server sanitises SVG logos on it (functions/lib/svg-sanitiser.ts).
const testPackages = ['vitest', 'fast-check', '@testing-library/*', 'playwright-core'];

/** Developer tools that never ship: the test runner and benchmarks may drive handlers through the test harness. */
const toolFiles = ['scripts/**', '*.config.{js,ts}', 'frontend/vite.config.ts'];

/** Project folders, from the most specific; a file belongs to the first that matches. */
const elements = [
  { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'frontend-base', pattern: 'frontend/src/{components,lib}', partialMatch: false },
  { type: 'frontend', pattern: 'frontend/src', partialMatch: false },
  { type: 'e2e', pattern: 'frontend/e2e', partialMatch: false },
  { type: 'shared-api', pattern: 'shared/api', partialMatch: false },
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'functions-data', pattern: 'functions/data', partialMatch: false },
  { type: 'functions-lib', pattern: 'functions/lib', partialMatch: false },
  { type: 'functions-test', pattern: 'functions/test', partialMatch: false },
  { type: 'functions-deploy', pattern: 'functions/deploy', partialMatch: false },
  // A call family: every other folder directly under functions/ (iam, parties, service, invoices, chat, ...).
  { type: 'family', pattern: 'functions/*', capture: ['family'], partialMatch: false },
  { type: 'functions', pattern: 'functions', partialMatch: false },
  { type: 'infra-cdk', pattern: 'infra/cdk', partialMatch: false },
  { type: 'infra-local', pattern: 'infra/local', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

const toElements = (...types) => ({ to: { element: { types } } });

/** Every element of functions/: the repositories, the server's kit, its test kits, the deploy-time Lambdas and the call families. */
const server = ['functions-data', 'functions-lib', 'functions-test', 'functions-deploy', 'family', 'functions'];

/** The only places that speak to AWS through its SDK (besides infra/, scripts/ and tests): repositories and the server's kit. */
const awsPackages = ['@aws-sdk/*'];

/** Packages `shared/` may use: it runs unchanged in Lambda, in the browser and in tests. */
const sharedPackages = ['zod', 'decimal.js'];
const sharedTestPackages = ['vitest', 'fast-check'];

const indexNameMessage =
  "A call file never names a table index: read through its area's repository in functions/data/.";

const layerPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: toElements('feature'),
    message:
      'A feature never imports another feature: move what both need to frontend/src/components, frontend/src/lib or shared/.',
  },
  {
    // ...but the files of one feature import each other freely. (The rule runs with
    // checkInternals for the test-kit policy; a later matching policy wins.)
    from: { element: { type: 'feature' } },
    allow: { ...toElements('feature'), dependency: { relationship: { from: 'internal' } } },
  },
  {
    from: { element: { type: 'frontend-base' } },
    disallow: toElements('feature', 'frontend'),
    message: 'frontend/src/components and lib sit below the features and the app: they import neither.',
  },
  {
    from: { element: { types: ['feature', 'frontend-base', 'frontend'] } },
    disallow: toElements(...server, 'infra-cdk', 'infra-local', 'scripts'),
    message: 'The SPA reaches the server only through the API contract in shared/api.',
  },
  {
    from: { element: { types: ['shared', 'shared-api'] } },
    disallow: toElements(
      'feature',
      'frontend-base',
      'frontend',
      'e2e',
      ...server,
      'infra-cdk',
      'infra-local',
      'scripts',
    ),
    message: 'shared/ is the bottom layer: it imports nothing from frontend/, functions/, infra/ or scripts/.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: toElements('shared-api'),
    message:
      'Domain modules of shared/ never import shared/api: the contract builds on the domain, not the other way round.',
  },
  // shared/ runs in Lambda, the browser and tests alike: no Node built-ins, no AWS,
  // no React or browser libraries. An allow-list says it once for every package.
  {
    from: { element: { types: ['shared', 'shared-api'] } },
    disallow: { to: { module: { origin: ['core', 'external'] } } },
    message: `shared/ imports only ${sharedPackages.join(' and ')} (tests also ${sharedTestPackages.join(' and ')}): no Node, AWS, browser or React.`,
  },
  {
    from: { element: { types: ['shared', 'shared-api'] } },
    allow: { to: { module: { origin: 'external', source: sharedPackages } } },
  },
  {
    from: { element: { types: ['shared', 'shared-api'] }, file: { categories: 'test' } },
    allow: { to: { module: { origin: 'external', source: sharedTestPackages } } },
  },
  {
    from: { element: { types: server } },
    disallow: toElements('feature', 'frontend-base', 'frontend', 'e2e'),
    message: 'functions/ never imports frontend/.',
  },
  {
    from: { element: { type: 'family' } },
    disallow: toElements('family'),
    message:
      'A call family never imports another family: move what both need to functions/lib/, or the read to its area in functions/data/.',
  },
  {
    // ...but the files of one family import each other freely.
    from: { element: { type: 'family' } },
    allow: { ...toElements('family'), dependency: { relationship: { from: 'internal' } } },
  },
  {
    // Calls speak HTTP and call repositories (docs/architecture.md 'Where a new repository goes');
    // the SPA and shared/ never reach AWS directly either. Tests may set up and break AWS as they need.
    from: {
      element: { types: ['family', 'functions', 'functions-deploy', 'feature', 'frontend-base', 'frontend'] },
      file: { categories: { noneOf: ['test'] } },
    },
    disallow: { to: { module: { source: awsPackages } } },
    message:
      "Only functions/data/ and functions/lib/ import the AWS SDK: a call reads and writes through its area's repository.",
  },
  {
    // Handler entries are referenced as path strings for bundling (function-profiles.ts), never imported.
    from: { element: { type: 'infra-cdk' } },
    disallow: toElements('feature', 'frontend-base', 'frontend', 'e2e', ...server, 'infra-local', 'scripts'),
    message:
      'infra/cdk imports only shared/ among project folders; it names handler entries as paths, it does not import them.',
  },
  {
    from: { file: { categories: { noneOf: ['test', 'tool'] } } },
    disallow: [
      { to: { file: { categories: { anyOf: ['test', 'test-kit'] } } } },
      { to: { module: { source: testPackages } } },
    ],
    message:
      'Production code never imports a test kit or a test tool: test kits live in test folders and only tests use them.',
  },
];

/** `import { z } from 'zod'` (see its rule below); kept in every block that sets no-restricted-syntax. */
const zodNamedZ = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Write `import * as z from 'zod'`: zod's named z is a namespace object no bundle can tree-shake.",
};

export default defineConfig([
  globalIgnores(['node_modules/', 'frontend/dist/', 'cdk.out/', '.data/', '.test-data/', '.test-build/', 'coverage/']),
  js.configs.recommended,
  {
    files: tsFiles,
    extends: [tseslint.configs.recommended],
    rules: {
      // `_`-prefixed names mark deliberately unused parameters and destructured leftovers.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // With verbatimModuleSyntax, `import { type X } from 'm'` still loads m for its side effects:
      // a schema module imported that way is built in every cold start that reaches it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // zod's named `z` is a namespace object the bundler cannot shake: one `import { z }` put every
      // locale and the JSON-schema converters into a Lambda (sales: 355 KB to 705 KB). `import * as z` shakes.
      'no-restricted-syntax': ['error', zodNamedZ],
    },
  },
  {
    // The two rules of hooks. The plugin's other recommended rules (refs, purity,
    // set-state-in-effect, ...) run the React Compiler over every file: that was
    // more than half of the whole lint's time, for a compiler the SPA does not use.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: tsFiles,
    plugins: { boundaries },
    settings: {
      'import/resolver': { [resolver]: {} },
      'boundaries/elements': elements,
      // A file gathers every category that matches; 'file' is a catch-all so none is left without one.
      'boundaries/files': [
        ...testFiles.map((pattern) => ({ category: 'test', pattern })),
        { category: 'test-kit', pattern: '**/*test-kit*' },
        ...toolFiles.map((pattern) => ({ category: 'tool', pattern })),
        { category: 'file', pattern: '**' },
      ],
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: layerPolicies },
      ],
    },
  },
  {
    // A call file names no index either: repositories ask `index-query.ts` for an index by
    // number and name their functions after the access pattern (docs/architecture.md).
    files: ['functions/*/**/*.ts'],
    ignores: [...testFiles, 'functions/{data,lib,test,deploy}/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^gsi\\d+$/]', message: indexNameMessage },
        { selector: 'TemplateElement[value.raw=/^gsi\\d+$/]', message: indexNameMessage },
        zodNamedZ,
      ],
    },
  },
  {
    // Import cycles: a module of a cycle can run before the other has defined what it
    // exports (undefined at cold start), and a cycle ties areas that should stand apart.
    // import-x resolves like tsc (tsconfig.json paths), as its TypeScript set-up asks;
    // `import type` is ignored by the rule, since it leaves no import at run time.
    files: tsFiles,
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
      ],
    },
    // Packages are not walked (no cycle of ours runs through node_modules): reading their
    // type declarations made the rule three times slower than all the other rules together.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // "No production file is over 400 lines" (STYLE.md), counted as read:
    // every line. Split a module before it gets there; tests may be longer.
    files: tsFiles,
    ignores: testFiles,
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['*.config.js'],
    languageOptions: { globals: { URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { __dirname: 'readonly' } },
  },
]);
