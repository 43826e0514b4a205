import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { DocumentMessages } from '../documents/validation-messages';
import { refusalOf } from './test/refusal-of';
import {
  ALL_ESTIMATE_RIGHTS,
  ALL_REPAIR_ORDER_RIGHTS,
  type EstimateRights,
  type RepairOrderRights,
} from './action-rights';
import type { EstimateActionPath, RepairOrderActionPath } from './call-schemas';
import type { EstimateDoc, RepairOrderDoc } from './service-docs';
import { ServiceMessages as M } from './service-messages';
import { applyEstimateAction, availableEstimateActions, type EstimateActionContext } from './estimate-transitions';
import {
  applyRepairOrderAction,
  availableRepairOrderActions,
  type RepairOrderActionContext,
} from './repair-order-transitions';
import type { DocumentChecks } from './transitions';

const checks: DocumentChecks = { date: '2026-11-24', taxCodes: DEFAULT_TAX_CODES, inventoryFeature: false };
let seq = 0;
const newId = (): string => `ID${(seq += 1)}`;

const estCtx = (over: Partial<EstimateActionContext> = {}): EstimateActionContext => ({
  rights: ALL_ESTIMATE_RIGHTS,
  flags: { convertToWO: true },
  checks,
  newId,
  ...over,
});
const roCtx = (over: Partial<RepairOrderActionContext> = {}): RepairOrderActionContext => ({
  rights: ALL_REPAIR_ORDER_RIGHTS,
  flags: { invoiceOnlyWhenCompleted: false },
  checks,
  newId,
  ...over,
});

/** An estimate with a complaint served by a labour line, a part on that line, and a free part. */
const estimate = (over: Partial<EstimateDoc> = {}): EstimateDoc => ({
  _id: 'EST',
  Sts: 'New',
  SA: 'u-advisor',
  Cust: 'c1',
  ProdId: 'p1',
  Comps: [{ _id: 'WC1', Comp_Id: 'CMP-9', Desc: 'Brakes squeal' }],
  Ops: [{ _id: 'EO1', Op_Id: 'OP-1', CompId: 'WC1', Desc: 'Brake pads replace', Pr: 800, TCode: 106, Sts: 'New' }],
  Parts: [
    { _id: 'EP1', OpId: 'EO1', MPN: 'BP-1', Desc: 'Brake pad set', Qty: 1, UnPr: 2400, TCode: 106, Sts: 'New' },
    { _id: 'EP2', MPN: 'WIPER', Desc: 'Wiper blade', Qty: 2, UnPr: 300, TCode: 106, Sts: 'New' },
  ],
  ...over,
});

const order = (over: Partial<RepairOrderDoc> = {}): RepairOrderDoc => ({
  _id: 'RO',
  Sts: 'Approved',
  SA: 'u-advisor',
  Cust: 'c1',
  Comps: [{ _id: 'WC1', Comp_Id: 'CMP-9', Desc: 'Brakes squeal' }],
  Ops: [
    {
      _id: 'WO1',
      Op_Id: 'OP-1',
      CompId: 'WC1',
      Desc: 'Brake pads replace',
      Pr: 800,
      TCode: 106,
      Sts: 'Approved',
      Tech: 'u-tech',
    },
    { _id: 'WO2', Op_Id: 'OP-2', CompId: 'WC1', Desc: 'Wheel alignment', Pr: 600, TCode: 106, Sts: 'Approved' },
  ],
  Parts: [{ _id: 'WP1', OpId: 'WO1', MPN: 'BP-1', Qty: 1, UnPr: 2400, TCode: 106, Sts: 'Approved' }],
  ...over,
});

