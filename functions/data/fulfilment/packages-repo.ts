import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import {
  addFulfilment,
  fulfilmentOf,
  orderStatusAfter,
  packableM,
  shareOfLine,
} from '@shared/fulfilment/fulfilment-figures';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import {
  FULFILLING_SO_STATUSES,
  PACKAGE_STATUS,
  SHIPPING_STATUS,
  SHIPPING_STATUSES,
} from '@shared/fulfilment/fulfilment-statuses';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { ulid } from 'ulid';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { readStatusCounts } from '../documents/document-lists';
import { docPk } from '../documents/document-keys';
import { commitNumbered, HeaderChanged } from '../documents/documents-repo';
import { PACKAGE, PACKAGE_CODE } from '../documents/types/package-type';
import type { Actor } from '../inventory/stock-writes';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { packagesPartition, packageStatusPartition } from './package-keys';
import type { PackageHead, PackageLine, StoredPackage } from './package-records';
import { salesOrderAt, salesOrderFulfilmentWrites, type SoLine, type SoView } from './sales-order-view';

/**
 * Packages (docs/sales-fulfilment.md §4): one created from an approved sales order's lines — numbered
 * `PKG/<FY>/<n>` in the same transaction that adds the packed quantities to the order's header at its
 * `ver` — one read, the branch's lists newest first with the counts per status. Shipping and delivery are
 * package-steps.ts.
 */

export const byOf = (actor: Actor) => ({ By: actor.userId, ...(actor.userName ? { ByName: actor.userName } : {}) });

const refuse = (errors: FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? FulfilmentMessages.nothingPicked, errors);
};

/** An order that may be fulfilled: approved and not wholly invoiced. */
export function assertFulfilling(so: SoView): void {
  const sts = String(so.head.Sts ?? '');
  if (FULFILLING_SO_STATUSES.includes(sts)) return;
  const message =
    sts === 'Invoiced' || sts === 'Closed' || sts === 'Cancelled'
      ? FulfilmentMessages.soDone(sts)
      : FulfilmentMessages.soNotApproved(sts);
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'SoId', message }]);
}

export type Picked = { LineId: string; Qty: number };

const qtyText = (m: number, uom: string | undefined) => `${fromScaled(m, QTY_DIGITS)}${uom ? ` ${uom}` : ''}`;

/**
 * Each picked line of the order, at most `leftM(line)` of it, each line once, whole units whole; every
 * refusal names its line and all are found before anything is written.
 */
export function decidePicked(
  so: SoView,
  picked: readonly Picked[],
  leftM: (line: SoLine) => number,
  over: (left: string, desc: string) => string,
): { line: SoLine; QtyM: number }[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const decided = picked.flatMap((p, i) => {
    const line = so.lines.find((l) => l.LineId === p.LineId);
    if (!line) {
      errors.push({ path: `Lines.${i}.LineId`, message: FulfilmentMessages.lineUnknown(p.LineId) });
      return [];
    }
    if (seen.has(p.LineId)) {
      errors.push({ path: `Lines.${i}.LineId`, message: FulfilmentMessages.lineTwice(p.LineId) });
      return [];
    }
    seen.add(p.LineId);
    if (isWholeUnit(line.UoM) && !Number.isInteger(p.Qty))
      errors.push({ path: `Lines.${i}.Qty`, message: FulfilmentMessages.wholeUnits(line.UoM ?? 'NOS') });
    const QtyM = toScaled(p.Qty, QTY_DIGITS);
    const left = leftM(line);
    if (QtyM > left)
      errors.push({ path: `Lines.${i}.Qty`, message: over(qtyText(Math.max(left, 0), line.UoM), line.Desc) });
    return [{ line, QtyM }];
  });
  if (errors.length > 0) refuse(errors);
  return decided;
}

export type NewPackage = {
  orgId: string;
  entId: string;
  date: string;
  fyStart?: number | undefined;
  actor: Actor;
  soId: string;
  soVer: number;
  whId: string;
  whName?: string | undefined;
  lines: readonly Picked[];
  notes?: string | undefined;
};

/** The package and the order's packed quantities, in ONE transaction; the order moved meanwhile: 409. */
export async function createPackage(c: NewPackage): Promise<StoredPackage> {
  const DocId = ulid();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createOnce(c, DocId);
    } catch (error) {
      // The order's header moved after it was read: read it again at the `ver` shown (409 when it is not).
      if (!(error instanceof HeaderChanged) || attempt >= 3) throw error;
    }
  }
}

