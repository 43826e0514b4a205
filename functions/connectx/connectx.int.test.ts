import { beforeAll, describe, expect, it } from 'vitest';
import { connectxRoutes } from '@shared/api/routes/connectx';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import { salesOrderRoutes } from '@shared/api/routes/sales-orders';
import { SalesOrderMessages } from '@shared/sales-orders/so-messages';
import type { CxPage, CxRow } from '@shared/connectx/connectx-schemas';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { outboxFor } from '../data/connectx/cx-store';
import { readDocument } from '../data/documents/documents-repo';
import type { SalesDocHead } from '../data/sales-orders/so-records';
import { inBranch } from '../test/challan-test-kit';
import { itemOf, linkedParty } from '../test/connectx-test-kit';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke, type Answer } from '../test/invoke';
import { salePart } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { getEntity } from '../data/identity/identity-repo';
import { commitGoodsInvoice, planGoodsInvoice } from '../lib/goods-invoice';
import { deliverOrder } from './deliver-order';
import { receiverContext } from './receiver-context';

/**
 * Trade between two organisations on Karkhana (docs/connectx.md), real handlers on
 * DynamoDB Local: a workshop's purchase order of three lines sent to a connected
 * distributor arrives as the distributor's sales order (two lines matched by part
 * code, one flagged); delivered twice it is one order; a vendor not linked back is
 * refused with nothing written; each side sees the other's status and nothing else.
 */

let w: TestOrganisation;
let v: TestOrganisation;
let wToken: string;
let vToken: string;
let main: Warehouse;
let bharat: string;
let stranger: string;
let unlinked: string;

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  const [ws, vs, xs] = await Promise.all([
    organisationWithLogins(['owner'] as const),
    organisationWithLogins(['owner'] as const),
    organisationWithLogins(['owner'] as const),
  ]);
  w = ws.org;
  v = vs.org;
  wToken = ws.tokens.owner;
  vToken = await inBranch(vs.tokens.owner, v.partsBranchId);
  const wOwner = { orgId: w.orgId, entityId: w.workshopId, userId: w.users.owner.userId };
  const vOwner = { orgId: v.orgId, entityId: v.partsBranchId, userId: v.users.owner.userId };
  [bharat, stranger, unlinked] = await Promise.all([
    linkedParty(wOwner, 'VEND', 'Bharat Auto Parts', { orgId: v.orgId, entId: v.partsBranchId }),
    // Linked to a business that keeps no record of the workshop: trade cannot reach it.
    linkedParty(wOwner, 'VEND', 'Stranger Spares', { orgId: xs.org.orgId, entId: xs.org.partsBranchId }),
    linkedParty(wOwner, 'VEND', 'Local Spares'),
    linkedParty(vOwner, 'CUST', 'Test Motors workshop', { orgId: w.orgId, entId: w.workshopId }),
  ]);
  main = await createWarehouse(wToken, 'Main');
  await Promise.all([
    createPart(w.orgId, { _id: 'WPADS', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }),
    createPart(w.orgId, { _id: 'WFILTER', PCode: 'OF-611', Desc: 'Oil filter', UoM: 'NOS' }),
    createPart(w.orgId, { _id: 'WCUSTOM', PCode: 'W-CUSTOM-9', Desc: 'Bracket, fabricated', UoM: 'NOS' }),
    salePart(v.orgId, { _id: 'VPADS', PCode: 'BP-F', Desc: 'Brake pad set front', UoM: 'SET', UnPr: 1380, TCode: 106 }),
    salePart(v.orgId, {
      _id: 'VFILTER',
      PCode: 'OF 611',
      Desc: 'Oil filter spin-on',
      UoM: 'NOS',
      UnPr: 225.5,
      TCode: 106,
    }),
  ]);
  await itemOf(vToken, 'VPADS');
  await itemOf(vToken, 'VFILTER');
});

const LINES = [
  { ItemId: 'WPADS', Qty: 2, Rate: 1450 },
  { ItemId: 'WFILTER', Qty: 5, Rate: 240 },
  { ItemId: 'WCUSTOM', Qty: 1, Rate: 900 },
];

const order = async (VendId: string) =>
  ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token: wToken,
      body: { VendId, WhId: main._id, Lines: LINES },
    }),
  );
const send = (po: PurchaseOrderAnswer) =>
  invoke<CxRow>(connectxRoutes.cxSendOrder, { token: wToken, params: { Id: po._id }, body: { ver: po.ver } });
