import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { InvoiceMessages as M } from '@shared/invoices/invoice-messages';
import { invoke } from '../test/invoke';
import { createCustomerAndVehicle } from '../test/service-test-kit';
import {
  approveInvoice,
  createDraftInvoice,
  invoiceAction,
  invoiceLines,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';

/**
 * Invoices through the real handler and DynamoDB Local (docs/invoices-api.md):
 * create, read, save a Draft, approve with its number, the refusals and the
 * permissions of the predefined roles.
 */

let s: InvoicesOrganisation;
beforeAll(async () => {
  // Only the roles the tests act as: every login runs scrypt.
  s = await invoicesOrganisation(['owner', 'advisor', 'cashier', 'technician']);
}, 120_000);

describe('a Draft', () => {
  it('is created, recomputed and read back: supplier and customer, intra-state CGST+SGST, words', async () => {
    const inv = await createDraftInvoice(s.tokens.advisor, s.cv);
    expect(inv.Sts).toBe('Draft');
    expect(inv.Num).toBe('');
    expect(inv.ver).toBe(1);
    // ₹1,000 labour + 2 × ₹250.50 part = 1,501 taxable; 9% + 9% = 135.09 each; the demo branch rounds to the rupee.
    expect(inv.Totals).toMatchObject({
      Labor: 1000,
      Parts: 501,
      Taxable: 1501,
      CGST: 135.09,
      SGST: 135.09,
      IGST: 0,
      Total: 1771.18,
      Adjust: -0.18,
      GrandTotal: 1771,
    });
    expect(inv.Ops?.[0]).toMatchObject({ _id: 'IO1', Amt: 1000, CGST: 90, SGST: 90, Total: 1180 });
    expect(inv.Supplier).toMatchObject({ GSTIN: '29AAKCK4321M1Z5', StCode: '29' });
    expect(inv.BillTo.Name).toBe(s.cv.custName);
    expect(inv).toMatchObject({ POS: '29', POSName: 'Karnataka (29)', IntraState: true, RegNo: s.cv.regNo });
    expect(inv.Words).toBe('Rupees One Thousand Seven Hundred Seventy One Only');
    const read = await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id: inv._id } });
    expect(read.Totals).toEqual(inv.Totals);
  });

  it('a place of supply in another state is taxed IGST', async () => {
    const inv = await createDraftInvoice(s.tokens.advisor, s.cv, { POS: '33' });
    expect(inv).toMatchObject({ POS: '33', IntraState: false });
    expect(inv.Totals).toMatchObject({ CGST: 0, SGST: 0, IGST: 270.18, GrandTotal: 1771 });
  });

  it('is saved at its ver (409 on a stale one) by a user with Invoice U; the advisor (CR) may not', async () => {
    const inv = await createDraftInvoice(s.tokens.advisor, s.cv);
    const body = { ver: inv.ver, Ops: [invoiceLines.labor(1), invoiceLines.labor(2)], Items: [] };
    expect((await invoke(routes.saveInvoice, { token: s.tokens.advisor, params: { Id: inv._id }, body })).status).toBe(
      403,
    );
    const saved = await ok<InvoiceAnswer>(routes.saveInvoice, {
      token: s.tokens.cashier,
      params: { Id: inv._id },
      body,
    });
    expect(saved.ver).toBe(2);
    expect(saved.Totals.Taxable).toBe(3000);
    const stale = await invoke<ApiErrorBody>(routes.saveInvoice, {
      token: s.tokens.cashier,
      params: { Id: inv._id },
      body,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(Messages.conflict);
  });

  it('refuses an unknown customer and an unknown tax code with the field named', async () => {
    const a = await invoke<ApiErrorBody>(routes.createInvoice, {
      token: s.tokens.owner,
      body: { Cust: 'nobody', Ops: [invoiceLines.labor(1)] },
    });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe(M.customerNotFound);
    const b = await invoke<ApiErrorBody>(routes.createInvoice, {
      token: s.tokens.owner,
      body: { Cust: s.cv.custId, Ops: [invoiceLines.labor(1, { TCode: 999 })] },
    });
    expect(b.status).toBe(400);
    expect(b.body.errors?.[0]?.path).toBe('Ops.IO1.TCode');
  });
});

