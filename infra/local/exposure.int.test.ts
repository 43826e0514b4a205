import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './ports';
import { startLocalStack, type LocalStack } from './stack';

const dataDir = mkdtempSync(join(tmpdir(), 'karkhana-exposure-'));
let stack: LocalStack;
let port: number;
let s3Port: number;

beforeAll(async () => {
  port = await freePort();
  s3Port = await freePort();
  stack = await startLocalStack({
    port,
    dynamoPort: await freePort(),
    s3Port,
    dataDir,
    seed: 'none',
    inMemory: true,
    web: 'none',
    quiet: true,
  });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a TCP connection to host:port is accepted. */
const reachable = (host: string, p: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port: p });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const externalAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
  .map((a) => a?.address ?? '');

describe('the local stack by default', () => {
  it('listens on 127.0.0.1 only (app, API, WebSocket and s3rver)', async () => {
    expect(stack.host).toBe('127.0.0.1');
    expect(await reachable('127.0.0.1', port)).toBe(true);
    expect(await reachable('127.0.0.1', s3Port)).toBe(true);
    for (const address of externalAddresses) {
      expect(await reachable(address, port), `app on ${address}`).toBe(false);
      expect(await reachable(address, s3Port), `s3rver on ${address}`).toBe(false);
    }
  });

  it('serves the dev outbox there', async () => {
    expect(stack.outbox).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/__dev/outbox`)).status).toBe(200);
  });
});
