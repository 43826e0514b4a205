import { formatMoney } from '@shared/documents/money-format';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';

/**
 * A saved document's lines (docs/sales-orders.md §7): the item, quantity,
 * price, discount, taxable value, GST and total; on an open document what is
 * available in its warehouse (short in red), on an order what was delivered and
 * invoiced, and a connected buyer's line without an item of the branch marked.
 */
export function SalesDocLines({ doc }: { doc: SalesDocAnswer }) {
  const showAvl = doc.Lines.some((l) => l.Avl !== undefined);
  const fulfilled = doc.Lines.some((l) => (l.DlvQty ?? 0) > 0 || (l.InvQty ?? 0) > 0);
  return (
    <div className="kk-sales-doc__lines" role="region" aria-label="Items" tabIndex={0}>
      <table>
        <caption className="kk-visually-hidden">Items of the document</caption>
        <thead>
          <tr>
            <th>Item</th>
            <th className="kk-amount">Qty</th>
            {showAvl ? <th className="kk-amount">Available</th> : null}
            <th className="kk-amount">Price</th>
            <th className="kk-amount">Discount</th>
            <th className="kk-amount">Taxable</th>
            <th className="kk-amount">GST</th>
            <th className="kk-amount">Total</th>
            {fulfilled ? <th className="kk-amount">Delivered</th> : null}
            {fulfilled ? <th className="kk-amount">Invoiced</th> : null}
          </tr>
        </thead>
        <tbody>
          {doc.Lines.map((l) => (
            <tr key={l._id}>
              <td>
                {l.Desc}
                <div className="kk-sales-doc__detail">
                  {[l.PCode, l.HSN && `HSN ${l.HSN}`, l.Unmatched ? 'No item of this branch: choose one' : undefined]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </td>
              <td className="kk-amount">{`${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`}</td>
              {showAvl ? (
                <td className={`kk-amount${(l.Avl ?? 0) < l.Qty ? ' kk-sales-doc__short' : ''}`}>{l.Avl ?? '—'}</td>
              ) : null}
              <td className="kk-amount">{formatMoney(l.UnPr)}</td>
              <td className="kk-amount">{l.Disc ? formatMoney(l.Disc) : '—'}</td>
              <td className="kk-amount">{formatMoney(l.Taxable)}</td>
              <td className="kk-amount">{formatMoney(l.CGST + l.SGST + l.IGST)}</td>
              <td className="kk-amount">{formatMoney(l.Total)}</td>
              {fulfilled ? <td className="kk-amount">{l.DlvQty ?? 0}</td> : null}
              {fulfilled ? <td className="kk-amount">{l.InvQty ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SalesDocTotals({ doc }: { doc: SalesDocAnswer }) {
  return (
    <dl className="kk-sales-doc__totals">
      <dt>Amount</dt>
      <dd>{formatMoney(doc.Amt)}</dd>
      {doc.DiscAmt ? (
        <>
          <dt>Discount</dt>
          <dd>{formatMoney(doc.DiscAmt)}</dd>
        </>
      ) : null}
      <dt>Taxable value</dt>
      <dd>{formatMoney(doc.Taxable)}</dd>
      {doc.IntraState ? (
        <>
          <dt>CGST + SGST</dt>
          <dd>{`${formatMoney(doc.CGST)} + ${formatMoney(doc.SGST)}`}</dd>
        </>
      ) : (
        <>
          <dt>IGST</dt>
          <dd>{formatMoney(doc.IGST)}</dd>
        </>
      )}
      {doc.Adjust ? (
        <>
          <dt>Rounding</dt>
          <dd>{formatMoney(doc.Adjust)}</dd>
        </>
      ) : null}
      <dt>Total</dt>
      <dd>
        <strong>{formatMoney(doc.GrandTotal)}</strong>
      </dd>
    </dl>
  );
}
