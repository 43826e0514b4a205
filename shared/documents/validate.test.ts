import { describe, expect, it } from 'vitest';
import type { Invoice, RepairOrder } from './schemas';
import { DEFAULT_TAX_CODES } from './tax-codes';
import {
  isDuplicateComplaint,
  isDuplicateOperation,
  isDuplicatePart,
  type ServiceValidationContext,
  validateInvoice,
  validateServiceDocument,
} from './validate';
import { discountCapPaise, validatePayerSplit, validatePayment } from './validate-discounts';
import { hasErrors, isValidSelection, needsConfirmation, type ValidationIssue } from './validation-issue';
import { DocumentMessages as M } from './validation-messages';

const ctx = (over: Partial<ServiceValidationContext> = {}): ServiceValidationContext => ({
  kind: 'RepairOrder',
  stage: 'save',
  date: '2025-10-01',
  taxCodes: DEFAULT_TAX_CODES,
  inventoryFeature: true,
  ...over,
});
const base: RepairOrder = { SA: 'U1', Settings: { Tax: true } };
const pick = (issues: ValidationIssue[]) => issues.map(({ lineId, field, level }) => ({ lineId, field, level }));

describe('service-documents §5 before approve: a non-zero price per payer on active lines', () => {
  it.each<[string, RepairOrder['Ops'], RepairOrder['Parts'], { lineId: string; field: string }[]]>([
    ['Cus labour without Pr', [{ _id: 'WO1', PBy: 'Cus', TCode: 106 }], [], [{ lineId: 'WO1', field: 'Pr' }]],
    ['Cus labour with Pr', [{ _id: 'WO1', PBy: 'Cus', Pr: 10, TCode: 106 }], [], []],
    [
      'Ins part without AssPr (UnPr does not count)',
      [],
      [{ _id: 'WP1', PBy: 'Ins', UnPr: 5, TCode: 106 }],
      [{ lineId: 'WP1', field: 'AssPr' }],
    ],
    [
      'InCu part needs both',
      [],
      [{ _id: 'WP1', PBy: 'InCu', TCode: 106 }],
      [
        { lineId: 'WP1', field: 'UnPr' },
        { lineId: 'WP1', field: 'AssPr' },
      ],
    ],
    ['InCu part with both', [], [{ _id: 'WP1', PBy: 'InCu', UnPr: 1, AssPr: 2, TCode: 106 }], []],
    [
      'Int and War use the customer column',
      [{ _id: 'WO1', PBy: 'Int', TCode: 106 }],
      [{ _id: 'WP1', PBy: 'War', UnPr: 3, TCode: 106 }],
      [{ lineId: 'WO1', field: 'Pr' }],
    ],
    [
      'Cancelled, Declined and OnHold lines are skipped',
      [
        { _id: 'WO1', Sts: 'Cancelled', TCode: 106 },
        { _id: 'WO2', Sts: 'Declined', TCode: 106 },
        { _id: 'WO3', Sts: 'OnHold', TCode: 106 },
      ],
      [],
      [],
    ],
  ])('§5 %s', (_n, Ops, Parts, expected) => {
    const issues = validateServiceDocument({ ...base, Ops, Parts }, ctx({ stage: 'approve' }));
    expect(issues.map(({ lineId, field }) => ({ lineId, field }))).toEqual(expected);
  });

  it('§5 price checks do not run on a plain save', () => {
    expect(validateServiceDocument({ ...base, Ops: [{ _id: 'WO1', TCode: 106 }] }, ctx())).toEqual([]);
  });
});

describe('service-documents §5 tax code when the record is taxable', () => {
  it.each<[string, RepairOrder, number]>([
    ['missing tax code', { ...base, Ops: [{ _id: 'WO1', Pr: 1 }] }, 1],
    ['unknown tax code', { ...base, Ops: [{ _id: 'WO1', Pr: 1, TCode: 999 }] }, 1],
    [
      'code not in force on the date (105 starts 22 Sep 2025)',
      { ...base, Ops: [{ _id: 'WO1', Pr: 1, TCode: 105 }] },
      0,
    ],
    ['not taxable: no code needed', { ...base, Settings: { Tax: false }, Ops: [{ _id: 'WO1', Pr: 1 }] }, 0],
    ['declined line: no code needed', { ...base, Ops: [{ _id: 'WO1', Pr: 1, Sts: 'Declined' }] }, 0],
  ])('§5 %s', (_n, doc, count) => {
    const issues = validateServiceDocument(doc, ctx()).filter((i) => i.field === 'TCode');
    expect(issues).toHaveLength(count);
  });

  it('§5 a tax code valid later is invalid on an earlier document date', () => {
    const doc = { ...base, Ops: [{ _id: 'WO1', Pr: 1, TCode: 105 }] };
    expect(validateServiceDocument(doc, ctx({ date: '2025-09-01' }))[0]).toMatchObject({
      field: 'TCode',
      message: M.taxCodeNeeded,
    });
  });
});

