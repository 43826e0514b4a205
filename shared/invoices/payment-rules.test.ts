import { describe, expect, it } from 'vitest';
import { PaymentMessages } from './payment-messages';
import {
  applicationRefusal,
  applicationsRefusal,
  invoiceAfterPayment,
  invoiceDueP,
  payerOfInvoice,
  samePayer,
  type PayableInvoice,
} from './payment-rules';

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
    const rest = invoiceAfterPayment(
      invoice({ Sts: 'Partial', PaidP: 500_000, Payments: [part.entry] }),
      entry,
      680_050,
    );
    expect(rest).toMatchObject({ Sts: 'Closed', PaidP: 1_180_050, entry: { Paid: 6800.5 } });
  });

  it('due is the grand total less what was paid, to the paisa', () => {
    expect(invoiceDueP(invoice({ PaidP: 1 }))).toBe(1_180_049);
    expect(invoiceDueP(invoice())).toBe(1_180_050);
  });

  it('on a claim invoice the payable is the grand total plus the excess adjustment: the customer’s 6,785 + 1,000 excess closes at 7,785', () => {
    // Customer's generated invoice: grand total 6,785.00 (the supply), Excess +1,000 → payable 7,785.00.
    const customer = invoice({ Amounts: { GrandTotal: 678_500, Payable: 778_500 } });
    expect(invoiceDueP(customer)).toBe(778_500);
    expect(applicationRefusal(customer, 778_501)).toBe(PaymentMessages.overDue('INV/2627/00007', 778_500));
    expect(invoiceAfterPayment(customer, entry, 678_500).Sts).toBe('Partial');
    expect(invoiceAfterPayment(customer, entry, 778_500)).toMatchObject({ Sts: 'Closed', PaidP: 778_500 });
    // The insurer's: 29,205 less the 1,000 excess → 28,205 closes it.
    const insurer = invoice({ Payer: 'insurer', InsId: 'I1', Amounts: { GrandTotal: 2_920_500, Payable: 2_820_500 } });
    expect(invoiceAfterPayment(insurer, entry, 2_820_500).Sts).toBe('Closed');
  });

  it('refuses Draft, Cancelled, Closed and Paid invoices and more than is due', () => {
    expect(applicationRefusal(invoice({ Sts: 'Draft' }), 1)).toBe(PaymentMessages.draftNotPayable);
    for (const Sts of ['Cancelled', 'Closed', 'Paid'] as const)
      expect(applicationRefusal(invoice({ Sts }), 1)).toBe(PaymentMessages.notPayable('INV/2627/00007', Sts));
    expect(applicationRefusal(invoice({ Sts: 'Partial', PaidP: 1_000_000 }), 180_051)).toBe(
      PaymentMessages.overDue('INV/2627/00007', 180_050),
    );
    expect(PaymentMessages.overDue('INV/2627/00007', 180_050)).toBe('Only ₹1,800.50 is due on invoice INV/2627/00007.');
    expect(applicationRefusal(invoice({ Sts: 'Partial', PaidP: 1_000_000 }), 180_050)).toBeUndefined();
  });

  it('refuses an invoice listed twice and applications above the amount', () => {
    expect(
      applicationsRefusal(
        [
          { InvId: 'A', amountP: 1 },
          { InvId: 'A', amountP: 1 },
        ],
        10,
      ),
    ).toBe(PaymentMessages.invoiceOnce);
    expect(
      applicationsRefusal(
        [
          { InvId: 'A', amountP: 6 },
          { InvId: 'B', amountP: 5 },
        ],
        10,
      ),
    ).toBe(PaymentMessages.overAmount(10));
    expect(
      applicationsRefusal(
        [
          { InvId: 'A', amountP: 5 },
          { InvId: 'B', amountP: 5 },
        ],
        10,
      ),
    ).toBeUndefined();
  });

  it('the payer of an insurer invoice is its insurer, of any other its customer', () => {
    expect(payerOfInvoice(invoice())).toEqual({ Cust: 'C1' });
    expect(payerOfInvoice(invoice({ Payer: 'insurer', Claim: { InsId: 'I9' } }))).toEqual({ InsId: 'I9' });
    expect(payerOfInvoice(invoice({ Payer: 'insurer', InsId: 'I8', Claim: { InsId: 'I9' } }))).toEqual({ InsId: 'I8' });
    expect(samePayer({ Cust: 'C1' }, { InsId: 'C1' })).toBe(false);
    expect(samePayer({ Cust: 'C1' }, { Cust: 'C1' })).toBe(true);
  });
});
