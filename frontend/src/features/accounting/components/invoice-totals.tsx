import { calculateInvoice } from '@shared/documents/calculate-invoice';
import { formatPaise } from '@shared/documents/money-format';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { TaxCode } from '@shared/documents/tax-codes';
import { type InvoiceAnswer, invoiceTotalsPayable } from '@shared/invoices/call-schemas';
import { excessRows } from '@shared/invoices/excess-adjustment';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formToInvoice, type InvoiceForm } from '../utils/invoice-form';

/** The panel's figures in paise; Excess and Payable are a generated claim invoice's settlement adjustment (0 and GrandTotal otherwise). */
export type InvoiceFigures = {
  Taxable: number;
  CGST: number;
  SGST: number;
  IGST: number;
  Adjust: number;
  GrandTotal: number;
  Excess: number;
  Payable: number;
  Credited: number;
  Paid: number;
  Due: number;
};

const p = rupeesToPaise;
export const answerFigures = (t: InvoiceAnswer['Totals']): InvoiceFigures => ({
  Taxable: p(t.Taxable),
  CGST: p(t.CGST),
  SGST: p(t.SGST),
  IGST: p(t.IGST),
  Adjust: p(t.Adjust),
  GrandTotal: p(t.GrandTotal),
  Excess: p(t.Excess ?? 0),
  Payable: p(invoiceTotalsPayable(t)),
  Credited: p(t.Credited),
  Paid: p(t.Paid),
  Due: p(t.Due),
});

/**
 * Figures of the lines as typed, from the shared engine; a Draft has no payments or credit notes yet.
 * `invoiceExcess` is the invoice's own (Invoice.Excess, rupees): GenerateInvoice sets it, the form never edits it.
 */
export function localFigures(
  values: Parameters<typeof formToInvoice>[0],
  taxCodes: readonly TaxCode[],
  date: string,
  round: boolean,
  invoiceExcess?: number,
): InvoiceFigures {
  const inv = formToInvoice(values);
  const {
    totals,
    excess: Excess,
    payable,
  } = calculateInvoice(invoiceExcess === undefined ? inv : { ...inv, Excess: invoiceExcess }, {
    taxCodes,
    date,
    round,
  });
  const o = totals.overall;
  return {
    Taxable: o.taxable,
    CGST: o.cgst,
    SGST: o.sgst,
    IGST: o.igst,
    Adjust: totals.adjust,
    GrandTotal: totals.grandTotal,
    Excess,
    Payable: payable,
    Credited: 0,
    Paid: 0,
    Due: payable,
  };
}

/**
 * Taxable, the tax heads the place of supply calls for (CGST+SGST within the state, IGST across), the rounding,
 * the grand total, a claim's excess adjustment with the net payable (read-only: not part of the supply),
 * and what follows payments.
 */
export function TotalsList({
  figures,
  intraState,
  draft = false,
}: {
  figures: InvoiceFigures;
  intraState: boolean;
  draft?: boolean;
}) {
  const rows: { key: keyof InvoiceFigures; label: string; strong?: boolean; show: boolean }[] = [
    { key: 'Taxable', label: 'Taxable', show: true },
    { key: 'CGST', label: 'CGST', show: intraState || figures.CGST !== 0 },
    { key: 'SGST', label: 'SGST', show: intraState || figures.SGST !== 0 },
    { key: 'IGST', label: 'IGST', show: !intraState || figures.IGST !== 0 },
    // The print's word for the rounding to the rupee (build-invoice-print-model taxRows): the screen and the print name it alike.
    { key: 'Adjust', label: 'Rounding', show: figures.Adjust !== 0 },
    { key: 'GrandTotal', label: 'Grand total', strong: true, show: true },
    ...excessRows(figures.Excess, figures.Payable).map((r) => ({
      key: r.key,
      label: r.label,
      strong: r.strong,
      show: true,
    })),
    { key: 'Credited', label: 'Credited', show: figures.Credited !== 0 },
    // A Draft owes nothing yet and takes no payment: Paid and Due come with its number.
    { key: 'Paid', label: 'Paid', show: !draft },
    { key: 'Due', label: 'Due', strong: true, show: !draft },
  ];
  return (
    <section className="kk-inv__totals kk-totals-bar" aria-label="Totals">
      <dl>
        {rows
          .filter((row) => row.show)
          .map((row) => (
            <div key={row.key} className={row.strong ? 'kk-inv__total kk-inv__total--strong' : 'kk-inv__total'}>
              <dt>{row.label}</dt>
              <dd>
                <output aria-label={row.label}>{formatPaise(figures[row.key])}</output>
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/**
 * The editor's totals: the server's while the form is as saved, recomputed on
 * the device with the same engine while the user types. Only this panel watches
 * every line, so a keystroke re-renders it and the one line.
 */
export function InvoiceTotals({
  control,
  answer,
  changed,
  taxCodes,
  date,
  round,
  intraState,
}: {
  control: Control<InvoiceForm>;
  answer: InvoiceAnswer | undefined;
  changed: boolean;
  taxCodes: readonly TaxCode[];
  date: string;
  round: boolean;
  intraState: boolean;
}) {
  const [Ops, Items, LDisc, LPerc, PDisc, PPerc, Disc, Perc] = useWatch({
    control,
    name: ['Ops', 'Items', 'LDisc', 'LPerc', 'PDisc', 'PPerc', 'Disc', 'Perc'],
  });
  const local = useMemo(
    () => localFigures({ Ops, Items, LDisc, LPerc, PDisc, PPerc, Disc, Perc }, taxCodes, date, round, answer?.Excess),
    [Ops, Items, LDisc, LPerc, PDisc, PPerc, Disc, Perc, taxCodes, date, round, answer?.Excess],
  );
  return (
    <TotalsList figures={answer && !changed ? answerFigures(answer.Totals) : local} intraState={intraState} draft />
  );
}
