import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { rupeesToPaise, toScaled } from '@shared/documents/money-math';
import type { AdjustmentAnswer } from '@shared/inventory/call-schemas';
import { StatementMessages } from '@shared/inventory/statement-messages';
import { previousMonthOf } from '@shared/inventory/statement-months';
import type { StatementLine, StatementPage } from '@shared/inventory/statement-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { buildSnapshot, readSnapshotHead, scopeOf, type Branch } from '../data/inventory/snapshot-build';
import { monthBounds } from '../data/inventory/snapshot-months';
import { keptBranchKey } from '../data/inventory/snapshot-records';
import { allStatementRows } from '../data/inventory/snapshot-statement';
import { allMovements } from '../data/inventory/stock-repo';
import { db, tableName } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Month-end stock snapshots and the stock statement (docs/inventory-snapshots.md)
 * through the real handler and DynamoDB Local: the statement's figures are the
 * movements' sums to the paisa, a month's closing is the next month's opening, a
 * back-dated entry into a month already built corrects it and the months after,
 * builders running at once make one snapshot, and no other branch's or
 * organisation's stock is in it.
 */

const ZONE = 'Asia/Kolkata';
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const m1 = previousMonthOf(today().slice(0, 7));
const m2 = previousMonthOf(m1);
const m3 = previousMonthOf(m2);

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'technician', string>;
let main: Warehouse;
let spare: Warehouse;

const ITEMS = { pads: 'PRT9701', a: 'PRT9702', b: 'PRT9703', c: 'PRT9704' };

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'technician'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  spare = await createWarehouse(tokens.owner, 'Spare');
  for (const [name, _id] of Object.entries(ITEMS))
    await createPart(org.orgId, { _id, PCode: `SS-${name}`, Desc: `Snapshot ${name}`, UoM: 'NOS' });
});

