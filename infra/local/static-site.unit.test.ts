import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@shared/api/security-headers';
import { createStaticSite } from './static-site';

const FILES = 'http://127.0.0.1:4569';
let root: string;
let server: Server;
let host: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kk-site-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>k</title>');
  writeFileSync(join(root, 'app.js'), 'console.log(1)');
  writeFileSync(join(root, 'a.html'), '<!doctype html><title>approval</title>');
  const serve = createStaticSite(root, { filesOrigins: [FILES] });
  server = createServer(serve);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(root, { recursive: true, force: true });
});

describe('local static site: security headers', () => {
  it.each([
    ['/', 200],
    ['/settings/logo', 200],
    ['/app.js', 200],
    ['/missing.js', 404],
    // A customer's link (a signed token, dots and all) is a route of the app, not a missing file.
    ['/i/eyJhbGciOiJIUzI1NiJ9.eyJpbnYiOiIxIn0.c2lnbmF0dXJl', 200],
    ['/%E0%A4%A', 400],
  ])('%s answers %i with the CloudFront policy headers', async (path, status) => {
    const response = await fetch(`http://${host}${path}`);
    expect(response.status).toBe(status);
    const expected = securityHeaders(contentSecurityPolicy({ files: [FILES], socket: [`ws://${host}`] }));
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});

describe('local static site: which file answers', () => {
  it.each([
    ['/', 'k', 'no-cache'],
    ['/service/estimate/01J9Z3', 'k', 'no-cache'],
    // The customer's approval page (/a#<token>: the fragment never reaches the server) is its own file.
    ['/a', 'approval', 'no-cache'],
    ['/a.html', 'approval', 'no-cache'],
    ['/a/b', 'k', 'no-cache'],
    ['/app.js', undefined, 'public, max-age=31536000, immutable'],
  ])('%s answers %s (%s)', async (path, title, cache) => {
    const response = await fetch(`http://${host}${path}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    if (title) expect(body).toContain(`<title>${title}</title>`);
    expect(response.headers.get('cache-control')).toBe(cache);
  });
});
