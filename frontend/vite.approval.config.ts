import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import app from './vite.config.js';

/**
 * The customer's approval page, /a#<token> (docs/customer-loop.md 'The page'), built
 * into the app's output folder after the app (`npm run build:web`): a.html and its
 * own chunk, with its own copy of React. A separate build rather than a second entry
 * of the app's: in one build a module lives in one chunk, so the page would share
 * React with the app's start chunk and either load that chunk whole or split it, undoing
 * its one-chunk start (docs/decisions.md 'Login route size'). The dev server needs
 * nothing of this: it answers /a with frontend/a.html by itself.
 */
export const APPROVAL_MANIFEST = '.vite/approval-manifest.json';

export default defineConfig((env) =>
  mergeConfig(app(env) as UserConfig, {
    build: {
      // The app's build, made just before into the same folder, stays.
      emptyOutDir: false,
      manifest: APPROVAL_MANIFEST,
      // One chunk: nothing to preload, so no polyfill for it.
      modulePreload: { polyfill: false },
      rolldownOptions: { input: fileURLToPath(new URL('./a.html', import.meta.url)) },
    },
  } satisfies UserConfig),
);