describe('service-documents §5 parts on labour lines need a price and a tax code', () => {
  it.each<[string, RepairOrder['Parts'], { lineId: string; field: string }[]]>([
    ['Cus part without UnPr', [{ _id: 'WP1', OpId: 'WO1', TCode: 106 }], [{ lineId: 'WP1', field: 'UnPr' }]],
    [
      'Ins part without AssPr',
      [{ _id: 'WP1', OpId: 'WO1', PBy: 'Ins', TCode: 106 }],
      [{ lineId: 'WP1', field: 'AssPr' }],
    ],
    [
      'InCu part without both',
      [{ _id: 'WP1', OpId: 'WO1', PBy: 'InCu', TCode: 106 }],
      [
        { lineId: 'WP1', field: 'UnPr' },
        { lineId: 'WP1', field: 'AssPr' },
      ],
    ],
    [
      'part without a tax code even on a non-taxable record',
      [{ _id: 'WP1', OpId: 'WO1', UnPr: 5 }],
      [{ lineId: 'WP1', field: 'TCode' }],
    ],
    ['complete part is fine', [{ _id: 'WP1', OpId: 'WO1', UnPr: 5, TCode: 106 }], []],
  ])('§5 %s', (_n, Parts, expected) => {
    const issues = validateServiceDocument({ ...base, Settings: { Tax: false }, Parts }, ctx());
    expect(issues.map(({ lineId, field }) => ({ lineId, field }))).toEqual(expected);
  });
});

describe('service-documents §5 before completing: sublet vendor and tracked parts', () => {
  it.each<[string, string | number | null | undefined, ReadonlySet<string | number> | undefined, boolean]>([
    ['no vendor', undefined, undefined, true],
    ['empty vendor', '', undefined, true],
    ['-1 vendor', -1, undefined, true],
    ['null vendor', null, undefined, true],
    ['unknown vendor', 'V9', new Set(['V1']), true],
    ['known vendor', 'V1', new Set(['V1']), false],
    ['any vendor when none listed', 'V7', undefined, false],
  ])('§5 sublet line with %s → error %s', (_n, VenId, vendorIds, error) => {
    const doc: RepairOrder = { ...base, Ops: [{ _id: 'WO1', Pr: 100, TCode: 106, Sublet: true, VenId }] };
    const issues = validateServiceDocument(doc, ctx({ stage: 'complete', vendorIds }));
    expect(issues.some((i) => i.field === 'VenId' && i.message === M.subletVendorNeeded)).toBe(error);
    expect(validateServiceDocument(doc, ctx({ stage: 'approve', vendorIds })).some((i) => i.field === 'VenId')).toBe(
      false,
    );
  });

  it.each<[string, Partial<NonNullable<RepairOrder['Parts']>[number]>, boolean]>([
    ['tracked part partly issued', { Track: 'BN', Qty: 3, IQty: 2 }, true],
    ['tracked part fully issued', { Track: 'BN', Qty: 3, IQty: 3 }, false],
    ['untracked part not issued', { Qty: 3, IQty: 0 }, false],
    ['cancelled tracked part', { Track: 'SN', Qty: 3, IQty: 0, Sts: 'Cancelled' }, false],
  ])('§5 tracked parts need full quantity issued: %s → error %s', (_n, p, error) => {
    const doc: RepairOrder = { ...base, Parts: [{ _id: 'WP1', UnPr: 5, TCode: 106, ...p }] };
    expect(validateServiceDocument(doc, ctx({ stage: 'complete' })).some((i) => i.field === 'IQty')).toBe(error);
  });
});

