import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import { serviceRoutes } from '@shared/api/routes/service';
import { SEED_OPERATIONS } from '@shared/catalogue/seed/operations';
import { SEED_PARTS } from '@shared/catalogue/seed/parts';
import type { GstDocument } from '@shared/gst/returns/gst-document';
import type { OrderInvoicesAnswer } from '@shared/invoices/call-schemas';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { readInvoice } from '../data/invoices/invoices-repo';
import { writeSystemRecords } from '../test/system-catalogue';
import { createRepairOrder } from '../test/service-test-kit';
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
 * HSN/SAC from the catalogue to the tax invoice (CGST Rule 46(g), docs/decisions-service.md
 * 'HSN/SAC of catalogue lines'): a line that names a catalogue part or operation takes its code
 * when saved, the generated invoice carries it, and Approve refuses a taxed line without one.
 */

const part = SEED_PARTS[0];
const operation = SEED_OPERATIONS.find((op) => op._id === 'OP001');

let s: InvoicesOrganisation;
beforeAll(async () => {
  // The one system part and operation the lines name, not the whole catalogue.
  if (!part || !operation) throw new Error('the seed has parts and OP001');
  [s] = await Promise.all([
    invoicesOrganisation(['owner', 'advisor', 'cashier']),
    writeSystemRecords('PART', [part]),
    writeSystemRecords('OP', [operation]),
  ]);
}, 120_000);

type Doc = { _id: string; ver: number };
const act = (token: string, doc: Doc, Action: string) =>
  ok<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
    token,
    params: { Id: doc._id, Action },
    body: { ver: doc.ver },
  });

describe('HSN/SAC of catalogue lines', () => {
  it('a part and an operation saved without codes take the catalogue’s, and the tax invoice made from the order names them', async () => {
    if (!part) throw new Error('the seed has parts');
    const ro = await createRepairOrder(s.tokens.advisor, s.cv, s.org.users.advisor.userId, {
      Comps: [],
      Ops: [{ _id: 'WO1', Op_Id: 'OP001', Desc: 'Front brake pads replace', Qty: 1, Pr: 800, PBy: 'Cus', TCode: 106 }],
      Parts: [
        {
          _id: 'WP1',
          MPN: part.PCode,
          PCode: part.PCode,
          Desc: part.Desc,
          OpId: 'WO1',
          Qty: 1,
          UnPr: 1450,
          PBy: 'Cus',
          TCode: 106,
        },
      ],
    });
    expect(ro.Parts?.[0]?.HSN).toBe(part.HSN);
    expect(ro.Ops?.[0]?.SAC).toBe('9987');

    const done = await act(s.tokens.advisor, await act(s.tokens.advisor, ro, 'Approve'), 'Complete');
    await act(s.tokens.cashier, done, 'GenerateInvoice');
    const { Items } = await ok<OrderInvoicesAnswer>(routes.invoicesOfOrder, {
      token: s.tokens.cashier,
      params: { Id: done._id },
    });
    const customer = Items[0];
    if (!customer) throw new Error('a customer invoice expected');
    expect(customer.Items?.map((i) => i.HSN)).toEqual([part.HSN]);
    expect(customer.Ops?.map((o) => o.SAC)).toEqual(['9987']);

    await approveInvoice(s.tokens.cashier, customer);
    const stored = await readInvoice(s.org.orgId, customer._id);
    const gst = stored?.head.Gst as GstDocument | undefined;
    expect(gst?.Rows.map((r) => r.HSN).sort()).toEqual([part.HSN, '9987'].sort());
  });

  it('Approve refuses a taxed line without HSN/SAC, naming it, and takes no number; with the code it is issued', async () => {
    const draft = await createDraftInvoice(s.tokens.owner, s.cv, { Items: [invoiceLines.part(1, { HSN: undefined })] });
    const refused = await invoiceAction(s.tokens.owner, draft, 'Approve');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: InvoiceMessages.codeMissing(['IP1 (Part 1)']) });
    const still = await ok<{ Sts: string; Num?: string; ver: number }>(routes.invoice, {
      token: s.tokens.owner,
      params: { Id: draft._id },
    });
    expect(still.Sts).toBe('Draft');

    const coded = await ok<{ _id: string; ver: number }>(routes.saveInvoice, {
      token: s.tokens.owner,
      params: { Id: draft._id },
      body: {
        ver: still.ver,
        Cust: s.cv.custId,
        ProdId: s.cv.prodId,
        Ops: [invoiceLines.labor(1)],
        Items: [invoiceLines.part(1)],
      },
    });
    expect((await approveInvoice(s.tokens.owner, coded)).Sts).toBe('Unpaid');
  });
});
