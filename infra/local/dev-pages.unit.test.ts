import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createVite, type ViteDevServer } from 'vite';

/**
 * `npm start` mounts Vite in middleware mode with the app's config (stack.ts). Vite
 * answers a path naming an HTML file of the app's folder without its extension with
 * that file, so /a is frontend/a.html, the customer's approval page (docs/customer-loop.md
 * 'The page'), with no rewrite of our own; this pins it. Dependency optimisation is off
 * and its cache in a folder of this test, so a running dev server's is left alone.
 */
let vite: ViteDevServer;
let server: Server;
let origin: string;
const cacheDir = mkdtempSync(join(tmpdir(), 'kk-vite-pages-'));

beforeAll(async () => {
  vite = await createVite({
    configFile: resolve('frontend/vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'spa',
    logLevel: 'error',
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  server = createServer((request, response) =>
    vite.middlewares(request, response, () => response.writeHead(404).end()),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await vite.close();
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(cacheDir, { recursive: true, force: true });
});

const page = async (path: string): Promise<string> => {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
};

describe('the dev server: which page answers', () => {
  it('/a is the approval page, its own entry and nothing of the app', async () => {
    const html = await page('/a');
    expect(html).toContain('<title>Approve your estimate</title>');
    expect(html).toContain('src="/src/public-approval-entry.tsx"');
    expect(html).not.toContain('/src/main.tsx');
  });

  it.each(['/login', '/a/x', '/service/estimate/01J9Z3'])('%s is the app', async (path) => {
    expect(await page(path)).toContain('src="/src/main.tsx"');
  });
});