describe('service-documents §5 advisor, duplicates, inventory, complaints', () => {
  it.each<[string, RepairOrder['SA'], boolean]>([
    ['missing', undefined, true],
    ['null', null, true],
    ['empty', '', true],
    ['-1', -1, true],
    ['chosen', 'U1', false],
  ])('§5 advisor (SA) %s → error %s', (_n, SA, error) => {
    expect(validateServiceDocument({ SA }, ctx()).some((i) => i.field === 'SA')).toBe(error);
  });

  it('§5 duplicate complaint id, operation id and MPN with the same op code are errors on the later line', () => {
    const doc: RepairOrder = {
      ...base,
      Comps: [
        { _id: 'WC1', Comp_Id: 'C-7', Desc: 'Noise' },
        { _id: 'WC2', Comp_Id: 'C-7', Desc: 'Noise again' },
      ],
      Ops: [
        { _id: 'WO1', Op_Id: 'OP1', CompId: 'WC1', Pr: 1, TCode: 106 },
        { _id: 'WO2', Op_Id: 'OP1', CompId: 'WC2', Pr: 1, TCode: 106 },
        { _id: 'WO3', Op_Id: 'OP1', Pr: 1, TCode: 106, Sts: 'Declined' },
      ],
      Parts: [
        { _id: 'WP1', MPN: 'M1', OpId: 'WO1', UnPr: 1, TCode: 106 },
        { _id: 'WP2', MPN: 'M1', OpId: 'WO1', UnPr: 1, TCode: 106 },
        { _id: 'WP3', MPN: 'M1', OpId: 'WO2', UnPr: 1, TCode: 106 },
      ],
    };
    expect(pick(validateServiceDocument(doc, ctx()))).toEqual([
      { lineId: 'WC2', field: 'Comp_Id', level: 'error' },
      { lineId: 'WO2', field: 'Op_Id', level: 'error' },
      { lineId: 'WP2', field: 'MPN', level: 'error' },
    ]);
    expect(isDuplicateOperation(doc.Ops ?? [], 'OP1')).toBe(true);
    expect(isDuplicateOperation(doc.Ops ?? [], 'OP2')).toBe(false);
    expect(isDuplicatePart(doc.Parts ?? [], 'M1', 'WO2')).toBe(true);
    expect(isDuplicatePart(doc.Parts ?? [], 'M1', 'WO9')).toBe(false);
    expect(isDuplicateComplaint(doc.Comps, 'C-7')).toBe(true);
    expect(isDuplicateComplaint(doc.Comps, 'C-8')).toBe(false);
  });

  it.each<[string, boolean, number, number, string | undefined, boolean]>([
    ['below issued with inventory on', true, 1, 2, 'INV1', true],
    ['equal to issued', true, 2, 2, 'INV1', false],
    ['inventory feature off', false, 1, 2, 'INV1', false],
    ['not tied to inventory', true, 1, 2, undefined, false],
  ])('§5 inventory-tied quantity: %s → error %s', (_n, inventoryFeature, Qty, IQty, In_Id, error) => {
    const doc: RepairOrder = { ...base, Parts: [{ _id: 'WP1', Qty, IQty, In_Id, UnPr: 1, TCode: 106 }] };
    expect(validateServiceDocument(doc, ctx({ inventoryFeature })).some((i) => i.field === 'Qty')).toBe(error);
  });

  it('§5 each complaint should have a service: asks for confirmation', () => {
    const doc: RepairOrder = {
      ...base,
      Comps: [
        { _id: 'WC1', Desc: 'Brake noise' },
        { _id: 'WC2', Desc: 'AC weak' },
      ],
      Ops: [{ _id: 'WO1', CompId: 'WC1', Pr: 1, TCode: 106 }],
    };
    const issues = validateServiceDocument(doc, ctx());
    expect(issues).toEqual([
      { lineId: 'WC2', field: 'CompId', message: M.complaintWithoutService('AC weak'), level: 'confirm' },
    ]);
    expect(needsConfirmation(issues)).toBe(true);
    expect(hasErrors(issues)).toBe(false);
  });

  it('platform §5 an initial estimate keeps at least one item; a supplementary one may be empty', () => {
    expect(validateServiceDocument({ SA: 'U1' }, ctx({ kind: 'Estimate' }))).toEqual([
      { field: 'Ops', message: M.keepOneItem, level: 'error' },
    ]);
    expect(validateServiceDocument({ SA: 'U1' }, ctx({ kind: 'Estimate', supplementary: true }))).toEqual([]);
  });

  it('duplicate line ids are refused (apportionment ties are broken by id)', () => {
    const doc: RepairOrder = { ...base, Ops: [{ _id: 'WO1', Pr: 1, TCode: 106 }], Parts: [] };
    const dup = { ...doc, Ops: [...(doc.Ops ?? []), { _id: 'WO1', Pr: 2, TCode: 106 }] };
    expect(pick(validateServiceDocument(dup, ctx()))).toEqual([{ lineId: 'WO1', field: '_id', level: 'error' }]);
  });
});

