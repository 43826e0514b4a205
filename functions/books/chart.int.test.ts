import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { lookupsRoutes } from '@shared/api/routes/lookups';
import { BooksMessages } from '@shared/books/books-messages';
import type { ChartAnswer } from '@shared/books/books-schemas';
import { readPosting } from '../data/ledger/ledger-read';
import { readInvoice } from '../data/invoices/invoices-repo';
import {
  createApprovedInvoice,
  invoiceLines,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';

/**
 * The chart of accounts (docs/books.md §1): seeded on first use, edited at
 * `ver` by the accounting admin within its rules, offered on labour lines, and
 * each organisation's own.
 */
let s: InvoicesOrganisation;
let owner = '';

beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier', 'advisor']);
  owner = s.tokens.owner;
});

const chart = (token = owner) => ok<ChartAnswer>(routes.chartOfAccounts, { token });
const add = (body: Record<string, unknown>, token = owner) => invoke<ChartAnswer>(routes.addAccount, { token, body });

describe('the chart of accounts', () => {
  it('is seeded on first use with the GST heads, control accounts and the spec’s 4000 and 4100', async () => {
    const c = await chart();
    const name = (code: number) => c.Accounts.find((a) => a.Code === code)?.Name;
    expect(name(4000)).toBe('Labour Income');
    expect(name(4100)).toBe('Parts Sales');
    expect(name(2100)).toBe('GST output CGST');
    expect(name(1420)).toBe('GST input IGST');
    expect(name(1200)).toBe('Customers (receivables)');
    expect(name(2000)).toBe('Vendors (payables)');
    expect(c.Groups.map((g) => g.Top)).toEqual(
      expect.arrayContaining(['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses']),
    );
  });

  it('adds an income account offered on labour lines, and a labour line naming it posts there', async () => {
    const c = await chart();
    const added = await add({ ver: c.ver, Code: 4030, Name: 'Detailing income', Group: 'Sales', Use: 'Labor' });
    expect(added.status).toBe(200);
    expect(added.body.ver).toBe(c.ver + 1);
    const labour = await ok<{ _id: number; Name: string }[]>(lookupsRoutes.laborIncomeAccounts, { token: owner });
    expect(labour.map((a) => a._id)).toContain(4030);
    const inv = await createApprovedInvoice(owner, s.cv, { Ops: [invoiceLines.labor(2, { Acc: 4030 })], Items: [] });
    const stored = await readInvoice(s.org.orgId, inv._id, true);
    const posting = await readPosting(s.org.orgId, s.org.workshopId, String(stored?.head.InvDate), inv._id);
    expect(posting?.Lines.find((l) => l.Acc === 4030)).toEqual({ Acc: 4030, DrP: 0, CrP: 200_000 });
  });

  it('refuses a taken code, a taken name, an unknown group and a stale ver; a cashier may not change it', async () => {
    const c = await chart();
    expect(await add({ ver: c.ver, Code: 4000, Name: 'Another', Group: 'Sales' })).toMatchObject({
      status: 400,
      body: { message: BooksMessages.codeTaken(4000) },
    });
    expect(await add({ ver: c.ver, Code: 6999, Name: 'rent', Group: 'IndirectExpenses' })).toMatchObject({
      status: 400,
      body: { message: BooksMessages.nameTaken('rent') },
    });
    expect(await add({ ver: c.ver, Code: 6999, Name: 'Tea', Group: 'Expenses' })).toMatchObject({
      status: 400,
      body: { message: BooksMessages.unknownGroup('Expenses') },
    });
    expect((await add({ ver: c.ver - 1, Code: 6999, Name: 'Tea', Group: 'IndirectExpenses' })).status).toBe(409);
    expect(
      (await add({ ver: c.ver, Code: 6999, Name: 'Tea', Group: 'IndirectExpenses' }, s.tokens.cashier)).status,
    ).toBe(403);
    expect((await chart()).ver).toBe(c.ver);
  });

  it('renames any account; deletes an unused one; never one posted to or one documents post to', async () => {
    let c = await chart();
    const renamed = await invoke<ChartAnswer>(routes.renameAccount, {
      token: owner,
      params: { Code: '1100' },
      body: { ver: c.ver, Name: 'HDFC current account' },
    });
    expect(renamed.status).toBe(200);
    c = renamed.body;
    expect(c.Accounts.find((a) => a.Code === 1100)?.Name).toBe('HDFC current account');
    const del = (code: number, ver: number) =>
      invoke<ChartAnswer>(routes.deleteAccount, {
        token: owner,
        params: { Code: String(code) },
        query: { ver: String(ver) },
      });
    expect(await del(1200, c.ver)).toMatchObject({
      status: 409,
      body: { message: BooksMessages.systemAccount('Customers (receivables)') },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const rent = await invoke(routes.postJournal, {
      token: owner,
      body: {
        Date: today,
        Lines: [
          { Acc: 6100, Dr: 100 },
          { Acc: 1000, Cr: 100 },
        ],
      },
    });
    expect(rent.status).toBe(200);
    expect(await del(6100, c.ver)).toMatchObject({ status: 409, body: { message: BooksMessages.accountUsed('Rent') } });
    const gone = await del(6150, c.ver);
    expect(gone.status).toBe(200);
    expect(gone.body.Accounts.some((a) => a.Code === 6150)).toBe(false);
  });

  it('is each organisation’s own', async () => {
    const other = await invoicesOrganisation(['owner']);
    const theirs = await chart(other.tokens.owner);
    expect(theirs.Accounts.some((a) => a.Code === 4030)).toBe(false);
    expect(theirs.Accounts.find((a) => a.Code === 1100)?.Name).toBe('Bank account');
  });
});
