import { newItemStatus, nextSupplementaryCode, nextSupplementaryCodeAfter } from '../documents/line-rules';
import { repairOrderStatusFromItems } from '../documents/rollups';
import type { RepairOrderStatus } from '../documents/statuses';
import { itemStatuses } from './line-statuses';
import { ESTIMATE_PREFIXES, mergeLines, type MergeDelta, ORDER_PREFIXES } from './merge-lines';
import { type EstimateDoc, PARTY_HEADER_FIELDS, pickHeader, type RepairOrderDoc } from './service-docs';

/**
 * Supplementary estimates (docs/service-actions.md 'Supplementary estimates',
 * service-documents §4): extra work found once the order is running, quoted and
 * approved on its own, each kept as its own document with a code (a, b, …). Approval
 * covers the delta: what the supplementary adds to the order, or changes on a line the
 * order already has.
 */

/** The codes of an estimate's first `count` supplementaries: given in order, never deleted, so the count tells them. */
export const supplementaryCodes = (count: number): string[] => {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) codes.push(nextSupplementaryCode(codes[i - 1]));
  return codes;
};

export type SupplementaryAdded<T extends EstimateDoc> = {
  /** The initial estimate with the new id in SuppEst. */
  readonly estimate: T;
  readonly supplementary: EstimateDoc;
  /** The order with the new id in SuppEst. */
  readonly order: RepairOrderDoc;
};

/**
 * A new supplementary of a converted initial estimate: the next code, the
 * initial estimate's customer, vehicle, advisor, surveyor and claim, no lines
 * yet, status Supplementary. Its own discounts start empty: the initial
 * estimate's amount discounts were given once already.
 */
export const addSupplementary = <T extends EstimateDoc>(
  initial: T,
  order: RepairOrderDoc,
  supplementaryId: string,
): SupplementaryAdded<T> => {
  const existing = initial.SuppEst ?? [];
  const supplementary = {
    ...pickHeader(initial, PARTY_HEADER_FIELDS),
    _id: supplementaryId,
    Sts: 'Supplementary',
    Code: nextSupplementaryCodeAfter(supplementaryCodes(existing.length)),
    ...(initial._id !== undefined ? { ParentId: initial._id } : {}),
    Comps: [],
    Colli: [],
    Ops: [],
    Parts: [],
  } as EstimateDoc;
  return {
    estimate: { ...initial, SuppEst: [...existing, supplementaryId] },
    supplementary,
    order: { ...order, SuppEst: [...(order.SuppEst ?? []), supplementaryId] },
  };
};

/** A Closed order taking new work is open again; its status then follows its lines. */
const openStatus = (s: RepairOrderStatus): RepairOrderStatus => (s === 'Closed' ? 'Completed' : s);

const intoOrder = (supp: EstimateDoc, order: RepairOrderDoc) =>
  mergeLines(order, supp, {
    prefixes: ORDER_PREFIXES,
    addedStatus: newItemStatus({ Sts: openStatus(order.Sts ?? 'New'), isEstimate: false }),
    ...(supp.Code !== undefined ? { code: supp.Code } : {}),
    quoteInEstPr: true,
  });

/** What approving `supp` would add to or change in `order`: shown before and with the approval. */
export const supplementaryDelta = (supp: EstimateDoc, order: RepairOrderDoc): MergeDelta =>
  intoOrder(supp, order).delta;

export type SupplementaryMerge = {
  readonly order: RepairOrderDoc;
  readonly changedLineIds: readonly string[];
  readonly delta: MergeDelta;
};

/**
 * An approved supplementary's lines into its order: new lines take the order's
 * new-item status (Approved unless the order is still New) and the code; a line
 * the order has already is changed in place. The order's status re-rolls.
 */
export const mergeSupplementaryIntoOrder = (supp: EstimateDoc, order: RepairOrderDoc): SupplementaryMerge => {
  const { document, delta, changedLineIds } = intoOrder(supp, order);
  const Sts = repairOrderStatusFromItems(openStatus(order.Sts ?? 'New'), itemStatuses(document));
  return { order: { ...document, Sts }, changedLineIds, delta };
};

const byCode = (a: EstimateDoc, b: EstimateDoc): number => {
  const x = a.Code ?? '';
  const y = b.Code ?? '';
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
};

/**
 * The overall estimate (docs/printing.md §2, the print's 'Overall Estimate'): the initial
 * estimate with each live supplementary applied in code order, by the same rule
 * as approval, so a line a supplementary changed shows once with its new figures.
 * Cancelled and declined supplementaries are left out.
 */
export const overallEstimate = <T extends EstimateDoc>(initial: T, supplementaries: readonly EstimateDoc[]): T =>
  [...supplementaries]
    .filter((s) => s.Sts !== 'Cancelled' && s.Sts !== 'Declined')
    .sort(byCode)
    .reduce<T>(
      (acc, s) =>
        mergeLines(acc, s, { prefixes: ESTIMATE_PREFIXES, ...(s.Code !== undefined ? { code: s.Code } : {}) }).document,
      initial,
    );