const readPo = async (Id: string) =>
  ok(await invoke<PurchaseOrderAnswer>(purchasingRoutes.purchaseOrder, { token: wToken, params: { Id } }));
const outgoing = async () => ok(await invoke<CxPage>(connectxRoutes.cxOutgoing, { token: wToken, query: {} })).Items;
const incoming = async () => ok(await invoke<CxPage>(connectxRoutes.cxIncoming, { token: vToken, query: {} })).Items;

describe('a purchase order sent to a connected vendor', () => {
  let po: PurchaseOrderAnswer;
  let row: CxRow;

  it('a vendor that is not on Karkhana, or has not linked the workshop back, is refused and nothing is written', async () => {
    for (const [vendor, status, message] of [
      [unlinked, 400, ConnectXMessages.vendorNotOnKarkhana],
      [stranger, 403, ConnectXMessages.notConnectedBack('Stranger Spares')],
    ] as const) {
      const made = await order(vendor);
      expectRefused(await send(made), status, message);
      const after = await readPo(made._id);
      expect([after.Sts, after.ver]).toEqual([made.Sts, made.ver]);
    }
    expect(await outgoing()).toEqual([]);
  });

  it('arrives as the vendor’s sales order: two lines matched by part code and priced by the vendor, one flagged', async () => {
    po = await order(bharat);
    row = ok(await send(po));
    expect(row.State).toBe('Delivered');
    expect(row.Unmatched).toBe(1);
    expect(row.Own?.Sts).toBe('Sent');
    const so = await readDocument<SalesDocHead, 'Lines'>(v.orgId, row.Their?.DocId ?? '');
    expect(so?.head.EntId).toBe(v.partsBranchId);
    expect(so?.head.Origin).toEqual({
      Kind: 'ConnectedPO',
      OrgId: w.orgId,
      EntId: w.workshopId,
      PoId: po._id,
      PoNo: po.Num,
    });
    const lines = (so?.lines.Lines ?? []).map((l) => [l.ItemId ?? null, l.PCode, l.Qty, l.UnPrP, l.Unmatched ?? false]);
    expect(lines).toEqual([
      ['VPADS', 'BP-F', 2, 138_000, false],
      ['VFILTER', 'OF 611', 5, 22_550, false],
      [null, 'W-CUSTOM-9', 1, 90_000, true],
    ]);
  });

  it('sent again: refused, nothing written', async () => {
    const now = await readPo(po._id);
    expectRefused(await send(now), 409, ConnectXMessages.alreadySent);
    expect((await readPo(po._id)).ver).toBe(now.ver);
  });

  it('delivered twice, and twice at once, it is one sales order', async () => {
    const [out] = (await outboxFor(w.orgId, v.partsBranchId)).filter((o) => o.DocId === po._id);
    if (!out) throw new Error('no outbox item');
    const again = await Promise.all([deliverOrder(out), deliverOrder(out), deliverOrder(out)]);
    expect(new Set(again.map((m) => m?.DocId))).toEqual(new Set([row.Their?.DocId]));
    const rows = await incoming();
    expect(rows.filter((r) => r.Their?.DocId === po._id)).toHaveLength(1);
  });

  it('each side sees the other’s status', async () => {
    const [mine] = (await outgoing()).filter((r) => r.Own?.DocId === po._id);
    expect(mine?.Their).toMatchObject({ DocId: row.Their?.DocId, Sts: 'New' });
    const [theirs] = (await incoming()).filter((r) => r.Their?.DocId === po._id);
    expect(theirs?.Own?.DocId).toBe(row.Their?.DocId);
    expect(theirs?.Their).toMatchObject({ Num: po.Num, Sts: 'Sent' });
    expect(theirs?.PartyName).toBe('Test Motors workshop');
  });

  it('the vendor approves once the unmatched line is gone, and the workshop sees Approved', async () => {
    const Id = row.Their?.DocId ?? '';
    const so = ok(await invoke<{ ver: number }>(salesOrderRoutes.salesOrder, { token: vToken, params: { Id } }));
    const approve = (ver: number) =>
      invoke<{ ver: number; Sts: string }>(salesOrderRoutes.approveSalesOrder, {
        token: vToken,
        params: { Id },
        body: { ver },
      });
    expectRefused(await approve(so.ver), 400, SalesOrderMessages.unmatched('W-CUSTOM-9'));
    const saved = ok(
      await invoke<{ ver: number }>(salesOrderRoutes.saveSalesOrder, {
        token: vToken,
        params: { Id },
        body: {
          ver: so.ver,
          Lines: [
            { _id: 'SO1', ItemId: 'VPADS', Qty: 2 },
            { _id: 'SO2', ItemId: 'VFILTER', Qty: 5 },
          ],
        },
      }),
    );
    expect(ok(await approve(saved.ver)).Sts).toBe('Approved');
    const [mine] = (await outgoing()).filter((r) => r.Own?.DocId === po._id);
    expect(mine?.Their?.Sts).toBe('Approved');
  });

  it('neither side reads the other’s records through any call', async () => {
    const soId = row.Their?.DocId ?? '';
    expect((await invoke(purchasingRoutes.purchaseOrder, { token: vToken, params: { Id: po._id } })).status).toBe(404);
    expect((await invoke(purchasingRoutes.purchaseOrder, { token: wToken, params: { Id: soId } })).status).toBe(404);
    const vOut = ok(await invoke<CxPage>(connectxRoutes.cxOutgoing, { token: vToken, query: {} })).Items;
    expect(vOut).toEqual([]);
    expect((await invoke(connectxRoutes.cxSendInvoice, { token: wToken, params: { Id: soId }, body: {} })).status).toBe(
      404,
    );
  });
});

