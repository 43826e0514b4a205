import {
  type PaperSize,
  type PrintColumn,
  type PrintField,
  PrintMessages,
  type PrintModel,
  type PrintSection,
  type PrintTotalRow,
} from '@shared/documents/print';
import type { Content, PageSize, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate } from '../../../lib/format';
import { copyLabel, copyNumbers, isEmptyPrint, pdfTitle } from '../print-text';
import { qrSvg } from '../qr-path';
import { PDF_DEVANAGARI_FONT, PDF_FONT, scriptRuns } from './pdf-fonts';

/**
 * The pdfmake document of a print model: the same blocks, in the same order,
 * as the HTML page (document-print.tsx). Pure: no pdfmake code runs here, so
 * the definition is built and checked without loading the library.
 */

/** The logo as pdfmake takes it: a PNG/JPEG data URL, or SVG markup. */
export type PdfLogo = { readonly image: string } | { readonly svg: string };

const MM = 72 / 25.4;

/** Paper sizes of settings/PrintOptions. A thermal roll is 80 mm wide and as long as the document (one page). */
// Functions, not one shared object: pdfmake writes the measured height into an 'auto' page size.
type Page = { size: PageSize; width: number; margin: number; fontSize: number };
const PAGE: Record<PaperSize, () => Page> = {
  A4: () => ({ size: 'A4', width: 210 * MM, margin: 12 * MM, fontSize: 9 }),
  A5: () => ({ size: 'A5', width: 148 * MM, margin: 8 * MM, fontSize: 7.5 }),
  Letter: () => ({ size: 'LETTER', width: 612, margin: 12 * MM, fontSize: 9 }),
  Thermal80: () => ({ size: { width: 80 * MM, height: 'auto' }, width: 80 * MM, margin: 3 * MM, fontSize: 7 }),
};

/** Tight cell padding: dense but calm, and an A4 estimate of a few lines stays on one page. */
const TIGHT = { paddingTop: () => 1, paddingBottom: () => 1, paddingLeft: () => 2, paddingRight: () => 2 };

const LINE = '#9aa0a6';

/** Text in the face of its script: Devanagari runs in Noto Sans Devanagari, the rest (₹ too) in Noto Sans. */
export const pdfText = (text: string): Content => {
  const runs = scriptRuns(text);
  if (runs.every((r) => !r.devanagari)) return text;
  return runs.map((r) => (r.devanagari ? { text: r.text, font: PDF_DEVANAGARI_FONT } : r.text));
};

const fieldValue = (f: PrintField): string => (f.date ? formatDate(f.value) : f.value);

const fieldsTable = (fields: readonly PrintField[], fill = true): Content => ({
  table: {
    widths: ['auto', fill ? '*' : 'auto'],
    body: fields.map((f): TableCell[] => [{ text: f.label, color: '#5f6368' }, { text: pdfText(fieldValue(f)) }]),
  },
  layout: { ...TIGHT, hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: (i) => (i === 0 ? 0 : 6) },
});

const masthead = (model: PrintModel, logo: PdfLogo | undefined): Content => {
  const b = model.branch;
  const branch: Content[] = [
    { text: pdfText(b.name), bold: true, fontSize: 12 },
    ...b.addressLines.map((l) => ({ text: pdfText(l) })),
    ...(b.gstin ? [{ text: `GSTIN: ${b.gstin}`, bold: true }] : []),
    ...(b.phone ? [{ text: `Phone: ${b.phone}` }] : []),
  ];
  const logoCell: Content[] =
    b.showLogo && logo ? ['svg' in logo ? { svg: logo.svg, fit: [56, 56] } : { image: logo.image, fit: [56, 56] }] : [];
  const thermal = model.paperSize === 'Thermal80';
  const docBlock: Content = {
    stack: [
      { text: model.title, bold: true, fontSize: 13, alignment: thermal ? 'left' : 'right' },
      { text: model.subtitle, alignment: thermal ? 'left' : 'right', margin: [0, 0, 0, 2] },
      fieldsTable(model.meta, thermal),
    ],
  };
  if (thermal) return { stack: [...logoCell, ...branch, { text: ' ' }, docBlock] };
  return {
    columns: [
      ...logoCell.map((c) => ({ width: 60, stack: [c] })),
      { width: '*', stack: branch },
      { width: 'auto', stack: [docBlock] },
    ],
    columnGap: 8,
  };
};

