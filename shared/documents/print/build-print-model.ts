import { paiseInWords } from '../amount-in-words';
import { groupIndian } from '../money-format';
import type { Paise } from '../money-math';
import { kindTotals, moneyRow, portionsOf, SHARE_TITLES, type Share, shareTotals, sumOf } from './print-figures';
import { type PrintLine, printLines } from './print-lines';
import type {
  PrintableDocument,
  PrintCalculation,
  PrintField,
  PrintInput,
  PrintModel,
  PrintOptions,
  PrintSection,
  PrintTotalRow,
} from './print-model';
import {
  customerRows,
  documentTotalRows,
  insurerRows,
  payerFigures,
  roundingRows,
  taxRows,
} from './document-total-rows';
import {
  complaintsSection,
  depreciationSection,
  type LineGroup,
  pricedSection,
  sideBySideSection,
  technicianSections,
} from './print-sections';
import { type PrintChoice, printChoiceLabel, printVariant, type PrintTaxView, type PrintVariantId } from './variants';

/**
 * buildPrintModel: one document, one print variant, the branch's print options
 * → the neutral model both the HTML page and the PDF draw (docs/printing.md).
 * The totals rows come from document-total-rows.ts.
 */

/** A document in the print's scope, with its heading on Overall Estimate. */
type ScopedDocument = {
  title?: string | undefined;
  document: PrintableDocument;
  calculation: PrintCalculation;
  lines: PrintLine[];
};

const scoped = (
  title: string | undefined,
  document: PrintableDocument,
  calculation: PrintCalculation,
): ScopedDocument => ({
  title,
  document,
  calculation,
  lines: printLines(document, calculation),
});

const scopeOf = (input: PrintInput, choice: PrintChoice): ScopedDocument[] => {
  const { scope } = printVariant(choice.variant).rule;
  const supps = input.supplementaries ?? [];
  // Parts / Labor Invoice are invoice variants (never offered on an estimate or repair order).
  if (scope === 'own' || scope === 'parts' || scope === 'labour')
    return [scoped(undefined, input.document, input.calculation)];
  if (scope === 'supplementary') {
    const supp = supps.find((s) => s.code === choice.supp);
    if (!supp) throw new RangeError(`There is no supplementary estimate '${choice.supp ?? ''}' to print.`);
    return [scoped(undefined, supp.document, supp.calculation)];
  }
  const headed = scope === 'overall';
  return [
    scoped(headed ? printChoiceLabel({ variant: 'initial' }) : undefined, input.document, input.calculation),
    ...supps.map((s) =>
      scoped(
        headed ? printChoiceLabel({ variant: 'supplementary', supp: s.code }) : undefined,
        s.document,
        s.calculation,
      ),
    ),
  ];
};

/** The shares some counted line of the print has a portion of, in the order the halves print. */
const sharesPresent = (lines: readonly PrintLine[]): Share[] =>
  (['insurer', 'customer', 'other'] as const).filter((s) => lines.some((l) => portionsOf(l.calc, s).length > 0));

const kindGroups = (docs: readonly ScopedDocument[], kind: PrintLine['kind']): LineGroup[] =>
  docs.map((d) => ({ title: d.title, lines: d.lines.filter((l) => l.kind === kind) }));

const summarySection = (
  id: string,
  title: string,
  calcs: readonly PrintCalculation[],
  kind: 'labor' | 'parts',
  tax: PrintTaxView,
): PrintSection => {
  const t = kindTotals(calcs, kind);
  const disc = t.lineDisc + t.recDisc;
  const rows: PrintTotalRow[] = [
    ...(disc > 0 ? [moneyRow('Amount', t.amount), moneyRow('Discount', -disc)] : []),
    moneyRow(tax === 'none' ? 'Total (before tax)' : 'Taxable value', t.taxable, tax === 'none'),
    ...(tax === 'none' ? [] : [moneyRow('GST', t.tax), moneyRow('Total', t.total, true)]),
  ];
  return { id, title, columns: [], rows: [], totals: rows };
};

