import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { booksRoutes } from '@shared/api/routes/books';
import { partiesRoutes } from '@shared/api/routes/parties';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { settingsRoutes } from '@shared/api/routes/settings';
import type { ChartAnswer } from '@shared/books/books-schemas';
import { Messages } from '@shared/api/messages';
import { BankMessages } from '@shared/settings/bank-messages';
import type { BankSettings } from '@shared/settings/bank-accounts';
import { IfscMessages } from '@shared/validation/ifsc';
import { readPosting } from '../data/ledger/ledger-read';
import { orgOwner } from '../data/catalogue/catalogue-keys';
import { saveRecord } from '../data/catalogue/record-repo';
import { readBankSettings } from '../data/settings/bank-settings-repo';
import { adjusted, createWarehouse } from '../test/inventory-test-kit';
import { createApprovedInvoice, invoicesOrganisation, ok, type InvoicesOrganisation } from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { postPayment } from '../test/payments-test-kit';

/**
 * Bank settings (docs/books.md §1.1) through the real handlers on DynamoDB
 * Local: accounts get their own ledger accounts (1110, 1111) in the same
 * transaction, a PUT keeps what it left out, refusals write nothing, and a
 * payment by a mapped type posts its money to the mapped account.
 */
let s: InvoicesOrganisation;
let owner = '';
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  owner = s.tokens.owner;
});

const hdfc = { Name: 'HDFC current account', Bank: 'HDFC Bank', AccNo: '50200012345678', IFSC: 'hdfc0001234' };
const icici = { Name: 'ICICI collections', Bank: 'ICICI Bank', AccNo: '000405012345', IFSC: 'ICIC0000004' };
const get = (token = owner) => invoke<BankSettings>(settingsRoutes.bankSettings, { token });
const put = (body: Record<string, unknown>, token = owner) =>
  invoke<BankSettings>(settingsRoutes.putBankSettings, { token, body });
const chart = () => ok<ChartAnswer>(booksRoutes.chartOfAccounts, { token: owner });
const todayIst = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const idOf = (b: BankSettings, name: string): string => b.Accounts.find((a) => a.Name === name)?.Id ?? '';

