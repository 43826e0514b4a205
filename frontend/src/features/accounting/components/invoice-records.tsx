import { Heading, Text } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { appliedPayment, InvoiceAnswer } from '@shared/invoices/call-schemas';
import type * as z from 'zod';
import { formatDate } from '../../../lib/format';

/** The payments applied to the invoice (receipt, date, type, amount), and its write-off as the last row. */
export function PaymentsList({
  payments,
  writeOff,
  timeZone,
}: {
  payments: readonly z.infer<typeof appliedPayment>[];
  writeOff?: InvoiceAnswer['WrtOff'];
  timeZone: string;
}) {
  return (
    <section aria-label="Payments">
      <Heading level={4}>Payments</Heading>
      {payments.length === 0 && !writeOff ? (
        <Text className="kk-inv__hint">No payments yet.</Text>
      ) : (
        <div className="kk-inv__scroll">
          <table className="kk-inv__table">
            <thead>
              <tr>
                <th>Receipt</th>
                <th>Date</th>
                <th>Type</th>
                <th className="kk-amount">Paid</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={`${p.PayId}-${p.Num}`}>
                  <td>{p.Num}</td>
                  <td>{formatDate(p.Date, timeZone)}</td>
                  <td>{p.Type}</td>
                  <td className="kk-amount">{formatMoney(p.Paid)}</td>
                </tr>
              ))}
              {writeOff ? (
                <tr>
                  <td>Written off</td>
                  <td>{formatDate(writeOff.Date, timeZone)}</td>
                  <td>{`Write-off: ${writeOff.Reason}`}</td>
                  <td className="kk-amount">{formatMoney(writeOff.Amount)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The credit notes issued against the invoice (number, date, amount). */
export function CreditNotesList({ notes, timeZone }: { notes: InvoiceAnswer['CreditNotes']; timeZone: string }) {
  return (
    <section aria-label="Credit notes">
      <Heading level={4}>Credit notes</Heading>
      {notes.length === 0 ? (
        <Text className="kk-inv__hint">No credit notes.</Text>
      ) : (
        <ul>
          {notes.map((n) => (
            <li key={n._id}>{`${n.Num} · ${formatDate(n.Date, timeZone)} · ${formatMoney(n.Total)}`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An issued invoice's lines, read only (an issued invoice is never edited). */
export function IssuedLines({ answer }: { answer: InvoiceAnswer }) {
  const rows = [
    ...(answer.Ops ?? []).map((o) => ({
      id: o._id,
      desc: o.Desc ?? '',
      code: o.SAC ?? '',
      qty: o.Qty,
      price: o.Pr,
      disc: o.Disc,
      total: o.Total,
    })),
    ...(answer.Items ?? []).map((i) => ({
      id: i._id,
      desc: i.Desc ?? '',
      code: i.HSN ?? '',
      qty: i.Qty,
      price: i.UnPr,
      disc: i.Disc,
      total: i.Total,
    })),
  ];
  const money = (v: number | undefined) => (v === undefined ? '' : formatMoney(v));
  return (
    <div className="kk-inv__scroll">
      <table className="kk-inv__table" aria-label="Invoice lines">
        <thead>
          <tr>
            <th>Line</th>
            <th>Description</th>
            <th>SAC/HSN</th>
            <th className="kk-amount">Qty</th>
            <th className="kk-amount">Price</th>
            <th className="kk-amount">Disc.</th>
            <th className="kk-amount">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>{r.desc}</td>
              <td>{r.code}</td>
              <td className="kk-amount">{r.qty ?? ''}</td>
              <td className="kk-amount">{money(r.price)}</td>
              <td className="kk-amount">{money(r.disc)}</td>
              <td className="kk-amount">{money(r.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
