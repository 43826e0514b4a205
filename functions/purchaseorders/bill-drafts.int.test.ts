import { beforeAll, describe, expect, it } from 'vitest';
import { billDraftRoutes } from '@shared/api/routes/bill-drafts';
import { Messages } from '@shared/api/messages';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import type { BillAnswer, BillCreateBody } from '@shared/purchasing/bill-schemas';
import type { PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { listItemBalances } from '../data/inventory/stock-repo';
import { claimedBills } from '../data/purchasing/bill-itc-repo';
import { invoke } from '../test/invoke';
import { expectRefused } from '../test/inventory-test-kit';
import {
  billRead,
  billsSetUp,
  booksOf,
  ok,
  receiveRead,
  receivedOrder,
  vendorBalanceOf,
} from '../test/purchasing-test-kit';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A vendor bill's draft (docs/purchasing.md §24) against DynamoDB Local: a draft posts nothing, moves no
 * stock value, claims neither the receive nor the vendor's bill number (another bill takes both while
 * it stands); it is edited at its `ver`; saved as the bill it posts exactly as the same bill keyed
 * directly; a refused save leaves it as it was; discard.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'cashier', string>;
let main: Warehouse;
let asha: Party;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);

beforeAll(async () => {
  ({ org, tokens, main, asha } = await billsSetUp(
    ['cashier'],
    [{ _id: 'PRT9811', PCode: 'BP-F', Desc: 'Brake pads, front', UoM: 'SET' }],
  ));
});

const token = () => tokens.owner;
const draft = (body: BillCreateBody) => invoke<BillAnswer>(billDraftRoutes.createBillDraft, { token: token(), body });
const save = (Id: string, body: BillCreateBody & { ver: number }) =>
  invoke<BillAnswer>(billDraftRoutes.saveBillDraft, { token: token(), params: { Id }, body });
const toBill = (Id: string, ver: number) =>
  invoke<BillAnswer>(billDraftRoutes.billFromDraft, { token: token(), params: { Id }, body: { ver } });
const discard = (Id: string, ver: number) =>
  invoke<BillAnswer>(billDraftRoutes.discardBillDraft, { token: token(), params: { Id }, body: { ver } });
const read = (Id: string) => billRead(token(), Id);
const drafts = async () =>
  ok(await invoke<{ Items: BillAnswer[]; Count: number }>(billDraftRoutes.billDrafts, { token: token(), query: {} }));
const stockValue = async () => (await listItemBalances(org.orgId, org.workshopId, 'PRT9811'))[0]?.ValueP ?? 0;
const balance = () => vendorBalanceOf(token(), asha._id);
const books = () => booksOf(org, month);
const receive = (Id: string) => receiveRead(token(), Id);

const billOf = (rec: PurchaseReceiveAnswer, Rate = 1010): BillCreateBody => ({
  RecId: rec._id,
  VendBillNo: 'INV/2026-91',
  VendBillDate: today,
  Lines: [{ LineId: rec.Lines[0]?._id ?? '', Rate }],
  Charges: [{ Desc: 'Freight', Amount: 100.01 }],
});

