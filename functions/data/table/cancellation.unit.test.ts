import { describe, expect, it } from 'vitest';
import { cancellationReasons } from './cancellation';

const fault = (name: string, extra: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(name), { name, ...extra });
const cancelled = (...codes: (string | undefined)[]) =>
  fault('TransactionCanceledException', {
    CancellationReasons: codes.map((Code) => (Code === undefined ? {} : { Code })),
  });

describe('cancellationReasons', () => {
  it("reads each item's code in the transaction's order and names the items whose condition failed", () => {
    expect(
      cancellationReasons(cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict', 'ConditionalCheckFailed')),
    ).toEqual({
      codes: ['None', 'ConditionalCheckFailed', 'TransactionConflict', 'ConditionalCheckFailed'],
      failedChecks: [1, 3],
    });
  });

  it('reads an item without a code as None', () => {
    expect(cancellationReasons(cancelled(undefined, 'ThrottlingError'))).toEqual({
      codes: ['None', 'ThrottlingError'],
      failedChecks: [],
    });
  });

  it('reads a lone write whose condition failed as the first and only item', () => {
    expect(cancellationReasons(fault('ConditionalCheckFailedException'))).toEqual({
      codes: ['ConditionalCheckFailed'],
      failedChecks: [0],
    });
  });

  it('answers nothing for any other error', () => {
    expect(cancellationReasons(fault('TransactionConflictException'))).toBeUndefined();
    expect(cancellationReasons(new Error('throttled'))).toBeUndefined();
    expect(cancellationReasons(undefined)).toBeUndefined();
  });

  it('reads a cancellation without reasons as no items', () => {
    expect(cancellationReasons(fault('TransactionCanceledException'))).toEqual({ codes: [], failedChecks: [] });
  });
});
