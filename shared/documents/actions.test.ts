import { describe, expect, it } from 'vitest';
import {
  estimateActions,
  type EstimateActionPermissions,
  invoiceActions,
  type InvoiceActionPermissions,
  invoiceStatusFromPayments,
  repairOrderActions,
  type RepairOrderActionPermissions,
} from './actions';
import type { EstimateStatus, InvoiceStatus, LineStatus, RepairOrderStatus } from './statuses';

const ALL_INV: InvoiceActionPermissions = { acceptPayment: true, cancel: true, auditLog: true, settings: true };
const NO_INV: InvoiceActionPermissions = { acceptPayment: false, cancel: false, auditLog: false, settings: false };
const line = [{}];

describe('service-documents §4 Invoice rules: status from payments', () => {
  it.each<[string, InvoiceStatus, number, number[], number, InvoiceStatus]>([
    ['no payment keeps the status', 'Unpaid', 1180, [], 0, 'Unpaid'],
    ['no payment keeps Draft', 'Draft', 1180, [], 0, 'Draft'],
    ['payments equal to the total close it', 'Unpaid', 1180, [500], 680, 'Closed'],
    ['paise-exact: 0.1 + 0.2 equals 0.30', 'Unpaid', 0.3, [0.1], 0.2, 'Closed'],
    ['less than the total is Partial', 'Unpaid', 1180, [500], 0, 'Partial'],
    ['an extra amount alone is counted', 'Partial', 1180, [], 100, 'Partial'],
    [
      'more than the total is Partial (spec: otherwise Partial; overpayment is refused by validatePayment)',
      'Unpaid',
      100,
      [150],
      0,
      'Partial',
    ],
  ])('§4 %s', (_n, Sts, total, paid, extra, expected) => {
    expect(invoiceStatusFromPayments({ Sts, total, Payments: paid.map((Paid) => ({ Paid })), extra })).toBe(expected);
  });
});

describe('service-documents §4 Invoice rules: actions', () => {
  it.each<[InvoiceStatus, boolean, boolean]>([
    ['Draft', true, true],
    ['Draft', false, false],
    ['Unpaid', true, false],
    ['Closed', true, false],
  ])('§4 Approve: status %s with lines=%s → %s (only Draft with items or ops)', (Sts, hasLines, expected) => {
    expect(invoiceActions({ Sts, Items: hasLines ? line : [] }, ALL_INV, { newFeatures: false }).Approve).toBe(
      expected,
    );
  });

  it('an invoice with no lines is approved and paid only when it bills a claim’s compulsory excess (Excess > 0); it is never credited', () => {
    const excessOnly = { Ops: [], Items: [], Excess: 1_000 };
    expect(invoiceActions({ Sts: 'Draft', ...excessOnly }, ALL_INV, { newFeatures: false }).Approve).toBe(true);
    expect(invoiceActions({ Sts: 'Unpaid', ...excessOnly }, ALL_INV, { newFeatures: false })['Accept Payment']).toBe(
      true,
    );
    expect(invoiceActions({ Sts: 'Closed', ...excessOnly }, ALL_INV, { newFeatures: false })['Credit Note']).toBe(
      false,
    );
    for (const Excess of [0, -1_000, undefined]) {
      expect(invoiceActions({ Sts: 'Draft', Ops: [], Excess }, ALL_INV, { newFeatures: false }).Approve).toBe(false);
      expect(
        invoiceActions({ Sts: 'Unpaid', Ops: [], Excess }, ALL_INV, { newFeatures: false })['Accept Payment'],
      ).toBe(false);
    }
  });

  it.each<[InvoiceStatus, boolean, boolean, boolean]>([
    ['Unpaid', true, true, true],
    ['Partial', true, true, true],
    ['Unpaid', false, true, false],
    ['Unpaid', true, false, false],
    ['Draft', true, true, false],
    ['Paid', true, true, false],
    ['Cancelled', true, true, false],
    ['Closed', true, true, false],
  ])('§4 Accept Payment: %s, items=%s, permission=%s → %s', (Sts, hasLines, perm, expected) => {
    const perms = { ...ALL_INV, acceptPayment: perm };
    expect(invoiceActions({ Sts, Ops: hasLines ? line : [] }, perms, { newFeatures: false })['Accept Payment']).toBe(
      expected,
    );
  });

  it.each<[InvoiceStatus, boolean, boolean]>([
    ['Unpaid', true, true],
    ['Closed', true, true],
    ['Draft', true, true],
    ['Cancelled', true, false],
    ['Unpaid', false, false],
  ])('§4 Cancel: %s with permission=%s → %s', (Sts, perm, expected) => {
    expect(invoiceActions({ Sts }, { ...ALL_INV, cancel: perm }, { newFeatures: false }).Cancel).toBe(expected);
  });

  it.each<[InvoiceStatus, boolean]>([
    ['Closed', true],
    ['Partial', false],
    ['Paid', false],
    ['Unpaid', false],
  ])('§4 Credit Note: only when Closed (%s → %s)', (Sts, expected) => {
    expect(invoiceActions({ Sts, Items: line }, ALL_INV, { newFeatures: false })['Credit Note']).toBe(expected);
  });

  it('§2 Clone only with the new-features flag; Audit Log and Settings follow their permissions', () => {
    expect(invoiceActions({ Sts: 'Unpaid' }, NO_INV, { newFeatures: true })).toMatchObject({
      Clone: true,
      'Audit Log': false,
      Settings: false,
    });
    expect(invoiceActions({ Sts: 'Unpaid' }, ALL_INV, { newFeatures: false })).toMatchObject({
      Clone: false,
      'Audit Log': true,
      Settings: true,
    });
  });
});