describe('estimate Approve', () => {
  it('approves New and waiting lines, and the estimate rolls up to Approved', () => {
    const r = applyEstimateAction(
      estimate({ Parts: [{ _id: 'EP1', OpId: 'EO1', MPN: 'BP-1', UnPr: 2400, TCode: 106, Sts: 'WtngForAppr' }] }),
      'Approve',
      estCtx(),
    );
    expect(r.estimate.Sts).toBe('Approved');
    expect(r.estimate.Ops?.map((o) => o.Sts)).toEqual(['Approved']);
    expect(r.estimate.Parts?.map((p) => p.Sts)).toEqual(['Approved']);
    expect(r.changedLineIds).toEqual(['EO1', 'EP1']);
  });

  it('keeps declined lines declined', () => {
    const doc = estimate();
    const r = applyEstimateAction(
      { ...doc, Parts: [doc.Parts?.[0] ?? { _id: 'EP1' }, { _id: 'EP2', UnPr: 300, TCode: 106, Sts: 'Declined' }] },
      'Approve',
      estCtx(),
    );
    expect(r.estimate.Parts?.map((p) => p.Sts)).toEqual(['Approved', 'Declined']);
    expect(r.estimate.Sts).toBe('Approved');
  });

  it('refuses with the list of every line and field that fails', () => {
    const e = refusalOf(() =>
      applyEstimateAction(
        estimate({
          Ops: [
            { _id: 'EO1', Op_Id: 'OP-1', CompId: 'WC1', Pr: 0, TCode: 106, Sts: 'New' },
            { _id: 'EO2', Op_Id: 'OP-2', PBy: 'Ins', Pr: 500, TCode: 106, Sts: 'New' },
          ],
          Parts: [],
        }),
        'Approve',
        estCtx(),
      ),
    );
    expect(e.status).toBe(400);
    expect(e.message).toBe(M.approveRefused('estimate'));
    expect(e.Issues).toEqual([
      { LineId: 'EO1', Field: 'Pr', Message: DocumentMessages.customerPriceNeeded },
      { LineId: 'EO2', Field: 'AssPr', Message: DocumentMessages.insurerPriceNeeded },
    ]);
  });

  it('refuses a complaint without a service at approve (§5 "should" asks on save)', () => {
    const e = refusalOf(() =>
      applyEstimateAction(
        estimate({
          Comps: [
            { _id: 'WC1', Desc: 'Brakes squeal' },
            { _id: 'WC2', Desc: 'AC weak' },
          ],
        }),
        'Approve',
        estCtx(),
      ),
    );
    expect(e.Issues).toEqual([{ LineId: 'WC2', Field: 'CompId', Message: M.complaintWithoutService('AC weak') }]);
  });

  it('refuses without the approve permission (403) and when nothing waits (400)', () => {
    expect(
      refusalOf(() =>
        applyEstimateAction(estimate(), 'Approve', estCtx({ rights: { ...ALL_ESTIMATE_RIGHTS, approve: false } })),
      ),
    ).toMatchObject({
      status: 403,
      message: M.noPermission('Approve', 'estimate'),
    });
    const approved = applyEstimateAction(estimate(), 'Approve', estCtx()).estimate;
    expect(refusalOf(() => applyEstimateAction(approved, 'Approve', estCtx()))).toMatchObject({
      status: 400,
      message: M.nothingToApprove('estimate'),
    });
  });
});

