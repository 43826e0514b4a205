import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { AgeingAnswer } from '@shared/books/ageing';
import type { TrialBalanceAnswer } from '@shared/books/books-schemas';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { WriteOffMessages } from '@shared/books/write-off-messages';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { readInvoice } from '../data/invoices/invoices-repo';
import { periodBalances, readPosting } from '../data/ledger/ledger-read';
import {
  createApprovedInvoice,
  createDraftInvoice,
  invoiceAction,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';
import { invoke, type Answer } from '../test/invoke';
import { invoiceCounts, postPayment } from '../test/payments-test-kit';

/**
 * Writing off an invoice's due (docs/books.md §3.9) through the real handlers on
 * DynamoDB Local: the posting to the paisa in the transaction that closes the
 * invoice, refusals that write nothing, the race with a payment of the same
 * invoice (one wins, never both), and the ageing still equal to the control account.
 */
let s: InvoicesOrganisation;
let owner = '';
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier']);
  owner = s.tokens.owner;
});

const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const month = (): string => today().slice(0, 7);
const writeOff = (token: string, inv: { _id: string; ver: number }, Amount: number, Reason = 'Customer will not pay') =>
  invoke<InvoiceAnswer>(invoicesRoutes.writeOffInvoice, {
    token,
    params: { Id: inv._id },
    body: { ver: inv.ver, Amount, Reason },
  });
const read = (id: string) => ok<InvoiceAnswer>(invoicesRoutes.invoice, { token: owner, params: { Id: id } });
const balances = () => periodBalances(s.org.orgId, s.org.workshopId, month(), month());
const net = async (acc: number): Promise<number> =>
  (await balances()).filter((b) => b.Acc === acc).reduce((t, b) => t + b.DrP - b.CrP, 0);

/** Pays all of the invoice but `leaveP` paise, by cash. */
async function payAllBut(inv: InvoiceAnswer, leaveP: number): Promise<InvoiceAnswer> {
  const Amount = paiseToRupees(rupeesToPaise(inv.Totals.Due) - leaveP);
  const paid = await postPayment(s.tokens.cashier, {
    Cust: s.cv.custId,
    Type: 'Cash',
    Amount,
    Apply: [{ InvId: inv._id, Amount }],
  });
  expect(paid.status).toBe(200);
  return read(inv._id);
}

describe('write-off of the last ₹37.50', () => {
  it('closes the invoice, posts Dr 6000 / Cr 1200 under the customer to the paisa, counts and audit kept', async () => {
    const partial = await payAllBut(await createApprovedInvoice(owner, s.cv), 3_750);
    expect(partial.Sts).toBe('Partial');
    expect(partial.Actions).toContain('Write Off');
    const countsBefore = await invoiceCounts(s.org.orgId, s.org.workshopId);
    const badDebtsBefore = await net(A.writeOff);
    const receivablesBefore = await net(A.receivables);

    const answer = await writeOff(owner, partial, 37.5);
    expect(answer.status).toBe(200);
    const closed = answer.body;
    expect(closed.Sts).toBe('Closed');
    expect(closed.Totals.Due).toBe(0);
    expect(closed.Totals.Paid).toBe(partial.Totals.Paid);
    expect(closed.WrtOff).toMatchObject({ Amount: 37.5, Date: today(), Reason: 'Customer will not pay' });
    // Nothing more to do on it: no second write-off, no credit note for money never received.
    expect(closed.Actions).not.toContain('Write Off');
    expect(closed.Actions).not.toContain('Credit Note');

    const posting = await readPosting(s.org.orgId, s.org.workshopId, today(), closed._id, 'W');
    expect(posting).toMatchObject({ Kind: 'WriteOff', Num: closed.Num, Party: `C#${s.cv.custId}` });
    expect(posting?.Lines).toEqual([
      { Acc: A.writeOff, DrP: 3_750, CrP: 0 },
      { Acc: A.receivables, DrP: 0, CrP: 3_750 },
    ]);
    expect((await net(A.writeOff)) - badDebtsBefore).toBe(3_750);
    expect((await net(A.receivables)) - receivablesBefore).toBe(-3_750);

    const countsAfter = await invoiceCounts(s.org.orgId, s.org.workshopId);
    expect((countsAfter.Partial ?? 0) - (countsBefore.Partial ?? 0)).toBe(-1);
    expect((countsAfter.Closed ?? 0) - (countsBefore.Closed ?? 0)).toBe(1);

    const audit = await ok<{ Items: { Action: string }[] }>(invoicesRoutes.invoiceAudit, {
      token: owner,
      params: { Id: closed._id },
      query: {},
    });
    expect(audit.Items.map((a) => a.Action)).toContain('WriteOff');

    // A payment or a credit note after it is refused, and a second write-off 400.
    const late = await postPayment(s.tokens.cashier, {
      Cust: s.cv.custId,
      Type: 'Cash',
      Amount: 1,
      Apply: [{ InvId: closed._id, Amount: 1 }],
    });
    expect(late.status).toBe(400);
    expect((await invoiceAction(owner, closed, 'CreditNote', { Reason: 'Returned' })).status).toBe(409);
    expect((await writeOff(owner, closed, 37.5)).status).toBe(400);
  });
});

