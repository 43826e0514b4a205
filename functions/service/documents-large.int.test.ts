import { describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import { paiseToRupees } from '@shared/documents/money-math';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { LINE_GROUPS } from '../data/documents/types/service-types';
import { lineSortKey } from '../data/documents/document-items';
import { readDocument, saveDocument } from '../data/documents/documents-repo';
import { documentBody, engineTotals, lines, many, ok, saveAs, saveBodyOf } from '../test/service-test-kit';
import { useDocumentsFixture } from '../test/documents-set-up';

/** Documents larger than one transaction (data-model-documents §4 'Size bound', §4a). */
const W = lines('RepairOrder');

const f = useDocumentsFixture({ roles: ['advisor', 'manager', 'technician'] });

/** A document's line items in its partition: every one, or those its header names (the rest are unread). */
async function lineKeysOf(docId: string, which: 'all' | 'current' = 'all'): Promise<string[]> {
  const stored = await readDocument(f.s.org.orgId, docId, true);
  if (!stored) return [];
  const named = LINE_GROUPS.flatMap((g) => stored.lines[g].map((l) => lineSortKey(stored.head, g, l._id)));
  return (which === 'all' ? [...stored.items.keys()].filter((sk) => /^(OP|PART|COMP|COLL)#/.test(sk)) : named).sort();
}

describe('documents larger than one transaction', () => {
  it('creates a 210-line order whole, and saves 120 new lines at once', async () => {
    const created = await ok<RepairOrderAnswer>(routes.createRepairOrder, {
      token: f.s.tokens.advisor,
      body: documentBody(f.cv, f.sa, {
        Ops: many(150, 1, (n) => W.labor(n, { Pr: 100 + n })),
        Parts: many(60, 1, (n) => W.part(n, { UnPr: 10 + n })),
      }),
    });
    expect([created.Ops?.length, created.Parts?.length]).toEqual([150, 60]);
    expect(created.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(created).grandTotal));
    const read = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: created._id },
    });
    expect(read).toEqual(created);
    expect(read.Ops?.map((o) => o._id).slice(0, 3)).toEqual(['WO1', 'WO2', 'WO3']);

    const grown = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, read, {
      Parts: [...(read.Parts ?? []), ...many(120, 61, (n) => W.part(n, { UnPr: 10 + n }))],
    });
    expect(grown.status, JSON.stringify(grown.body).slice(0, 300)).toBe(200);
    expect(grown.body.Parts).toHaveLength(180);
    expect(
      (await ok<RepairOrderAnswer>(routes.repairOrder, { token: f.s.tokens.advisor, params: { Id: created._id } }))
        .Parts,
    ).toHaveLength(180);

    // A save of many new lines that loses its race (after its lines went ahead) answers 409
    // and leaves nothing of itself on the order.
    const stored = await readDocument(f.s.org.orgId, created._id, true);
    if (!stored) throw new Error('missing');
    await ok(routes.saveRepairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: created._id },
      body: saveBodyOf(grown.body, { Notes: 'meanwhile' }),
    });
    const losing = saveDocument({
      before: stored,
      next: {
        head: stored.head,
        lines: { ...stored.lines, Parts: [...stored.lines.Parts, ...many(120, 300, (n) => W.part(n, { Sts: 'New' }))] },
      },
      audit: { Action: 'Save', By: f.sa },
    });
    await expect(losing).rejects.toMatchObject({ status: 409, message: Messages.conflict });
    const after = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: created._id },
    });
    expect(after.Parts).toHaveLength(180);
    expect(after.Parts?.some((p) => p._id === 'WP300')).toBe(false);
    // Its lines that went ahead were deleted when its transaction failed.
    expect(await lineKeysOf(created._id)).toEqual(await lineKeysOf(created._id, 'current'));
    // ...and the same line id can be added afterwards, with what the user now enters.
    const again = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, after, {
      Parts: [...(after.Parts ?? []), W.part(300, { UnPr: 77, Desc: 'Mud flap' })],
    });
    expect(again.status).toBe(200);
    expect(again.body.Parts?.find((p) => p._id === 'WP300')).toMatchObject({ UnPr: 77, Desc: 'Mud flap' });

    // Changing more existing lines than one transaction holds is saved whole too (next test).
    const allChanged = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, again.body, {
      Ops: again.body.Ops?.map((o) => ({ ...o, Pr: (o.Pr ?? 0) + 1 })),
    });
    expect(allChanged.status, JSON.stringify(allChanged.body).slice(0, 300)).toBe(200);
    expect(allChanged.body.Ops?.map((o) => o.Pr)).toEqual(again.body.Ops?.map((o) => (o.Pr ?? 0) + 1));
  }, 120_000);

  it('a 200-line order changing 150 lines and removing 20 in one save: all or nothing, My Jobs never doubled', async () => {
    const tech = f.s.org.users.technician.userId;
    const created = await ok<RepairOrderAnswer>(routes.createRepairOrder, {
      token: f.s.tokens.advisor,
      body: documentBody(f.cv, f.sa, {
        Ops: many(100, 1, (n) => W.labor(n, { Pr: 100 + n, ...(n <= 30 ? { Tech: tech } : {}) })),
        Parts: many(100, 1, (n) => W.part(n, { UnPr: 10 + n })),
      }),
    });
    const change = (doc: RepairOrderAnswer) => ({
      Ops: doc.Ops?.map((o) => ({ ...o, Pr: (o.Pr ?? 0) + 5 })),
      Parts: doc.Parts?.slice(0, 80).map((p, i) => (i < 50 ? { ...p, UnPr: (p.UnPr ?? 0) + 2 } : p)),
    });
    /** Every page of the technician's My Jobs, this order's line ids. */
    const myJobs = async () => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page: { Items: { WOId: string; LineId: string }[]; Next?: string } = await ok(routes.myJobs, {
          token: f.s.tokens.technician,
          query: { Limit: '50', ...(cursor ? { Cursor: cursor } : {}) },
        });
        ids.push(...page.Items.filter((j) => j.WOId === created._id).map((j) => j.LineId));
        cursor = page.Next;
      } while (cursor);
      return ids;
    };
    expect(await myJobs()).toHaveLength(30);

    // A save that loses its race after its lines went ahead leaves the order exactly as it was.
    const stale = await readDocument(f.s.org.orgId, created._id, true);
    if (!stale) throw new Error('missing');
    const meanwhile = await ok<RepairOrderAnswer>(routes.saveRepairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: created._id },
      body: saveBodyOf(created, { Notes: 'meanwhile' }),
    });
    const next = change(created);
    const losing = saveDocument({
      before: stale,
      next: { head: stale.head, lines: { ...stale.lines, Ops: next.Ops ?? [], Parts: next.Parts ?? [] } },
      audit: { Action: 'Save', By: f.sa },
    });
    await expect(losing).rejects.toMatchObject({ status: 409, message: Messages.conflict });
    expect(await lineKeysOf(created._id)).toEqual(await lineKeysOf(created._id, 'current'));
    const unchanged = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: created._id },
    });
    expect(unchanged).toEqual(meanwhile);
    expect(await myJobs()).toHaveLength(30);

    // The same change at the current ver: 150 lines changed and 20 removed, in one save.
    const saved = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, meanwhile, change(meanwhile));
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(saved.body.Ops?.map((o) => o.Pr)).toEqual(many(100, 1, (n) => 105 + n));
    expect(saved.body.Parts?.map((p) => p.UnPr)).toEqual([
      ...many(50, 1, (n) => 12 + n),
      ...many(30, 51, (n) => 10 + n),
    ]);
    expect(saved.body.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(saved.body).grandTotal));
    const read = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: created._id },
    });
    expect(read).toEqual(saved.body);
    // Each assigned line once on My Jobs, at its new revision; superseded and removed items are gone.
    expect([...new Set(await myJobs())]).toHaveLength(30);
    expect(await myJobs()).toHaveLength(30);
    const stored = await readDocument(f.s.org.orgId, created._id, true);
    expect(['OP#WO1', 'PART#WP1', 'PART#WP81'].map((sk) => stored?.items.has(sk))).toEqual([false, false, false]);
    const audit = await ok<{ Items: { Action: string; Changes: { Path: string }[] }[] }>(routes.repairOrderAudit, {
      token: f.s.tokens.manager,
      params: { Id: created._id },
      query: { Limit: '1' },
    });
    const paths = audit.Items[0]?.Changes.map((c) => c.Path) ?? [];
    expect(paths.filter((p) => /\.(Pr|UnPr)$/.test(p))).toHaveLength(150);
    expect(paths.filter((p) => /^Parts\.WP\d+$/.test(p))).toHaveLength(20);

    // A line now held by a revision is saved again like any other, at its ver.
    const again = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, read, {
      Ops: read.Ops?.map((o, i) => (i === 0 ? { ...o, Pr: 999 } : o)),
    });
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(200);
    expect(
      (await ok<RepairOrderAnswer>(routes.repairOrder, { token: f.s.tokens.advisor, params: { Id: created._id } }))
        .Ops?.[0]?.Pr,
    ).toBe(999);
    const stale409 = await saveAs(routes.saveRepairOrder, f.s.tokens.advisor, read, change(read));
    expect(stale409.status).toBe(409);
  }, 180_000);

  it('approving a supplementary of 120 lines adds them all to the order in one approval', async () => {
    const E = lines('Estimate');
    const est = await ok<EstimateAnswer>(routes.createEstimate, {
      token: f.s.tokens.advisor,
      body: documentBody(f.cv, f.sa, {
        Comps: [E.complaint(1, 'Brake noise')],
        Ops: [E.labor(1, { CompId: 'WC1' })],
        Parts: [],
      }),
    });
    const act = <T>(doc: { _id: string; ver: number }, Action: string) =>
      ok<T>(routes.estimateAction, {
        token: f.s.tokens.advisor,
        params: { Id: doc._id, Action },
        body: { ver: doc.ver },
      });
    const approved = await act<EstimateAnswer>(est, 'Approve');
    const order = await act<RepairOrderAnswer>(approved, 'ConvertToWO');
    const converted = await ok<EstimateAnswer>(routes.estimate, { token: f.s.tokens.advisor, params: { Id: est._id } });
    const supp = await act<EstimateAnswer>(converted, 'AddSupplementary');
    const filled = await ok<EstimateAnswer>(routes.saveEstimate, {
      token: f.s.tokens.advisor,
      params: { Id: supp._id },
      body: saveBodyOf(supp, {
        Comps: [E.complaint(1, 'Brake noise')],
        Ops: many(60, 2, (n) => E.labor(n, { CompId: 'WC1' })),
        Parts: many(60, 2, (n) => E.part(n)),
      }),
    });
    const done = await act<EstimateAnswer>(filled, 'Approve');
    expect(done.Sts).toBe('Converted');
    expect(done.Delta?.Added).toHaveLength(120);
    const grown = await ok<RepairOrderAnswer>(routes.repairOrder, {
      token: f.s.tokens.advisor,
      params: { Id: order._id },
    });
    expect([grown.Ops?.length, grown.Parts?.length]).toEqual([61, 60]);
    expect(grown.Ops?.every((o) => o.Sts === 'Approved')).toBe(true);
    expect(grown.Totals.GrandTotal).toBe(paiseToRupees(engineTotals(grown).grandTotal));
  }, 180_000);
});
