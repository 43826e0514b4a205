import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStartError } from './local-error';
import { freePort } from './ports';
import { startLocalStack } from './stack';

const dataDir = mkdtempSync(join(tmpdir(), 'karkhana-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const options = async () => ({
  port: await freePort(),
  dynamoPort: await freePort(),
  s3Port: await freePort(),
  dataDir,
  web: 'none' as const,
  quiet: true,
});

/** Issue: a missing Java, a taken port or a locked data folder gives a one-line clear error. */
describe('npm start refuses clearly', () => {
  it('a taken port', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((done) => blocker.listen(port, '127.0.0.1', done));
    try {
      const attempt = startLocalStack({ ...(await options()), port });
      await expect(attempt).rejects.toBeInstanceOf(LocalStartError);
      await expect(attempt).rejects.toThrow(`Port ${port} (the app) is already in use.`);
    } finally {
      blocker.close();
    }
  });

  it('a data folder in use by another running process', async () => {
    // The parent of this test process is alive for the whole test.
    writeFileSync(join(dataDir, 'karkhana.lock'), String(process.ppid));
    try {
      await expect(startLocalStack(await options())).rejects.toThrow(
        /is in use by another Karkhana process \(pid \d+\)\. Stop it first\./,
      );
    } finally {
      rmSync(join(dataDir, 'karkhana.lock'), { force: true });
    }
  });

  it('a missing Java, as one line on stderr and exit code 1', async () => {
    const tsx = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const result = spawnSync(process.execPath, [tsx, 'infra/local/start.ts'], {
      env: {
        PATH: '/nonexistent',
        HOME: process.env.HOME ?? '/tmp',
        KARKHANA_DATA: dataDir,
        PORT: String(await freePort()),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('ExperimentalWarning'));
    expect(lines).toEqual([expect.stringMatching(/^karkhana: Java was not found\. DynamoDB Local needs Java 17/)]);
  });
});
