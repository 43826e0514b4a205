import { invoicesRoutes } from '@shared/api/routes/invoices';
import { EwayBillMessages } from '@shared/gst/returns/eway-bill-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedInvoice,
  createDraftInvoice,
  invoiceLines,
  invoicesOrganisation,
  type InvoicesOrganisation,
} from '../../test/invoices-test-kit';
import { invoke } from '../../test/invoke';
import { ok } from '../../test/service-test-kit';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { organisationWithLogins } from '../../test/test-logins';
import type { Party } from '@shared/parties/party-schemas';

/** The e-way bill file of an issued invoice through the real handler (docs/gst-returns.md 'E-way bill file'). */
let s: InvoicesOrganisation;
const road = { Mode: 'Road', Distance: '18', VehicleNo: 'KA 01 AB 1234' };
const ewayBill = (token: string, query: Record<string, string>) =>
  invoke<{ version: string; billLists: Record<string, unknown>[] }>(invoicesRoutes.ewayBillExport, { token, query });

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  // The customer the goods go to, at an address the portal can route to.
  const fleet = await ok<Party>(partiesRoutes.createCustomer, {
    token: s.tokens.owner,
    body: {
      DName: 'Fleet Co',
      Cons: { Phones: { Main: '9845012399' } },
      BAdd: { A1: '4 Hosur Road', Ct: 'Bengaluru', St: 'Karnataka', Pin: '560068' },
    },
  });
  s = { ...s, cv: { ...s.cv, custId: fleet._id } };
});

describe('the e-way bill file', () => {
  it('lists an invoice’s goods above ₹50,000 with the journey; labour is its other value', async () => {
    // Two brake assemblies at ₹30,000 (2 × ₹30,000 + 18%) and ₹1,000 of labour.
    const inv = await createApprovedInvoice(s.tokens.owner, s.cv, {
      Items: [invoiceLines.part(1, { UnPr: 30_000 })],
    });
    const answer = await ewayBill(s.tokens.cashier, { Id: inv._id, ...road });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bill = answer.body.billLists[0]!;
    expect(answer.body.version).toBe('1.0.0621');
    expect(bill).toMatchObject({
      supplyType: 'O',
      docType: 'INV',
      docNo: inv.Num,
      totalValue: 60_000,
      vehicleNo: 'KA01AB1234',
      transMode: 1,
      transDistance: 18,
      OthValue: 1_180,
      totInvValue: 71_980,
    });
    expect((bill.cgstValue as number) + (bill.sgstValue as number) + (bill.igstValue as number)).toBe(10_800);
    expect(bill.itemList).toHaveLength(1);
  });

  it('refuses, with the reason and nothing else, an invoice not worth an e-way bill, a draft, and a journey the portal would refuse', async () => {
    const small = await createApprovedInvoice(s.tokens.owner, s.cv);
    const notNeeded = await ewayBill(s.tokens.cashier, { Id: small._id, ...road });
    expect(notNeeded.status).toBe(400);
    expect(JSON.stringify(notNeeded.body)).toContain('needed only when the goods');

    const draft = await createDraftInvoice(s.tokens.owner, s.cv, { Items: [invoiceLines.part(1, { UnPr: 30_000 })] });
    expect((await ewayBill(s.tokens.cashier, { Id: draft._id, ...road })).status).toBe(404);

    const big = await createApprovedInvoice(s.tokens.owner, s.cv, { Items: [invoiceLines.part(1, { UnPr: 30_000 })] });
    const noVehicle = await ewayBill(s.tokens.cashier, { Id: big._id, Mode: 'Road', Distance: '18' });
    expect(noVehicle.status).toBe(400);
    expect(JSON.stringify(noVehicle.body)).toContain(EwayBillMessages.vehicle);
    const farAway = await ewayBill(s.tokens.cashier, { Id: big._id, ...road, Distance: '9000' });
    expect(farAway.status).toBe(400);
  });
});

describe('the e-way bill file of goods bought from an unregistered vendor', () => {
  it('goes from the vendor’s address to the branch; a registered vendor’s bill is refused', async () => {
    const { tokens } = await organisationWithLogins(['owner'] as const);
    const vendor = (gstin?: string) =>
      ok<Party>(partiesRoutes.createVendor, {
        token: tokens.owner,
        body: {
          DName: gstin ? 'Asha Auto Spares' : 'Ramesh Scrap Traders',
          Cons: { Phones: { Main: gstin ? '9811100012' : '9811100013' } },
          BAdd: { A1: '7 Old Market', Ct: 'Mysuru', St: 'Karnataka', Pin: '570001' },
          ...(gstin ? { GSTIN: gstin } : {}),
        },
      });
    const billOf = (v: Party, no: string) =>
      ok<{ _id: string }>(purchasingRoutes.createBill, {
        token: tokens.owner,
        body: {
          VendId: v._id,
          VendBillNo: no,
          VendBillDate: new Date().toISOString().slice(0, 10),
          Expenses: [{ Desc: 'Used gearbox', Acc: 5000, HSN: '8708', Qty: 2, Rate: 30_000 }],
        },
      });
    const ramesh = await vendor();
    const bought = await billOf(ramesh, 'RS-88');
    const file = await invoke<{ billLists: Record<string, unknown>[] }>(invoicesRoutes.ewayBillOfBill, {
      token: tokens.owner,
      query: { Id: bought._id, ...road },
    });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.billLists[0]).toMatchObject({
      supplyType: 'I',
      docType: 'BIL',
      docNo: 'RS-88',
      fromGstin: 'URP',
      fromPlace: 'Mysuru',
      fromPincode: 570001,
      totalValue: 60_000,
      totInvValue: 60_000,
    });

    const asha = await vendor('29AAKCK4321M1Z5');
    const registered = await billOf(asha, 'AAS-1');
    const refused = await invoke(invoicesRoutes.ewayBillOfBill, {
      token: tokens.owner,
      query: { Id: registered._id, ...road },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(EwayBillMessages.unregisteredOnly);
  });
});