describe('platform §5 General: discounts', () => {
  it.each<[string, number | string | undefined, number, number | undefined]>([
    ['no cap', undefined, 100000, undefined],
    ['zero means no cap', 0, 100000, undefined],
    ['0% means no cap', '0%', 100000, undefined],
    ['amount cap', 250.5, 100000, 25050],
    ['percent cap of the subtotal', '10%', 123456, 12346],
    ['fractional percent cap', '2.5%', 100000, 2500],
  ])('platform §5 cap: %s', (_n, cap, subtotal, expected) => {
    expect(discountCapPaise(cap, subtotal)).toBe(expected);
  });

  const discounted: RepairOrder = {
    ...base,
    LDisc: 50,
    Ops: [{ _id: 'WO1', Pr: 1000, Disc: 100, TCode: 106 }],
    Parts: [{ _id: 'WP1', UnPr: 1000, Disc: 5, Perc: true, TCode: 106 }],
  };
  // Total discount = 100 (line) + 50 (5% line) + 50 (LDisc) = 200 on a subtotal of 2000.
  it.each<[string, number | string | undefined, boolean, string[]]>([
    ['within an amount cap', 200, true, []],
    ['above an amount cap', 199.99, true, [M.discountAboveCap(19999)]],
    ['within a percent cap', '10%', true, []],
    ['above a percent cap', '9.99%', true, [M.discountAboveCap(19980)]],
    ['zero cap means no limit', 0, true, []],
    ['no discount permission', undefined, false, [M.discountNotPermitted]],
  ])('platform §5 total discount %s', (_n, cap, canDiscount, messages) => {
    const issues = validateServiceDocument(discounted, ctx({ discounts: { cap, canDiscount } }));
    expect(issues.map((i) => i.message)).toEqual(messages);
  });

  it('platform §5 a document discount above what it applies to is an error (the total must not be lower than the discount)', () => {
    const doc: RepairOrder = {
      ...base,
      LDisc: 1000.01,
      PDisc: 10,
      Disc: 5000,
      Ops: [{ _id: 'WO1', Pr: 1000, TCode: 106 }],
      Parts: [{ _id: 'WP1', UnPr: 20, TCode: 106 }],
    };
    expect(pick(validateServiceDocument(doc, ctx()))).toEqual([
      { lineId: undefined, field: 'LDisc', level: 'error' },
      { lineId: undefined, field: 'Disc', level: 'error' },
    ]);
  });

  it('a line amount discount above the line amount is an error', () => {
    const doc: RepairOrder = { ...base, Ops: [{ _id: 'WO1', Pr: 100, Disc: 100.01, TCode: 106 }] };
    expect(validateServiceDocument(doc, ctx())).toEqual([
      { lineId: 'WO1', field: 'Disc', message: M.lineDiscountAboveAmount, level: 'error' },
    ]);
  });
});

describe('platform §5 General: customer and insurance split', () => {
  it.each<[string, number, number, number, ValidationIssue[]]>([
    ['equal to the total', 400.5, 779.5, 1180, []],
    [
      'above the total is blocked',
      400.51,
      779.5,
      1180,
      [{ field: 'Split', message: M.splitAboveTotal, level: 'error' }],
    ],
    [
      'below the total needs confirmation',
      400,
      779.5,
      1180,
      [{ field: 'Split', message: M.splitBelowTotal(50), level: 'confirm' }],
    ],
    ['paise exact (0.1 + 0.2 = 0.3)', 0.1, 0.2, 0.3, []],
  ])('platform §5 split %s', (_n, customer, insurance, total, expected) => {
    expect(validatePayerSplit({ customer, insurance, total })).toEqual(expected);
  });
});

describe('payments (ours, with service-documents §4 status from payments)', () => {
  it.each<[string, number, number[], number, boolean]>([
    ['within the balance', 1180, [500], 680, false],
    ['above the balance', 1180, [500], 680.01, true],
    ['zero payment', 1180, [], 0, true],
  ])('%s', (_n, total, paid, amount, error) => {
    expect(hasErrors(validatePayment({ total, Payments: paid.map((Paid) => ({ Paid })), amount }))).toBe(error);
  });
});