describe('the vendor’s invoice of that order', () => {
  let po: PurchaseOrderAnswer;
  let soId: string;
  let invoice: { DocId: string; Num: string };

  beforeAll(async () => {
    po = await order(bharat);
    const row = ok(await send(po));
    soId = row.Their?.DocId ?? '';
    const so = await readDocument<SalesDocHead, 'Lines'>(v.orgId, soId);
    const entity = await getEntity(v.orgId, v.partsBranchId);
    if (!so || !entity) throw new Error('no sales order');
    // The vendor invoices the two matched lines (the invoice of goods, docs/sales-invoices.md).
    const { ctx } = receiverContext(v.orgId, entity, 'test');
    const plan = await planGoodsInvoice({
      ctx,
      customer: { Id: so.head.Cust, Name: so.head.CustName, StCode: '29' },
      lines: so.lines.Lines.filter((l) => l.ItemId).map((l) => ({
        ItemId: String(l.ItemId),
        PCode: String(l.PCode),
        Desc: String(l.Desc),
        HSN: '87083000',
        QtyM: Number(l.QtyM),
        RateP: Number(l.UnPrP),
        TaxPct: 18,
      })),
      source: { Kind: 'SalesOrder', Id: soId, No: so.head.Num },
    });
    invoice = (await commitGoodsInvoice(plan)).numbered;
  });

  const sendInvoice = () =>
    invoke<CxRow>(connectxRoutes.cxSendInvoice, { token: vToken, params: { Id: invoice.DocId }, body: {} });

  it('sent before the goods are received, it waits for the receive; nothing is drafted', async () => {
    const row = ok(await sendInvoice());
    expect([row.State, row.Note]).toEqual(['Waiting', ConnectXMessages.waitingReceive]);
    const [mine] = (await outgoing()).filter((r) => r.Own?.DocId === po._id);
    expect(mine?.Bills).toEqual([
      { Invoice: { DocId: invoice.DocId, Num: invoice.Num }, State: 'Waiting', Note: ConnectXMessages.waitingReceive },
    ]);
    expectRefused(await sendInvoice(), 409, ConnectXMessages.alreadySent);
  });

  it('once received, the workshop’s list drafts the bill: the vendor’s number, the receive, the invoice’s rates', async () => {
    const rec = ok(
      await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
        token: wToken,
        body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
      }),
    );
    const [mine] = (await outgoing()).filter((r) => r.Own?.DocId === po._id);
    const bill = mine?.Bills?.[0];
    expect(bill?.State).toBe('Delivered');
    expect(bill?.Bill?.Sts).toBe('Draft');
    const draft = ok(
      await invoke<BillAnswer>(purchasingRoutes.bill, { token: wToken, params: { Id: bill?.Bill?.DocId ?? '' } }),
    );
    expect([draft.Sts, draft.VendBillNo, draft.RecId, draft.VendId]).toEqual(['Draft', invoice.Num, rec._id, bharat]);
    expect(draft.Lines.map((l) => [l.PCode, l.Qty, l.Rate])).toEqual([
      ['BP-F', 2, 1380],
      ['OF-611', 5, 225.5],
    ]);
    // Both sides see the invoice: the vendor's order is no longer New, the workshop's order Received.
    const again = (await outgoing()).filter((r) => r.Own?.DocId === po._id);
    expect(again[0]?.Bills).toHaveLength(1);
  });
});
