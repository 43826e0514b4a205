import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { htmlFileOf, isStaticFilePath } from '../cdk/constructs/spa-rewrite';
import { pageSecurityHeaders, type PageHeaderOptions } from './page-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Serves a built SPA (`vite build` output) the way CloudFront does, with its
 * security headers: files as they are, a page of its own its file (`/a` → a.html),
 * and index.html for any other path that names no published file (client routes,
 * spa-rewrite.ts). Used by the end-to-end tests, which need production bundles rather
 * than a dev server that may re-optimise and reload mid-test.
 */
export function createStaticSite(root: string, headers: Omit<PageHeaderOptions, 'viteDev'> = { filesOrigins: [] }) {
  const base = normalize(root);
  return function serve(request: IncomingMessage, response: ServerResponse): void {
    // Every answer, errors too, carries the same headers as CloudFront's policy.
    for (const [name, value] of Object.entries(pageSecurityHeaders(request, headers))) response.setHeader(name, value);
    const path = decodePath((request.url ?? '/').split('?')[0] ?? '/');
    if (path === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base + sep) && file !== base) {
      response.writeHead(403).end();
      return;
    }
    const isFile = (candidate: string) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    };
    if (!isFile(file)) {
      if (isStaticFilePath(path)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(base, htmlFileOf(path));
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // A page (index.html, a.html) names the hashed files of the build it came with, so it is asked for again each time.
      'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(response);
  };
}
