import { describe, expect, it } from 'vitest';
import { normaliseOnSave } from './normalise';
import { repairOrder, type RepairOrder, invoice, estimate } from './schemas';

describe('service-documents §5 on save: payer rules zero the other party, empty fields go', () => {
  const ro: RepairOrder = {
    SA: 'U1',
    Cust: '',
    WOId: undefined,
    Ops: [
      { _id: 'WO1', PBy: 'Cus', Pr: 100, AssPr: 80, ACGST: 7.2, ASGST: 7.2, Desc1: '', Tech: undefined },
      { _id: 'WO2', PBy: 'Ins', Pr: 100, AssPr: 80, CCGST: 9, CSGST: 9 },
      { _id: 'WO3', PBy: 'InCu', Pr: 30, AssPr: 70 },
    ],
    Parts: [
      { _id: 'WP1', PBy: 'Ins', UnPr: 10, UnAmt: 10, AssPr: 8, EstPr: 12 },
      { _id: 'WP2', PBy: 'War', UnPr: 10, AssPr: 8, AssAmt: 8, AIGST: 1.44 },
    ],
  };
  const out = normaliseOnSave(ro);

  it.each<[string, string, Record<string, unknown>]>([
    ['Cus labour loses the assessed column', 'WO1', { Pr: 100, AssPr: 0, ACGST: 0, ASGST: 0, AIGST: 0 }],
    ['Ins labour loses the customer column', 'WO2', { Pr: 0, AssPr: 80, CCGST: 0, CSGST: 0, CIGST: 0 }],
    ['InCu keeps both', 'WO3', { Pr: 30, AssPr: 70 }],
    ['Ins part loses UnPr / UnAmt, keeps EstPr', 'WP1', { UnPr: 0, UnAmt: 0, AssPr: 8, EstPr: 12 }],
    ['War part loses the assessed column', 'WP2', { UnPr: 10, AssPr: 0, AssAmt: 0, AIGST: 0 }],
  ])('§5 %s', (_n, id, expected) => {
    const line = [...(out.Ops ?? []), ...(out.Parts ?? [])].find((l) => l._id === id);
    expect(line).toMatchObject(expected);
  });

  it('§5 empty optional fields are removed', () => {
    expect(out).not.toHaveProperty('Cust');
    expect(out).not.toHaveProperty('WOId');
    expect(out.Ops?.[0]).not.toHaveProperty('Desc1');
    expect(out.Ops?.[0]).not.toHaveProperty('Tech');
    expect(ro.Ops?.[0]?.AssPr).toBe(80);
  });
});

describe('service-documents §3 schemas in the spec field names', () => {
  it('accepts a repair order and rejects wrong line ids, 3-decimal amounts and percent discounts above 100', () => {
    expect(
      repairOrder.safeParse({ Sts: 'New', Ops: [{ _id: 'WO1', Pr: 100.5, PBy: 'InCu', Sts: 'New' }] }).success,
    ).toBe(true);
    expect(repairOrder.safeParse({ Ops: [{ _id: 'EO1' }] }).success).toBe(false);
    expect(
      estimate.safeParse({ Sts: 'Supplementary', Ops: [{ _id: 'EO1' }], Parts: [{ _id: 'EP2', Qty: 1.25 }] }).success,
    ).toBe(true);
    expect(invoice.safeParse({ Ops: [{ _id: 'IO1', Disc: 12.345 }] }).success).toBe(false);
    expect(invoice.safeParse({ Ops: [{ _id: 'IO1', Disc: 12.345, Perc: true }] }).success).toBe(true);
    expect(invoice.safeParse({ Ops: [{ _id: 'IO1', Disc: 101, Perc: true }] }).success).toBe(false);
    expect(invoice.safeParse({ Disc: 101, Perc: true }).success).toBe(false);
    expect(invoice.safeParse({ Items: [{ _id: 'IP1', UnPr: 19453.125 }] }).success).toBe(true);
    expect(invoice.safeParse({ Items: [{ _id: 'IP1', UnAmt: 1.005 }] }).success).toBe(false);
    expect(invoice.safeParse({ Items: [{ _id: 'IP1', Qty: -1 }] }).success).toBe(false);
    expect(repairOrder.safeParse({ Ops: [{ _id: 'WO1', PBy: 'Xyz' }] }).success).toBe(false);
  });
});
