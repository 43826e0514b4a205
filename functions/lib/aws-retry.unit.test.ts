import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RETRY_POLICY } from './aws-clients';

/**
 * The SDK's own retry middleware, with the policy every client is built with
 * (docs/decisions.md 'Store faults'): an endpoint that throttles the first answers
 * proves the retries happen, with growing waits, and that a fault outlasting them
 * surfaces.
 */
/** A DynamoDB endpoint that throttles the first `failures` requests, on a real socket. */
async function throttlingEndpoint(failures: number) {
  const attempts: number[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      attempts.push(Date.now());
      const failing = attempts.length <= failures;
      const body = failing
        ? {
            __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
            message: 'Rate exceeded',
          }
        : { Item: { pk: { S: 'k' } } };
      response.writeHead(failing ? 400 : 200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new DynamoDBClient({
    region: 'ap-south-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    endpoint: `http://127.0.0.1:${port}`,
    ...RETRY_POLICY,
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { client, attempts, close };
}

const get = new GetItemCommand({ TableName: 't', Key: { pk: { S: 'k' } } });

describe('retries of throttled store calls', () => {
  it('retries throttling with backoff and succeeds within the policy', async () => {
    const { client, attempts, close } = await throttlingEndpoint(RETRY_POLICY.maxAttempts - 1);
    const answer = await client.send(get).finally(close);
    expect(answer.Item?.pk?.S).toBe('k');
    expect(attempts).toHaveLength(RETRY_POLICY.maxAttempts);
    // Each wait is a backoff, not an immediate repeat.
    const waits = attempts.slice(1).map((at, i) => at - (attempts[i] ?? at));
    expect(waits.every((ms) => ms >= 1)).toBe(true);
  }, 30_000);

  it('gives up after maxAttempts and surfaces the throttling error', async () => {
    const { client, attempts, close } = await throttlingEndpoint(99);
    await expect(client.send(get).finally(close)).rejects.toMatchObject({
      name: 'ProvisionedThroughputExceededException',
    });
    expect(attempts).toHaveLength(RETRY_POLICY.maxAttempts);
  }, 30_000);
});
