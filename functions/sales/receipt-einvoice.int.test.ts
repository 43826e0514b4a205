import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { EInvoice } from '@shared/gst/returns/einvoice';
import { GstReturnMessages } from '@shared/gst/returns/gst-return-messages';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { getEntity, writeSettings } from '../data/settings/entity-settings-repo';
import { adjusted, createWarehouse } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { salePart, sold, takeBack } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Counter sales in the e-invoice file (docs/gst-returns.md 'E-invoice file', docs/sales.md §9) through the real
 * handlers on DynamoDB Local: a receipt with the buyer's GSTIN is a tax invoice and is exported (INV) with the
 * branch as seller and the customer's billing address, its return's credit note too (CRN, naming the receipt);
 * a walk-in's B2C receipt is not, and naming it is refused as not B2B.
 */

let org: TestOrganisation;
let owner: string;
let main: Warehouse;
let pune: Party;

const PADS = 'PRT8301';
const FILTER = 'PRT8302';

beforeAll(async () => {
  ({
    org,
    tokens: { owner },
  } = await organisationWithLogins(['owner'] as const));
  main = await createWarehouse(owner, 'Counter');
  await Promise.all([
    salePart(org.orgId, { _id: PADS, PCode: 'BP-1001', Desc: 'Brake pad set', UoM: 'SET', UnPr: 1200, TCode: 106 }),
    salePart(org.orgId, { _id: FILTER, PCode: 'OF-22', Desc: 'Oil filter', UoM: 'NOS', UnPr: 449.5, TCode: 103 }),
  ]);
  await adjusted(owner, [
    { ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 800 },
    { ItemId: FILTER, WhId: main._id, Qty: 10, UnCost: 300 },
  ]);
  const customer = await invoke<Party>(partiesRoutes.createCustomer, {
    token: owner,
    body: {
      DName: 'Pune Spares',
      Cons: { Phones: { Main: '9845012302' } },
      BAdd: { A1: '12 Main Road', Ct: 'Pune', St: 'Maharashtra', Pin: '411001' },
      GSTIN: '27AAPFU0939F1ZV',
    },
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(200);
  pune = customer.body;
  const entity = (await getEntity(org.orgId, org.workshopId))!;
  const settings = structuredClone(entity.Settings);
  settings.Acc.EInv = true;
  await writeSettings({ orgId: org.orgId, entityId: org.workshopId, expectedVer: entity.ver, settings });
}, 120_000);

const exported = (query: { Period: string } | { Ids: string }) =>
  invoke<EInvoice[]>(invoicesRoutes.eInvoiceExport, { token: owner, query });

describe('counter sales in the e-invoice file', () => {
  it('exports a B2B receipt and its return’s credit note, never a B2C receipt', async () => {
    const walkIn = await sold(owner, main._id, {
      Walk: { Name: 'Ravi', Ph: '9845000001' },
      Lines: [{ ItemId: FILTER, Qty: 1 }],
      Payments: [{ Type: 'Cash', Amt: 472 }],
    });
    expect(walkIn.B2B).toBe(false);
    const b2b = await sold(owner, main._id, {
      Cust: pune._id,
      Lines: [
        { ItemId: PADS, Qty: 1 },
        { ItemId: FILTER, Qty: 1 },
      ],
      Payments: [{ Type: 'Bank Transfer', Ref: 'NEFT-9', Amt: 1888 }],
    });
    expect(b2b).toMatchObject({ B2B: true, IntraState: false, Taxable: 1649.5, IGST: 238.48, GrandTotal: 1888 });
    const back = await takeBack(owner, {
      SR: b2b._id,
      Lines: [{ LineId: b2b.Lines[0]!._id, Qty: 1 }],
      Refund: { Type: 'Cash' },
      Reason: 'Wrong size',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    const month = await exported({ Period: b2b.Date.slice(0, 7) });
    expect(month.status, JSON.stringify(month.body)).toBe(200);
    // The tax invoice first, then its credit note; the walk-in's receipt (no GSTIN) is not in the file.
    expect(month.body.map((e) => [e.DocDtls.Typ, e.DocDtls.No])).toEqual([
      ['INV', b2b.Num],
      ['CRN', back.body.Num],
    ]);
    const [invoice, note] = month.body as [EInvoice, EInvoice];
    expect(invoice.TranDtls).toMatchObject({ SupTyp: 'B2B' });
    expect(invoice.BuyerDtls).toMatchObject({
      Gstin: '27AAPFU0939F1ZV',
      LglNm: 'Pune Spares',
      Addr1: '12 Main Road',
      Loc: 'Pune',
      Pin: 411001,
      Stcd: '27',
      Pos: '27',
    });
    // The branch sells: its GSTIN, as the receipt froze it.
    expect(invoice.SellerDtls.Gstin).toBe(b2b.Seller.GSTIN);
    // One item per line; IGST at 18% and 5% to the paisa, the receipt's round off of 0.02.
    expect(invoice.ItemList.map((i) => [i.HsnCd, i.AssAmt, i.GstRt, i.IgstAmt])).toEqual([
      ['87083000', 1200, 18, 216],
      ['87083000', 449.5, 5, 22.48],
    ]);
    expect(invoice.ValDtls).toMatchObject({ AssVal: 1649.5, IgstVal: 238.48, RndOffAmt: 0.02, TotInvVal: 1888 });
    // The credit note names the receipt it credits: the pads, 1,200 + IGST 216.
    expect(note.RefDtls?.PrecDocDtls).toEqual([{ InvNo: b2b.Num, InvDt: invoice.DocDtls.Dt }]);
    expect(note.ValDtls).toMatchObject({ AssVal: 1200, IgstVal: 216, TotInvVal: 1416 });

    const named = await exported({ Ids: `${back.body._id},${b2b._id}` });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.map((e) => e.DocDtls.No)).toEqual([back.body.Num, b2b.Num]);

    const b2c = await exported({ Ids: walkIn._id });
    expect(b2c.status).toBe(400);
    expect((b2c.body as unknown as { message: string }).message).toBe(GstReturnMessages.eInvoiceNotB2B([walkIn.Num]));
  });
});
