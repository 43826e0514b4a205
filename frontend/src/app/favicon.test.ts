import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Without a declared icon every first visit asks for /favicon.ico and logs its 404 (docs/decisions.md 'A quiet console'). */
describe('the page declares its icon', () => {
  it('index.html carries the icon inline, so no icon request can fail', () => {
    const html = readFileSync(resolve('frontend/index.html'), 'utf8');
    const icon = /<link\s+rel="icon"\s+href="([^"]+)"/.exec(html)?.[1];
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
  });
});