describe('a vendor bill’s draft', () => {
  let rec: PurchaseReceiveAnswer;
  let first: BillAnswer;
  let direct: BillAnswer;
  let booksOfBill: Map<number, number>;
  let valueOfBill: number;

  it('saves a draft that posts nothing, moves no value and claims neither the receive nor the number', async () => {
    rec = await receivedOrder(tokens.owner, {
      VendId: asha._id,
      WhId: main._id,
      Lines: [{ ItemId: 'PRT9811', Qty: 3, Rate: 1000 }],
    });
    const books0 = await books();
    const value0 = await stockValue();
    first = ok(await draft(billOf(rec, 1000)));
    expect(first).toMatchObject({ Sts: 'Draft', Num: '', Cancellable: false, Total: 3658.01 });
    expect(await books()).toEqual(books0);
    expect(await stockValue()).toBe(value0);
    expect(await balance()).toMatchObject({ Billed: 0 });
    expect(await claimedBills(org.orgId, org.workshopId, month)).toEqual([]);
    expect((await receive(rec._id)).Sts).toBe('Received');
    expect(await drafts()).toMatchObject({ Count: 1, Items: [{ _id: first._id, Sts: 'Draft' }] });
    // The cashier has no Bill rights.
    expectRefused(await invoke(billDraftRoutes.createBillDraft, { token: tokens.cashier, body: billOf(rec) }), 403);
  });

  it('edits the draft at its ver; a stale ver is a 409 and writes nothing', async () => {
    const edited = ok(await save(first._id, { ...billOf(rec), ver: first.ver }));
    expect(edited).toMatchObject({ Sts: 'Draft', ver: first.ver + 1, Lines: [{ Rate: 1010 }] });
    expectRefused(await save(first._id, { ...billOf(rec, 990), ver: first.ver }), 409, Messages.conflict);
    expectRefused(await toBill(first._id, first.ver), 409, Messages.conflict);
    expect(await read(first._id)).toMatchObject({ ver: edited.ver, Lines: [{ Rate: 1010 }] });
    first = edited;
  });

  it('lets a bill take the receive and the number while the draft stands; the draft’s save is then refused', async () => {
    const books0 = await books();
    direct = ok(await invoke<BillAnswer>(purchasingRoutes.createBill, { token: token(), body: billOf(rec) }));
    expect(direct).toMatchObject({ Sts: 'Unpaid', Payable: first.Payable });
    booksOfBill = await books();
    valueOfBill = await stockValue();
    expect(booksOfBill).not.toEqual(books0);
    const refused = await toBill(first._id, first.ver);
    expect(refused.status).toBe(400);
    expect(await read(first._id)).toMatchObject({ Sts: 'Draft', ver: first.ver, Num: '' });
    expect(await books()).toEqual(booksOfBill);
    expect(await stockValue()).toBe(valueOfBill);
  });

  it('saved as the bill (once the other bill is cancelled) posts exactly as the bill keyed directly', async () => {
    ok(
      await invoke(purchasingRoutes.cancelBill, {
        token: token(),
        params: { Id: direct._id },
        body: { ver: direct.ver, Reason: 'Keyed twice' },
      }),
    );
    const billed = ok(await toBill(first._id, first.ver));
    expect(billed).toMatchObject({ _id: first._id, Sts: 'Unpaid', Payable: direct.Payable, Total: direct.Total });
    expect(billed.Num).not.toBe('');
    expect(await books()).toEqual(booksOfBill);
    expect(await stockValue()).toBe(valueOfBill);
    expect((await receive(rec._id)).Sts).toBe('Billed');
    expect(await balance()).toMatchObject({ Billed: direct.Payable });
    expect((await claimedBills(org.orgId, org.workshopId, month)).map((b) => b.DocId)).toEqual([first._id]);
    expect(await drafts()).toMatchObject({ Count: 0, Items: [] });
    expectRefused(await toBill(first._id, billed.ver), 400, BillDraftMessages.notDraft);
  });

  it('discards a draft at its ver; only a draft; a draft is never cancelled', async () => {
    const books0 = await books();
    const d = ok(
      await draft({
        VendId: asha._id,
        VendBillNo: 'EXP-9',
        VendBillDate: today,
        Expenses: [{ Desc: 'Courier', Acc: 6140, Qty: 1, Rate: 50, TCode: 106 }],
      }),
    );
    expect(await drafts()).toMatchObject({ Count: 1 });
    // Not a bill yet: no vendor note against it, no ITC period moved.
    expectRefused(
      await invoke(purchaseReturnsRoutes.createDebitNote, {
        token: token(),
        body: { BillId: d._id, Lines: [{ LineId: d.Lines[0]?._id ?? '', Amount: 10 }], Reason: 'Rate' },
      }),
      400,
      BillDraftMessages.isDraft,
    );
    expect(
      (
        await invoke(invoicesRoutes.billItcPeriod, {
          token: token(),
          params: { Id: d._id },
          body: { ver: d.ver, ItcPeriod: `${month.slice(5)}${month.slice(0, 4)}` },
        })
      ).status,
    ).toBe(400);
    expectRefused(
      await invoke(purchasingRoutes.cancelBill, {
        token: token(),
        params: { Id: d._id },
        body: { ver: d.ver, Reason: 'No' },
      }),
      400,
      BillDraftMessages.cancelDraft,
    );
    expectRefused(await discard(d._id, d.ver - 1), 409);
    const gone = ok(await discard(d._id, d.ver));
    expect(gone).toMatchObject({ Sts: 'Cancelled', Num: '' });
    expect(await drafts()).toMatchObject({ Count: 0 });
    expectRefused(await discard(d._id, gone.ver), 400, BillDraftMessages.notDraft);
    expect(await books()).toEqual(books0);
  });
});
