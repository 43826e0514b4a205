import { beforeAll, describe, expect, it } from 'vitest';
import { creditNoteRoutes } from '@shared/api/routes/credit-notes';
import type { CreditNoteAnswer, InvoiceAnswer } from '@shared/invoices/call-schemas';
import type { CreditNotesAnswer } from '@shared/sales/credit-note-list';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import type { ReturnAnswer } from '@shared/sales/return-schemas';
import { inBranch } from '../test/challan-test-kit';
import { adjusted, createWarehouse } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import {
  closeInvoiceForTest,
  createApprovedInvoice,
  invoiceAction,
  invoicesOrganisation,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { salePart, sold, takeBack } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';

/**
 * The branch's credit notes (docs/sales.md §15) through the real handler on DynamoDB Local: an invoice's credit
 * note and a counter return's in one list, newest first, each naming what it credits, with its total to the
 * paisa; found by number and by customer; Sales CNote R needed; another organisation sees none.
 */

let s: InvoicesOrganisation;
let owner = '';
let note: CreditNoteAnswer;
let invoice: InvoiceAnswer;
let receipt: ReceiptAnswer;
let back: ReturnAnswer;

const PADS = 'PRT8401';

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  // The parts branch, where Sales is on (Sales CNote needs the module).
  owner = await inBranch(s.tokens.owner, s.org.partsBranchId);
  const inv = await createApprovedInvoice(owner, s.cv, {
    Ops: [],
    Items: [{ _id: 'IP1', Desc: 'Bumper', Qty: 2, UnPr: 1_000, TCode: 106, HSN: '8708' }],
  });
  const closed = await closeInvoiceForTest(s.org.orgId, inv);
  const a = await invoiceAction<{ CreditNote: CreditNoteAnswer; Invoice: InvoiceAnswer }>(owner, closed, 'CreditNote', {
    Reason: 'Part returned',
    Lines: [{ _id: 'IP1', Qty: 1 }],
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  ({ CreditNote: note, Invoice: invoice } = a.body);

  const wh = await createWarehouse(owner, 'Counter');
  await salePart(s.org.orgId, {
    _id: PADS,
    PCode: 'BP-1001',
    Desc: 'Brake pad set',
    UoM: 'SET',
    UnPr: 1200,
    TCode: 106,
  });
  await adjusted(owner, [{ ItemId: PADS, WhId: wh._id, Qty: 5, UnCost: 800 }]);
  receipt = await sold(owner, wh._id, {
    Walk: { Name: 'Meena Traders', Ph: '9845000001' },
    Lines: [{ ItemId: PADS, Qty: 2 }],
    Payments: [{ Type: 'Cash', Amt: 2832 }],
  });
  const r = await takeBack(owner, {
    SR: receipt._id,
    Lines: [{ LineId: receipt.Lines[0]!._id, Qty: 1 }],
    Refund: { Type: 'Cash' },
    Reason: 'Wrong size',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  back = r.body;
}, 180_000);

const list = (token: string, Q?: string) =>
  invoke<CreditNotesAnswer>(creditNoteRoutes.creditNotes, { token, query: Q === undefined ? {} : { Q } });

describe('the Credit Notes list', () => {
  it('lists the invoice’s credit note and the counter return’s, newest first, with what each credits', async () => {
    const answer = await list(owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Items).toHaveLength(2);
    const byId = new Map(answer.body.Items.map((r) => [r._id, r]));
    expect(byId.get(note._id)).toMatchObject({
      Of: 'Invoice',
      Num: note.Num,
      Date: note.Date,
      Sts: 'Issued',
      AgainstId: invoice._id,
      AgainstNum: invoice.Num,
      Reason: 'Part returned',
      Total: note.Totals.GrandTotal,
    });
    // One pad back: 1,200 + CGST 108 + SGST 108.
    expect(byId.get(back._id)).toMatchObject({
      Of: 'SalesReceipt',
      Num: back.Num,
      CustName: 'Meena Traders',
      AgainstId: receipt._id,
      AgainstNum: receipt.Num,
      Reason: 'Wrong size',
      Total: 1416,
    });
    const dates = answer.body.Items.map((r) => r.Date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds a note by its number or its customer', async () => {
    expect((await list(owner, back.Num)).body.Items.map((r) => r._id)).toEqual([back._id]);
    expect((await list(owner, 'meena')).body.Items.map((r) => r._id)).toEqual([back._id]);
    expect((await list(owner, 'no such note')).body.Items).toEqual([]);
  });

  it('needs Sales CNote R, and shows another organisation nothing', async () => {
    // The cashier has no Sales CNote (and the workshop, the cashier's branch, no Sales module).
    expect((await list(s.tokens.cashier)).status).toBe(403);
    const other = await organisationWithLogins(['owner'] as const);
    const theirs = await list(await inBranch(other.tokens.owner, other.org.partsBranchId));
    expect(theirs.status).toBe(200);
    expect(theirs.body.Items).toEqual([]);
  });
});
