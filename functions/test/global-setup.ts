import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports';
import { startS3Local } from '../../infra/local/s3-local';
import { ensureTable } from '../../infra/local/table-definition';
import { useSharedDynamoLocal } from './shared-dynamodb-local';

export const TEST_TABLE = 'karkhana-test';
export const TEST_BUCKET = 'karkhana-test-files';

/**
 * Integration tests talk to real DynamoDB Local (in memory) and s3rver, started
 * once for the run on free ports. Each test file creates its own organisation,
 * so files can run in parallel against the same table. The DynamoDB Local is the
 * run's one (shared-dynamodb-local.ts): the e2e stack keeps its own table in it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const s3Dir = mkdtempSync(join(tmpdir(), 'karkhana-s3-'));
  const dynamo = await useSharedDynamoLocal();
  const s3 = await startS3Local({ port: await freePort(), directory: s3Dir, bucket: TEST_BUCKET }).catch(
    async (error: unknown) => {
      await dynamo.release();
      throw error;
    },
  );
  await ensureTable(dynamo.client, TEST_TABLE);
  const env = {
    TABLE_NAME: TEST_TABLE,
    FILES_BUCKET: TEST_BUCKET,
    JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    NOTIFIER: 'outbox',
    // Where links texted to customers open (functions/lib/config.ts): never a request's Origin.
    WEB_ORIGIN: 'https://app.karkhana.test',
    AWS_REGION: 'ap-south-1',
    KARKHANA_QUIET: '1',
  };
  project.provide('testEnv', env);
  return async () => {
    await s3.stop();
    await dynamo.release();
    rmSync(s3Dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by declaration merging, which only an interface allows.
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}
