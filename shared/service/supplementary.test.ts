import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { refusalOf } from './test/refusal-of';
import { ALL_ESTIMATE_RIGHTS } from './action-rights';
import type { EstimateDoc, RepairOrderDoc } from './service-docs';
import { ServiceMessages as M } from './service-messages';
import { mergeSupplementaryIntoOrder, overallEstimate, supplementaryCodes, supplementaryDelta } from './supplementary';
import { applyEstimateAction, type EstimateActionContext } from './estimate-transitions';

let seq = 0;
const ctx = (over: Partial<EstimateActionContext> = {}): EstimateActionContext => ({
  rights: ALL_ESTIMATE_RIGHTS,
  flags: { convertToWO: true },
  checks: { date: '2026-11-24', taxCodes: DEFAULT_TAX_CODES, inventoryFeature: false },
  newId: () => `S${(seq += 1)}`,
  ...over,
});

const initial: EstimateDoc = {
  _id: 'EST',
  Sts: 'Approved',
  SA: 'u-advisor',
  Cust: 'c1',
  ProdId: 'p1',
  Sur_Id: 'sur1',
  Disc: 500,
  Comps: [{ _id: 'WC1', Comp_Id: 'CMP-9', Desc: 'Front bumper damaged' }],
  Ops: [{ _id: 'EO1', Op_Id: 'OP-1', CompId: 'WC1', Desc: 'Bumper replace', Pr: 1000, TCode: 106, Sts: 'Approved' }],
  Parts: [{ _id: 'EP1', OpId: 'EO1', MPN: 'BMP-1', Desc: 'Bumper', Qty: 1, UnPr: 4000, TCode: 106, Sts: 'Approved' }],
};

const converted = () => applyEstimateAction(initial, 'ConvertToWO', ctx({ newId: () => 'RO' }));

/** Supplementary 'a' as the advisor fills it in: one change (bumper price) and one new job with a part. */
const fill = (supp: EstimateDoc): EstimateDoc => ({
  ...supp,
  Comps: [{ _id: 'WC1', Comp_Id: 'CMP-9', Desc: 'Front bumper damaged' }],
  Ops: [
    { _id: 'EO1', Op_Id: 'OP-1', CompId: 'WC1', Desc: 'Bumper replace', Pr: 1200, TCode: 106, Sts: 'New' },
    { _id: 'EO2', Op_Id: 'OP-7', CompId: 'WC1', Desc: 'Headlamp align', Pr: 300, TCode: 106, Sts: 'New' },
  ],
  Parts: [
    { _id: 'EP1', OpId: 'EO2', MPN: 'HL-1', Desc: 'Headlamp clip', Qty: 2, UnPr: 50, TCode: 106, Sts: 'New' },
    { _id: 'EP2', MPN: 'X', Desc: 'Declined extra', UnPr: 10, TCode: 106, Sts: 'Declined' },
  ],
});

