import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The SPA build. The local runtime mounts Vite in middleware mode with this file
 * as its config and serves `/api` itself on the same origin, so no server port or
 * proxy is set here.
 */
export default defineConfig(({ mode }) => ({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@shared', replacement: here('../shared') },
      // react-router's package exports only name its development build (dev-only
      // checks and warnings); production bundles take the production build it ships.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: here('../node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  // Scan every screen at start-up: a dependency first met in a lazy route would
  // otherwise make the dev server re-optimise and reload the page mid-use.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', '!src/**/*.test.tsx', '!src/**/testing/**'] },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // The bench (scripts/bench/web.ts) and the CDK web construct read the manifest
    // to find which chunks a route needs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is needed before anything paints, so
          // it ships as one chunk: one request, and one gzip stream instead of six
          // small ones (docs/decisions.md 'Login route size'). Lazy screens keep
          // their own chunks and import from it.
          groups: [{ name: 'app-start', tags: ['$initial'] }],
        },
      },
    },
  },
}));
