import { describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { totalsOf } from './posting';
import { stockCounterAccount, stockMovementLines, stockMovementPosting } from './stock-postings';

/** The one table of stock's counter-accounts (docs/books.md §3.7). */
describe('stock movement postings', () => {
  const net = (lines: ReturnType<typeof stockMovementLines>) =>
    Object.fromEntries(lines.map((l) => [l.Acc, l.DrP - l.CrP]));

  it('takes the other side from the movement kind, opening stock to equity', () => {
    expect(stockCounterAccount('Receive')).toBe(A.grni);
    expect(stockCounterAccount('Issue')).toBe(A.cogs);
    expect(stockCounterAccount('Adjust', 'Damaged')).toBe(A.stockAdjust);
    expect(stockCounterAccount('Adjust', 'Opening stock')).toBe(A.openingEquity);
    expect(stockCounterAccount('TransferOut')).toBe(A.stockInTransit);
    expect(stockCounterAccount('Sale')).toBe('document');
    expect(stockCounterAccount('BillValue')).toBe('document');
    // A kind the table does not know yet is stock found or lost: 1300 still follows the balances.
    expect(stockCounterAccount('SomethingNew')).toBe(A.stockAdjust);
  });

  it('moves 1300 by the signed values, netted per account, and leaves out what a document posts itself', () => {
    const lines = stockMovementLines([
      { Kind: 'Receive', ValueP: 100_000 },
      { Kind: 'Issue', ValueP: -40_000 },
      { Kind: 'Sale', ValueP: -9_000 },
      { Kind: 'Adjust', Reason: 'Opening stock', ValueP: 90_000 },
    ]);
    expect(net(lines)).toEqual({ 1300: 150_000, 2210: -100_000, 5000: 40_000, 3200: -90_000 });
    expect(totalsOf(lines).drP).toBe(totalsOf(lines).crP);
  });

  it('sends a back-dated movement’s restatement of the later outflows to cost of goods', () => {
    // docs/inventory.md §4a: found 10 at ₹130 three days ago; the later loss of 4 went from ₹400 to ₹460.
    const lines = stockMovementLines([{ Kind: 'Adjust', Reason: 'Found', ValueP: 130_000, restatedP: -6_000 }]);
    expect(net(lines)).toEqual({ 1300: 124_000, 5900: -130_000, 5000: 6_000 });
  });

  it('posts nothing when nothing of value moved', () => {
    const ref = { EntId: 'E1', DocId: 'D1', Num: 'ADJ/1', Date: '2026-11-28', Step: 'M1' };
    expect(stockMovementPosting(ref, [{ Kind: 'Issue', ValueP: 0 }])).toBeUndefined();
    expect(stockMovementPosting(ref, [{ Kind: 'SaleReturn', ValueP: 5_000 }])).toBeUndefined();
    expect(stockMovementPosting(ref, [{ Kind: 'MaterialOut', ValueP: -2_500 }])).toMatchObject({
      Kind: 'Stock',
      Step: 'M1',
      Lines: [
        { Acc: A.stockAdjust, DrP: 2_500, CrP: 0 },
        { Acc: A.stock, DrP: 0, CrP: 2_500 },
      ],
    });
  });
});
