import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Benchmark: build the SPA and weigh the JavaScript a first visit to the login
 * page downloads — the entry chunk, everything it imports statically, and the
 * login route's lazy chunk with its static imports — gzip-compressed, against a
 * budget of 170 KB. Also prints the total JS of the build.
 */

const BUDGET_KB = 170;
const CONFIG_FILE = fileURLToPath(new URL('../../frontend/vite.config.ts', import.meta.url));
const LOGIN_ROUTE = 'src/features/auth/routes/login.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'karkhana-web-'));
  try {
    const started = performance.now();
    await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const buildMs = performance.now() - started;

    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
    if (!manifest[LOGIN_ROUTE]) throw new Error(`The login route ${LOGIN_ROUTE} is not a chunk of its own`);
    const loginKeys = staticClosure(manifest, [...entries, LOGIN_ROUTE]);

    const gzipOf = async (file: string): Promise<number> => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
    const rows: { file: string; gzip: number }[] = [];
    for (const key of loginKeys) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) rows.push({ file, gzip: await gzipOf(file) });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const loginBytes = rows.reduce((sum, row) => sum + row.gzip, 0);

    const assets = await readdir(join(outDir, 'assets'));
    let totalGzip = 0;
    let totalRaw = 0;
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      const raw = await readFile(join(outDir, 'assets', file));
      totalRaw += raw.length;
      totalGzip += gzipSync(raw, { level: 9 }).length;
    }

    console.log(`web: vite build in ${(buildMs / 1000).toFixed(1)} s`);
    console.log('web: JS for the login route (gzip):');
    for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
    const within = loginBytes <= BUDGET_KB * 1024;
    console.log(
      `web: login route ${kb(loginBytes)} gzip, budget ${BUDGET_KB} KB — ${within ? 'within' : 'OVER'} budget (${kb(Math.abs(BUDGET_KB * 1024 - loginBytes))} ${within ? 'to spare' : 'over'})`,
    );
    console.log(`web: all JS ${kb(totalGzip)} gzip (${kb(totalRaw)} minified) in ${assets.filter((n) => n.endsWith('.js')).length} chunks`);
    if (!within) process.exitCode = 1;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
}
