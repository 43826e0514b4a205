/**
 * What DynamoDB says about a write it cancelled: one reason per item of the
 * transaction, in the items' order (`None` for an item that was fine,
 * `ConditionalCheckFailed`, `TransactionConflict`, `ThrottlingError`, ...).
 */
export type Cancellation = {
  /** The reason code of each item, in the transaction's order. */
  codes: readonly string[];
  /** The items whose condition failed, in order (empty when none did). */
  failedChecks: readonly number[];
};

type CancelledError = Error & { CancellationReasons?: readonly ({ Code?: string } | null | undefined)[] };

/**
 * Reads a cancelled write's reasons; undefined for any other error. A lone
 * write that `transact` sent on its own fails as `ConditionalCheckFailedException`:
 * it reads as a transaction of that one item whose condition failed, so callers
 * ask the same question either way (docs/architecture.md 'Where a new repository goes').
 */
export function cancellationReasons(error: unknown): Cancellation | undefined {
  const name = (error as Error | undefined)?.name;
  if (name === 'ConditionalCheckFailedException') return { codes: ['ConditionalCheckFailed'], failedChecks: [0] };
  if (name !== 'TransactionCanceledException') return undefined;
  const codes = ((error as CancelledError).CancellationReasons ?? []).map((reason) => reason?.Code ?? 'None');
  const failedChecks = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
  return { codes, failedChecks };
}
