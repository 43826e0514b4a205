import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HeadState, StoredDocument } from './document-records';
import { indexItems, lineItem, lineSortKey } from './document-items';
import { documentChangeWrites, emptyLines, fitTransaction } from './documents-repo';

// The writes name the table; no call is made.
beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'karkhana-unit');
  vi.stubEnv('FILES_BUCKET', 'karkhana-unit-files');
  vi.stubEnv('JWT_SECRET', 'unit-test-secret-not-used-for-signing');
});

/** A stored 200-line repair order (100 labour lines, 100 parts) as readDocument answers it. */
function stored200(): StoredDocument {
  const head = {
    type: 'RepairOrder',
    OrgId: 'o1',
    DocId: 'd1',
    EntId: 'e1',
    Num: 'WO/2627/00001',
    Series: 'WO',
    FY: '2627',
    Sts: 'New',
    CrDate: '2026-11-24',
    CrTime: '10:00',
    CrBy: 'u1',
    Amounts: {} as never,
    LineCount: 200,
    ver: 3,
  } as StoredDocument['head'];
  const lines = {
    ...emptyLines(),
    Ops: Array.from({ length: 100 }, (_, i) => ({ _id: `WO${i + 1}`, Pr: 100 + i })),
    Parts: Array.from({ length: 100 }, (_, i) => ({ _id: `WP${i + 1}`, UnPr: 10 + i })),
  };
  const items = new Map<string, Record<string, unknown>>();
  for (const group of ['Ops', 'Parts'] as const)
    for (const line of lines[group]) {
      const item = lineItem(head, group, line, 1);
      items.set(item.sk, item);
    }
  for (const item of indexItems(head).values()) items.set(item.sk, item);
  return { head, lines, items };
}

describe('a change larger than one transaction', () => {
  const before = stored200();
  const next = {
    head: before.head as unknown as HeadState,
    lines: {
      ...before.lines,
      Ops: before.lines.Ops.map((l) => ({ ...l, Pr: Number(l.Pr) + 1 })),
      Parts: before.lines.Parts.slice(0, 80).map((l, i) => (i < 50 ? { ...l, UnPr: Number(l.UnPr) + 1 } : l)),
    },
  };
  const change = { before, next, audit: { Action: 'Save', By: 'u1' } };

  it('without room, is every line write in the transaction (150 changed, 20 removed)', () => {
    const whole = documentChangeWrites(change);
    expect(whole.movable).toBe(170);
    expect([whole.prewrites.length, whole.cleanup.length]).toEqual([0, 0]);
  });

  it('with room, keeps the header and audit in, writes changed lines ahead as revisions the header names, and deletes the rest after', () => {
    const [fitted] = fitTransaction([change]);
    if (!fitted) throw new Error('no change');
    expect(fitted.writes.length).toBeLessThanOrEqual(100);
    // 20 removed lines leave first (deleted after the commit), then enough written lines to fit.
    const moved = fitted.prewrites.length;
    expect(moved).toBeGreaterThan(0);
    expect(fitted.cleanup.length).toBe(20 + moved);
    const head = fitted.stored.head;
    expect(Object.keys(head.LineRev ?? {})).toHaveLength(moved);
    for (const write of fitted.prewrites) {
      const item = (
        write.item as unknown as { Put: { Item: { sk: string; _id: string }; ConditionExpression?: string } }
      ).Put;
      // Each revision only if absent, at the key the header names for its line.
      expect(item.ConditionExpression).toContain('attribute_not_exists');
      const group = item.Item.sk.startsWith('OP#') ? 'Ops' : 'Parts';
      expect(item.Item.sk).toBe(lineSortKey(head, group, item.Item._id));
      expect(item.Item.sk).toMatch(/^(OP|PART)#W[OP]\d+#[0-9A-Z]{26}$/);
    }
    // Every line is kept by the stored document, at the key the header names.
    expect([fitted.stored.lines.Ops.length, fitted.stored.lines.Parts.length]).toEqual([100, 80]);
  });
});

describe('orphaned line versions', () => {
  /** The order with items nobody reads: a revision of WO1 a failed change wrote ahead, and WP101 (a failed change's new line at its base key). */
  function withOrphans(): StoredDocument {
    const doc = stored200();
    const items = new Map(doc.items);
    const ahead = {
      ...lineItem(
        { ...doc.head, LineRev: { 'OP#WO1': '01ORPHANREVISION0000000000' } },
        'Ops',
        { _id: 'WO1', Pr: 5 },
        2,
      ),
    };
    items.set(ahead.sk, ahead);
    const added = lineItem(doc.head, 'Parts', { _id: 'WP101', UnPr: 7 }, 1);
    items.set(added.sk, added);
    return { ...doc, items };
  }
  const keysOf = (cleanup: readonly { key: { sk: string } }[]) => cleanup.map((c) => c.key.sk).sort();

  it('a save deletes them after it commits, at the ver read, however small the save', () => {
    const before = withOrphans();
    const change = documentChangeWrites({
      before,
      next: { head: { ...before.head, Notes: 'x' } as unknown as HeadState, lines: before.lines },
      audit: { Action: 'Save', By: 'u1' },
    });
    expect(keysOf(change.cleanup)).toEqual(['OP#WO1#01ORPHANREVISION0000000000', 'PART#WP101']);
    expect(change.cleanup.find((c) => c.key.sk === 'PART#WP101')).toEqual({
      key: { pk: 'ORG#o1#DOC#d1', sk: 'PART#WP101' },
      ver: 1,
    });
    // The transaction itself is unchanged: header and audit only.
    expect(change.writes).toHaveLength(2);
  });

  it('a key the save writes again is replaced in its transaction, never deleted after it', () => {
    const before = withOrphans();
    const lines = { ...before.lines, Parts: [...before.lines.Parts, { _id: 'WP101', UnPr: 9 }] };
    const change = documentChangeWrites({
      before,
      next: { head: before.head as unknown as HeadState, lines },
      audit: { Action: 'Save', By: 'u1' },
    });
    expect(keysOf(change.cleanup)).toEqual(['OP#WO1#01ORPHANREVISION0000000000']);
    const put = change.writes.find((w) => w.item.Put?.Item?.sk === 'PART#WP101')?.item.Put;
    // Conditional on the orphan's ver, so a change racing for the same key still meets its condition.
    expect(put?.ExpressionAttributeValues).toEqual({ ':ver': 1 });
  });
});