const branchBlock = (input: PrintInput, options: PrintOptions): PrintModel['branch'] => {
  const a = input.branch.address;
  const place = [a?.Ct, a?.State].filter((p) => p).join(', ') + (a?.Pin ? ` - ${a.Pin}` : '');
  return {
    name: input.branch.name,
    addressLines: [a?.Add1, a?.Add2, place].filter((l): l is string => l !== undefined && l.trim() !== ''),
    gstin: input.branch.gstin,
    phone: input.branch.phone,
    showLogo: (options.ShowLogo ?? true) && input.branch.hasLogo === true,
  };
};

const fields = (pairs: readonly (readonly [string, string | undefined, boolean?])[]): PrintField[] =>
  pairs.flatMap(([label, value, date]) =>
    value === undefined || value.trim() === '' ? [] : [date ? { label, value, date } : { label, value }],
  );

const customerBlock = (input: PrintInput, doc: PrintableDocument): PrintField[] => {
  const p = input.parties;
  const makeModel = [p?.vehicle?.make, p?.vehicle?.model].filter((x) => x).join(' ');
  return fields([
    ['Customer', p?.customer?.name ?? doc.CBillTo?.name],
    ['Phone', p?.customer?.phone ?? doc.CBillTo?.Ph],
    ['Reg. No.', p?.vehicle?.regNo ?? doc.RegNo],
    ['Make / Model', makeModel],
    ['Odometer', doc.Odo === undefined ? undefined : `${groupIndian(String(doc.Odo))} km`],
  ]);
};

const claimBlock = (input: PrintInput, doc: PrintableDocument): PrintField[] | undefined => {
  const c = doc.Claim;
  const block = fields([
    ['Insurer', input.parties?.insurer],
    ['Policy No.', c?.PolicyNo],
    ['Claim No.', c?.ClaimNo],
    ['Surveyor', input.parties?.surveyor],
    ['Zero depreciation', c?.ZeroDep ? 'Yes' : undefined],
  ]);
  return block.length > 0 ? block : undefined;
};

type Body = { sections: PrintSection[]; totals: PrintTotalRow[]; headline: Paise | undefined; notes: string[] };

const pricedBody = (docs: readonly ScopedDocument[], choice: PrintChoice): Body => {
  const { payer, tax, layout, scope } = printVariant(choice.variant).rule;
  const calcs = docs.map((d) => d.calculation);
  const lines = docs.flatMap((d) => d.lines);
  const f = payerFigures(calcs);
  const all = shareTotals(calcs, 'all');
  const notes = tax === 'none' ? ['Tax extra as applicable'] : [];
  const complaints = complaintsSection(docs.map((d) => ({ title: d.title, comps: d.document.Comps ?? [] })));
  const withComplaints = (sections: (PrintSection | undefined)[]): PrintSection[] =>
    [complaints, ...sections].filter(
      (s): s is PrintSection => s !== undefined && (s.rows.length > 0 || s.totals.length > 0),
    );
  const labour = kindGroups(docs, 'Labor');
  const parts = kindGroups(docs, 'Part');
  const grand = (): PrintTotalRow[] => documentTotalRows(calcs, tax);
  const grandHeadline = tax === 'none' ? all.taxable : sumOf(calcs, (c) => c.totals.grandTotal);

  if (layout === 'summary') {
    return {
      sections: [
        summarySection('labour', 'Labour', calcs, 'labor', tax),
        summarySection('parts', 'Parts', calcs, 'parts', tax),
      ],
      totals: grand(),
      headline: grandHeadline,
      notes,
    };
  }
  switch (payer) {
    case 'insurer':
    case 'customer':
      return {
        sections: withComplaints([
          pricedSection('labour', 'Labour', labour, payer, tax),
          pricedSection('parts', 'Parts', parts, payer, tax),
          payer === 'customer' ? depreciationSection(parts) : undefined,
        ]),
        totals: payer === 'insurer' ? insurerRows(calcs, tax, f) : customerRows(calcs, tax, f),
        headline: payer === 'insurer' ? f.insurerPays : f.customerPays,
        notes,
      };
    case 'sideBySide': {
      const shares = sharesPresent(lines);
      return {
        sections: withComplaints([
          sideBySideSection('labour', 'Labour', labour, shares, tax),
          sideBySideSection('parts', 'Parts', parts, shares, tax),
        ]),
        totals: grand(),
        headline: grandHeadline,
        notes,
      };
    }
    case 'split': {
      // Page halves: each share its own list and totals; the grand total follows both.
      const halves = sharesPresent(lines).map((s) =>
        pricedSection(
          s,
          SHARE_TITLES[s],
          [
            { title: 'Labour', lines: labour.flatMap((g) => g.lines) },
            { title: 'Parts', lines: parts.flatMap((g) => g.lines) },
          ],
          s,
          tax,
          s === 'insurer'
            ? insurerRows(calcs, tax, f)
            : s === 'customer'
              ? customerRows(calcs, tax, f)
              : taxRows(calcs, 'other', tax),
        ),
      );
      return {
        sections: withComplaints(halves),
        totals: [moneyRow('Total', all.total, true), ...roundingRows(calcs)],
        headline: grandHeadline,
        notes,
      };
    }
    case 'all':
      return {
        sections: withComplaints(
          scope === 'consolidate'
            ? [
                pricedSection(
                  'items',
                  'Labour and parts',
                  [{ lines: [...labour, ...parts].flatMap((g) => g.lines) }],
                  'all',
                  tax,
                ),
              ]
            : [
                pricedSection('labour', 'Labour', labour, 'all', tax),
                pricedSection('parts', 'Parts', parts, 'all', tax),
              ],
        ),
        totals: grand(),
        headline: grandHeadline,
        notes,
      };
  }
};

