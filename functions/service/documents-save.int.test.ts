import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { Messages } from '@shared/api/messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { repairOrderStatusFromItems } from '@shared/documents/rollups';
import { paiseToRupees } from '@shared/documents/money-math';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { documentChangeWrites, readDocument, saveDocument } from '../data/documents/documents-repo';
import {
  approveByLines,
  createEstimate,
  createRepairOrder,
  engineTotals,
  lines,
  ok,
  saveAs,
  saveBodyOf,
} from '../test/service-test-kit';
import { useDocumentsFixture } from '../test/documents-set-up';

/** Saving estimates and repair orders (docs/decisions-service.md 'Saving (PUT)'): what a save keeps, writes and refuses, and the edit locks. */
const W = lines('RepairOrder');

const f = useDocumentsFixture({ roles: ['owner', 'manager', 'advisor'] });

describe('saving', () => {
  it('keeps what the body leaves out, clears what it empties, ignores server-owned fields', async () => {
    const est = await createEstimate(f.s.tokens.advisor, f.cv, f.sa, { Notes: 'Customer waits', Type: 'PMS' });
    const body = saveBodyOf(est, { Sts: 'Approved', CrDate: '2020-01-01', WOId: ulid(), Odo: 42_500 });
    delete body.Notes;
    delete body.Comps;
    const saved = await ok<EstimateAnswer>(routes.saveEstimate, {
      token: f.s.tokens.advisor,
      params: { Id: est._id },
      body,
    });
    expect(saved).toMatchObject({
      Notes: 'Customer waits',
      Type: 'PMS',
      Odo: 42_500,
      Sts: 'New',
      CrDate: est.CrDate,
      ver: 2,
    });
    expect(saved.WOId).toBeUndefined();
    expect(saved.Comps).toEqual(est.Comps);
    const cleared = await ok<EstimateAnswer>(routes.saveEstimate, {
      token: f.s.tokens.advisor,
      params: { Id: est._id },
      body: saveBodyOf(saved, { Notes: '' }),
    });
    expect(cleared.Notes).toBeUndefined();
    expect(cleared.Type).toBe('PMS');
  });

  it('adds, changes and removes lines, recomputes and answers what a read answers', async () => {
    const ro = await createRepairOrder(f.s.tokens.advisor, f.cv, f.sa);
    const ops = [{ ...ro.Ops?.[0], Pr: 1500 }, W.labor(3, { PBy: 'Ins', AssPr: 2800, Pr: 0 })];
    const saved = await ok<RepairOrderAnswer>(routes.saveRepairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: ro._id },
      body: saveBodyOf(ro, { Ops: ops, Parts: [ro.Parts?.[0]] }),
    });
    expect(saved.Ops?.map((o) => [o._id, o.Pr, o.Sts])).toEqual([
      ['WO1', 1500, 'New'],
      ['WO3', 0, 'New'],
    ]);
    expect(saved.Parts?.map((p) => p._id)).toEqual(['WP1']);
    expect(saved.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(saved).grandTotal));
    expect(saved.Totals.Insurer).toBe(3304);
    expect(saved.Totals.Insurer + saved.Totals.Customer + saved.Totals.Internal + saved.Totals.Warranty).toBeCloseTo(
      saved.Totals.GrandTotal,
      2,
    );
    expect(await ok(routes.repairOrder, { token: f.s.tokens.advisor, params: { Id: ro._id } })).toEqual(saved);
  });

  it('inserts a line at the top: the order is kept, and only that line, the header and the audit are written', async () => {
    const ro = await createRepairOrder(f.s.tokens.advisor, f.cv, f.sa);
    const stored = await readDocument(f.s.org.orgId, ro._id, true);
    if (!stored) throw new Error('missing');
    const lines = { ...stored.lines, Ops: [W.labor(9), ...stored.lines.Ops] };
    const { writes } = documentChangeWrites({
      before: stored,
      next: { head: stored.head, lines },
      audit: { Action: 'Save', By: f.sa },
    });
    expect(writes.map((w) => String((w.item.Put?.Item ?? w.item.Update?.Key ?? w.item.Delete?.Key)?.sk))).toEqual([
      'HEAD',
      'OP#WO9',
      expect.stringMatching(/^AUDIT#/),
    ]);
    const saved = await ok<RepairOrderAnswer>(routes.saveRepairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: ro._id },
      body: saveBodyOf(ro, { Ops: [W.labor(9), ...(ro.Ops ?? [])] }),
    });
    expect(saved.Ops?.map((o) => o._id)).toEqual(['WO9', 'WO1', 'WO2']);
    expect(
      (await ok<RepairOrderAnswer>(routes.repairOrder, { token: f.s.tokens.advisor, params: { Id: ro._id } })).Ops?.map(
        (o) => o._id,
      ),
    ).toEqual(['WO9', 'WO1', 'WO2']);
  });

  it('answers 409 with the conflict text to a stale ver', async () => {
    const est = await createEstimate(f.s.tokens.advisor, f.cv, f.sa);
    await ok(routes.saveEstimate, {
      token: f.s.tokens.advisor,
      params: { Id: est._id },
      body: saveBodyOf(est, { Notes: 'first' }),
    });
    const stale = await saveAs(routes.saveEstimate, f.s.tokens.manager, est, { Notes: 'second' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: Messages.conflict });
  });

  it('a new line on a repair order past New is Approved; on an estimate it is New', async () => {
    const ro = await approveByLines(
      routes.saveRepairOrder,
      f.s.tokens.manager,
      await createRepairOrder(f.s.tokens.advisor, f.cv, f.sa),
    );
    expect(ro.Sts).toBe('Approved');
    const added = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, ro, {
      Ops: [...(ro.Ops ?? []), W.labor(5)],
    });
    expect(added.status).toBe(200);
    expect(added.body.Ops?.find((o) => o._id === 'WO5')?.Sts).toBe('Approved');
  });

  it('labour follows its parts: all received makes it PartsAvl, and the order rolls up', async () => {
    const ro = await approveByLines(
      routes.saveRepairOrder,
      f.s.tokens.manager,
      await createRepairOrder(f.s.tokens.advisor, f.cv, f.sa),
    );
    const parts = ro.Parts?.map((p) => (p.OpId === 'WO1' ? { ...p, RQty: p.Qty } : p));
    const saved = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, ro, { Parts: parts });
    expect(saved.status).toBe(200);
    expect(saved.body.Ops?.find((o) => o._id === 'WO1')?.Sts).toBe('PartsAvl');
    // The order's status is the engine's roll-up of its items (Approved outranks PartsAvl while WO2 waits).
    const items = [...(saved.body.Ops ?? []), ...(saved.body.Parts ?? [])].map((l) => l.Sts ?? 'New');
    expect(items).toEqual(['PartsAvl', 'Approved', 'Approved', 'Approved']);
    expect(saved.body.Sts).toBe(repairOrderStatusFromItems('Approved', items));
  });
});

