import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The lint run by `npm test` (`eslint . --max-warnings 0`) and `npm run lint`.
 * It enforces the layers drawn in docs/architecture.md (an arrow reads "is imported by"):
 *
 *   shared/ (domain) → shared/api → functions/ | frontend/src (components, lib → features → app) | infra/cdk
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
  { type: 'functions', pattern: 'functions', partialMatch: false },
  { type: 'infra-cdk', pattern: 'infra/cdk', partialMatch: false },
  { type: 'infra-local', pattern: 'infra/local', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

const toElements = (...types) => ({ to: { element: { types } } });

/** Packages `shared/` may use: it runs unchanged in Lambda, in the browser and in tests. */
const sharedPackages = ['zod', 'decimal.js'];
const sharedTestPackages = ['vitest', 'fast-check'];

const layerPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: toElements('feature'),
    message: 'A feature never imports another feature: move what both need to frontend/src/components, frontend/src/lib or shared/.',
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
    disallow: toElements('functions', 'infra-cdk', 'infra-local', 'scripts'),
    message: 'The SPA reaches the server only through the API contract in shared/api.',
  },
  {
    from: { element: { types: ['shared', 'shared-api'] } },
    disallow: toElements('feature', 'frontend-base', 'frontend', 'e2e', 'functions', 'infra-cdk', 'infra-local', 'scripts'),
    message: 'shared/ is the bottom layer: it imports nothing from frontend/, functions/, infra/ or scripts/.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: toElements('shared-api'),
    message: 'Domain modules of shared/ never import shared/api: the contract builds on the domain, not the other way round.',
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
    from: { element: { type: 'functions' } },
    disallow: toElements('feature', 'frontend-base', 'frontend', 'e2e'),
    message: 'functions/ never imports frontend/.',
  },
  {
    // Handler entries are referenced as path strings for bundling (function-profiles.ts), never imported.
    from: { element: { type: 'infra-cdk' } },
    disallow: toElements('feature', 'frontend-base', 'frontend', 'e2e', 'functions', 'infra-local', 'scripts'),
    message: 'infra/cdk imports only shared/ among project folders; it names handler entries as paths, it does not import them.',
  },
  {
    from: { file: { categories: { noneOf: ['test', 'tool'] } } },
    disallow: [{ to: { file: { categories: { anyOf: ['test', 'test-kit'] } } } }, { to: { module: { source: testPackages } } }],
    message: 'Production code never imports a test kit or a test tool: test kits live in test folders and only tests use them.',
  },
];

export default defineConfig([
  globalIgnores(['node_modules/', 'frontend/dist/', 'cdk.out/', '.data/', '.test-data/', 'coverage/']),
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
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: layerPolicies }],
    },
  },
  {
    // "No production file is over 400 lines" (issue 10, STYLE.md), counted as read:
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