/** An invoice's recipient (name, address, state, GSTIN) beside place of supply and reverse charge (CGST Rule 46). */
const taxParties = (model: PrintModel): Content[] => {
  const tax = model.tax;
  if (!tax) return [];
  const r = tax.recipient;
  const recipient: Content = {
    stack: [
      { text: r.title.toUpperCase(), fontSize: 7, color: '#5f6368' },
      { text: pdfText(r.name), bold: true },
      ...r.addressLines.map((l) => ({ text: pdfText(l) })),
      ...(r.state ? [{ text: `State: ${r.state}` }] : []),
      ...(r.gstin ? [{ text: `GSTIN: ${r.gstin}`, bold: true }] : []),
      ...(r.phone ? [{ text: `Phone: ${r.phone}` }] : []),
    ],
  };
  return [recipient, fieldsTable([...tax.supply, ...model.customer])];
};

/** The UPI QR for the amount due and the e-invoice IRN with the signed QR: the same symbols as the page. */
const taxCodes = (model: PrintModel): Content[] => {
  const upi = model.tax?.upi;
  const einvoice = model.tax?.einvoice;
  const QR = 80;
  const codes: Content[] = [
    ...(upi
      ? [
          {
            columns: [
              { width: QR, svg: qrSvg(upi.uri, QR) },
              { width: '*', text: upi.caption, margin: [4, QR / 2 - 6, 0, 0] as [number, number, number, number] },
            ],
            columnGap: 4,
          },
        ]
      : []),
    ...(einvoice
      ? [
          {
            columns: [
              ...(einvoice.signedQr ? [{ width: QR, svg: qrSvg(einvoice.signedQr, QR) }] : []),
              {
                width: '*',
                stack: [
                  // A 64-character IRN has no space to wrap at: two lines of 32.
                  { text: 'IRN:' },
                  ...(einvoice.irn.match(/.{1,32}/g) ?? []).map((part) => ({ text: part, fontSize: 6.5 })),
                  ...(einvoice.ackNo ? [{ text: `Ack. No.: ${einvoice.ackNo}` }] : []),
                  ...(einvoice.ackDt ? [{ text: `Ack. date: ${einvoice.ackDt}` }] : []),
                ],
                margin: [4, 8, 0, 0] as [number, number, number, number],
              },
            ],
            columnGap: 4,
          },
        ]
      : []),
  ];
  if (codes.length === 0) return [];
  return [
    model.paperSize === 'Thermal80'
      ? { stack: codes, margin: [0, 4, 0, 0] }
      : { columns: codes, columnGap: 12, margin: [0, 4, 0, 0], unbreakable: true },
  ];
};

const partiesBlock = (model: PrintModel): Content => {
  const blocks = model.tax
    ? taxParties(model)
    : [fieldsTable(model.customer), ...(model.claim ? [fieldsTable(model.claim)] : [])];
  return model.paperSize === 'Thermal80' ? { stack: blocks } : { columns: blocks, columnGap: 12 };
};

const cell = (c: PrintColumn, value: string, bold = false): TableCell => ({
  text: pdfText(value),
  alignment: c.align,
  bold,
});

const totalsTable = (rows: readonly PrintTotalRow[], width: number | string): Content => ({
  columns: [
    { width: '*', text: '' },
    {
      width,
      table: {
        widths: ['*', 'auto'],
        body: rows.map((r): TableCell[] => [
          { text: r.label, bold: r.strong === true },
          { text: r.value, alignment: 'right', bold: r.strong === true },
        ]),
      },
      layout: {
        ...TIGHT,
        hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0.5 : 0),
        vLineWidth: () => 0,
        hLineColor: () => LINE,
      },
    },
  ],
  margin: [0, 2, 0, 6],
});

const sectionTable = (section: PrintSection): Content[] => {
  const out: Content[] = [{ text: section.title, bold: true, fontSize: 10, margin: [0, 6, 0, 2] }];
  if (section.columns.length > 0 && section.rows.length > 0) {
    const span = section.columns.length;
    const body: TableCell[][] = [
      section.columns.map((c) => ({ text: c.label, bold: true, alignment: c.align, fillColor: '#f1f3f4' })),
      ...section.rows.map((r): TableCell[] =>
        r.kind === 'group'
          ? [
              { text: pdfText(r.title), bold: true, colSpan: span },
              ...Array.from({ length: span - 1 }, (): TableCell => ({})),
            ]
          : section.columns.map((c) => cell(c, r.cells[c.key] ?? '')),
      ),
    ];
    out.push({
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: section.columns.map((c) => (c.key === 'desc' ? '*' : 'auto')),
        body,
      },
      layout: { ...TIGHT, hLineWidth: () => 0.5, vLineWidth: () => 0, hLineColor: () => LINE },
    });
  }
  if (section.totals.length > 0) out.push(totalsTable(section.totals, section.rows.length > 0 ? 200 : '*'));
  return out;
};