describe('edit locks', () => {
  it('an approved estimate changes only with the edit-approved flag', async () => {
    const est = await approveByLines(
      routes.saveEstimate,
      f.s.tokens.manager,
      await createEstimate(f.s.tokens.advisor, f.cv, f.sa),
    );
    expect(est.Sts).toBe('Approved');
    expect(est.Actions).toContain('Convert To WO');
    const priced = { Ops: est.Ops?.map((o, i) => (i === 0 ? { ...o, Pr: 999 } : o)) };
    const refused = await saveAs(routes.saveEstimate, f.s.tokens.advisor, est, priced);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ServiceMessages.approvedEstimateLocked });
    // Header fields are not lines: the advisor may still change the promised date.
    const header = await saveAs(routes.saveEstimate, f.s.tokens.advisor, est, { PrTime: '18:30' });
    expect(header.status).toBe(200);
    const allowed = await saveAs(routes.saveEstimate, f.s.tokens.manager, header.body, {
      Ops: header.body.Ops?.map((o, i) => (i === 0 ? { ...o, Pr: 999 } : o)),
    });
    expect(allowed.status).toBe(200);
  });

  it("an approved order's lines change only with the flag; received quantities are recorded without it", async () => {
    const ro = await approveByLines(
      routes.saveRepairOrder,
      f.s.tokens.manager,
      await createRepairOrder(f.s.tokens.advisor, f.cv, f.sa),
    );
    const refused = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, ro, { Parts: ro.Parts?.slice(1) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ServiceMessages.approvedOrderLocked });
    const received = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, ro, {
      Parts: ro.Parts?.map((p) => ({ ...p, RQty: 1 })),
    });
    expect(received.status).toBe(200);
    expect(
      (
        await saveAs(routes.saveRepairOrder, f.s.tokens.manager, received.body, {
          Parts: received.body.Parts?.slice(1),
        })
      ).status,
    ).toBe(200);
  });

  it('an advisor assigns a technician on an approved order (not a change of the agreed work), but may not change its price', async () => {
    const ro = await approveByLines(
      routes.saveRepairOrder,
      f.s.tokens.manager,
      await createRepairOrder(f.s.tokens.advisor, f.cv, f.sa),
    );
    expect(ro.Sts).toBe('Approved');
    const tech = f.s.org.users.technician.userId;
    const assigned = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, ro, {
      Ops: ro.Ops?.map((o, i) => (i === 0 ? { ...o, Tech: tech } : o)),
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.Ops?.[0]?.Tech).toBe(tech);
    const priced = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, assigned.body, {
      Ops: assigned.body.Ops?.map((o, i) => (i === 0 ? { ...o, Pr: 999 } : o)),
    });
    expect(priced.status).toBe(403);
    expect(priced.body).toMatchObject({ message: ServiceMessages.approvedOrderLocked });
  });

  it('a cancelled document takes no edits', async () => {
    const est = await createEstimate(f.s.tokens.advisor, f.cv, f.sa);
    const stored = await readDocument(f.s.org.orgId, est._id, true);
    if (!stored) throw new Error('missing');
    await saveDocument({
      before: stored,
      next: { head: { ...stored.head, Sts: 'Cancelled' }, lines: stored.lines },
      audit: { Action: 'Cancel', By: f.sa },
    });
    const answer = await saveAs(routes.saveEstimate, f.s.tokens.owner, { ...est, ver: 2 }, { Notes: 'again' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: ServiceMessages.closedNoEdits('Cancelled') });
  });
});