const ALL_EST: EstimateActionPermissions = {
  approve: true,
  reopen: true,
  cancel: true,
  addSupplementaryOnClosed: true,
};
const est = (Sts: EstimateStatus, WOId?: string, itemStatuses: LineStatus[] = ['New']) => ({ Sts, WOId, itemStatuses });

describe('service-documents §4 Estimate rules', () => {
  it.each<[EstimateStatus, string | undefined, boolean]>([
    ['New', undefined, true],
    ['WtngForAppr', undefined, true],
    ['Approved', undefined, true],
    ['Supplementary', undefined, true],
    ['New', 'WO-1', false],
    ['Cancelled', undefined, false],
    ['Converted', undefined, false],
    ['Declined', undefined, false],
    ['OnHold', undefined, false],
  ])('§4 Deactivate (Cancel / Declined): %s, WOId=%s → %s', (Sts, WOId, expected) => {
    const a = estimateActions(est(Sts, WOId), ALL_EST, { convertToWO: true });
    expect([a.Cancel, a.Declined]).toEqual([expected, expected]);
  });

  it('§4 Deactivate needs the cancel-estimate permission', () => {
    expect(estimateActions(est('New'), { ...ALL_EST, cancel: false }, { convertToWO: true }).Cancel).toBe(false);
  });

  it.each<[EstimateStatus, boolean]>([
    ['New', true],
    ['WtngForAppr', true],
    ['Approved', true],
    ['Supplementary', true],
    ['Cancelled', false],
    ['Converted', false],
    ['OnHold', false],
    ['Declined', false],
  ])('§4 Hold: %s → %s', (Sts, expected) => {
    expect(estimateActions(est(Sts), ALL_EST, { convertToWO: true }).Hold).toBe(expected);
  });

  it.each<[EstimateStatus, RepairOrderStatus | undefined, boolean, boolean]>([
    ['Converted', 'InProgress', false, true],
    ['Converted', 'Closed', true, true],
    ['Converted', 'Closed', false, false],
    ['Approved', undefined, true, false],
    ['New', undefined, true, false],
  ])('§4 Add Supplementary: %s, order %s, closed-order permission %s → %s', (Sts, roSts, perm, expected) => {
    const a = estimateActions(est(Sts), { ...ALL_EST, addSupplementaryOnClosed: perm }, { convertToWO: true }, roSts);
    expect(a['Add Supplementary']).toBe(expected);
  });

  it.each<[EstimateStatus, boolean, boolean]>([
    ['Approved', true, true],
    ['Approved', false, false],
    ['New', true, false],
    ['Converted', true, false],
  ])('§4 Convert To WO: %s with flag %s → %s', (Sts, flag, expected) => {
    expect(estimateActions(est(Sts), ALL_EST, { convertToWO: flag })['Convert To WO']).toBe(expected);
  });

  it.each<[EstimateStatus, boolean, boolean, boolean]>([
    ['Converted', true, true, false],
    ['Converted', false, false, false],
    ['Cancelled', true, false, true],
    ['Declined', true, false, true],
    ['OnHold', true, false, true],
    ['New', true, false, false],
    ['Approved', true, false, false],
  ])(
    '§4 ReOpen when Converted (with permission), Restart when Cancelled, Declined or OnHold: %s perm=%s → ReOpen %s, Restart %s',
    (Sts, perm, reopen, restart) => {
      const a = estimateActions(est(Sts), { ...ALL_EST, reopen: perm }, { convertToWO: true });
      expect([a.ReOpen, a.Restart]).toEqual([reopen, restart]);
    },
  );

  it.each<[EstimateStatus, LineStatus[], boolean, boolean]>([
    ['New', ['New'], true, true],
    ['WtngForAppr', ['WtngForAppr', 'Approved'], true, true],
    ['Approved', ['Approved'], true, false],
    ['New', ['New'], false, false],
    ['OnHold', ['New'], true, false],
    ['Converted', ['New'], true, false],
  ])('§4/§6 Approve estimate: %s items %j permission %s → %s', (Sts, items, perm, expected) => {
    expect(
      estimateActions(est(Sts, undefined, items), { ...ALL_EST, approve: perm }, { convertToWO: true }).Approve,
    ).toBe(expected);
  });
});