describe('estimate Cancel, Decline, Hold, Restart, ReOpen (service-documents §4)', () => {
  it.each<[EstimateActionPath, string]>([
    ['Cancel', 'Cancelled'],
    ['Decline', 'Declined'],
    ['Hold', 'OnHold'],
  ])('%s: the estimate and its open lines become %s', (path, to) => {
    const r = applyEstimateAction(estimate(), path, estCtx());
    expect(r.estimate.Sts).toBe(to);
    expect([...(r.estimate.Ops ?? []), ...(r.estimate.Parts ?? [])].every((l) => l.Sts === to)).toBe(true);
    expect(r.changedLineIds).toEqual(['EO1', 'EP1', 'EP2']);
  });

  it('Restart after hold: on-hold lines back to New, the estimate New', () => {
    const held = applyEstimateAction(estimate(), 'Hold', estCtx()).estimate;
    const r = applyEstimateAction(held, 'Restart', estCtx());
    expect(r.estimate.Sts).toBe('New');
    expect(r.estimate.Ops?.[0]?.Sts).toBe('New');
  });

  it('Restart after cancel brings the cancelled lines back; a supplementary restarts as Supplementary', () => {
    const cancelled = applyEstimateAction(
      estimate({ ParentId: 'EST0', Code: 'a', Sts: 'Supplementary' }),
      'Cancel',
      estCtx(),
    ).estimate;
    const r = applyEstimateAction(cancelled, 'Restart', estCtx());
    expect(r.estimate.Sts).toBe('Supplementary');
    expect(r.estimate.Parts?.map((p) => p.Sts)).toEqual(['New', 'New']);
  });

  it('Cancel is refused once converted, naming why; Hold too; Restart only when stopped', () => {
    const converted = estimate({ Sts: 'Converted', WOId: 'RO' });
    expect(refusalOf(() => applyEstimateAction(converted, 'Cancel', estCtx()))).toMatchObject({
      status: 400,
      message: M.notInStatus('Cancel', 'estimate', 'Converted'),
    });
    expect(refusalOf(() => applyEstimateAction(converted, 'Hold', estCtx())).message).toBe(
      'This estimate is converted: it cannot be put on hold.',
    );
    expect(refusalOf(() => applyEstimateAction(estimate(), 'Restart', estCtx())).message).toBe(
      M.restartOnlyStopped('estimate'),
    );
  });

  it('Cancel needs the cancel permission; Hold needs the right to update estimates', () => {
    expect(
      refusalOf(() =>
        applyEstimateAction(estimate(), 'Cancel', estCtx({ rights: { ...ALL_ESTIMATE_RIGHTS, cancel: false } })),
      ).status,
    ).toBe(403);
    expect(
      refusalOf(() =>
        applyEstimateAction(estimate(), 'Hold', estCtx({ rights: { ...ALL_ESTIMATE_RIGHTS, update: false } })),
      ),
    ).toMatchObject({
      status: 403,
      message: "You don't have permission to put on hold this estimate.",
    });
  });

  it('ReOpen: a converted estimate goes back to what its lines say and keeps its order; Convert is then refused', () => {
    const converted = applyEstimateAction(
      applyEstimateAction(estimate(), 'Approve', estCtx()).estimate,
      'ConvertToWO',
      estCtx(),
    ).estimate;
    const r = applyEstimateAction(converted, 'ReOpen', estCtx());
    expect(r.estimate.Sts).toBe('Approved');
    expect(r.estimate.WOId).toBe(converted.WOId);
    expect(refusalOf(() => applyEstimateAction(r.estimate, 'ConvertToWO', estCtx()))).toMatchObject({
      status: 400,
      message: M.alreadyConverted,
    });
    expect(refusalOf(() => applyEstimateAction(r.estimate, 'Cancel', estCtx())).message).toBe(M.tiedToOrder('Cancel'));
    expect(
      refusalOf(() =>
        applyEstimateAction(converted, 'ReOpen', estCtx({ rights: { ...ALL_ESTIMATE_RIGHTS, reopen: false } })),
      ).status,
    ).toBe(403);
  });
});

