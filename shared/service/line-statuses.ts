import { restartItems } from '../documents/line-rules';
import { laborStatusFromParts } from '../documents/rollups';
import type { ServiceDocument } from '../documents/schemas';
import type { LineStatus } from '../documents/statuses';

/** Line-status moves the document actions make, each returning the ids of the lines it changed. */

type StatusLine = { readonly _id: string; readonly Sts?: LineStatus | undefined };
export type LineStatusChange<T> = { readonly document: T; readonly changedLineIds: readonly string[] };

export const itemStatuses = (doc: ServiceDocument): LineStatus[] => [
  ...(doc.Ops ?? []).map((o) => o.Sts ?? 'New'),
  ...(doc.Parts ?? []).map((p) => p.Sts ?? 'New'),
];

/** Lines waiting for approval (§4: "some item is New or WtngForAppr"). */
export const AWAITING_APPROVAL: readonly LineStatus[] = ['New', 'WtngForAppr'];
/** Lines whose work is over; Hold, Cancel and Decline leave them as they are. */
export const CLOSED_LINE_STATUSES: readonly LineStatus[] = ['Completed', 'Cancelled', 'Declined'];
export const isOpenLine = (s: LineStatus | undefined): boolean => !CLOSED_LINE_STATUSES.includes(s ?? 'New');

/** Every labour and part line through `next` (undefined keeps the status). */
export const setLineStatuses = <T extends ServiceDocument>(
  doc: T,
  next: (line: StatusLine) => LineStatus | undefined,
): LineStatusChange<T> => {
  const changed: string[] = [];
  const step = <L extends StatusLine>(l: L): L => {
    const s = next(l);
    if (s === undefined || s === (l.Sts ?? 'New')) return l;
    changed.push(l._id);
    return { ...l, Sts: s };
  };
  const document = { ...doc, Ops: (doc.Ops ?? []).map(step), Parts: (doc.Parts ?? []).map(step) } as T;
  return { document, changedLineIds: changed };
};

/** The spec's restart: on-hold items go back to New (line-rules.restartItems). */
export const restartOnHold = <T extends ServiceDocument>(doc: T): LineStatusChange<T> => {
  const Ops = restartItems(doc.Ops ?? []);
  const Parts = restartItems(doc.Parts ?? []);
  const before = [...(doc.Ops ?? []), ...(doc.Parts ?? [])];
  const changedLineIds = [...Ops, ...Parts].filter((l, i) => l.Sts !== before[i]?.Sts).map((l) => l._id);
  return { document: { ...doc, Ops, Parts } as T, changedLineIds };
};

/** Labour lines named in `ids` follow their parts (§4 'Labor status from its parts'). */
export const laborFromParts = <T extends ServiceDocument>(doc: T, ids: ReadonlySet<string>): LineStatusChange<T> => {
  const parts = doc.Parts ?? [];
  const labor = new Set((doc.Ops ?? []).map((o) => o._id));
  return setLineStatuses(doc, (l) => (ids.has(l._id) && labor.has(l._id) ? laborStatusFromParts(l, parts) : undefined));
};