const signatures = (model: PrintModel): Content => ({
  unbreakable: true,
  columns: [
    {
      stack: model.showSignature
        ? [
            { text: ' ', margin: [0, 24, 0, 0] },
            { text: PrintMessages.customerSignature, decoration: 'overline' },
          ]
        : [{ text: '' }],
    },
    {
      stack: [
        { text: pdfText(`For ${model.tax?.signatory ?? model.branch.name}`), alignment: 'right' },
        { text: ' ', margin: [0, 12, 0, 0] },
        { text: PrintMessages.authorisedSignatory, alignment: 'right', decoration: 'overline' },
      ],
    },
  ],
  margin: [0, 12, 0, 0],
});

const sheet = (model: PrintModel, page: Page, logo: PdfLogo | undefined, copy: number): Content[] => [
  ...(model.copies > 1
    ? [{ text: copyLabel(copy, model.copies), alignment: 'right' as const, fontSize: 7, color: '#5f6368' }]
    : []),
  ...(model.header
    ? [
        {
          text: pdfText(model.header),
          alignment: 'center' as const,
          margin: [0, 0, 0, 4] as [number, number, number, number],
        },
      ]
    : []),
  masthead(model, logo),
  {
    canvas: [{ type: 'line', x1: 0, y1: 2, x2: page.width - 2 * page.margin, y2: 2, lineWidth: 0.5, lineColor: LINE }],
    margin: [0, 2, 0, 4],
  },
  partiesBlock(model),
  ...model.sections.flatMap(sectionTable),
  ...(isEmptyPrint(model)
    ? [{ text: PrintMessages.nothingToPrint, italics: true, margin: [0, 8, 0, 8] as [number, number, number, number] }]
    : []),
  ...(model.totals.length > 0 ? [totalsTable(model.totals, model.paperSize === 'Thermal80' ? '*' : 220)] : []),
  ...(model.amountInWords
    ? [{ text: model.amountInWords, italics: true, margin: [0, 0, 0, 2] as [number, number, number, number] }]
    : []),
  ...model.notes.map((n) => ({ text: n, bold: true })),
  ...taxCodes(model),
  ...(model.showSignature || model.tax ? [signatures(model)] : []),
  ...(model.footer
    ? [
        {
          text: pdfText(model.footer),
          alignment: 'center' as const,
          fontSize: 7,
          margin: [0, 10, 0, 0] as [number, number, number, number],
        },
      ]
    : []),
];

/** The pdfmake definition of `model` and the documents that follow it (followedBy); every copy of each starts on a new page. */
export const pdfDocumentDefinition = (model: PrintModel, logo?: PdfLogo): TDocumentDefinitions => {
  const page = PAGE[model.paperSize]();
  const copies = copyNumbers(model.copies);
  // A thermal roll is one long page: its copies follow each other, to be torn off.
  const thermal = model.paperSize === 'Thermal80';
  const parts = [model, ...(model.followedBy ?? [])];
  const sheets = parts.flatMap((part) => copies.map((copy) => ({ part, copy })));
  // Every document's number in the page footer: 'INV/2627/00008 | INV/2627/00007 · Page 1 of 2'.
  const number = parts
    .map((p) => p.number)
    .filter((n) => n !== '')
    .join(' | ');
  return {
    info: { title: pdfTitle(model), subject: model.subtitle, creator: 'Karkhana' },
    pageSize: page.size,
    pageMargins: page.margin,
    defaultStyle: { font: PDF_FONT, fontSize: page.fontSize, lineHeight: 1.1 },
    content: sheets.map(({ part, copy }, i): Content => ({
      stack: sheet(part, page, logo, copy),
      ...(i > 0 ? (thermal ? { margin: [0, 16, 0, 0] } : { pageBreak: 'before' as const }) : {}),
    })),
    footer: thermal
      ? undefined
      : (current, count) => ({
          text: `${number} · Page ${current} of ${count}`,
          alignment: 'right',
          fontSize: 6.5,
          color: '#5f6368',
          margin: [0, 8, page.margin, 0],
        }),
  };
};