describe('invoice validation (service-documents §5, platform §5)', () => {
  const inv: Invoice = { Ops: [{ _id: 'IO1', TCode: 106 }], Items: [{ _id: 'IP1', UnPr: 10 }] };
  it('§5 save: tax code needed on a taxable invoice', () => {
    expect(pick(validateInvoice(inv, { stage: 'save', date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES }))).toEqual([
      { lineId: 'IP1', field: 'TCode', level: 'error' },
    ]);
  });
  it('§5 approve: every line needs a price', () => {
    const issues = validateInvoice(
      { ...inv, Settings: { Tax: false } },
      { stage: 'approve', date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES },
    );
    expect(pick(issues)).toEqual([{ lineId: 'IO1', field: 'Pr', level: 'error' }]);
  });
  it('platform §5 discount cap applies to invoices (InvDiscMax)', () => {
    const issues = validateInvoice(
      { Disc: 10, Perc: true, Ops: [{ _id: 'IO1', Pr: 1000, TCode: 106 }] },
      { stage: 'save', date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES, discounts: { cap: '5%', canDiscount: true } },
    );
    expect(issues.map((i) => i.message)).toEqual([M.discountAboveCap(5000)]);
  });
});

describe('platform §5 General: invalid select values', () => {
  it.each<[string | number | null | undefined, boolean]>([
    [null, false],
    [undefined, false],
    ['', false],
    [-1, false],
    ['-1', false],
    [0, true],
    ['U1', true],
  ])('%j is a valid selection: %s', (v, expected) => {
    expect(isValidSelection(v)).toBe(expected);
  });
});

describe('insurance claims (docs/insurance-depreciation.md)', () => {
  const metal: RepairOrder = {
    ...base,
    Claim: { ClaimNo: 'C1' },
    Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10_000, PBy: 'Ins', TCode: 106 }],
  };

  it('a metal part the insurer pays needs the registration date before approving (not to save)', () => {
    expect(validateServiceDocument(metal, ctx())).toEqual([]);
    expect(validateServiceDocument(metal, ctx({ stage: 'approve' }))).toEqual([
      { field: 'Claim.RegDt', message: M.registrationDateNeeded, level: 'error' },
    ]);
    expect(M.registrationDateNeeded).toBe("Enter the vehicle's registration date for the depreciation of metal parts.");
  });

  it('no date needed on zero-dep cover, customer-paid or declined metal parts, or with the date given', () => {
    const approve = ctx({ stage: 'approve' });
    expect(validateServiceDocument({ ...metal, Claim: { ZeroDep: true } }, approve)).toEqual([]);
    expect(validateServiceDocument({ ...metal, Claim: { RegDt: '2022-04-01' } }, approve)).toEqual([]);
    expect(
      validateServiceDocument(
        { ...metal, Parts: [{ _id: 'WP1', Mat: 'Metal', UnPr: 10, PBy: 'Cus', TCode: 106 }] },
        approve,
      ),
    ).toEqual([]);
    expect(
      validateServiceDocument(
        { ...metal, Parts: [{ _id: 'WP1', Mat: 'Metal', AssPr: 10, PBy: 'Ins', TCode: 106, Sts: 'Declined' }] },
        approve,
      ),
    ).toEqual([]);
  });

  it('the registration date cannot be after the date of the accident (or CrDate when there is none)', () => {
    expect(
      pick(validateServiceDocument({ ...base, Claim: { RegDt: '2025-10-02', LossDt: '2025-10-01' } }, ctx())),
    ).toEqual([{ lineId: undefined, field: 'Claim.RegDt', level: 'error' }]);
    expect(
      hasErrors(validateServiceDocument({ ...base, CrDate: '2025-01-01', Claim: { RegDt: '2025-06-01' } }, ctx())),
    ).toBe(true);
    expect(validateServiceDocument({ ...base, Claim: { RegDt: '2025-10-01', LossDt: '2025-10-01' } }, ctx())).toEqual(
      [],
    );
  });

  it('an excess above the insurer’s share is capped and the user is told on approve (confirm)', () => {
    const ro: RepairOrder = {
      ...base,
      Claim: { Excess: 2_000 },
      Ops: [{ _id: 'WO1', AssPr: 500, PBy: 'Ins', TCode: 106 }],
    };
    expect(validateServiceDocument(ro, ctx())).toEqual([]);
    const issues = validateServiceDocument(ro, ctx({ stage: 'approve' }));
    // Insurer share 500 + 9% + 9% = 590.
    expect(issues).toEqual([
      { field: 'Claim.Excess', message: M.excessAboveInsurerShare(200_000, 59_000), level: 'confirm' },
    ]);
    expect(issues[0]?.message).toBe(
      "The compulsory excess of ₹2,000.00 is more than the insurer's share of ₹590.00; only ₹590.00 is charged to the customer. Proceed anyway?",
    );
    expect(needsConfirmation(issues)).toBe(true);
    expect(validateServiceDocument({ ...ro, Claim: { Excess: 590 } }, ctx({ stage: 'approve' }))).toEqual([]);
  });
});
