import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type LoginRouteWeight, type Manifest } from './login-route';

/**
 * The JavaScript a customer's phone downloads to open an approval link, gzip
 * (docs/customer-loop.md 'The page'): frontend/a.html's entry and everything it
 * imports statically, from the page's own build (frontend/vite.approval.config.ts).
 * Issue 30 sets the target at 120 KB with none of the app shell; the page is plain
 * React and `fetch`, measured 82.4 KB in one chunk (mostly React DOM, then decimal.js
 * behind formatMoney and the page itself).
 */
export const PUBLIC_APPROVAL_CEILING_BYTES = 120 * 1024;
export const PUBLIC_APPROVAL_PAGE = 'a.html';
const APPROVAL_MANIFEST = join('.vite', 'approval-manifest.json');
const APP_MANIFEST = join('.vite', 'manifest.json');

const readManifest = async (outDir: string, file: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(outDir, file), 'utf8')) as Manifest;

/** Every script a.html names itself (its entry and any module it preloads): all must be of the page's graph. */
const scriptsOfPage = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.m?js)"/g)].map((m) => m[1] ?? '');

export async function weighPublicApprovalRoute(
  outDir: string,
): Promise<LoginRouteWeight & { shell: string[]; unmeasured: string[] }> {
  const manifest = await readManifest(outDir, APPROVAL_MANIFEST);
  if (!manifest[PUBLIC_APPROVAL_PAGE]?.isEntry)
    throw new Error(`${APPROVAL_MANIFEST} has no entry ${PUBLIC_APPROVAL_PAGE}`);
  const files = [...staticClosure(manifest, [PUBLIC_APPROVAL_PAGE])].flatMap((key) => manifest[key]?.file ?? []);
  const rows: { file: string; gzip: number }[] = [];
  for (const file of files.filter((f) => f.endsWith('.js')))
    rows.push({ file, gzip: gzipSync(await readFile(join(outDir, file)), { level: 9 }).length });
  rows.sort((a, b) => b.gzip - a.gzip);
  // Nothing the app's build made (its entry, the shell, the kit, its start chunk) may be in the customer's download.
  const appFiles = new Set(Object.values(await readManifest(outDir, APP_MANIFEST)).map((chunk) => chunk.file));
  const shell = files.filter((file) => appFiles.has(file));
  const unmeasured = scriptsOfPage(await readFile(join(outDir, PUBLIC_APPROVAL_PAGE), 'utf8')).filter(
    (file) => !files.includes(file),
  );
  return { rows, gzipBytes: rows.reduce((sum, row) => sum + row.gzip, 0), shell, unmeasured };
}
