import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes as routes } from '@shared/api/routes/books';
import { financialYearStart } from '@shared/books/balance-sheet';
import type { Posting } from '@shared/books/posting';
import { tallyXml } from '@shared/books/tally-export';
import { TallyMessages } from '@shared/books/tally-messages';
import type { TallyAnswer } from '@shared/books/tally-schemas';
import { Dec } from '@shared/documents/money-math';
import { db, tableName } from '../lib/aws-clients';
import { getOrganisation } from '../data/identity/identity-repo';
import { ledgerWrites } from '../data/ledger/ledger-writes';
import { createApprovedInvoice, invoicesOrganisation, ok, type InvoicesOrganisation } from '../test/invoices-test-kit';
import { invoke } from '../test/invoke';
import { postPayment } from '../test/payments-test-kit';

/**
 * GET Accounting/Reports/Tally on DynamoDB Local through the real handler
 * (docs/books.md §10): the period's postings and their parties, paged 500 at
 * a time over the month partitions, built into a file that parses and
 * balances; refusals answer 400 or 403.
 */
let s: InvoicesOrganisation;
let owner = '';
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  owner = s.tokens.owner;
});
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Every page of the export, as the screen reads them. */
async function allPages(From: string, To: string): Promise<TallyAnswer[]> {
  const pages: TallyAnswer[] = [];
  let Cursor: string | undefined;
  do {
    const page: TallyAnswer = await ok<TallyAnswer>(routes.tallyExport, {
      token: owner,
      query: { From, To, ...(Cursor ? { Cursor } : {}) },
    });
    pages.push(page);
    Cursor = page.Next;
  } while (Cursor);
  return pages;
}

const fileOf = (pages: readonly TallyAnswer[]): string =>
  tallyXml({
    company: pages[0]?.Company ?? '',
    accounts: pages[0]?.Accounts ?? [],
    parties: pages.flatMap((p) => p.Parties),
    vouchers: pages.flatMap((p) => p.Vouchers),
  });