describe('bank settings', () => {
  let saved: BankSettings;

  it('starts empty; two accounts get ledger accounts 1110 and 1111 under Cash and bank', async () => {
    const first = await get();
    expect(first.body).toEqual({ Accounts: [], Map: {}, ver: 0 });
    const answer = await put({ ver: 0, Accounts: [hdfc, icici] });
    expect(answer.status).toBe(200);
    saved = answer.body;
    expect(saved.ver).toBe(1);
    expect(saved.Accounts.map((a) => [a.Name, a.Acc, a.IFSC, a.Active])).toEqual([
      ['HDFC current account', 1110, 'HDFC0001234', true],
      ['ICICI collections', 1111, 'ICIC0000004', true],
    ]);
    const accounts = (await chart()).Accounts;
    expect(accounts.find((a) => a.Code === 1110)).toMatchObject({ Name: 'HDFC current account', Group: 'CashBank' });
    expect(accounts.find((a) => a.Code === 1111)).toMatchObject({ Name: 'ICICI collections', Group: 'CashBank' });
  });

  it('maps payment types; a PUT keeps the accounts and the types it left out', async () => {
    const mapped = await put({ ver: saved.ver, Map: { UPI: idOf(saved, hdfc.Name), Cheque: idOf(saved, icici.Name) } });
    expect(mapped.status).toBe(200);
    const more = await put({ ver: mapped.body.ver, Map: { 'Bank Transfer': idOf(saved, icici.Name) } });
    expect(more.status).toBe(200);
    saved = more.body;
    expect(saved.Accounts).toHaveLength(2);
    expect(saved.Map).toEqual({
      UPI: idOf(saved, hdfc.Name),
      Cheque: idOf(saved, icici.Name),
      'Bank Transfer': idOf(saved, icici.Name),
    });
  });

  it('refusals write nothing: stale ver, bad IFSC, Cash mapped, unknown account, an inactive account still mapped, a cashier', async () => {
    const before = await readBankSettings(s.org.orgId, s.org.workshopId);
    const chartBefore = await chart();
    const stale = await put({ ver: saved.ver - 1, Accounts: [{ ...hdfc, Name: 'Renamed' }] });
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { message: string }).message).toBe(Messages.settingsUpdated);
    const ifsc = await put({ ver: saved.ver, Accounts: [{ ...hdfc, Name: 'Axis', IFSC: 'UTIB1234567' }] });
    expect(ifsc.status).toBe(400);
    expect((ifsc.body as unknown as { message: string }).message).toBe(IfscMessages.ifsc);
    expect((await put({ ver: saved.ver, Map: { Cash: idOf(saved, hdfc.Name) } })).status).toBe(400);
    const unknown = await put({ ver: saved.ver, Map: { Wallet: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } });
    expect(unknown.status).toBe(400);
    const inactive = await put({
      ver: saved.ver,
      Accounts: [{ ...hdfc, Id: idOf(saved, hdfc.Name), Active: false }],
    });
    expect(inactive.status).toBe(400);
    expect((inactive.body as unknown as { message: string }).message).toBe(
      BankMessages.inactiveMapped(hdfc.Name, 'UPI'),
    );
    const taken = await put({ ver: saved.ver, Accounts: [{ ...hdfc, Name: 'Cash in hand' }] });
    expect(taken.status).toBe(400);
    expect((await put({ ver: saved.ver, Accounts: [] }, s.tokens.cashier)).status).toBe(403);
    expect((await get(s.tokens.cashier)).status).toBe(403);
    expect(await readBankSettings(s.org.orgId, s.org.workshopId)).toEqual(before);
    expect(await chart()).toEqual(chartBefore);
  });

  it('a renamed account renames its ledger account in the same save', async () => {
    const renamed = await put({
      ver: saved.ver,
      Accounts: [{ ...icici, Id: idOf(saved, icici.Name), Name: 'ICICI main' }],
    });
    expect(renamed.status).toBe(200);
    saved = renamed.body;
    expect((await chart()).Accounts.find((a) => a.Code === 1111)?.Name).toBe('ICICI main');
    expect(saved.Map.Cheque).toBe(idOf(saved, 'ICICI main'));
  });

  it('payments post their money to the mapped account: UPI to 1110, cheque to 1111, a card to 1100, cash to 1000', async () => {
    const cases = [
      ['UPI', 1110],
      ['Cheque', 1111],
      ['Debit Card', 1100],
      ['Cash', 1000],
    ] as const;
    for (const [Type, acc] of cases) {
      const inv = await createApprovedInvoice(owner, s.cv);
      const paid = await postPayment(s.tokens.cashier, {
        Cust: s.cv.custId,
        Type,
        ...(Type === 'Debit Card' ? { Card: 'Visa' } : {}),
        Amount: 100.45,
        Apply: [{ InvId: inv._id, Amount: 100.45 }],
      });
      expect(paid.status).toBe(200);
      const posting = await readPosting(s.org.orgId, s.org.workshopId, paid.body.Date, paid.body._id);
      expect(posting?.Lines).toContainEqual({ Acc: acc, DrP: 10_045, CrP: 0 });
    }
  });

  it('money paid out goes from the mapped account too: an expense by UPI and a payment made by cheque', async () => {
    const expense = await invoke<{ _id: string; Date: string; ver: number }>(booksRoutes.createExpense, {
      token: owner,
      body: { Date: todayIst(), CatId: 'rent', Amount: 500.05, PayType: 'UPI' },
    });
    expect(expense.status).toBe(200);
    const expensePosting = await readPosting(s.org.orgId, s.org.workshopId, expense.body.Date, expense.body._id, 'P1');
    expect(expensePosting?.Lines).toContainEqual({ Acc: 1110, DrP: 0, CrP: 50_005 });

    const vendor = await invoke<{ _id: string }>(partiesRoutes.createVendor, {
      token: owner,
      body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811100011' } }, BAdd: { St: 'Karnataka' } },
    });
    expect(vendor.status).toBe(200);
    const made = await invoke<{ _id: string; Date: string }>(purchasingRoutes.createBillPayment, {
      token: owner,
      body: { VendId: vendor.body._id, Type: 'Cheque', Amount: 2_000, Apply: [] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(made.status).toBe(200);
    const madePosting = await readPosting(s.org.orgId, s.org.workshopId, made.body.Date, made.body._id);
    expect(madePosting?.Lines).toContainEqual({ Acc: 1111, DrP: 0, CrP: 2_00_000 });
  });

  it('a counter sale paid by UPI and cash: the UPI part lands in 1110, the cash in 1000', async () => {
    const counter = await createWarehouse(owner, 'Counter');
    await saveRecord(
      orgOwner(s.org.orgId),
      'PART',
      {
        _id: 'PRT8901',
        PCode: 'HB-H4',
        Desc: 'Headlamp bulb H4',
        UoM: 'NOS',
        UnPr: 250,
        TCode: 106,
        Cat: 'CAT-BRAKES',
        HSN: '85392120',
        Act: true,
        ver: 1,
      },
      undefined,
    );
    await adjusted(owner, [{ ItemId: 'PRT8901', WhId: counter._id, Qty: 5, UnCost: 150 }]);
    const sold = await invoke<{ _id: string; Date: string; GrandTotal: number }>(salesReceiptRoutes.createReceipt, {
      token: owner,
      body: {
        WhId: counter._id,
        Walk: { Name: 'Ravi', Ph: '9845000001' },
        Lines: [{ ItemId: 'PRT8901', Qty: 2 }],
        Payments: [
          { Type: 'Cash', Amt: 90 },
          { Type: 'UPI', Amt: 500 },
        ],
      },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const posting = await readPosting(s.org.orgId, s.org.workshopId, sold.body.Date, sold.body._id);
    expect(posting?.Lines).toContainEqual({ Acc: 1110, DrP: 50_000, CrP: 0 });
    expect(posting?.Lines).toContainEqual({ Acc: 1000, DrP: 9_000, CrP: 0 });
  });
});
