import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { authenticate } from '../iam/authenticate';
import { createHashGate, HASH_CONCURRENCY, HASH_WAITING, hashGate } from './hash-gate';
import { verifyPassword } from './password';

/** A task that runs until released. */
function blocked() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  const task = vi.fn(() => done);
  return { task, release };
}

const refusal = async (run: () => Promise<unknown>): Promise<ApiError | undefined> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
};

/** Fills the shared gate with hashes that never end until released. */
function fillSharedGate(): () => Promise<void> {
  const held = Array.from({ length: HASH_CONCURRENCY + HASH_WAITING }, () => blocked());
  const runs = held.map((h) => hashGate.run(h.task));
  return async () => {
    for (const h of held) h.release();
    await Promise.all(runs);
  };
}

let releaseShared: (() => Promise<void>) | undefined;
afterEach(async () => {
  await releaseShared?.();
  releaseShared = undefined;
});

describe('password hashing gate', () => {
  it('runs at most N hashes, lets a bounded line wait, and refuses the next at once without running it', async () => {
    const gate = createHashGate({ concurrency: 2, waiting: 1 });
    const [a, b, c] = [blocked(), blocked(), blocked()];
    const runs = [gate.run(a.task), gate.run(b.task), gate.run(c.task)];
    expect(a.task).toHaveBeenCalled();
    expect(b.task).toHaveBeenCalled();
    expect(c.task).not.toHaveBeenCalled();
    expect(gate.isFull()).toBe(true);

    const next = vi.fn(async () => 'hashed');
    const error = await refusal(() => gate.run(next));
    expect(error?.status).toBe(ErrorCode.TooManyRequests);
    expect(error?.toBody()).toEqual({ errorCode: 429, message: Messages.serverBusy });
    expect(error?.headers).toEqual({ 'retry-after': '2' });
    expect(next).not.toHaveBeenCalled();

    a.release();
    await runs[0];
    await vi.waitFor(() => expect(c.task).toHaveBeenCalled());
    expect(gate.isFull()).toBe(false);
    b.release();
    c.release();
    await Promise.all(runs);
    await expect(gate.run(next)).resolves.toBe('hashed');
  });

  it('a failing hash frees its slot', async () => {
    const gate = createHashGate({ concurrency: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });

  it('verifyPassword goes through the shared gate: refused with 429 when it is full', async () => {
    releaseShared = fillSharedGate();
    const error = await refusal(() => verifyPassword('x', 'scrypt$131072$8$1$c2FsdA$aGFzaA'));
    expect(error?.status).toBe(ErrorCode.TooManyRequests);
  });

  it('a login while the gate is full answers 429 before reading anything or hashing', async () => {
    releaseShared = fillSharedGate();
    // No database is configured here: reaching a lookup would fail differently.
    const error = await refusal(() =>
      authenticate({
        body: { username: 'owner', password: 'secret', domain: 'demo' },
        client: { ip: '10.0.0.1', userAgent: 't' },
      } as never),
    );
    expect(error?.toBody()).toEqual({ errorCode: 429, message: Messages.serverBusy });
  });
});
