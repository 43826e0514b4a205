import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Without a declared icon every first visit asks for /favicon.ico and logs its 404 (docs/decisions.md 'A quiet console'). */
describe('the page declares its icon', () => {
  // index.html is the app; a.html the customer's approval page (docs/customer-loop.md 'The page').
  it.each(['index.html', 'a.html'])('%s carries the icon inline, so no icon request can fail', (page) => {
    const html = readFileSync(resolve('frontend', page), 'utf8');
    const icon = /<link\s+rel="icon"\s+href="([^"]+)"/.exec(html)?.[1];
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
  });
});