/**
 * The print model of `input` in the variant `choice` ('supplementary' needs the
 * code of a supplementary in `input.supplementaries`), under the branch's print
 * options (Settings.Common.PrOptions).
 */
export const buildPrintModel = (
  input: PrintInput,
  choice: PrintChoice | PrintVariantId,
  options: PrintOptions = {},
): PrintModel => {
  const pick: PrintChoice = typeof choice === 'string' ? { variant: choice } : choice;
  const docs = scopeOf(input, pick);
  const first = docs[0] ?? scoped(undefined, input.document, input.calculation);
  const head = input.document;
  const priced = printVariant(pick.variant).rule.layout !== 'technician';
  const body: Body = priced
    ? pricedBody(docs, pick)
    : {
        sections: [
          complaintsSection(docs.map((d) => ({ title: d.title, comps: d.document.Comps ?? [] }))),
          ...technicianSections(
            docs.map((d) => ({ title: d.title, lines: d.lines })),
            input.parties?.technicians ?? {},
          ),
        ].filter((s): s is PrintSection => s !== undefined),
        totals: [],
        headline: undefined,
        notes: [],
      };
  const title = input.kind === 'estimate' ? 'Estimate' : 'Repair Order';
  const number = first.document.Num ?? head.Num ?? '';
  return {
    variant: pick.variant,
    title,
    subtitle: printChoiceLabel(pick),
    number,
    meta: fields([
      [`${title} No.`, number],
      ['Date', first.document.CrDate ?? head.CrDate, true],
      ['Promised', head.PrDate, true],
      ['Service advisor', input.parties?.advisor],
    ]),
    branch: branchBlock(input, options),
    customer: customerBlock(input, head),
    claim: priced ? claimBlock(input, head) : undefined,
    sections: body.sections,
    totals: body.totals,
    amountInWords: body.headline === undefined ? undefined : paiseInWords(body.headline),
    notes: body.notes,
    header: options.Header?.trim() || undefined,
    footer: options.Footer?.trim() || undefined,
    showSignature: options.ShowSignature ?? false,
    paperSize: options.PaperSize ?? 'A4',
    copies: options.Copies ?? 1,
    priced,
  };
};