describe('supplementary estimates', () => {
  it('codes are a, b, … in the order they were added', () => {
    expect(supplementaryCodes(3)).toEqual(['a', 'b', 'c']);
    expect(supplementaryCodes(27).slice(-2)).toEqual(['z', 'aa']);
  });

  it('AddSupplementary: code a, then b; the initial estimate and the order list them; the header comes from the initial estimate', () => {
    const { estimate, order } = converted();
    const a = applyEstimateAction(estimate, 'AddSupplementary', ctx({ order, newId: () => 'SUPP-A' }));
    expect(a.supplementary).toMatchObject({
      _id: 'SUPP-A',
      Code: 'a',
      ParentId: 'EST',
      Sts: 'Supplementary',
      SA: 'u-advisor',
      Cust: 'c1',
      ProdId: 'p1',
      Sur_Id: 'sur1',
      Ops: [],
      Parts: [],
    });
    expect(a.supplementary).not.toHaveProperty('Disc');
    expect(a.estimate.SuppEst).toEqual(['SUPP-A']);
    expect(a.order?.SuppEst).toEqual(['SUPP-A']);
    const b = applyEstimateAction(a.estimate, 'AddSupplementary', ctx({ order: a.order, newId: () => 'SUPP-B' }));
    expect(b.supplementary?.Code).toBe('b');
    expect(b.order?.SuppEst).toEqual(['SUPP-A', 'SUPP-B']);
  });

  it('AddSupplementary is refused before conversion, and on a closed order without the reopen permission', () => {
    expect(refusalOf(() => applyEstimateAction(initial, 'AddSupplementary', ctx())).message).toBe(
      M.supplementaryOnlyWhenConverted,
    );
    const { estimate, order } = converted();
    const closed = { ...(order as RepairOrderDoc), Sts: 'Closed' as const };
    expect(
      refusalOf(() =>
        applyEstimateAction(
          estimate,
          'AddSupplementary',
          ctx({ order: closed, rights: { ...ALL_ESTIMATE_RIGHTS, addSupplementaryOnClosed: false } }),
        ),
      ),
    ).toMatchObject({
      status: 403,
      message: M.supplementaryOnClosed,
    });
  });

  it('the delta shows what is added and what changes (before → after) relative to the order', () => {
    const { estimate, order } = converted();
    const a = applyEstimateAction(estimate, 'AddSupplementary', ctx({ order, newId: () => 'SUPP-A' }));
    const delta = supplementaryDelta(fill(a.supplementary as EstimateDoc), a.order as RepairOrderDoc);
    expect(delta.Changed).toEqual([
      {
        LineId: 'WO1',
        From: 'EO1',
        Kind: 'Labor',
        Desc: 'Bumper replace',
        Fields: [{ Field: 'Pr', Before: 1000, After: 1200 }],
      },
    ]);
    expect(delta.Added).toEqual([
      { LineId: 'WO2', From: 'EO2', Kind: 'Labor', Desc: 'Headlamp align' },
      { LineId: 'WP2', From: 'EP1', Kind: 'Part', Desc: 'Headlamp clip' },
    ]);
  });

  it('approving a supplementary adds its delta to the order as Approved lines with its code; it becomes Converted', () => {
    const { estimate, order } = converted();
    const a = applyEstimateAction(estimate, 'AddSupplementary', ctx({ order, newId: () => 'SUPP-A' }));
    const r = applyEstimateAction(fill(a.supplementary as EstimateDoc), 'Approve', ctx({ order: a.order }));
    expect(r.estimate).toMatchObject({ Sts: 'Converted', WOId: 'RO' });
    expect(r.order?.Ops).toMatchObject([
      { _id: 'WO1', Op_Id: 'OP-1', Pr: 1200, EstPr: 1200, SuppEst: 'a', Sts: 'Approved' },
      { _id: 'WO2', Op_Id: 'OP-7', Pr: 300, EstPr: 300, SuppEst: 'a', Sts: 'Approved', CompId: 'WC1' },
    ]);
    expect(r.order?.Parts?.map((p) => [p._id, p.OpId, p.SuppEst, p.Sts])).toEqual([
      ['WP1', 'WO1', undefined, 'Approved'],
      ['WP2', 'WO2', 'a', 'Approved'],
    ]);
    expect(r.order?.Comps).toHaveLength(1);
    expect(r.orderChangedLineIds).toEqual(['WO1', 'WO2', 'WP2']);
    expect(r.delta?.Added.map((x) => x.LineId)).toEqual(['WO2', 'WP2']);
  });

  it('declined lines are never merged: a declined labour line and its declined part stay off the order', () => {
    const { estimate, order } = converted();
    const a = applyEstimateAction(estimate, 'AddSupplementary', ctx({ order, newId: () => 'SUPP-A' }));
    const filled = fill(a.supplementary as EstimateDoc);
    // The customer approved the bumper's new price and declined the headlamp job with its clip.
    const decided: EstimateDoc = {
      ...filled,
      Ops: filled.Ops?.map((o) => ({ ...o, Sts: o._id === 'EO1' ? ('Approved' as const) : ('Declined' as const) })),
      Parts: filled.Parts?.map((p) => ({ ...p, Sts: 'Declined' as const })),
    };
    const merged = mergeSupplementaryIntoOrder(decided, a.order as RepairOrderDoc);
    expect(merged.order.Ops?.map((o) => [o._id, o.Op_Id, o.Pr])).toEqual([['WO1', 'OP-1', 1200]]);
    expect(merged.order.Parts?.map((p) => p._id)).toEqual(['WP1']);
    expect(merged.delta.Added).toEqual([]);
    expect(merged.changedLineIds).toEqual(['WO1']);
  });

  it('a supplementary approved into a completed order reopens its work: the order rolls back to Approved', () => {
    const { estimate, order } = converted();
    const done = {
      ...(order as RepairOrderDoc),
      Sts: 'Completed' as const,
      Ops: order?.Ops?.map((o) => ({ ...o, Sts: 'Completed' as const })),
      Parts: order?.Parts?.map((p) => ({ ...p, Sts: 'Completed' as const })),
    };
    const a = applyEstimateAction(estimate, 'AddSupplementary', ctx({ order: done, newId: () => 'SUPP-A' }));
    const r = applyEstimateAction(fill(a.supplementary as EstimateDoc), 'Approve', ctx({ order: a.order }));
    expect(r.order?.Sts).toBe('Approved');
    expect(r.order?.Ops?.[0]?.Sts).toBe('Completed');
  });

  it('a supplementary into a closed order needs the reopen permission; a cancelled order refuses it', () => {
    const { estimate, order } = converted();
    const a = applyEstimateAction(estimate, 'AddSupplementary', ctx({ order, newId: () => 'SUPP-A' }));
    const supp = fill(a.supplementary as EstimateDoc);
    const closed = { ...(a.order as RepairOrderDoc), Sts: 'Closed' as const };
    expect(() =>
      applyEstimateAction(
        supp,
        'Approve',
        ctx({ order: closed, rights: { ...ALL_ESTIMATE_RIGHTS, reopenOrder: false } }),
      ),
    ).toThrow(M.supplementaryIntoClosed);
    expect(applyEstimateAction(supp, 'Approve', ctx({ order: closed })).order?.Sts).toBe('Approved');
    expect(() => applyEstimateAction(supp, 'Approve', ctx({ order: { ...closed, Sts: 'Cancelled' } }))).toThrow(
      M.supplementaryIntoInactive('Cancelled'),
    );
  });

  it('the overall estimate is the initial plus each live supplementary in code order, a changed line shown once', () => {
    const a = fill({ _id: 'A', Code: 'a', ParentId: 'EST', Sts: 'Converted' });
    const b: EstimateDoc = {
      _id: 'B',
      Code: 'b',
      ParentId: 'EST',
      Sts: 'Supplementary',
      Ops: [{ _id: 'EO1', Op_Id: 'OP-7', Pr: 350, TCode: 106, Sts: 'New' }],
    };
    const cancelled: EstimateDoc = {
      _id: 'C',
      Code: 'c',
      ParentId: 'EST',
      Sts: 'Cancelled',
      Ops: [{ _id: 'EO1', Op_Id: 'OP-9', Pr: 1, Sts: 'Cancelled' }],
    };
    const overall = overallEstimate(initial, [b, cancelled, a]);
    expect(overall.Ops?.map((o) => [o._id, o.Op_Id, o.Pr, o.SuppEst])).toEqual([
      ['EO1', 'OP-1', 1200, 'a'],
      ['EO2', 'OP-7', 350, 'b'],
    ]);
    expect(overall.Parts?.map((p) => [p._id, p.MPN, p.OpId])).toEqual([
      ['EP1', 'BMP-1', 'EO1'],
      ['EP2', 'HL-1', 'EO2'],
    ]);
    expect(overall.Disc).toBe(500);
  });
});
