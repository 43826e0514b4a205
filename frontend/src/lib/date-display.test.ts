import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date a screen shows goes through formatDate /
 * formatDateTime (en-IN, the user's time zone). Dates formatted anywhere else
 * drift ('2026-11-24' here, '24 Nov 2026, 5:23 am' there, the UTC day instead of
 * the user's), so date formatting outside lib/format.ts is refused.
 */
const SRC = join(__dirname, '..');
const FORMATTING = /toLocaleDateString|toLocaleTimeString|toLocaleString\(|Intl\.DateTimeFormat|toISOString\(\)\.slice/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one date formatter', () => {
  it('no screen formats a date itself', () => {
    const offenders = sources(SRC)
      .filter((path) => relative(SRC, path) !== join('lib', 'format.ts'))
      .filter((path) => FORMATTING.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });
});
