import { formatMoney } from '@shared/documents/money-format';

/** The GST rows of a purchase document's totals: CGST and SGST within the state, IGST across states. */
export function GstRows({ doc }: { doc: { IntraState: boolean; CGST: number; SGST: number; IGST: number } }) {
  return doc.IntraState ? (
    <>
      <dt>CGST</dt>
      <dd className="kk-amount">{formatMoney(doc.CGST)}</dd>
      <dt>SGST</dt>
      <dd className="kk-amount">{formatMoney(doc.SGST)}</dd>
    </>
  ) : (
    <>
      <dt>IGST</dt>
      <dd className="kk-amount">{formatMoney(doc.IGST)}</dd>
    </>
  );
}
