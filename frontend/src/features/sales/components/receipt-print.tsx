import { Button, Flex } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { stateLabel } from '@shared/gst/states';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import './receipt-print.css';

/**
 * A sales receipt as printed (docs/sales.md §7): the same sheet on an 80 mm
 * thermal roll (one column, the lines as rows of text) or an A4 page (a table
 * with the tax of each line). With the buyer's GSTIN it is titled a Tax Invoice
 * and names the buyer's GSTIN and the place of supply (CGST Rule 46).
 */
export type Paper = 'thermal' | 'a4';

/** A credit note of a sales return prints on the same sheet with its own title and the receipt it is against. */
export type SheetTitle = { title?: string | undefined; against?: string | undefined };

export function ReceiptPrint({
  receipt,
  timeZone,
  ...titled
}: { receipt: ReceiptAnswer; timeZone?: string | undefined } & SheetTitle) {
  const [paper, setPaper] = useState<Paper>('thermal');
  const print = (choice: Paper) => {
    setPaper(choice);
    // After the sheet takes the chosen width.
    window.setTimeout(() => window.print(), 0);
  };
  return (
    <>
      <Flex className="kk-receipt-toolbar" gap="small" justifyContent="flex-end" role="toolbar" aria-label="Print">
        <Button size="small" variation="primary" onClick={() => print('thermal')}>
          Print 80 mm
        </Button>
        <Button size="small" onClick={() => print('a4')}>
          Print A4
        </Button>
      </Flex>
      <ReceiptSheet receipt={receipt} paper={paper} timeZone={timeZone} {...titled} />
    </>
  );
}

export function ReceiptSheet({
  receipt: r,
  paper,
  timeZone,
  title,
  against,
}: {
  receipt: ReceiptAnswer;
  paper: Paper;
  timeZone?: string | undefined;
} & SheetTitle) {
  const inter = !r.IntraState;
  return (
    <article className={`kk-receipt kk-receipt--${paper}`} aria-label={`Receipt ${r.Num}`}>
      <header className="kk-receipt__head">
        <strong>{r.Seller.Name}</strong>
        {r.Seller.GSTIN ? <span>GSTIN {r.Seller.GSTIN}</span> : null}
        <strong>{title ?? (r.B2B ? 'Tax Invoice' : 'Sales Receipt')}</strong>
        {r.Sts === 'Cancelled' ? <strong>CANCELLED</strong> : null}
        <span>
          {r.Num} · {formatDateTime(r.CrAt, timeZone)}
        </span>
        {r.CustName || r.Ph ? <span>{[r.CustName, r.Ph].filter(Boolean).join(' · ')}</span> : null}
        {r.GSTIN ? <span>Buyer GSTIN {r.GSTIN}</span> : null}
        <span>Place of supply: {stateLabel(r.POS)}</span>
        {against ? <span>{against}</span> : null}
      </header>
      <table className="kk-receipt__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Rate</th>
            <th scope="col">Taxable</th>
            <th scope="col">{inter ? 'IGST' : 'CGST + SGST'}</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {r.Lines.map((l) => (
            <tr key={l._id}>
              <td>
                {l.Desc}
                {l.HSN ? <small> HSN {l.HSN}</small> : null}
                {l.Batch ? <small> Batch {l.Batch}</small> : null}
                {l.Serials ? <small> S/N {l.Serials.join(', ')}</small> : null}
              </td>
              <td className="kk-amount">{formatQuantity(l.Qty)}</td>
              <td className="kk-amount">{formatMoney(l.UnPr)}</td>
              <td className="kk-amount">{formatMoney(l.Taxable)}</td>
              <td className="kk-amount">{formatMoney(inter ? l.IGST : l.CGST + l.SGST)}</td>
              <td className="kk-amount">{formatMoney(l.Total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="kk-receipt__sums">
        {r.Disc > 0 ? <Sum label="Discount" value={-r.Disc} /> : null}
        <Sum label="Taxable" value={r.Taxable} />
        {inter ? <Sum label="IGST" value={r.IGST} /> : null}
        {inter ? null : <Sum label="CGST" value={r.CGST} />}
        {inter ? null : <Sum label="SGST" value={r.SGST} />}
        {r.Adjust !== 0 ? <Sum label="Round off" value={r.Adjust} /> : null}
        <Sum label="Total" value={r.GrandTotal} grand />
        {r.Payments.map((p, i) => (
          <Sum key={i} label={[p.Type, p.Card, p.Ref].filter(Boolean).join(' · ')} value={p.Amt} />
        ))}
      </dl>
      <footer className="kk-receipt__foot">Thank you.</footer>
    </article>
  );
}

function Sum({ label, value, grand = false }: { label: string; value: number; grand?: boolean }) {
  return (
    <div className={grand ? 'kk-receipt__sum kk-receipt__sum--grand' : 'kk-receipt__sum'}>
      <dt>{label}</dt>
      <dd>{formatMoney(value)}</dd>
    </div>
  );
}
