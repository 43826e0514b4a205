// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildInvoicePrintModel, buildPrintModel, invoicePrintChoices } from '@shared/documents/print';
import { creditNote, customerInvoice, insurerInvoice } from '@shared/documents/print/test/invoice-fixtures';
import { printInput } from '@shared/documents/print/test/print-fixtures';
import { describe, expect, it } from 'vitest';
import { pdfDocumentDefinition, pdfText } from './pdf-document';
import { PDF_DEVANAGARI_FONT, scriptRuns } from './pdf-fonts';
import { createPdf, pdfMakeOf } from './render-pdf';

/**
 * The PDF builder runs pdfmake's own browser build under Node (it needs no DOM
 * to make the bytes), with the very TTF files the app ships.
 */
const require = createRequire(import.meta.url);
const fontFile = (pkg: string): string => readFileSync(require.resolve(pkg)).toString('base64');
const FONTS = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  devanagariRegular: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
};

const loadPdfMake = async () => {
  const pdfMake = pdfMakeOf(await import('pdfmake/build/pdfmake'));
  pdfMake.addVirtualFileSystem({
    [FONTS.regular]: fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    [FONTS.bold]: fontFile('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    [FONTS.devanagariRegular]: fontFile(
      '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    ),
    [FONTS.devanagariBold]: fontFile('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  });
  return pdfMake;
};

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('PDF of a print model', () => {
  it('is a PDF (starts with %PDF) titled with the document number, with Noto Sans and Noto Sans Devanagari embedded', async () => {
    const pdfMake = await loadPdfMake();
    const model = buildPrintModel(printInput(), 'withTax', {
      Copies: 2,
      ShowSignature: true,
      Header: 'Estimate valid for 15 days',
      Footer: 'Subject to Bengaluru jurisdiction',
    });
    const bytes = await createPdf(pdfMake, model, FONTS).getBuffer();
    const text = latin1(bytes);
    // PRINT_PDF_OUT=/tmp/estimate.pdf keeps the PDF for a look (pdftoppm -png turns it into pictures).
    if (process.env.PRINT_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PRINT_PDF_OUT, bytes);
    expect(bytes.length).toBeGreaterThan(5_000);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Estimate EST/2526/00042 - With Tax)');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    // Two copies, each on its own page (a copy of this estimate fits one A4 page).
    expect(text.match(/\/Type \/Page\b/g)?.length).toBe(2);
  }, 30_000);

  it('embeds no Devanagari face when the document has no Devanagari text', async () => {
    const pdfMake = await loadPdfMake();
    const input = printInput();
    const model = buildPrintModel(
      { ...input, parties: { ...input.parties, customer: { name: 'Ramesh Kumar' } } },
      'noTax',
    );
    const text = latin1(await createPdf(pdfMake, model, FONTS).getBuffer());
    expect(text).toMatch(/NotoSans-Regular/);
    expect(text).not.toMatch(/NotoSansDevanagari/);
  }, 30_000);

  it('draws every variant and paper size without failing (the technician copy and a thermal roll too)', async () => {
    const pdfMake = await loadPdfMake();
    for (const [variant, paper] of [
      ['technician', 'A5'],
      ['insuranceSplitCustomer', 'Letter'],
      ['summary', 'Thermal80'],
    ] as const) {
      const model = buildPrintModel({ ...printInput(), kind: 'repairOrder' }, variant, { PaperSize: paper });
      const bytes = await createPdf(pdfMake, model, FONTS).getBuffer();
      expect(latin1(bytes.subarray(0, 5))).toBe('%PDF-');
    }
  }, 30_000);
});

describe('PDF of an invoice and a credit note', () => {
  it('draws every invoice variant, with the UPI QR and the e-invoice QR, and the credit note, on A4 and a roll', async () => {
    const pdfMake = await loadPdfMake();
    const invoice = {
      ...customerInvoice,
      IRN: 'e'.repeat(64),
      AckNo: '112010036563310',
      SignedQR: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2ln',
    };
    const models = [
      ...invoicePrintChoices('customer').map((c) =>
        buildInvoicePrintModel({ kind: 'invoice', invoice, companions: [insurerInvoice] }, c),
      ),
      buildInvoicePrintModel({ kind: 'invoice', invoice }, 'withTax', { PaperSize: 'Thermal80' }),
      buildInvoicePrintModel({ kind: 'creditNote', creditNote }, 'withTax'),
    ];
    for (const model of models) {
      const bytes = await createPdf(pdfMake, model, FONTS).getBuffer();
      // INVOICE_PDF_OUT=/tmp/invoice keeps each PDF for a look (/tmp/invoice-With-Tax.pdf, …).
      if (process.env.INVOICE_PDF_OUT)
        (await import('node:fs')).writeFileSync(
          `${process.env.INVOICE_PDF_OUT}-${model.title}-${model.subtitle}-${model.paperSize}.pdf`.replace(
            /[ |+]/g,
            '-',
          ),
          bytes,
        );
      expect(latin1(bytes).startsWith('%PDF-'), model.subtitle).toBe(true);
    }
  }, 90_000);

  it('Insurance | Customer with two invoices: each invoice from a new page, insurer first; Insurance + Customer: one document', async () => {
    const split = buildInvoicePrintModel(
      { kind: 'invoice', invoice: customerInvoice, companions: [insurerInvoice] },
      'insuranceSplitCustomer',
    );
    const definition = pdfDocumentDefinition(split);
    const content = definition.content as { stack: unknown[]; pageBreak?: string }[];
    expect(content.map((c) => c.pageBreak)).toEqual([undefined, 'before']);
    expect(JSON.stringify(content[0])).toContain('New India Assurance, Mumbai');
    expect(JSON.stringify(content[0])).not.toContain('Asha Rao');
    expect(JSON.stringify(content[1])).toContain('Asha Rao');
    const footer = definition.footer as (current: number, count: number) => { text: string };
    expect(footer(1, 2).text).toBe('INV/2627/00008 | INV/2627/00007 · Page 1 of 2');
    const bytes = latin1(await createPdf(await loadPdfMake(), split, FONTS).getBuffer());
    expect(bytes.match(/\/Type \/Page\b/g)?.length).toBe(2);

    const plus = buildInvoicePrintModel(
      { kind: 'invoice', invoice: customerInvoice, companions: [insurerInvoice] },
      'insurancePlusCustomer',
    );
    const one = pdfDocumentDefinition(plus).content as unknown[];
    expect(one).toHaveLength(1);
    expect(JSON.stringify(one)).toContain('Total of the order');
  }, 90_000);
});

describe('PDF document definition', () => {
  it('sets the paper from PrintOptions: A4, A5, Letter, and an 80 mm roll as long as the document', () => {
    const input = printInput();
    expect(pdfDocumentDefinition(buildPrintModel(input, 'noTax', { PaperSize: 'A5' })).pageSize).toBe('A5');
    expect(pdfDocumentDefinition(buildPrintModel(input, 'noTax', { PaperSize: 'Letter' })).pageSize).toBe('LETTER');
    const roll = pdfDocumentDefinition(buildPrintModel(input, 'noTax', { PaperSize: 'Thermal80' })).pageSize;
    expect(roll).toMatchObject({ height: 'auto' });
    expect(typeof roll === 'object' && Math.round(roll.width)).toBe(227);
  });

  it('puts Devanagari in the Devanagari face and leaves ₹ and Latin in Noto Sans', () => {
    expect(scriptRuns('Customer: रमेश कुमार (₹500)')).toEqual([
      { text: 'Customer: ', devanagari: false },
      { text: 'रमेश कुमार ', devanagari: true },
      { text: '(₹500)', devanagari: false },
    ]);
    expect(pdfText('₹1,23,456.78')).toBe('₹1,23,456.78');
    expect(pdfText('श्री गणेश')).toEqual([{ text: 'श्री गणेश', font: PDF_DEVANAGARI_FONT }]);
  });
});