describe('refusals write nothing', () => {
  /** Runs `attempt` and checks that neither the invoice nor the books moved. */
  async function refused(
    inv: { _id: string },
    attempt: () => Promise<Answer<unknown>>,
    status: number,
    message?: string,
  ) {
    const [before, booksBefore] = await Promise.all([readInvoice(s.org.orgId, inv._id, true), balances()]);
    const answer = await attempt();
    expect(answer.status).toBe(status);
    if (message) expect((answer.body as { message: string }).message).toBe(message);
    const after = await readInvoice(s.org.orgId, inv._id, true);
    expect(after?.head.ver).toBe(before?.head.ver);
    expect(after?.head.Sts).toBe(before?.head.Sts);
    expect(after?.head.WrtOffP).toBeUndefined();
    expect(await balances()).toEqual(booksBefore);
  }

  it('without the WrtOff flag: 403 with the clear message', async () => {
    const inv = await createApprovedInvoice(owner, s.cv);
    await refused(inv, () => writeOff(s.tokens.cashier, inv, inv.Totals.Due), 403, WriteOffMessages.needsFlag);
    const asCashier = await ok<InvoiceAnswer>(invoicesRoutes.invoice, {
      token: s.tokens.cashier,
      params: { Id: inv._id },
    });
    expect(asCashier.Actions).not.toContain('Write Off');
  });

  it('more than due, less than due, no reason, a Draft, a Cancelled invoice, a stale ver', async () => {
    const inv = await createApprovedInvoice(owner, s.cv);
    const dueP = rupeesToPaise(inv.Totals.Due);
    await refused(
      inv,
      () => writeOff(owner, inv, paiseToRupees(dueP + 1)),
      400,
      WriteOffMessages.overDue(inv.Num, dueP),
    );
    await refused(
      inv,
      () => writeOff(owner, inv, paiseToRupees(dueP - 1)),
      400,
      WriteOffMessages.wholeDue(inv.Num, dueP),
    );
    await refused(inv, () => writeOff(owner, inv, inv.Totals.Due, '  '), 400);
    await refused(inv, () => writeOff(owner, { ...inv, ver: inv.ver - 1 }, inv.Totals.Due), 409);

    const draft = await createDraftInvoice(owner, s.cv);
    await refused(draft, () => writeOff(owner, draft, 10), 400, WriteOffMessages.draft);

    const cancelled = await createApprovedInvoice(owner, s.cv);
    const gone = await invoiceAction(owner, cancelled, 'Cancel', { Reason: 'Billed twice' });
    expect(gone.status).toBe(200);
    await refused(
      cancelled,
      () => writeOff(owner, gone.body, cancelled.Totals.Due),
      400,
      WriteOffMessages.notOpen(cancelled.Num, 'Cancelled'),
    );
  });
});

describe('a write-off and a payment of the same invoice at once', () => {
  it('one wins, the other is refused (409 or 400): never both, the books hold exactly one', async () => {
    for (let round = 0; round < 3; round += 1) {
      const inv = await createApprovedInvoice(owner, s.cv);
      const cashBefore = await net(A.cash);
      const badDebtsBefore = await net(A.writeOff);
      const [off, paid] = await Promise.all([
        writeOff(owner, inv, inv.Totals.Due),
        postPayment(s.tokens.cashier, {
          Cust: s.cv.custId,
          Type: 'Cash',
          Amount: inv.Totals.Due,
          Apply: [{ InvId: inv._id, Amount: inv.Totals.Due }],
        }),
      ]);
      const winners = [off.status, paid.status].filter((st) => st === 200);
      expect(winners).toHaveLength(1);
      if (off.status !== 200) expect([400, 409]).toContain(off.status);
      if (paid.status !== 200) expect(paid.status).toBe(400);
      const stored = await readInvoice(s.org.orgId, inv._id, true);
      const dueP = rupeesToPaise(inv.Totals.Due);
      expect(stored?.head.Sts).toBe('Closed');
      expect(Number(stored?.head.PaidP ?? 0) + Number(stored?.head.WrtOffP ?? 0)).toBe(dueP);
      const cashIn = (await net(A.cash)) - cashBefore;
      const badDebts = (await net(A.writeOff)) - badDebtsBefore;
      expect(cashIn + badDebts).toBe(dueP);
      expect(cashIn === 0 || badDebts === 0).toBe(true);
    }
  });
});

describe('the ageing after write-offs', () => {
  it('a written-off invoice leaves the ageing, which still equals the receivables account to the paisa', async () => {
    const open = await createApprovedInvoice(owner, s.cv);
    const insurerShort = await payAllBut(await createApprovedInvoice(owner, s.cv), 12_345);
    expect((await writeOff(owner, insurerShort, 123.45)).status).toBe(200);
    for (const Basis of ['Due', 'Invoice'] as const) {
      const ageing = await ok<AgeingAnswer>(booksRoutes.receivablesAgeing, { token: owner, query: { Basis } });
      expect(ageing.Totals.TotalP).toBe(ageing.ControlP);
      const ids = ageing.Invoices.map((i) => i.Id);
      expect(ids).toContain(open._id);
      expect(ids).not.toContain(insurerShort._id);
    }
    const tb = await ok<TrialBalanceAnswer>(booksRoutes.trialBalance, {
      token: owner,
      query: { From: month(), To: month() },
    });
    const ageing = await ok<AgeingAnswer>(booksRoutes.receivablesAgeing, { token: owner, query: {} });
    expect(tb.Rows.find((r) => r.Code === A.receivables)?.ClosingP).toBe(ageing.ControlP);
    const sides = tb.Rows.reduce((t, r) => ({ dr: t.dr + r.DrP, cr: t.cr + r.CrP }), { dr: 0, cr: 0 });
    expect(sides.dr).toBe(sides.cr);
  });
});
