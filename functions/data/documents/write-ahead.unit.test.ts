import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { surelyNotCommitted } from './write-ahead';

const named = (name: string): Error => Object.assign(new Error(name), { name });

describe('when written-ahead items are deleted after a failed final transaction', () => {
  it('only when DynamoDB cancelled or refused the transaction, or it was never sent', () => {
    expect(surelyNotCommitted(named('TransactionCanceledException'))).toBe(true);
    expect(surelyNotCommitted(named('ConditionalCheckFailedException'))).toBe(true);
    expect(surelyNotCommitted(named('ValidationException'))).toBe(true);
    expect(surelyNotCommitted(new ApiError(ErrorCode.Conflict, Messages.conflict))).toBe(true);
  });

  it('never when the answer may hide a commit (a timeout, a 5xx, a dropped connection)', () => {
    expect(surelyNotCommitted(named('TimeoutError'))).toBe(false);
    expect(surelyNotCommitted(named('InternalServerError'))).toBe(false);
    expect(surelyNotCommitted(named('ECONNRESET'))).toBe(false);
    expect(surelyNotCommitted(named('TransactionInProgressException'))).toBe(false);
  });
});
