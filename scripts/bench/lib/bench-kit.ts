import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoLocal } from '../../../infra/local/dynamodb-local';
import { freePort, freeStackPorts } from '../../../infra/local/ports';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { ensureTable } from '../../../infra/local/table-definition';

/**
 * What every bench shares: percentiles of sorted samples, their one-line
 * summary, and an in-memory DynamoDB Local with the handlers' environment set,
 * so each bench is only its own seeding and measuring. Figures only: benches
 * print, they never assert.
 */

/** The p-th percentile of samples sorted ascending (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** 'p50 … ms   p95 … ms   max … ms' of unsorted samples. */
export function latencyLine(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (v: number | undefined) => `${(v ?? NaN).toFixed(1)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   max ${ms(sorted.at(-1))}   (${sorted.length} calls)`;
}

/** The environment the handlers read, pointed at a bench table. */
export const benchEnv = (table: string, dynamoEndpoint: string): Record<string, string> => ({
  TABLE_NAME: table,
  FILES_BUCKET: 'bench-files',
  JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
  DYNAMODB_ENDPOINT: dynamoEndpoint,
  AWS_REGION: 'ap-south-1',
  NOTIFIER: 'outbox',
  KARKHANA_QUIET: '1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

/**
 * Runs `measure` against a fresh in-memory DynamoDB Local holding `table`, with
 * the handlers' environment set and their cached config and clients reset (so
 * modules imported inside `measure` read the bench's environment), and always
 * stops the database.
 */
export async function withBenchTable<T>(
  table: string,
  measure: (env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const dynamo = await startDynamoLocal({ port: await freePort() });
  try {
    await ensureTable(dynamo.client, table);
    const env = benchEnv(table, dynamo.endpoint);
    Object.assign(process.env, env);
    const { resetConfig } = await import('../../../functions/lib/config');
    const { resetClients } = await import('../../../functions/lib/aws-clients');
    resetConfig();
    resetClients();
    return await measure(env);
  } finally {
    await dynamo.stop();
  }
}

/**
 * Runs `measure` against the whole local stack (gateway, handlers, DynamoDB
 * Local in memory, s3rver; the demo organisation and its users, no web app) in a scratch data folder, and
 * always stops it and removes the folder: for benches that call over HTTP as
 * the browser does.
 */
export async function withLocalStack<T>(name: string, measure: (stack: LocalStack) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `karkhana-bench-${name}-`));
  const stack = await startLocalStack({
    ...(await freeStackPorts()),
    dataDir,
    // The benches over HTTP log in as the demo users and read their branches: nothing more.
    seed: 'users',
    inMemory: true,
    web: 'none',
    quiet: true,
  });
  try {
    return await measure(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The command names of the requests a DynamoDB client has sent since the log was last cleared. */
export type RequestLog = { readonly sent: string[]; clear(): void };

/**
 * Records every request `client` sends (its command name), so a bench can
 * print how many requests, and which, one call makes.
 */
export function recordRequests(client: DynamoDBDocumentClient): RequestLog {
  let sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'benchRequestCounter' },
  );
  return {
    get sent() {
      return sent;
    },
    clear() {
      sent = [];
    },
  };
}

/** Requests by kind, e.g. '2 BatchGetItem, 1 Query'. */
export const tallyRequests = (sent: readonly string[]): string =>
  Object.entries(sent.reduce<Record<string, number>>((t, k) => ({ ...t, [k]: (t[k] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${n} ${k.replace('Command', '')}`)
    .join(', ');