async function createOnce(c: NewPackage, DocId: string): Promise<StoredPackage> {
  const so = await salesOrderAt(c.orgId, c.entId, c.soId, c.soVer);
  assertFulfilling(so);
  const picked = decidePicked(so, c.lines, (l) => packableM(l, so.head.Ful), FulfilmentMessages.overPack);
  // One movement per item and warehouse in a shipment's transaction: an item once per package.
  const twice = picked.findIndex((p, i) => picked.findIndex((q) => q.line.ItemId === p.line.ItemId) !== i);
  if (twice >= 0)
    refuse([{ path: `Lines.${twice}.LineId`, message: FulfilmentMessages.itemTwice(picked[twice]!.line.Desc) }]);
  const lines = picked.map(({ line, QtyM }, i): PackageLine => {
    const before = fulfilmentOf(so.head.Ful, line.LineId).PkM;
    return clean({
      _id: `PL${i + 1}`,
      SoLineId: line.LineId,
      ItemId: line.ItemId,
      PCode: line.PCode,
      Desc: line.Desc,
      HSN: line.HSN,
      UoM: line.UoM,
      QtyM,
      TaxableP: shareOfLine(line.TaxableP, line.QtyM, before, QtyM),
      CGSTP: shareOfLine(line.CGSTP, line.QtyM, before, QtyM),
      SGSTP: shareOfLine(line.SGSTP, line.QtyM, before, QtyM),
      IGSTP: shareOfLine(line.IGSTP, line.QtyM, before, QtyM),
      TotalP: shareOfLine(line.TotalP, line.QtyM, before, QtyM),
    });
  });
  const ful = addFulfilment(
    so.head.Ful,
    picked.map((p) => ({ LineId: p.line.LineId, field: 'PkM' as const, QtyM: p.QtyM })),
  );
  const at = nowIso();
  const stored = await commitNumbered<PackageHead, 'Lines'>({
    kind: PACKAGE.kind,
    orgId: c.orgId,
    entId: c.entId,
    docId: DocId,
    date: c.date,
    numbering: { ...(c.fyStart ? { fyStart: c.fyStart } : {}) },
    lines: { Lines: lines as unknown as DocumentLine[] },
    audit: { Action: 'Create', ...byOf(c.actor) },
    build: (n) => ({
      head: clean({
        type: PACKAGE.kind,
        OrgId: c.orgId,
        DocId,
        EntId: c.entId,
        Num: n.Num,
        Series: n.Series,
        FY: n.FY,
        Date: c.date,
        Sts: SHIPPING_STATUS.notShipped,
        PkgSts: PACKAGE_STATUS.fulfilled,
        SoId: c.soId,
        SoNum: so.num,
        Cust: so.cust,
        WhId: c.whId,
        WhName: c.whName,
        Notes: c.notes,
        TaxableP: lines.reduce((s, l) => s + l.TaxableP, 0),
        TotalP: lines.reduce((s, l) => s + l.TotalP, 0),
        CrBy: c.actor.userId,
        CrByName: c.actor.userName,
        CrAt: at,
      }) as unknown as Omit<PackageHead, 'ver'>,
      also: {
        writes: salesOrderFulfilmentWrites(
          so,
          { ful, sts: orderStatusAfter(so.lines, ful, String(so.head.Sts)) },
          { Action: 'Pack', ...byOf(c.actor) },
          at,
        ),
      },
    }),
  });
  return stored as StoredPackage;
}

const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** One package of the branch; another branch's, or another type's document, is not one. */
export async function readPackage(
  orgId: string,
  entId: string,
  docId: string,
  consistent = false,
): Promise<StoredPackage | undefined> {
  const doc = await readDocument<PackageHead, 'Lines'>(orgId, docId, consistent);
  return doc && doc.head.type === PACKAGE.kind && doc.head.EntId === entId ? doc : undefined;
}

/** The package for a step, read consistently: 404 when not the branch's, 409 when changed since the `ver` shown. */
export async function packageAt(orgId: string, entId: string, docId: string, ver: number): Promise<StoredPackage> {
  const doc = await readPackage(orgId, entId, docId, true);
  if (!doc) throw new ApiError(ErrorCode.NotFound, FulfilmentMessages.packageNotFound);
  if (doc.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, FulfilmentMessages.packageChanged);
  return doc;
}

export type PackagePage = { items: PackageHead[]; next?: string; counts: Record<string, number> };

/** The branch's packages newest first (K1), or those in one shipping status (K2), with the counts per status. */
export async function listPackages(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined; sts?: string | undefined },
): Promise<PackagePage> {
  const index = q.sts ? 2 : 1;
  const partition = q.sts ? packageStatusPartition(orgId, entId, q.sts) : packagesPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: 'PACKAGES',
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: index, partition },
    refusal: FulfilmentMessages.badCursor,
  });
  const [page, counts] = await Promise.all([
    queryIndexPage<PackageHead>({
      index,
      partition,
      newestFirst: true,
      limit: q.limit,
      ...(startKey ? { startKey } : {}),
    }),
    readStatusCounts(orgId, entId, PACKAGE_CODE, SHIPPING_STATUSES),
  ]);
  return {
    items: page.items,
    counts,
    ...(page.lastKey ? { next: encodePageCursor('PACKAGES', page.lastKey) } : {}),
  };
}
