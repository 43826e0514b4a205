import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';

export type HashGate = {
  /** Runs a hash when a slot is free, waits in a bounded line, or refuses at once (429) when the line is full. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** True when one more hash would be refused. */
  isFull: () => boolean;
};

/** Answered when the line is full: nothing was hashed, the client may try again shortly. */
export const hashGateBusy = (): ApiError =>
  new ApiError(ErrorCode.TooManyRequests, Messages.serverBusy, undefined, { 'retry-after': '2' });

/**
 * Bounds password hashing. scrypt runs on libuv's thread pool (4 threads by
 * default), which also runs the WebCrypto work of every token check; a burst of
 * logins on the local runtime, one process for all calls, would otherwise fill
 * the pool and stall every other request. In Lambda an instance takes one
 * request at a time, so the gate never refuses there.
 */
export function createHashGate(options: { concurrency: number; waiting: number }): HashGate {
  let active = 0;
  const line: Array<() => void> = [];
  const isFull = () => active >= options.concurrency && line.length >= options.waiting;

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < options.concurrency) active += 1;
    else if (line.length >= options.waiting) throw hashGateBusy();
    // A finished hash hands its slot straight to the first in line.
    else await new Promise<void>((resolve) => line.push(resolve));
    try {
      return await task();
    } finally {
      const next = line.shift();
      if (next) next();
      else active -= 1;
    }
  }

  return { run, isFull };
}

/** Two hashes at a time leave half the default thread pool for everything else; eight may wait. */
export const HASH_CONCURRENCY = 2;
export const HASH_WAITING = 8;

export const hashGate: HashGate = createHashGate({ concurrency: HASH_CONCURRENCY, waiting: HASH_WAITING });