describe('Convert To WO', () => {
  it('builds the order: WO/WP ids, links remapped, lines Approved, quote kept in EstPr; estimate Converted with WOId', () => {
    const approved = applyEstimateAction(
      estimate({ Colli: [{ _id: 'ECo1', Desc: 'Front' }], Disc: 5, Perc: true, Sur_Id: 's1' }),
      'Approve',
      estCtx(),
    ).estimate;
    const withColl = { ...approved, Ops: approved.Ops?.map((o) => ({ ...o, CollId: 'ECo1' })) };
    const r = applyEstimateAction(withColl, 'ConvertToWO', estCtx({ newId: () => 'RO-NEW' }));
    expect(r.orderCreated).toBe(true);
    expect(r.estimate).toMatchObject({ Sts: 'Converted', WOId: 'RO-NEW' });
    expect(r.order).toMatchObject({
      _id: 'RO-NEW',
      EstId: 'EST',
      Sts: 'Approved',
      SA: 'u-advisor',
      Cust: 'c1',
      ProdId: 'p1',
      Sur_Id: 's1',
      Disc: 5,
      Perc: true,
      SuppEst: [],
    });
    expect(r.order?.Comps).toEqual([{ _id: 'WC1', Comp_Id: 'CMP-9', Desc: 'Brakes squeal' }]);
    expect(r.order?.Colli).toEqual([{ _id: 'WCo1', Desc: 'Front' }]);
    expect(r.order?.Ops).toEqual([
      {
        _id: 'WO1',
        Op_Id: 'OP-1',
        CompId: 'WC1',
        CollId: 'WCo1',
        Desc: 'Brake pads replace',
        Pr: 800,
        EstPr: 800,
        TCode: 106,
        Sts: 'Approved',
      },
    ]);
    expect(r.order?.Parts?.map((p) => [p._id, p.OpId, p.Sts, p.EstPr])).toEqual([
      ['WP1', 'WO1', 'Approved', 2400],
      ['WP2', undefined, 'Approved', 300],
    ]);
  });

  it('is refused before approval, when switched off, and for a supplementary', () => {
    expect(refusalOf(() => applyEstimateAction(estimate(), 'ConvertToWO', estCtx())).message).toBe(
      M.convertOnlyApproved,
    );
    const approved = applyEstimateAction(estimate(), 'Approve', estCtx()).estimate;
    expect(
      refusalOf(() => applyEstimateAction(approved, 'ConvertToWO', estCtx({ flags: { convertToWO: false } }))).message,
    ).toBe(M.convertSwitchedOff);
    expect(refusalOf(() => applyEstimateAction({ ...approved, ParentId: 'X' }, 'ConvertToWO', estCtx())).message).toBe(
      M.supplementaryJoinsOnApprove,
    );
    expect(
      refusalOf(() =>
        applyEstimateAction(
          approved,
          'ConvertToWO',
          estCtx({ rights: { ...ALL_ESTIMATE_RIGHTS, createOrder: false } }),
        ),
      ).status,
    ).toBe(403);
  });
});

describe('availability lists match the refusals', () => {
  const rights: EstimateRights = { ...ALL_ESTIMATE_RIGHTS, cancel: false, reopen: false };
  it('estimate: New offers Approve and Hold to an advisor without the cancel right', () => {
    expect(availableEstimateActions(estimate(), { rights, flags: { convertToWO: true } })).toEqual(['Approve', 'Hold']);
  });
  it('repair order: Approved with approved lines offers Complete, Cancel, Decline, Hold, GenerateInvoice', () => {
    const r: RepairOrderRights = ALL_REPAIR_ORDER_RIGHTS;
    expect(availableRepairOrderActions(order(), { rights: r, flags: { invoiceOnlyWhenCompleted: false } })).toEqual([
      'Complete',
      'Cancel',
      'Decline',
      'Hold',
      'GenerateInvoice',
    ]);
    expect(
      availableRepairOrderActions(order(), {
        rights: { ...r, createInvoice: false },
        flags: { invoiceOnlyWhenCompleted: true },
      }),
    ).toEqual(['Complete', 'Cancel', 'Decline', 'Hold']);
  });
});

