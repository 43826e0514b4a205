import { describe, expect, it } from 'vitest';
import { PaymentMessages } from './payment-messages';
import { applicationRefusal, applicationsRefusal, invoiceAfterPayment, invoiceDueP, payerOfInvoice, samePayer, type PayableInvoice } from './payment-rules';

const invoice = (over: Partial<PayableInvoice> = {}): PayableInvoice => ({
  _id: '01JINVOICE0000000000000000',
  Num: 'INV/2627/00007',
  Sts: 'Unpaid',
  Amounts: { GrandTotal: 1_180_050 },
  Payer: 'customer',
  Cust: 'C1',
  ...over,
});
const entry = { PayId: 'P1', Num: 'RCPT/2627/00001', Date: '2026-11-24', Type: 'Cash' };

describe('payment rules', () => {
  it('a part payment leaves the invoice Partial, the exact rest Closes it', () => {
    const part = invoiceAfterPayment(invoice(), entry, 500_000);
    expect(part).toEqual({ Sts: 'Partial', PaidP: 500_000, entry: { ...entry, Paid: 5000 } });
    const rest = invoiceAfterPayment(invoice({ Sts: 'Partial', PaidP: 500_000, Payments: [part.entry] }), entry, 680_050);
    expect(rest).toMatchObject({ Sts: 'Closed', PaidP: 1_180_050, entry: { Paid: 6800.5 } });
  });

  it('due is the grand total less what was paid, to the paisa', () => {
    expect(invoiceDueP(invoice({ PaidP: 1 }))).toBe(1_180_049);
    expect(invoiceDueP(invoice())).toBe(1_180_050);
  });

  it('refuses Draft, Cancelled, Closed and Paid invoices and more than is due', () => {
    expect(applicationRefusal(invoice({ Sts: 'Draft' }), 1)).toBe(PaymentMessages.draftNotPayable);
    for (const Sts of ['Cancelled', 'Closed', 'Paid'] as const) expect(applicationRefusal(invoice({ Sts }), 1)).toBe(PaymentMessages.notPayable('INV/2627/00007', Sts));
    expect(applicationRefusal(invoice({ Sts: 'Partial', PaidP: 1_000_000 }), 180_051)).toBe(PaymentMessages.overDue('INV/2627/00007', 180_050));
    expect(PaymentMessages.overDue('INV/2627/00007', 180_050)).toBe('Only ₹1,800.50 is due on invoice INV/2627/00007.');
    expect(applicationRefusal(invoice({ Sts: 'Partial', PaidP: 1_000_000 }), 180_050)).toBeUndefined();
  });

  it('refuses an invoice listed twice and applications above the amount', () => {
    expect(applicationsRefusal([{ InvId: 'A', amountP: 1 }, { InvId: 'A', amountP: 1 }], 10)).toBe(PaymentMessages.invoiceOnce);
    expect(applicationsRefusal([{ InvId: 'A', amountP: 6 }, { InvId: 'B', amountP: 5 }], 10)).toBe(PaymentMessages.overAmount(10));
    expect(applicationsRefusal([{ InvId: 'A', amountP: 5 }, { InvId: 'B', amountP: 5 }], 10)).toBeUndefined();
  });

  it('the payer of an insurer invoice is its insurer, of any other its customer', () => {
    expect(payerOfInvoice(invoice())).toEqual({ Cust: 'C1' });
    expect(payerOfInvoice(invoice({ Payer: 'insurer', Claim: { InsId: 'I9' } }))).toEqual({ InsId: 'I9' });
    expect(payerOfInvoice(invoice({ Payer: 'insurer', InsId: 'I8', Claim: { InsId: 'I9' } }))).toEqual({ InsId: 'I8' });
    expect(samePayer({ Cust: 'C1' }, { InsId: 'C1' })).toBe(false);
    expect(samePayer({ Cust: 'C1' }, { Cust: 'C1' })).toBe(true);
  });
});
