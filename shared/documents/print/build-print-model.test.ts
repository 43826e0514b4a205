import { describe, expect, it } from 'vitest';
import { paiseInWords } from '../amount-in-words';
import { buildPrintModel } from './build-print-model';
import type { PrintModel, PrintSection, PrintTotalRow } from './print-model';
import { calculate, insuranceEstimate, printInput, supplementaryA } from './test/print-fixtures';

/**
 * buildPrintModel per variant (docs/printing.md §2). The fixture is
 * an insurance estimate (Ins labour, Cus labour with 10 % off, a Declined line,
 * a shared bumper with 50 % depreciation, Cus oil, Ins headlamp at IGST) with
 * supplementary 'a', calculated by the real engine.
 */
const input = printInput();
const own = input.calculation.totals;
const supp = calculate(supplementaryA).totals;

const section = (m: PrintModel, id: string): PrintSection => {
  const s = m.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id} in ${m.sections.map((x) => x.id).join(', ')}`);
  return s;
};
const descs = (s: PrintSection): string[] => s.rows.flatMap((r) => (r.kind === 'line' ? [r.cells.desc ?? ''] : []));
const groups = (s: PrintSection): string[] => s.rows.flatMap((r) => (r.kind === 'group' ? [r.title] : []));
const row = (rows: readonly PrintTotalRow[], label: string): PrintTotalRow => {
  const r = rows.find((x) => x.label === label);
  if (!r) throw new Error(`no total '${label}' in ${rows.map((x) => x.label).join(', ')}`);
  return r;
};
const labels = (rows: readonly PrintTotalRow[]): string[] => rows.map((r) => r.label);
const columnKeys = (s: PrintSection): string[] => s.columns.map((c) => c.key);

describe('buildPrintModel — header blocks and print options', () => {
  const m = buildPrintModel(input, 'noTax', {
    PaperSize: 'A5',
    Copies: 2,
    ShowLogo: true,
    ShowSignature: true,
    Header: 'Thank you',
    Footer: ' Subject to Bengaluru jurisdiction ',
  });

  it('branch block: name, address lines, GSTIN, logo when the branch has one and ShowLogo is on', () => {
    expect(m.branch).toEqual({
      name: 'Karkhana Motors, Indiranagar',
      addressLines: ['12, 100 Feet Road', 'HAL 2nd Stage', 'Bengaluru, Karnataka - 560038'],
      gstin: '29ABCDE1234F1Z5',
      phone: '080 4000 1234',
      showLogo: true,
    });
    expect(buildPrintModel(input, 'noTax', { ShowLogo: false }).branch.showLogo).toBe(false);
    expect(buildPrintModel({ ...input, branch: { ...input.branch, hasLogo: false } }, 'noTax').branch.showLogo).toBe(
      false,
    );
  });

  it('customer and vehicle block (Devanagari name kept as is), claim block, meta', () => {
    expect(m.customer).toEqual([
      { label: 'Customer', value: 'रमेश कुमार शर्मा' },
      { label: 'Phone', value: '98450 12345' },
      { label: 'Reg. No.', value: 'KA01AB1234' },
      { label: 'Make / Model', value: 'Maruti Suzuki Swift VXi' },
      { label: 'Odometer', value: '1,23,456 km' },
    ]);
    expect(m.claim).toEqual([
      { label: 'Insurer', value: 'New India Assurance' },
      { label: 'Policy No.', value: 'POL-998877' },
      { label: 'Claim No.', value: 'CLM-2025-0042' },
      { label: 'Surveyor', value: 'S. Iyer' },
    ]);
    expect(m.meta).toEqual([
      { label: 'Estimate No.', value: 'EST/2526/00042' },
      { label: 'Date', value: '2025-10-01', date: true },
      { label: 'Promised', value: '2025-10-04', date: true },
      { label: 'Service advisor', value: 'Anita Rao' },
    ]);
    expect(m.title).toBe('Estimate');
    expect(m.subtitle).toBe('No Tax');
  });

  it('print options: paper, copies, signature, header and footer (trimmed); defaults A4, 1 copy, no signature', () => {
    expect(m).toMatchObject({
      paperSize: 'A5',
      copies: 2,
      showSignature: true,
      header: 'Thank you',
      footer: 'Subject to Bengaluru jurisdiction',
    });
    expect(buildPrintModel(input, 'noTax')).toMatchObject({
      paperSize: 'A4',
      copies: 1,
      showSignature: false,
      header: undefined,
      footer: undefined,
    });
  });

  it('no claim block when the document has no claim and no insurer', () => {
    const plain = buildPrintModel(
      { ...input, document: { ...insuranceEstimate, Claim: undefined }, parties: { customer: { name: 'Asha' } } },
      'noTax',
    );
    expect(plain.claim).toBeUndefined();
  });
});

describe('buildPrintModel — which lines (Initial, Supp. Estimate - N, Overall, Consolidate)', () => {
  it("Initial Estimate: the estimate's own lines only; a Declined line is not printed", () => {
    const m = buildPrintModel(input, 'initial');
    expect(descs(section(m, 'labour'))).toEqual(['Remove and refit front bumper', 'AC gas top-up']);
    expect(descs(section(m, 'parts'))).toEqual(['Front bumper', 'Engine oil 5W30', 'Headlamp assembly']);
    expect(descs(section(m, 'complaints'))).toEqual(['Front bumper damaged', 'AC not cooling']);
    expect(row(m.totals, 'Total').paise).toBe(own.overall.total);
    expect(m.amountInWords).toBe(paiseInWords(own.grandTotal));
  });

  it("Supp. Estimate - a: only the supplementary's lines, its number and total", () => {
    const m = buildPrintModel(input, { variant: 'supplementary', supp: 'a' });
    expect(m.subtitle).toBe('Supp. Estimate - a');
    expect(m.number).toBe('EST/2526/00042-a');
    expect(descs(section(m, 'labour'))).toEqual(['Paint front bumper']);
    expect(descs(section(m, 'parts'))).toEqual(['Clip set']);
    expect(row(m.totals, 'Total').paise).toBe(supp.overall.total);
    expect(() => buildPrintModel(input, { variant: 'supplementary', supp: 'z' })).toThrow(RangeError);
  });

  it('Overall Estimate: initial and every supplementary, each group headed; totals add both', () => {
    const m = buildPrintModel(input, 'overall');
    const labour = section(m, 'labour');
    expect(groups(labour)).toEqual(['Initial Estimate', 'Supp. Estimate - a']);
    expect(descs(labour)).toEqual(['Remove and refit front bumper', 'AC gas top-up', 'Paint front bumper']);
    expect(labour.rows.map((r) => (r.kind === 'line' ? r.cells.no : 'head'))).toEqual(['head', '1', '2', 'head', '3']);
    expect(groups(section(m, 'complaints'))).toEqual(['Initial Estimate', 'Supp. Estimate - a']);
    expect(row(m.totals, 'Total').paise).toBe(own.overall.total + supp.overall.total);
  });

  it('Consolidate: every line of every estimate in one list, no group headings', () => {
    const m = buildPrintModel(input, 'consolidate');
    const items = section(m, 'items');
    expect(m.sections.map((s) => s.id)).toEqual(['complaints', 'items']);
    expect(groups(items)).toEqual([]);
    expect(descs(items)).toEqual([
      'Remove and refit front bumper',
      'AC gas top-up',
      'Paint front bumper',
      'Front bumper',
      'Engine oil 5W30',
      'Headlamp assembly',
      'Clip set',
    ]);
    expect(row(m.totals, 'Total').paise).toBe(own.overall.total + supp.overall.total);
  });
});

describe('buildPrintModel — tax (With Tax, No Tax, Without Tax)', () => {
  it("With Tax: GST %, CGST, SGST and IGST columns per line, from the engine's rounded heads", () => {
    const parts = section(buildPrintModel(input, 'withTax'), 'parts');
    expect(columnKeys(parts)).toEqual([
      'no',
      'desc',
      'code',
      'qty',
      'rate',
      'amount',
      'taxable',
      'gst',
      'cgst',
      'sgst',
      'igst',
      'total',
    ]);
    const oil = parts.rows.find((r) => r.kind === 'line' && r.cells.desc === 'Engine oil 5W30');
    // 3.5 × 450.50 = 1,576.75; 9 % = 141.9075 → 141.91 each head.
    expect(oil?.kind === 'line' && oil.cells).toMatchObject({
      qty: '3.5',
      rate: '₹450.50',
      amount: '₹1,576.75',
      gst: '18%',
      cgst: '₹141.91',
      sgst: '₹141.91',
      igst: '',
      total: '₹1,860.57',
    });
    const lamp = parts.rows.find((r) => r.kind === 'line' && r.cells.desc === 'Headlamp assembly');
    expect(lamp?.kind === 'line' && lamp.cells).toMatchObject({ igst: '₹630.00', cgst: '', total: '₹4,130.00' });
  });

  it("No Tax: amounts before tax per line; tax once in the totals, per head and rate, adding up to the engine's tax", () => {
    const m = buildPrintModel(input, 'noTax');
    expect(columnKeys(section(m, 'labour'))).toEqual([
      'no',
      'desc',
      'code',
      'qty',
      'rate',
      'amount',
      'disc',
      'taxable',
    ]);
    const taxRows = m.totals.filter((r) => /^(CGST|SGST|IGST) @/.test(r.label));
    expect(labels(taxRows)).toEqual(['CGST @ 9%', 'SGST @ 9%', 'IGST @ 18%']);
    expect(taxRows.reduce((s, r) => s + r.paise, 0)).toBe(own.overall.tax);
    expect(row(m.totals, 'Taxable value').paise).toBe(own.overall.taxable);
    expect(row(m.totals, 'Discount').paise).toBe(-(own.overall.lineDisc + own.overall.recDisc));
  });

  it('Without Tax: no tax column, no tax row, taxable values only, marked "Tax extra as applicable"', () => {
    const m = buildPrintModel(input, 'withoutTax');
    expect(labels(m.totals)).toEqual(['Amount', 'Discount', 'Total (before tax)']);
    expect(row(m.totals, 'Total (before tax)').paise).toBe(own.overall.taxable);
    expect(m.notes).toEqual(['Tax extra as applicable']);
    for (const s of m.sections)
      expect(columnKeys(s).filter((k) => ['gst', 'cgst', 'sgst', 'igst', 'total'].includes(k))).toEqual([]);
    expect(JSON.stringify(m)).not.toMatch(/GST/);
    expect(m.amountInWords).toBe(paiseInWords(own.overall.taxable));
  });
});

describe('buildPrintModel — payers (Insurance Only, Customer Only, Insurance + Customer, Insurance | Customer)', () => {
  const claim = input.calculation.totals.claim;
  if (!claim) throw new Error('the fixture has a claim');

  it('Insurance Only: the A column (AssPr) of Ins and shared lines; depreciation and excess come off; Insurer pays', () => {
    const m = buildPrintModel(input, 'insuranceOnly');
    expect(descs(section(m, 'labour'))).toEqual(['Remove and refit front bumper']);
    const parts = section(m, 'parts');
    expect(descs(parts)).toEqual(['Front bumper', 'Headlamp assembly']);
    expect(parts.rows[0]?.kind === 'line' && parts.rows[0].cells.rate).toBe('₹6,000.00');
    expect(row(m.totals, 'Total').paise).toBe(own.byPayer.insurer.total);
    expect(row(m.totals, 'Less depreciation').paise).toBe(-300000);
    expect(row(m.totals, 'Less excess').paise).toBe(-100000);
    expect(row(m.totals, 'Insurer pays')).toMatchObject({ paise: claim.insurerPays, strong: true });
    expect(m.amountInWords).toBe(paiseInWords(claim.insurerPays));
  });

  it("Customer Only: the customer's C column, the depreciation they bear line by line, the excess; Customer pays", () => {
    const m = buildPrintModel(input, 'customerOnly');
    expect(descs(section(m, 'labour'))).toEqual(['AC gas top-up']);
    expect(descs(section(m, 'parts'))).toEqual(['Front bumper', 'Engine oil 5W30']);
    const dep = section(m, 'depreciation');
    expect(dep.rows).toEqual([
      { kind: 'line', cells: { no: '1', desc: 'Front bumper', pct: '50%', dep: '₹3,000.00' } },
    ]);
    expect(row(m.totals, 'Depreciation').paise).toBe(300000);
    expect(row(m.totals, 'Excess').paise).toBe(100000);
    expect(row(m.totals, 'Customer pays').paise).toBe(claim.customerPays);
  });

  it('Insurance + Customer: one list with both shares side by side', () => {
    const m = buildPrintModel(input, 'insurancePlusCustomer');
    const parts = section(m, 'parts');
    expect(columnKeys(parts)).toEqual(['no', 'desc', 'qty', 'insurer', 'customer']);
    // The bumper's shares after the insurer's 50% depreciation moved to the customer: 6,000 − 3,000 and 2,000 + 3,000.
    expect(parts.rows[0]).toEqual({
      kind: 'line',
      cells: { no: '1', desc: 'Front bumper', qty: '1', insurer: '₹3,000.00', customer: '₹5,000.00' },
    });
    expect(row(m.totals, 'Insurer pays').paise + row(m.totals, 'Customer pays').paise).toBe(own.overall.total);
  });

  it('Insurance | Customer: two sections, each with its own totals, adding up to the grand total', () => {
    const m = buildPrintModel(input, 'insuranceSplitCustomer');
    expect(m.sections.map((s) => s.id)).toEqual(['complaints', 'insurer', 'customer']);
    expect(groups(section(m, 'insurer'))).toEqual(['Labour', 'Parts']);
    const insurer = row(section(m, 'insurer').totals, 'Insurer pays').paise;
    const customer = row(section(m, 'customer').totals, 'Customer pays').paise;
    expect(insurer + customer).toBe(own.grandTotal);
    expect(row(m.totals, 'Total').paise).toBe(own.grandTotal);
  });

  it('Insurance | Customer with internal lines and rounding: a third section, and the halves still add up', () => {
    const doc = {
      ...insuranceEstimate,
      Ops: [
        ...(insuranceEstimate.Ops ?? []),
        { _id: 'EO9', Desc: 'Road test', PBy: 'Int' as const, Pr: 333.33, TCode: 106 },
      ],
    };
    const calculation = calculate(doc, true);
    const m = buildPrintModel({ ...input, document: doc, calculation }, 'insuranceSplitCustomer');
    expect(m.sections.map((s) => s.id)).toEqual(['complaints', 'insurer', 'customer', 'other']);
    const sum =
      row(section(m, 'insurer').totals, 'Insurer pays').paise +
      row(section(m, 'customer').totals, 'Customer pays').paise +
      row(section(m, 'other').totals, 'Total').paise;
    expect(sum).toBe(calculation.totals.overall.total);
    expect(row(m.totals, 'Rounding').paise).toBe(calculation.totals.adjust);
    expect(row(m.totals, 'Grand total').paise).toBe(sum + calculation.totals.adjust);
  });
});

describe('buildPrintModel — who pays, on a job without an insurer', () => {
  const ops = [
    { _id: 'EO1', Desc: 'General service', PBy: 'Cus' as const, Pr: 2000, TCode: 106 },
    { _id: 'EO2', Desc: 'Warranty check', PBy: 'War' as const, Pr: 500, TCode: 106 },
  ];

  it('a customer-only job prints no Insurer pays / Customer pays rows', () => {
    const document = { ...insuranceEstimate, Ops: ops.slice(0, 1), Parts: [], Claim: undefined };
    const m = buildPrintModel({ ...input, document, calculation: calculate(document) }, 'noTax');
    expect(labels(m.totals)).toEqual(['Taxable value', 'CGST @ 9%', 'SGST @ 9%', 'Total']);
  });

  it('with a warranty line: what the customer pays and what the warranty covers, and no insurer row', () => {
    const document = { ...insuranceEstimate, Ops: ops, Parts: [], Claim: undefined };
    const calculation = calculate(document);
    const m = buildPrintModel({ ...input, document, calculation }, 'noTax');
    expect(labels(m.totals).slice(-2)).toEqual(['Customer pays', 'Internal & warranty']);
    expect(row(m.totals, 'Customer pays').paise + row(m.totals, 'Internal & warranty').paise).toBe(
      calculation.totals.overall.total,
    );
  });
});

describe('buildPrintModel — Summary and Technician Copy', () => {
  it('Summary: labour and parts totals without lines', () => {
    const m = buildPrintModel(input, 'summary');
    expect(m.sections.map((s) => [s.id, s.rows.length])).toEqual([
      ['labour', 0],
      ['parts', 0],
    ]);
    expect(row(section(m, 'labour').totals, 'Total').paise).toBe(own.labor.total);
    expect(row(section(m, 'parts').totals, 'Total').paise).toBe(own.parts.total);
    expect(row(m.totals, 'Total').paise).toBe(own.labor.total + own.parts.total);
  });

  it('Technician Copy: complaints, labour with technician and status, parts with quantities; no money anywhere', () => {
    const m = buildPrintModel({ ...input, kind: 'repairOrder' }, 'technician');
    expect(m.sections.map((s) => s.id)).toEqual(['complaints', 'labour', 'parts']);
    expect(section(m, 'labour').rows[0]).toEqual({
      kind: 'line',
      cells: { no: '1', desc: 'Remove and refit front bumper', tech: 'Ravi Kumar', sts: 'InProgress', done: '' },
    });
    expect(section(m, 'parts').rows[1]).toEqual({
      kind: 'line',
      cells: { no: '2', desc: 'Engine oil 5W30', code: 'OIL-5W30', qty: '3.5', uom: 'L' },
    });
    expect(m).toMatchObject({
      priced: false,
      totals: [],
      amountInWords: undefined,
      claim: undefined,
      title: 'Repair Order',
    });
    const text = JSON.stringify(m);
    expect(text).not.toContain('₹');
    expect(text).not.toMatch(/\d\.\d\d\b/);
    expect(text).not.toMatch(/Rate|Amount|Total|GST|Rupees/);
  });
});
