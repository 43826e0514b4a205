import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import type { AgeingAnswer } from '@shared/books/ageing';
import { adjusted, createWarehouse } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { salePart, sold, takeBack } from '../test/sales-return-kit';
import { createCustomerAndVehicle } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';

/**
 * A counter sale's return left as credit on the customer's account (Cr 1200
 * under the customer, docs/sales.md §12) stands in the ageing's Credits, so the
 * ageing still equals the receivables control account (docs/books.md §6.3).
 */
let tokens: Record<'owner', string>;
let whId = '';
const BULB = 'PRT9301';

beforeAll(async () => {
  const made = await organisationWithLogins(['owner'] as const);
  tokens = made.tokens;
  whId = (await createWarehouse(tokens.owner, 'Counter'))._id;
  await salePart(made.org.orgId, {
    _id: BULB,
    PCode: 'HB-H4',
    Desc: 'Headlamp bulb H4',
    UoM: 'NOS',
    UnPr: 250,
    TCode: 106,
  });
  await adjusted(tokens.owner, [{ ItemId: BULB, WhId: whId, Qty: 5, UnCost: 150 }]);
}, 120_000);

describe('receivables ageing with a sales return left on account', () => {
  it('shows the credit under the customer and still adds up to 1200', async () => {
    const { custId } = await createCustomerAndVehicle(tokens.owner, 'Meena Rao');
    const receipt = await sold(tokens.owner, whId, {
      Cust: custId,
      Lines: [{ ItemId: BULB, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 295 }],
    });
    const back = await takeBack(tokens.owner, {
      SR: receipt._id,
      Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 1 }],
      Refund: { Type: 'Credit' },
      Reason: 'Exchange later',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const ageing = await invoke<AgeingAnswer>(booksRoutes.receivablesAgeing, { token: tokens.owner, query: {} });
    expect(ageing.status).toBe(200);
    expect(ageing.body.ControlP).toBe(-29_500);
    expect(ageing.body.Totals.TotalP).toBe(ageing.body.ControlP);
    expect(ageing.body.Rows).toEqual([
      { Party: `C#${custId}`, Name: 'Meena Rao', Buckets: [0, 0, 0, 0], CreditsP: -29_500, TotalP: -29_500 },
    ]);
  });
});