const ALL_RO: RepairOrderActionPermissions = { approve: true, complete: true, cancel: true, reopen: true };
const ro = (Sts: RepairOrderStatus, itemStatuses: LineStatus[] = ['Approved']) => ({ Sts, itemStatuses });
const noFlag = { invoiceOnlyWhenCompleted: false };

describe('service-documents §4 Repair order rules', () => {
  it.each<[RepairOrderStatus, boolean]>([
    ['New', true],
    ['Approved', true],
    ['InProgress', true],
    ['Completed', true],
    ['Cancelled', false],
    ['Closed', false],
    ['OnHold', false],
    ['Declined', false],
  ])('§4 Cancel: %s → %s', (Sts, expected) => {
    expect(repairOrderActions(ro(Sts), ALL_RO, noFlag).Cancel).toBe(expected);
    expect(repairOrderActions(ro(Sts), { ...ALL_RO, cancel: false }, noFlag).Cancel).toBe(false);
  });

  it.each<[RepairOrderStatus, boolean]>([
    ['New', true],
    ['Approved', true],
    ['InProgress', true],
    ['Cancelled', false],
    ['Completed', false],
    ['Closed', false],
    ['OnHold', false],
    ['Declined', false],
  ])('§4 Decline or hold: %s → %s', (Sts, expected) => {
    const a = repairOrderActions(ro(Sts), ALL_RO, noFlag);
    expect([a.Declined, a.Hold]).toEqual([expected, expected]);
  });

  it.each<[RepairOrderStatus, boolean, boolean]>([
    ['Completed', false, true],
    ['Completed', true, true],
    ['Approved', false, true],
    ['Approved', true, false],
    ['InProgress', false, false],
    ['Closed', false, false],
  ])('§4 Generate Invoice: %s with invoice-only-when-completed=%s → %s', (Sts, flag, expected) => {
    expect(repairOrderActions(ro(Sts), ALL_RO, { invoiceOnlyWhenCompleted: flag })['Generate Invoice']).toBe(expected);
  });

  it.each<[RepairOrderStatus, boolean, boolean, boolean]>([
    ['Closed', true, true, false],
    ['Closed', false, false, false],
    ['Cancelled', true, false, true],
    ['Declined', true, false, true],
    ['OnHold', true, false, true],
    ['Completed', true, false, false],
  ])(
    '§4 ReOpen when Closed (with permission), Restart when Cancelled, Declined or OnHold: %s perm=%s → %s / %s',
    (Sts, perm, reopen, restart) => {
      const a = repairOrderActions(ro(Sts), { ...ALL_RO, reopen: perm }, noFlag);
      expect([a.ReOpen, a.Restart]).toEqual([reopen, restart]);
    },
  );

  it.each<[string, RepairOrderStatus, LineStatus[], Partial<RepairOrderActionPermissions>, boolean, boolean]>([
    ['a New item offers Approve', 'New', ['New', 'Approved'], {}, true, false],
    ['a waiting item offers Approve', 'Approved', ['WtngForAppr', 'InProgress'], {}, true, false],
    ['either permission suffices (approve)', 'New', ['New'], { complete: false }, true, false],
    ['either permission suffices (complete)', 'New', ['New'], { approve: false }, true, false],
    ['no permission, nothing offered', 'New', ['New'], { approve: false, complete: false }, false, false],
    ['not on an OnHold order', 'OnHold', ['New', 'InProgress'], {}, false, false],
    ['not on a Cancelled order', 'Cancelled', ['New'], {}, false, false],
    ['not on a Completed order', 'Completed', ['New', 'Completed'], {}, false, false],
    [
      'otherwise Complete when an item is beyond New/WtngForAppr/OnHold/Completed',
      'InProgress',
      ['InProgress', 'Completed'],
      {},
      false,
      true,
    ],
    ['Complete for Approved items', 'Approved', ['Approved'], {}, false, true],
    ['no Complete when all items are Completed', 'Review', ['Completed'], {}, false, false],
    ['no Complete when items are only OnHold', 'Approved', ['OnHold'], {}, false, false],
    ['no Complete from Cancelled or Declined items alone', 'Approved', ['Cancelled', 'Declined'], {}, false, false],
    ['no Complete on a Closed order', 'Closed', ['Approved'], {}, false, false],
    ['no Complete on an OnHold order', 'OnHold', ['Approved'], {}, false, false],
  ])('§4 approve-or-complete offer: %s', (_n, Sts, items, perms, approve, complete) => {
    const a = repairOrderActions(ro(Sts, items), { ...ALL_RO, ...perms }, noFlag);
    expect([a.Approve, a.Complete]).toEqual([approve, complete]);
  });
});
