import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { readInvoice } from '../data/invoices/invoices-repo';
import {
  approveInvoice,
  createDraftInvoice,
  invoicesOrganisation,
  ok,
  type InvoicesOrganisation,
} from '../test/invoices-test-kit';

/**
 * Invoice numbers (docs/invoices-api.md 'Number format'): consecutive per branch,
 * series and financial year, allocated in the transaction that issues the
 * invoice, under concurrency.
 */

let s: InvoicesOrganisation;
beforeAll(async () => {
  s = await invoicesOrganisation(['owner', 'cashier', 'advisor']);
}, 120_000);

const sequence = (num: string): number => Number(num.split('/')[2]);

describe('numbering', () => {
  it('50 invoices approved in parallel get 50 consecutive numbers: no gap, no duplicate', async () => {
    const drafts: InvoiceAnswer[] = [];
    for (let i = 0; i < 50; i += 10)
      drafts.push(...(await Promise.all(Array.from({ length: 10 }, () => createDraftInvoice(s.tokens.owner, s.cv)))));
    const approved = await Promise.all(drafts.map((d) => approveInvoice(s.tokens.cashier, d)));
    const numbers = approved.map((a) => a.Num);
    expect(new Set(numbers).size).toBe(50);
    const fy = new Set(numbers.map((n) => n.split('/').slice(0, 2).join('/')));
    expect(fy.size).toBe(1);
    const seq = numbers.map(sequence).sort((a, b) => a - b);
    expect(seq).toEqual(Array.from({ length: 50 }, (_, i) => (seq[0] ?? 0) + i));
    // Each stored GST document carries the number it was issued with.
    const one = approved[17] as InvoiceAnswer;
    expect((await readInvoice(s.org.orgId, one._id))?.head.Gst).toMatchObject({
      Num: one.Num,
      Series: 'INV',
      Sts: 'Issued',
      Id: one._id,
    });
  }, 120_000);

  it('restarts on 1 April: 31 March is the old year’s next number, 1 and 2 April are 00001 and 00002 of the new year', async () => {
    const [march, april1, april2] = await Promise.all(
      ['2027-03-31', '2027-04-01', '2027-04-02'].map((InvDate) =>
        createDraftInvoice(s.tokens.owner, s.cv, { InvDate }),
      ),
    );
    const m = await approveInvoice(s.tokens.cashier, march as InvoiceAnswer);
    const a1 = await approveInvoice(s.tokens.cashier, april1 as InvoiceAnswer);
    const a2 = await approveInvoice(s.tokens.cashier, april2 as InvoiceAnswer);
    expect(m.Num).toMatch(/^INV\/2627\/\d{5}$/);
    expect(sequence(m.Num)).toBeGreaterThan(1);
    expect([a1.Num, a2.Num]).toEqual(['INV/2728/00001', 'INV/2728/00002']);
    expect(m.InvDate).toBe('2027-03-31');
  });

  it('a draft dated in a financial year already over is issued today, in this year’s series', async () => {
    const old = await createDraftInvoice(s.tokens.owner, s.cv, { InvDate: '2025-03-10' });
    const issued = await approveInvoice(s.tokens.cashier, old);
    expect(issued.InvDate).not.toBe('2025-03-10');
    expect(issued.Num).not.toMatch(/\/2425\//);
    const read = await ok<InvoiceAnswer>(routes.invoice, { token: s.tokens.cashier, params: { Id: old._id } });
    expect(read.Num).toBe(issued.Num);
  });
});