describe('Approve', () => {
  it('issues the number INV/<fy>/nnnnn, Unpaid, freezes the parties and writes the GST document; the invoice is then never edited', async () => {
    const inv = await createDraftInvoice(s.tokens.owner, s.cv);
    expect(inv.Actions).toContain('Approve');
    const approved = await approveInvoice(s.tokens.cashier, inv);
    expect(approved.Sts).toBe('Unpaid');
    expect(approved.Num).toMatch(/^INV\/\d{4}\/\d{5}$/);
    expect(approved.Num.length).toBeLessThanOrEqual(14);
    expect(approved.Actions).toEqual(expect.arrayContaining(['Accept Payment', 'Send SMS', 'Cancel']));
    expect(approved.Actions).not.toContain('Approve');
    const edit = await invoke<ApiErrorBody>(routes.saveInvoice, {
      token: s.tokens.owner,
      params: { Id: inv._id },
      body: { ver: approved.ver, Notes: 'changed' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(M.issuedNotEditable);
    const again = await invoiceAction<ApiErrorBody>(s.tokens.owner, approved, 'Approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.approveNeedsDraft);
  });

  it('refuses a Draft without lines, a stale ver, and a user without Invoice U', async () => {
    const empty = await createDraftInvoice(s.tokens.owner, s.cv, { Ops: [], Items: [] });
    const a = await invoiceAction<ApiErrorBody>(s.tokens.owner, empty, 'Approve');
    expect(a.status).toBe(400);
    expect(a.body.message).toBe(M.approveNeedsLines);
    const inv = await createDraftInvoice(s.tokens.owner, s.cv);
    expect((await invoiceAction(s.tokens.owner, { ...inv, ver: 7 }, 'Approve')).status).toBe(409);
    expect((await invoiceAction(s.tokens.advisor, inv, 'Approve')).status).toBe(403);
    expect((await invoiceAction(s.tokens.technician, inv, 'Approve')).status).toBe(403);
    expect((await invoiceAction(s.tokens.owner, inv, 'Approve', { Bogus: 1 })).status).toBe(400);
    expect(
      (await invoke(routes.invoiceAction, { params: { Id: inv._id, Action: 'Approve' }, body: { ver: 1 } })).status,
    ).toBe(401);
  });
});

describe('dashboard and audit', () => {
  it('lists Unpaid, Partial and Draft by default with the counts; one status on request', async () => {
    const draft = await createDraftInvoice(s.tokens.owner, s.cv);
    const page = await ok<{ Items: { _id: string; Sts: string }[]; Counts: Record<string, number> }>(
      routes.invoiceDashboard,
      {
        token: s.tokens.cashier,
        query: { Limit: '50' },
      },
    );
    expect(page.Items.map((i) => i._id)).toContain(draft._id);
    expect(page.Items.every((i) => ['Unpaid', 'Partial', 'Draft'].includes(i.Sts))).toBe(true);
    expect(page.Counts.Draft).toBeGreaterThan(0);
    const unpaid = await ok<{ Items: { Sts: string }[] }>(routes.invoiceDashboard, {
      token: s.tokens.cashier,
      query: { Sts: 'Unpaid' },
    });
    expect(unpaid.Items.every((i) => i.Sts === 'Unpaid')).toBe(true);
  });

  it('lists one payer’s open invoices, however many others come first (the payment form)', async () => {
    const other = await createCustomerAndVehicle(s.tokens.advisor, 'Meena Iyer');
    const theirs = await approveInvoice(s.tokens.owner, await createDraftInvoice(s.tokens.owner, other));
    for (let i = 0; i < 3; i += 1) await approveInvoice(s.tokens.owner, await createDraftInvoice(s.tokens.owner, s.cv));
    const page = await ok<{ Items: { _id: string; Cust?: string }[] }>(routes.invoiceDashboard, {
      token: s.tokens.cashier,
      query: { Sts: 'Unpaid', Cust: other.custId, Limit: '1' },
    });
    expect(page.Items).toEqual([expect.objectContaining({ _id: theirs._id, Cust: other.custId })]);
  });

  it('the audit log is the owner’s, not the cashier’s', async () => {
    const inv = await createDraftInvoice(s.tokens.owner, s.cv);
    const log = await ok<{ Items: { Action: string }[] }>(routes.invoiceAudit, {
      token: s.tokens.owner,
      params: { Id: inv._id },
      query: {},
    });
    expect(log.Items.map((i) => i.Action)).toEqual(['Create']);
    expect(
      (await invoke(routes.invoiceAudit, { token: s.tokens.cashier, params: { Id: inv._id }, query: {} })).status,
    ).toBe(403);
  });
});

describe('UPI', () => {
  it('an issued invoice with something due carries the branch’s UPI id for the print’s QR; a draft does not', async () => {
    const settings = await ok<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: s.tokens.owner });
    const put = await invoke(settingsRoutes.putAccounting, {
      token: s.tokens.owner,
      body: { ver: settings.ver, Acc: { ...settings.Settings.Acc, UPI: 'demo motors' } },
    });
    expect(put.status).toBe(400);
    await ok(settingsRoutes.putAccounting, {
      token: s.tokens.owner,
      body: { ver: settings.ver, Acc: { ...settings.Settings.Acc, UPI: 'demomotors@okbank' } },
    });
    const draft = await createDraftInvoice(s.tokens.owner, s.cv);
    expect(draft.UPI).toBeUndefined();
    const issued = await approveInvoice(s.tokens.owner, draft);
    expect(issued.UPI).toBe('demomotors@okbank');
  });
});
