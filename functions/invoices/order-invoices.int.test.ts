import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { serviceRoutes } from '@shared/api/routes/service';
import type { OrderInvoicesAnswer } from '@shared/invoices/call-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { invoke } from '../test/invoke';
import { createRepairOrder } from '../test/service-test-kit';
import {
  addInsurerTieUp,
  approveInvoice,
  createDraftInvoice,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';

/**
 * GET Accounting/Invoices/OfOrder/{Id} (docs/invoices-api.md): the invoices
 * one repair order was split into, for the combined prints. Real DynamoDB
 * Local through the real handler: a claim order's insurer and customer
 * invoices, another organisation's order, a direct
 * invoice, an order not invoiced yet, and the request order (401, 403).
 */

let s: InvoicesOrganisation;
let other: InvoicesOrganisation;
beforeAll(async () => {
  [s, other] = await Promise.all([
    invoicesOrganisation(['owner', 'advisor', 'cashier', 'technician']),
    invoicesOrganisation(['owner', 'advisor', 'cashier']),
  ]);
  await addInsurerTieUp(s.org.orgId, s.org.workshopId, 'INS-KA', [
    { Name: 'Bengaluru DO 2', StCode: '29', GSTIN: '29AAACN4165C1ZX', Ct: 'Bengaluru' },
  ]);
}, 120_000);

/** A claim order: painting and a door panel on the insurer, a wash on the customer (all GST 18%). */
const claimOrder = {
  Claim: { InsId: 'INS-KA', PolicyNo: 'P-1', ClaimNo: 'C-1', RegDt: '2025-04-01', LossDt: '2025-10-01', Excess: 0 },
  Comps: [],
  Ops: [
    { _id: 'WO1', Op_Id: 'OP001', Desc: 'Painting', Qty: 1, AssPr: 6000, PBy: 'Ins', TCode: 106, SAC: '9987' },
    { _id: 'WO2', Op_Id: 'OP002', Desc: 'Wash', Qty: 1, Pr: 500, PBy: 'Cus', TCode: 106, SAC: '9987' },
  ],
  Parts: [
    {
      _id: 'WP1',
      MPN: 'MPN-WP1',
      HSN: '8708',
      Desc: 'Door panel',
      Mat: 'Glass',
      Qty: 1,
      AssPr: 10000,
      PBy: 'Ins',
      TCode: 106,
    },
  ],
};

type Doc = { _id: string; ver: number };
const act = (token: string, doc: Doc, Action: string) =>
  ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });

async function completedOrder(): Promise<RepairOrderAnswer> {
  const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, claimOrder);
  return act(s.tokens.advisor, await act(s.tokens.advisor, ro, 'Approve'), 'Complete');
}

const ofOrder = (token: string | undefined, Id: string) =>
  invoke<OrderInvoicesAnswer>(routes.invoicesOfOrder, { ...(token ? { token } : {}), params: { Id } });

describe('the invoices of a repair order', () => {
  it('lists the insurer’s invoice then the customer’s, whole, and they add up to the order; approved, they carry their numbers', async () => {
    const done = await completedOrder();
    // Not invoiced yet: the order exists and has no invoices.
    expect((await ofOrder(s.tokens.cashier, done._id)).body).toEqual({ WOId: done._id, Items: [] });

    await act(s.tokens.cashier, done, 'GenerateInvoice');
    const listed = await ofOrder(s.tokens.cashier, done._id);
    expect(listed.status).toBe(200);
    expect(listed.body.WOId).toBe(done._id);
    expect(listed.body.Items.map((i) => [i.Payer, i.Sts, i.WOId, i.WONum])).toEqual([
      ['insurer', 'Draft', done._id, done.Num],
      ['customer', 'Draft', done._id, done.Num],
    ]);
    const [insurer, customer] = listed.body.Items;
    if (!insurer || !customer) throw new Error('two invoices expected');
    // Each is the whole invoice, as GET Accounting/Invoices/{Id} answers it.
    expect(insurer).toEqual(await ok(routes.invoice, { token: s.tokens.cashier, params: { Id: insurer._id } }));
    expect(insurer.BillTo).toMatchObject({ GSTIN: '29AAACN4165C1ZX' });
    expect(insurer.Ops?.map((l) => l.Desc)).toEqual(['Painting']);
    expect(customer.Ops?.map((l) => l.Desc)).toEqual(['Wash']);
    // 16,000 + 18% = 18,880 for the insurer; 500 + 18% = 590 for the customer; 19,470 the order.
    expect([insurer.Totals.GrandTotal, customer.Totals.GrandTotal]).toEqual([18_880, 590]);
    expect(insurer.Totals.GrandTotal + customer.Totals.GrandTotal).toBe(done.Totals.GrandTotal);

    const approved = await approveInvoice(s.tokens.cashier, customer);
    const again = (await ofOrder(s.tokens.cashier, done._id)).body.Items;
    expect(again.map((i) => [i.Payer, i.Sts, i.Num])).toEqual([
      ['insurer', 'Draft', ''],
      ['customer', 'Unpaid', approved.Num],
    ]);
  });

  it('another organisation’s order is not found, and shows none of its invoices', async () => {
    const done = await completedOrder();
    await act(s.tokens.cashier, done, 'GenerateInvoice');
    const foreign = await ofOrder(other.tokens.cashier, done._id);
    expect(foreign).toMatchObject({ status: 404, body: { message: ServiceMessages.repairOrderNotFound } });
    expect(JSON.stringify(foreign.body)).not.toContain('Painting');
    // An id that names nothing is not found either: the answer does not tell the two apart.
    expect((await ofOrder(s.tokens.cashier, ulid())).body).toEqual(foreign.body);
  });

  it('a direct invoice belongs to no order: it is not listed, and its id is not an order', async () => {
    const direct = await createDraftInvoice(s.tokens.owner, s.cv);
    expect(direct.WOId).toBeUndefined();
    expect((await ofOrder(s.tokens.cashier, direct._id)).status).toBe(404);
    const done = await completedOrder();
    await act(s.tokens.cashier, done, 'GenerateInvoice');
    const items = (await ofOrder(s.tokens.cashier, done._id)).body.Items;
    expect(items.map((i) => i._id)).not.toContain(direct._id);
    expect(items).toHaveLength(2);
  });

  it('asks for a session (401) and the Invoice R right (403) before anything else', async () => {
    const done = await completedOrder();
    expect((await ofOrder(undefined, done._id)).status).toBe(401);
    expect((await ofOrder(s.tokens.technician, done._id)).status).toBe(403);
    expect((await ofOrder(s.tokens.cashier, 'bad id!')).status).toBe(400);
  });
});