describe('repair order actions', () => {
  it('Approve: new lines Approved, labour follows its parts, the order rolls up (Approved outranks PartsAvl, §4)', () => {
    const doc = order({
      Sts: 'New',
      Ops: [{ _id: 'WO1', Op_Id: 'OP-1', Pr: 800, TCode: 106, Sts: 'New' }],
      Comps: [],
      Parts: [{ _id: 'WP1', OpId: 'WO1', Qty: 2, RQty: 2, UnPr: 100, TCode: 106, Sts: 'New' }],
    });
    const r = applyRepairOrderAction(doc, 'Approve', roCtx());
    expect(r.order.Ops?.[0]?.Sts).toBe('PartsAvl');
    expect(r.order.Parts?.[0]?.Sts).toBe('Approved');
    expect(r.order.Sts).toBe('Approved');
    expect(r.changedLineIds).toEqual(['WO1', 'WP1']);
  });

  it('Approve is open to either of the two alternative permissions', () => {
    const doc = order({ Sts: 'New', Ops: [{ _id: 'WO1', Pr: 800, TCode: 106, Sts: 'New' }], Parts: [], Comps: [] });
    expect(
      applyRepairOrderAction(doc, 'Approve', roCtx({ rights: { ...ALL_REPAIR_ORDER_RIGHTS, approve: false } })).order
        .Sts,
    ).toBe('Approved');
    expect(
      refusalOf(() =>
        applyRepairOrderAction(
          doc,
          'Approve',
          roCtx({ rights: { ...ALL_REPAIR_ORDER_RIGHTS, approve: false, complete: false } }),
        ),
      ).status,
    ).toBe(403);
  });

  it('Complete: every open line Completed, the order Completed', () => {
    const r = applyRepairOrderAction(
      order({
        Parts: [
          { _id: 'WP1', OpId: 'WO1', UnPr: 2400, TCode: 106, Sts: 'Approved' },
          { _id: 'WP2', UnPr: 1, TCode: 106, Sts: 'Declined' },
        ],
      }),
      'Complete',
      roCtx(),
    );
    expect(r.order.Sts).toBe('Completed');
    expect(r.order.Parts?.map((p) => p.Sts)).toEqual(['Completed', 'Declined']);
    expect(r.changedLineIds).toEqual(['WO1', 'WO2', 'WP1']);
  });

  it('Complete is refused for a sublet line without a vendor and a tracked part not issued in full', () => {
    const doc = order({
      Ops: [
        { _id: 'WO1', Op_Id: 'OP-1', CompId: 'WC1', Pr: 800, TCode: 106, Sts: 'Approved', Sublet: true },
        { _id: 'WO2', Op_Id: 'OP-2', Pr: 600, TCode: 106, Sts: 'OnHold' },
      ],
      Parts: [
        { _id: 'WP1', OpId: 'WO1', MPN: 'BP-1', Qty: 2, IQty: 1, Track: 'BN', UnPr: 2400, TCode: 106, Sts: 'Approved' },
      ],
    });
    const e = refusalOf(() => applyRepairOrderAction(doc, 'Complete', roCtx()));
    expect(e.status).toBe(400);
    expect(e.message).toBe(M.insufficientQuantity);
    expect(e.Issues).toEqual([
      { LineId: 'WO1', Field: 'VenId', Message: DocumentMessages.subletVendorNeeded },
      { LineId: 'WP1', Field: 'IQty', Message: DocumentMessages.trackedPartNotIssued },
      { LineId: 'WO2', Field: 'Sts', Message: M.lineOnHold },
    ]);
    const vendorOnly = order({
      Ops: [{ _id: 'WO1', Pr: 800, TCode: 106, Sts: 'Approved', Sublet: true }],
      Parts: [],
      Comps: [],
    });
    expect(refusalOf(() => applyRepairOrderAction(vendorOnly, 'Complete', roCtx())).message).toBe(M.completeRefused);
    expect(
      applyRepairOrderAction(
        { ...vendorOnly, Ops: [{ _id: 'WO1', Pr: 800, TCode: 106, Sts: 'Approved', Sublet: true, VenId: 'v1' }] },
        'Complete',
        roCtx(),
      ).order.Sts,
    ).toBe('Completed');
  });

  it('Complete is refused while lines wait for approval, naming why', () => {
    const doc = order({ Ops: [...(order().Ops ?? []), { _id: 'WO3', Pr: 100, TCode: 106, Sts: 'New' }] });
    expect(refusalOf(() => applyRepairOrderAction(doc, 'Complete', roCtx())).message).toBe(M.approveNewLinesFirst);
  });

  it.each<[RepairOrderActionPath, string]>([
    ['Cancel', 'Cancelled'],
    ['Decline', 'Declined'],
    ['Hold', 'OnHold'],
  ])('%s: the order and its open lines become %s; completed lines stay', (path, to) => {
    const doc = order({
      Ops: [
        { _id: 'WO1', Pr: 800, TCode: 106, Sts: 'Completed' },
        { _id: 'WO2', Pr: 600, TCode: 106, Sts: 'InProgress' },
      ],
      Parts: [],
      Comps: [],
    });
    const r = applyRepairOrderAction(doc, path, roCtx());
    expect(r.order.Sts).toBe(to);
    expect(r.order.Ops?.map((o) => o.Sts)).toEqual(['Completed', to]);
    expect(r.changedLineIds).toEqual(['WO2']);
  });

  it('Restart after hold: lines New (the spec rule), the order New; Hold of a held order is refused', () => {
    const held = applyRepairOrderAction(order(), 'Hold', roCtx()).order;
    expect(refusalOf(() => applyRepairOrderAction(held, 'Hold', roCtx())).message).toBe(
      'This repair order is on hold: it cannot be put on hold.'.replace('repair order', '{order}'),
    );
    const r = applyRepairOrderAction(held, 'Restart', roCtx());
    expect(r.order.Sts).toBe('New');
    expect(r.order.Ops?.every((o) => o.Sts === 'New')).toBe(true);
  });

  it('Cancel needs the cancel permission; Decline the right to update orders', () => {
    expect(
      refusalOf(() =>
        applyRepairOrderAction(order(), 'Cancel', roCtx({ rights: { ...ALL_REPAIR_ORDER_RIGHTS, cancel: false } })),
      ).message,
    ).toBe(M.noPermission('Cancel', '{order}'));
    expect(
      refusalOf(() =>
        applyRepairOrderAction(order(), 'Decline', roCtx({ rights: { ...ALL_REPAIR_ORDER_RIGHTS, update: false } })),
      ).status,
    ).toBe(403);
  });

  it('GenerateInvoice: a customer draft and an insurer draft; the order Closed with InvId', () => {
    let n = 0;
    const doc = order({
      Sts: 'Completed',
      Ops: [{ _id: 'WO1', Desc: 'Bumper repair', Pr: 1000, TCode: 106, Sts: 'Completed' }],
      Parts: [{ _id: 'WP1', Desc: 'Bumper', UnPr: 300, AssPr: 700, PBy: 'InCu', TCode: 106, Sts: 'Completed' }],
      Comps: [],
    });
    const r = applyRepairOrderAction(doc, 'GenerateInvoice', roCtx({ newId: () => `INV${(n += 1)}` }));
    expect(r.order).toMatchObject({ Sts: 'Closed', InvId: 'INV1', InvIds: ['INV1', 'INV2'] });
    expect(r.invoices?.map((i) => [i._id, i.Payer, i.Sts, i.WOId, i.Cust])).toEqual([
      ['INV1', 'customer', 'Draft', 'RO', 'c1'],
      ['INV2', 'insurer', 'Draft', 'RO', 'c1'],
    ]);
    expect(r.invoices?.[0]?.Ops).toMatchObject([{ _id: 'IO1', Desc: 'Bumper repair', Pr: 1000 }]);
    expect(r.invoices?.[0]?.Items).toMatchObject([{ _id: 'IP1', UnPr: 300 }]);
    expect(r.invoices?.[1]?.Items).toMatchObject([{ _id: 'IP1', UnPr: 700 }]);
    expect(r.invoices?.[0]).not.toHaveProperty('Num');
  });

  it('GenerateInvoice: Approved only while the flag allows it; needs the invoice-create right; ReOpen of the closed order', () => {
    expect(
      refusalOf(() =>
        applyRepairOrderAction(order(), 'GenerateInvoice', roCtx({ flags: { invoiceOnlyWhenCompleted: true } })),
      ).message,
    ).toBe(M.invoiceWhen(false));
    expect(
      refusalOf(() =>
        applyRepairOrderAction(
          order(),
          'GenerateInvoice',
          roCtx({ rights: { ...ALL_REPAIR_ORDER_RIGHTS, createInvoice: false } }),
        ),
      ).status,
    ).toBe(403);
    const closed = applyRepairOrderAction(order(), 'GenerateInvoice', roCtx()).order;
    const reopened = applyRepairOrderAction(closed, 'ReOpen', roCtx()).order;
    expect(reopened.Sts).toBe('Approved');
    expect(reopened.InvId).toBe(closed.InvId);
    expect(refusalOf(() => applyRepairOrderAction(order(), 'ReOpen', roCtx())).message).toBe(M.reopenOnlyClosed);
  });
});