type Line = { ItemId: string; WhId?: string; Qty: number; UnCost?: number };
async function adjustOn(token: string, date: string | undefined, lines: Line[], whId: string): Promise<void> {
  const answer = await invoke<AdjustmentAnswer>(inventoryRoutes.createAdjustment, {
    token,
    body: {
      ...(date ? { Date: date } : {}),
      Lines: lines.map((l) => ({ Reason: l.Qty > 0 ? 'Found' : 'Damaged', WhId: whId, ...l })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Every line of a month's statement, asking again while it is being built. */
async function statementOf(
  token: string,
  month: string,
  wh?: string,
): Promise<{ lines: StatementLine[]; last: StatementPage }> {
  const lines: StatementLine[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 50; n += 1) {
    const answer = await invoke<StatementPage>(inventoryRoutes.stockStatement, {
      token,
      query: { Month: month, Limit: '50', ...(wh ? { Wh: wh } : {}), ...(cursor ? { Cursor: cursor } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.Sts === 'Building') continue;
    lines.push(...answer.body.Items);
    cursor = answer.body.Next;
    if (!cursor) return { lines, last: answer.body };
  }
  throw new Error('The statement never finished');
}

const lineOf = (lines: StatementLine[], itemId: string, whId: string) =>
  lines.find((l) => l.ItemId === itemId && l.WhId === whId);

/** The month's figures of every item × warehouse computed from the movements themselves, in thousandths and paise. */
async function fromMovements(orgId: string, entId: string, itemIds: string[], month: string) {
  const { from, to } = monthBounds(month, ZONE);
  const figures = new Map<string, number[]>();
  for (const itemId of itemIds)
    for (const m of await allMovements(orgId, entId, itemId)) {
      const key = `${itemId}#${m.WhId}`;
      const f = figures.get(key) ?? [0, 0, 0, 0, 0, 0, 0, 0];
      if (m.sk < from) {
        f[0]! += m.Qty;
        f[1]! += m.ValueP;
      } else if (m.sk < to) {
        if (m.Qty > 0) {
          f[2]! += m.Qty;
          f[3]! += m.ValueP;
        } else {
          f[4]! -= m.Qty;
          f[5]! -= m.ValueP;
        }
      }
      if (m.sk < to) {
        f[6]! += m.Qty;
        f[7]! += m.ValueP;
      }
      figures.set(key, f);
    }
  return figures;
}

const asScaled = (l: StatementLine): number[] => [
  toScaled(l.OpenQty, 3),
  rupeesToPaise(l.Open),
  toScaled(l.InQty, 3),
  rupeesToPaise(l.In),
  toScaled(l.OutQty, 3),
  rupeesToPaise(l.Out),
  toScaled(l.CloseQty, 3),
  rupeesToPaise(l.Close),
];

/** Each line equals the movements' sums; the totals are the lines'; nothing is missing or extra. */
async function expectStatementTrue(month: string): Promise<StatementLine[]> {
  const { lines, last } = await statementOf(tokens.partsclerk, month);
  const expected = await fromMovements(org.orgId, org.workshopId, Object.values(ITEMS), month);
  const kept = [...expected.entries()].filter(([, f]) => f.some((x) => x !== 0));
  expect(lines.map((l) => `${l.ItemId}#${l.WhId}`).sort()).toEqual(kept.map(([k]) => k).sort());
  for (const l of lines) expect(asScaled(l), `${month} ${l.ItemId}`).toEqual(expected.get(`${l.ItemId}#${l.WhId}`));
  const sum = (f: (l: StatementLine) => number) => lines.reduce((s, l) => s + rupeesToPaise(f(l)), 0);
  expect(last.Totals).toBeDefined();
  expect([last.Totals!.Open, last.Totals!.In, last.Totals!.Out, last.Totals!.Close].map(rupeesToPaise)).toEqual([
    sum((l) => l.Open),
    sum((l) => l.In),
    sum((l) => l.Out),
    sum((l) => l.Close),
  ]);
  return lines;
}

describe('the stock statement of a month', () => {
  it('reads opening, in, out and closing from the month-end snapshot (the worked example)', async () => {
    await adjustOn(tokens.partsclerk, `${m2}-10`, [{ ItemId: ITEMS.pads, Qty: 10, UnCost: 250 }], main._id);
    await adjustOn(tokens.partsclerk, `${m1}-05`, [{ ItemId: ITEMS.pads, Qty: 5, UnCost: 280.5 }], main._id);
    await adjustOn(tokens.partsclerk, `${m1}-20`, [{ ItemId: ITEMS.pads, Qty: -4 }], main._id);

    const october = await statementOf(tokens.partsclerk, m1);
    expect(lineOf(october.lines, ITEMS.pads, main._id)).toMatchObject({
      OpenQty: 10,
      Open: 2500,
      InQty: 5,
      In: 1402.5,
      OutQty: 4,
      Out: 1040.67,
      CloseQty: 11,
      Close: 2861.83,
    });
    const september = await statementOf(tokens.partsclerk, m2);
    expect(lineOf(september.lines, ITEMS.pads, main._id)).toMatchObject({
      OpenQty: 0,
      InQty: 10,
      CloseQty: 10,
      Close: 2500,
    });

    // Written off today: the months that have ended keep their figures.
    await adjustOn(tokens.partsclerk, undefined, [{ ItemId: ITEMS.pads, Qty: -11 }], main._id);
    expect(lineOf((await statementOf(tokens.partsclerk, m1)).lines, ITEMS.pads, main._id)).toMatchObject({
      CloseQty: 11,
      Close: 2861.83,
    });
  });

  it('equals the movements to the paisa, and a month closes where the next one opens', async () => {
    await adjustOn(
      tokens.partsclerk,
      `${m3}-03`,
      [
        { ItemId: ITEMS.a, Qty: 7, UnCost: 33.33 },
        { ItemId: ITEMS.b, Qty: 3, UnCost: 101.01 },
      ],
      main._id,
    );
    await adjustOn(tokens.partsclerk, `${m3}-04`, [{ ItemId: ITEMS.a, Qty: 2, UnCost: 19.99 }], spare._id);
    await adjustOn(tokens.partsclerk, `${m3}-28`, [{ ItemId: ITEMS.a, Qty: -3 }], main._id);
    await adjustOn(
      tokens.partsclerk,
      `${m2}-11`,
      [
        { ItemId: ITEMS.a, Qty: 4, UnCost: 47.5 },
        { ItemId: ITEMS.b, Qty: -1 },
      ],
      main._id,
    );
    await adjustOn(
      tokens.partsclerk,
      `${m1}-02`,
      [
        { ItemId: ITEMS.a, Qty: -5 },
        { ItemId: ITEMS.c, Qty: 6, UnCost: 12.34 },
      ],
      main._id,
    );
    await adjustOn(tokens.partsclerk, `${m1}-15`, [{ ItemId: ITEMS.a, Qty: -1 }], spare._id);
    await adjustOn(tokens.partsclerk, undefined, [{ ItemId: ITEMS.c, Qty: -2 }], main._id);

    const months = [m3, m2, m1];
    const statements = [];
    for (const month of months) statements.push(await expectStatementTrue(month));
    for (let i = 0; i + 1 < statements.length; i += 1)
      for (const next of statements[i + 1]!) {
        const before = lineOf(statements[i]!, next.ItemId, next.WhId);
        expect([before?.CloseQty ?? 0, before?.Close ?? 0]).toEqual([next.OpenQty, next.Open]);
      }
    // The CSV: the month's lines and a total, rupees with two decimals and no grouping.
    const csv = await invoke<string>(inventoryRoutes.stockStatementCsv, {
      token: tokens.partsclerk,
      query: { Month: m3, Wh: spare._id },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Stock-statement-${m3}-Spare.csv"`);
    expect(Buffer.from(csv.body, 'base64').toString('utf8').split('\r\n')).toEqual([
      'Code,Item,Warehouse,Unit,Opening qty,Opening ₹,In qty,In ₹,Out qty,Out ₹,Closing qty,Closing ₹',
      'SS-a,Snapshot a,Spare,NOS,0,0.00,2,39.98,0,0.00,2,39.98',
      ',Total,Spare,,,0.00,,39.98,,0.00,,39.98',
      '',
    ]);
    // One warehouse's statement is that warehouse's lines, with its own totals.
    const spareOnly = await statementOf(tokens.partsclerk, m3, spare._id);
    expect(spareOnly.lines.map((l) => [l.ItemId, l.CloseQty, l.Close])).toEqual([[ITEMS.a, 2, 39.98]]);
    expect(spareOnly.last.Totals).toEqual({ Open: 0, In: 39.98, Out: 0, Close: 39.98 });
  });

  it('is corrected, with the months after it, by a back-dated entry into a month already built', async () => {
    const before = await statementOf(tokens.partsclerk, m2);
    // Into the earliest month: the later stock out of that item is valued again, in that month and after.
    await adjustOn(
      tokens.partsclerk,
      `${m3}-15`,
      [
        { ItemId: ITEMS.a, Qty: 10, UnCost: 123.45 },
        { ItemId: ITEMS.b, Qty: -1 },
      ],
      main._id,
    );
    for (const month of [m3, m2, m1]) await expectStatementTrue(month);
    const after = await statementOf(tokens.partsclerk, m2);
    expect(lineOf(after.lines, ITEMS.a, main._id)?.OpenQty).toBe(
      (lineOf(before.lines, ITEMS.a, main._id)?.OpenQty ?? 0) + 10,
    );
    expect(after.last.Totals?.Close).not.toBe(before.last.Totals?.Close);
  });

  it('refuses a month that has not ended, a month that is not one, and a user who does not read stock', async () => {
    const now = await invoke(inventoryRoutes.stockStatement, {
      token: tokens.partsclerk,
      query: { Month: today().slice(0, 7) },
    });
    expectRefused(now, 400, StatementMessages.notEnded);
    const bad = await invoke(inventoryRoutes.stockStatement, { token: tokens.partsclerk, query: { Month: '2026-13' } });
    expectRefused(bad, 400);
    // A technician reads no stock (Inventory Item): 403, and nothing is built.
    const m4 = previousMonthOf(m3);
    const technician = await invoke(inventoryRoutes.stockStatement, { token: tokens.technician, query: { Month: m4 } });
    expectRefused(technician, 403);
    expect(
      await readSnapshotHead(scopeOf({ orgId: org.orgId, entId: org.workshopId, zone: ZONE }, m4)),
    ).toBeUndefined();
  });
});

describe('building a snapshot', () => {
  it('once, when several builders start it at once, and with nothing of another branch or organisation', async () => {
    const other = await organisationWithLogins(['owner', 'partsclerk'] as const);
    const wh = await createWarehouse(other.tokens.owner, 'Stores');
    const ids = Array.from({ length: 130 }, (_, i) => `PRT98${String(i).padStart(3, '0')}`);
    for (const _id of ids)
      await createPart(other.org.orgId, { _id, PCode: `BULK-${_id}`, Desc: `Bulk ${_id}`, UoM: 'NOS' });
    for (let i = 0; i < ids.length; i += 30)
      await adjustOn(
        other.tokens.partsclerk,
        `${m2}-12`,
        ids.slice(i, i + 30).map((ItemId, j) => ({ ItemId, Qty: (j % 7) + 1, UnCost: 10 + i + j / 100 })),
        wh._id,
      );
    const branch: Branch = { orgId: other.org.orgId, entId: other.org.workshopId, zone: ZONE };
    // A step at a time, four builders at once, until each sees it ready.
    const builder = async () => {
      for (let n = 0; n < 40; n += 1) if ((await buildSnapshot(branch, m2, 1)).Sts === 'Ready') return;
      throw new Error('never ready');
    };
    await Promise.all([builder(), builder(), builder(), builder()]);
    const head = await buildSnapshot(branch, m2, 1);
    const rows = await allStatementRows(branch, m2);
    expect(head).toMatchObject({ Sts: 'Ready', Done: 130, Rows: 130 });
    expect(rows.map((r) => r.ItemId).sort()).toEqual(ids);
    const closing = rows.reduce((s, r) => s + r.CloseP, 0);
    expect(head.Tot[wh._id]?.CloseP).toBe(closing);
    expect(rows.every((r) => r.InQ === r.CloseQ && r.OpenQ === 0 && r.InP === r.CloseP)).toBe(true);

    // The first organisation's statement of that month has none of these, and this one none of its.
    const mine = await statementOf(tokens.partsclerk, m2);
    expect(mine.lines.some((l) => ids.includes(l.ItemId))).toBe(false);
    const theirs = await statementOf(other.tokens.partsclerk, m2);
    expect(theirs.lines).toHaveLength(130);
    expect(theirs.lines.some((l) => Object.values(ITEMS).includes(l.ItemId))).toBe(false);
    // Another branch of the same organisation: its own (empty) snapshot.
    const parts = await buildSnapshot({ ...branch, entId: other.org.partsBranchId }, m2, 10_000);
    expect(parts).toMatchObject({ Sts: 'Ready', Rows: 0, Done: 0 });
    // Both branches are now on the monthly job's list, with their zone.
    const kept = await db().send(
      new GetCommand({ TableName: tableName(), Key: keptBranchKey(other.org.orgId, other.org.workshopId) }),
    );
    expect(kept.Item).toMatchObject({ OrgId: other.org.orgId, EntId: other.org.workshopId, TZ: ZONE });
  });

  it('monthly, for every branch on the list, the month just ended in its zone', async () => {
    const { handler } = await import('./snapshot-schedule');
    const answer = await handler();
    // This file's branches at least (other files running beside it keep none).
    expect(answer.branches).toBeGreaterThanOrEqual(3);
    expect(answer.ready).toBe(answer.branches);
    const head = await readSnapshotHead(scopeOf({ orgId: org.orgId, entId: org.workshopId, zone: ZONE }, m1));
    expect(head).toMatchObject({ Sts: 'Ready', Month: m1 });
  });
});
