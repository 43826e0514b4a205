import { formatMoney } from '@shared/documents/money-format';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import { Fragment, type ReactNode } from 'react';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';

type Line = SalesDocAnswer['Lines'][number];

const detailOf = (l: Line) =>
  [l.PCode, l.HSN && `HSN ${l.HSN}`, l.Unmatched ? 'No item of this branch: choose one' : undefined]
    .filter(Boolean)
    .join(' · ');
const qtyOf = (l: Line) => `${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`;
const gstOf = (l: Line) => formatMoney(l.CGST + l.SGST + l.IGST);
const amount = (header: string): ReactNode => <span className="kk-amount">{header}</span>;
const avlCell = (l: Line) => (
  <span className={`kk-amount${(l.Avl ?? 0) < l.Qty ? ' kk-sales-doc__short' : ''}`}>{l.Avl ?? '—'}</span>
);

/** Every figure of a line, once: the table's columns and the card's rows at 390 px read the same list. */
function figuresOf(
  showAvl: boolean,
  fulfilled: boolean,
): { id: string; label: string; value: (l: Line) => ReactNode }[] {
  return [
    { id: 'Qty', label: 'Qty', value: qtyOf },
    ...(showAvl ? [{ id: 'Avl', label: 'Available', value: avlCell }] : []),
    { id: 'UnPr', label: 'Price', value: (l: Line) => formatMoney(l.UnPr) },
    { id: 'Disc', label: 'Discount', value: (l: Line) => (l.Disc ? formatMoney(l.Disc) : '—') },
    { id: 'Taxable', label: 'Taxable', value: (l: Line) => formatMoney(l.Taxable) },
    { id: 'GST', label: 'GST', value: gstOf },
    { id: 'Total', label: 'Total', value: (l: Line) => formatMoney(l.Total) },
    ...(fulfilled
      ? [
          { id: 'DlvQty', label: 'Delivered', value: (l: Line) => l.DlvQty ?? 0 },
          { id: 'InvQty', label: 'Invoiced', value: (l: Line) => l.InvQty ?? 0 },
        ]
      : []),
  ];
}

/**
 * A saved document's lines (docs/sales-orders.md §7): the item, quantity,
 * price, discount, taxable value, GST and total; on an open document what is
 * available in its warehouse (short in red), on an order what was delivered and
 * invoiced, and a connected buyer's line without an item of the branch marked.
 * A table on a desktop, a card per line at 390 px, so no figure is cut off.
 */
export function SalesDocLines({ doc }: { doc: SalesDocAnswer }) {
  const showAvl = doc.Lines.some((l) => l.Avl !== undefined);
  const fulfilled = doc.Lines.some((l) => (l.DlvQty ?? 0) > 0 || (l.InvQty ?? 0) > 0);
  const figures = figuresOf(showAvl, fulfilled);
  const columns: RecordColumn<Line>[] = [
    {
      id: 'Desc',
      header: 'Item',
      cell: (l) => (
        <>
          {l.Desc}
          <div className="kk-sales-doc__detail">{detailOf(l)}</div>
        </>
      ),
    },
    ...figures.map((f) => ({
      id: f.id,
      header: amount(f.label),
      cell: (l: Line) => <div className="kk-amount">{f.value(l)}</div>,
    })),
  ];
  return (
    <RecordTableOrCards<Line>
      caption="Items"
      columns={columns}
      rows={doc.Lines}
      rowKey={(l) => l._id}
      emptyText="No items."
      card={(l) => (
        <div className="kk-record-card kk-sales-doc__card">
          <strong>{l.Desc}</strong>
          <div className="kk-sales-doc__detail">{detailOf(l)}</div>
          <dl className="kk-sales-doc__card-figures">
            {figures.map((f) => (
              <Fragment key={f.id}>
                <dt>{f.label}</dt>
                <dd className="kk-amount">{f.value(l)}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      )}
    />
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