describe('the Tally export call', () => {
  it("answers the period's postings with the customer and the organisation's name, and they build a balanced file", async () => {
    const inv = await createApprovedInvoice(owner, s.cv);
    const paid = await postPayment(owner, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: inv.Totals.GrandTotal,
      Apply: [{ InvId: inv._id, Amount: inv.Totals.GrandTotal }],
    });
    expect(paid.status).toBe(200);
    const pages = await allPages(financialYearStart(today()), today());
    expect(pages).toHaveLength(1);
    const [page] = pages as [TallyAnswer];
    expect(page.Company).toBe((await getOrganisation(s.org.orgId))?.Name);
    expect(page.Accounts?.some((a) => a.Code === 1200 && a.Group === 'Debtors')).toBe(true);
    expect(page.Parties).toContainEqual({ Key: `C#${s.cv.custId}`, Name: s.cv.custName });
    const sale = page.Vouchers.find((v) => v.DocId === inv._id && v.Step === 'P');
    expect(sale?.Kind).toBe('Invoice');
    expect(sale?.Party).toBe(`C#${s.cv.custId}`);
    expect(page.Vouchers.some((v) => v.Kind === 'Payment')).toBe(true);
    expect(page.Read).toBe(page.Vouchers.length);

    const doc = new new JSDOM().window.DOMParser().parseFromString(fileOf(pages), 'application/xml');
    const vouchers = Array.from(doc.getElementsByTagName('VOUCHER'));
    expect(vouchers).toHaveLength(page.Vouchers.length);
    const saleXml = vouchers.find((v) => v.getAttribute('REMOTEID') === `${inv._id}/P`);
    expect(saleXml?.getAttribute('VCHTYPE')).toBe('Sales');
    expect(saleXml?.getElementsByTagName('PARTYLEDGERNAME')[0]?.textContent).toBe(s.cv.custName);
    const total = Array.from(saleXml?.getElementsByTagName('AMOUNT') ?? []).reduce(
      (sum, a) => sum.plus(a.textContent ?? ''),
      new Dec(0),
    );
    expect(total.isZero()).toBe(true);
  });

  it('pages 1,050 postings over two months 500 at a time: each once, oldest first, with the count read so far; another organisation sees none', async () => {
    const postings: Posting[] = Array.from({ length: 1_050 }, (_, n) => ({
      EntId: s.org.workshopId,
      Date: `2024-${n < 600 ? '05' : '06'}-${String((n % 28) + 1).padStart(2, '0')}`,
      Kind: 'Journal',
      DocId: `T${String(n).padStart(5, '0')}`,
      Num: `J/${n}`,
      Step: 'P',
      Lines: [
        { Acc: 6100, DrP: 100 + n, CrP: 0 },
        { Acc: 1000, DrP: 0, CrP: 100 + n },
      ],
    }));
    // Only the ledger entries: the export reads those, not the period balances.
    const puts = ledgerWrites(s.org.orgId, postings).flatMap((w) => (w.item.Put ? [w.item.Put.Item] : []));
    for (let i = 0; i < puts.length; i += 25)
      await db().send(
        new BatchWriteCommand({
          RequestItems: { [tableName()]: puts.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    const pages = await allPages('2024-04-01', '2025-03-31');
    expect(pages.map((p) => [p.Vouchers.length, p.Read, p.Month])).toEqual([
      [500, 500, '2024-05'],
      [500, 1_000, '2024-06'],
      // The last page reads on to the period's last month (an empty month is one Query).
      [50, 1_050, '2025-03'],
    ]);
    expect(pages[0]?.Accounts).toBeDefined();
    expect(pages[1]?.Accounts).toBeUndefined();
    const all = pages.flatMap((p) => p.Vouchers);
    expect(new Set(all.map((v) => v.DocId)).size).toBe(1_050);
    const keys = all.map((v) => `${v.Date}#${v.DocId}`);
    expect(keys).toEqual([...keys].sort());
    expect(fileOf(pages).match(/<VOUCHER /g)).toHaveLength(1_050);

    // A cursor is good for its own dates only.
    const next = pages[0]?.Next;
    if (!next) throw new Error('a second page');
    const other = await invoke(routes.tallyExport, {
      token: owner,
      query: { From: '2024-06-01', To: '2024-06-30', Cursor: next },
    });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain(TallyMessages.badCursor);

    // Another organisation's owner reads their own books only: nothing in this period.
    const theirs = await invoicesOrganisation(['owner']);
    const elsewhere = await ok<TallyAnswer>(routes.tallyExport, {
      token: theirs.tokens.owner,
      query: { From: '2024-04-01', To: '2025-03-31' },
    });
    expect([elsewhere.Vouchers.length, elsewhere.Parties.length, elsewhere.Next]).toEqual([0, 0, undefined]);
    expect(elsewhere.Company).toBe((await getOrganisation(theirs.org.orgId))?.Name);
  });

  it('refuses dates across two financial years, reversed dates and a forged cursor (400); a role without the report (403)', async () => {
    const across = await invoke(routes.tallyExport, { token: owner, query: { From: '2025-03-01', To: '2025-04-30' } });
    expect(across.status).toBe(400);
    expect(JSON.stringify(across.body)).toContain(TallyMessages.oneYear);
    const reversed = await invoke(routes.tallyExport, {
      token: owner,
      query: { From: '2025-05-02', To: '2025-05-01' },
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain(TallyMessages.badRange);
    const forged = await invoke(routes.tallyExport, {
      token: owner,
      query: { From: '2025-05-01', To: '2025-05-31', Cursor: 'not-a-cursor' },
    });
    expect(forged.status).toBe(400);
    const cashier = await invoke(routes.tallyExport, {
      token: s.tokens.cashier,
      query: { From: '2025-05-01', To: '2025-05-31' },
    });
    expect(cashier.status).toBe(403);
  });
});
