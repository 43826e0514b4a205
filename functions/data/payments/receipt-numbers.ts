import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { counterKey, numberKey } from '../documents/document-keys';
import { financialYear, formatNumber } from '../documents/document-numbers';
import { uniquePointer } from '../table/unique-pointer';
import { PAYMENT_SERIES } from './payment-keys';
import type { RoledWrite } from './payment-writes';

/**
 * Receipt numbers (docs/payments.md §3 'Receipt numbers'). Unlike invoice
 * numbers (document-numbers.ts: read, then taken inside the invoice's own
 * transaction, so never a gap), a receipt number is taken by ONE atomic
 * counter update before the payment's transaction. Atomic updates of one item
 * queue inside DynamoDB and never fail each other, so a burst of cashiers in
 * one branch no longer races on the counter; the price is a gap when the
 * payment then fails or is refused. A receipt is not a tax invoice (CGST Rule
 * 46 numbering does not apply to it), so a gap is acceptable; a duplicate is
 * not, and the counter cannot give one.
 */

export type ReceiptNumber = {
  Num: string;
  FY: string;
  /** The number pointer `ORG#o#NUM#e#RCPT#<fy> / <Num>`, to join the payment's transaction: a number names one payment. */
  pointer: RoledWrite;
};

/**
 * Takes the branch's next receipt number of the financial year of `date`.
 * The counter item is the one the transactional scheme used (`Next` = the
 * number to give next), so a branch's series runs on across the change.
 */
export async function takeReceiptNumber(
  orgId: string,
  entId: string,
  date: string,
  payId: string,
  options: { fyStart?: number } = {},
): Promise<ReceiptNumber> {
  const FY = financialYear(date, options.fyStart);
  const taken = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(orgId, entId, PAYMENT_SERIES, FY),
      // The first of the year starts at 1 (Next becomes 2); after that Next + 1. The answer is the new Next.
      UpdateExpression:
        'SET #next = if_not_exists(#next, :first) + :one, #ver = if_not_exists(#ver, :zero) + :one, #type = :type',
      ExpressionAttributeNames: { '#next': 'Next', '#ver': 'ver', '#type': 'type' },
      ExpressionAttributeValues: { ':first': 1, ':one': 1, ':zero': 0, ':type': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const sequence = Number((taken.Attributes as { Next: number }).Next) - 1;
  const Num = formatNumber(PAYMENT_SERIES, FY, sequence);
  return {
    Num,
    FY,
    pointer: {
      role: 'number',
      item: uniquePointer.claim(numberKey(orgId, entId, PAYMENT_SERIES, FY, Num), {
        type: 'NumberPointer',
        DocId: payId,
      }).item,
    },
  };
}
