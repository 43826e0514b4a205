import { PrintMessages, type PrintField, type PrintModel, type PrintParty } from '@shared/documents/print';
import { useMemo } from 'react';
import { formatDate } from '../../lib/format';
import { qrDrawing } from './qr-path';

/**
 * The blocks only a tax invoice or credit note prints (CGST Rules 46 and 53;
 * docs/printing.md §7): the recipient with GSTIN and state, place of supply and
 * reverse charge, the UPI QR for the amount due, the e-invoice IRN and signed QR.
 */

export function QrCode({ text, label, size = '28mm' }: { text: string; label: string; size?: string }) {
  const { size: box, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      className="kk-print__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

function Party({ party }: { party: PrintParty }) {
  return (
    <div className="kk-print__recipient">
      <p className="kk-print__party-title">{party.title}</p>
      <p className="kk-print__branch-name">{party.name}</p>
      {party.addressLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {party.state ? <p>State: {party.state}</p> : null}
      {party.gstin ? <p className="kk-print__gstin">GSTIN: {party.gstin}</p> : null}
      {party.phone ? <p>Phone: {party.phone}</p> : null}
    </div>
  );
}

function Fields({ fields, timeZone }: { fields: readonly PrintField[]; timeZone?: string | undefined }) {
  return (
    <dl className="kk-print__fields kk-print__supply">
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.date ? formatDate(f.value, timeZone) : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Recipient beside place of supply, reverse charge (a credit note: the original invoice and the reason) and the model's other fields. */
export function TaxParties({ model, timeZone }: { model: PrintModel; timeZone?: string | undefined }) {
  if (!model.tax) return null;
  return (
    <div className="kk-print__parties">
      <Party party={model.tax.recipient} />
      <Fields fields={[...model.tax.supply, ...model.customer]} timeZone={timeZone} />
    </div>
  );
}

/** The UPI QR for the amount due and the e-invoice registration, under the totals. */
export function TaxCodes({ model }: { model: PrintModel }) {
  const upi = model.tax?.upi;
  const einvoice = model.tax?.einvoice;
  if (!upi && !einvoice) return null;
  return (
    <div className="kk-print__codes">
      {upi ? (
        <figure className="kk-print__code">
          <QrCode text={upi.uri} label={PrintMessages.upiQr} />
          <figcaption>{upi.caption}</figcaption>
        </figure>
      ) : null}
      {einvoice ? (
        <figure className="kk-print__code kk-print__einvoice">
          {einvoice.signedQr ? <QrCode text={einvoice.signedQr} label={PrintMessages.signedQr} /> : null}
          <figcaption>
            <span>IRN: {einvoice.irn}</span>
            {einvoice.ackNo ? <span>Ack. No.: {einvoice.ackNo}</span> : null}
            {einvoice.ackDt ? <span>Ack. date: {einvoice.ackDt}</span> : null}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
