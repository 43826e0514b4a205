import * as z from 'zod';
import type { Complaint, ServiceDocument, ServiceLaborLine, ServicePartLine } from '../documents/schemas';
import { isCountedLine, type LineStatus } from '../documents/statuses';
import { JOB_CLOCK_FIELDS } from './jobs';
import { COMPUTED_LINE_FIELDS } from './service-docs';

/**
 * Lines of one service document written into another: an approved estimate
 * into its new repair order (convert), an approved supplementary estimate into
 * the order (its delta), and supplementaries onto the initial estimate (the
 * overall estimate). One rule for the three, so what the customer approved is
 * exactly what the order and the overall print show.
 *
 * A source line that matches a line already in the target is a change, not a
 * new line: labour with the same operation (`Op_Id`), a part with the same MPN
 * on the same labour line, a complaint with the same complaint id (or the same
 * text), a collision line with the same text. These are the duplicate rules of
 * service-documents §5, so a merge never creates a duplicate the next save would
 * refuse. Cancelled and declined source lines are not merged.
 */

export type LinePrefixes = { readonly labor: string; readonly part: string; readonly collision: string };
export const ORDER_PREFIXES: LinePrefixes = { labor: 'WO', part: 'WP', collision: 'WCo' };
export const ESTIMATE_PREFIXES: LinePrefixes = { labor: 'EO', part: 'EP', collision: 'ECo' };
const COMPLAINT_PREFIX = 'WC';

const lineAddition = z.object({
  /** The line's id in the target (the order's `WO3`). */
  LineId: z.string(),
  /** The line's id in the source (the supplementary's `EO1`). */
  From: z.string(),
  Kind: z.enum(['Labor', 'Part', 'Complaint', 'Collision']),
  Desc: z.string().optional(),
});
const fieldChange = z.object({ Field: z.string(), Before: z.unknown().optional(), After: z.unknown().optional() });
/** What a supplementary adds to its order and what it changes there, field by field (before → after). */
export const mergeDelta = z.object({
  Added: z.array(lineAddition),
  Changed: z.array(lineAddition.extend({ Fields: z.array(fieldChange) })),
});
export type LineKind = z.infer<typeof lineAddition>['Kind'];
export type FieldChange = z.infer<typeof fieldChange>;
export type LineAddition = z.infer<typeof lineAddition>;
export type LineChange = z.infer<typeof mergeDelta>['Changed'][number];
export type MergeDelta = z.infer<typeof mergeDelta>;

export type MergeOptions = {
  readonly prefixes: LinePrefixes;
  /** Status of the lines added; absent keeps each source line's own status. */
  readonly addedStatus?: LineStatus;
  /** Supplementary code written on every added or changed labour and part line. */
  readonly code?: string;
  /** Into a repair order: the estimate's price becomes the quoted column (EstPr), for comparison. */
  readonly quoteInEstPr?: boolean;
};

export type MergeResult<T> = {
  readonly document: T;
  readonly delta: MergeDelta;
  readonly changedLineIds: readonly string[];
};

/** Identity and links: set by the merge itself. */
const NOT_ADDED = new Set([...COMPUTED_LINE_FIELDS, '_id', 'Sts', 'OpId', 'CompId', 'CollId', 'SuppEst']);
/** What happened to the target line in the workshop (who works on it, parts received and issued) stays the target's. */
const NOT_CHANGED = new Set([
  ...NOT_ADDED,
  'Tech',
  ...JOB_CLOCK_FIELDS,
  'RQty',
  'IQty',
  'In_Id',
  'SyncInv',
  'Synced',
  'Failed',
  'Batch',
  'ReOpen',
  'DeclWO',
]);

type Loose = Record<string, unknown>;
const pick = (line: object, skip: ReadonlySet<string>): Loose => {
  const out: Loose = {};
  for (const [k, v] of Object.entries(line)) if (!skip.has(k) && v !== undefined) out[k] = v;
  return out;
};

/** Ids like `WO7` continue after the highest number of that prefix already in the target. */
const allocator = (ids: readonly string[], prefix: string): (() => string) => {
  const re = new RegExp(`^${prefix}(\\d+)$`);
  let n = 0;
  for (const id of ids) {
    const m = re.exec(id);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return () => `${prefix}${(n += 1)}`;
};

const present = (v: string | number | undefined): v is string | number => v !== undefined && v !== '';
const sameText = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

const fieldChanges = (before: Loose, after: Loose, hidden: ReadonlySet<string>): FieldChange[] =>
  Object.keys(after)
    .filter((k) => !hidden.has(k) && before[k] !== after[k])
    .map((k) => ({ Field: k, ...(before[k] !== undefined ? { Before: before[k] } : {}), After: after[k] }));

const desc = (l: { Desc?: string | undefined }): { Desc?: string } => (l.Desc !== undefined ? { Desc: l.Desc } : {});

export const mergeLines = <T extends ServiceDocument>(
  target: T,
  source: ServiceDocument,
  opts: MergeOptions,
): MergeResult<T> => {
  const added: LineAddition[] = [];
  const changed: LineChange[] = [];
  const { prefixes, code } = opts;
  const hidden = new Set(opts.quoteInEstPr ? ['EstPr'] : []);

  // Complaints and collision lines: matched or added; their ids remapped on the lines that name them.
  const comps: Complaint[] = [...(target.Comps ?? [])];
  const compIds = new Map<string, string>();
  const nextComp = allocator(
    comps.map((c) => c._id),
    COMPLAINT_PREFIX,
  );
  for (const c of source.Comps ?? []) {
    const match = comps.find((t) => (present(c.Comp_Id) ? t.Comp_Id === c.Comp_Id : sameText(t.Desc, c.Desc)));
    if (match) {
      compIds.set(c._id, match._id);
      continue;
    }
    const _id = nextComp();
    comps.push({ ...c, _id });
    compIds.set(c._id, _id);
    added.push({ LineId: _id, From: c._id, Kind: 'Complaint', ...desc(c) });
  }
  const colli = [...(target.Colli ?? [])];
  const collIds = new Map<string, string>();
  const nextColl = allocator(
    colli.map((c) => c._id),
    prefixes.collision,
  );
  for (const c of source.Colli ?? []) {
    const match = colli.find((t) => sameText(t.Desc, c.Desc));
    const _id = match?._id ?? nextColl();
    if (!match) {
      colli.push({ ...c, _id });
      added.push({ LineId: _id, From: c._id, Kind: 'Collision', ...desc(c) });
    }
    collIds.set(c._id, _id);
  }
  const links = (l: { CompId?: string | undefined; CollId?: string | undefined }): Loose => ({
    ...(l.CompId !== undefined ? { CompId: compIds.get(l.CompId) ?? l.CompId } : {}),
    ...(l.CollId !== undefined ? { CollId: collIds.get(l.CollId) ?? l.CollId } : {}),
  });
  const quote = (price: number | undefined, est: number | undefined): Loose =>
    opts.quoteInEstPr && (est ?? price) !== undefined ? { EstPr: est ?? price } : {};
  const coded: Loose = code !== undefined ? { SuppEst: code } : {};
  const changedIds: string[] = [];

  /** Merges one line list; `carried` is what a source line brings, `matches` finds its twin. */
  const mergeList = <L extends { _id: string; Sts?: LineStatus | undefined; Desc?: string | undefined }>(
    targetLines: readonly L[],
    sourceLines: readonly L[],
    kind: 'Labor' | 'Part',
    prefix: string,
    carried: (l: L, skip: ReadonlySet<string>) => Loose,
    matches: (t: L, carriedLine: Loose) => boolean,
    ids: Map<string, string>,
  ): L[] => {
    const out = [...targetLines];
    const next = allocator(
      out.map((l) => l._id),
      prefix,
    );
    for (const s of sourceLines) {
      if (!isCountedLine(s.Sts)) continue;
      const additions = carried(s, NOT_ADDED);
      const at = out.findIndex((t) => isCountedLine(t.Sts) && matches(t, additions));
      if (at >= 0) {
        const t = out[at] as L;
        ids.set(s._id, t._id);
        const changes = carried(s, NOT_CHANGED);
        const fields = fieldChanges(t as Loose, changes, hidden);
        if (fields.length === 0) continue;
        out[at] = { ...t, ...changes, ...coded };
        changedIds.push(t._id);
        changed.push({ LineId: t._id, From: s._id, Kind: kind, ...desc(t), Fields: fields });
        continue;
      }
      const _id = next();
      ids.set(s._id, _id);
      out.push({ ...additions, _id, Sts: opts.addedStatus ?? s.Sts ?? 'New', ...coded } as unknown as L);
      changedIds.push(_id);
      added.push({ LineId: _id, From: s._id, Kind: kind, ...desc(s) });
    }
    return out;
  };

  const opIds = new Map<string, string>();
  const Ops = mergeList<ServiceLaborLine>(
    target.Ops ?? [],
    source.Ops ?? [],
    'Labor',
    prefixes.labor,
    (o, skip) => ({ ...pick(o, skip), ...links(o), ...quote(o.Pr, o.EstPr) }),
    (t, s) => present(s.Op_Id as string | number | undefined) && t.Op_Id === s.Op_Id,
    opIds,
  );
  // A part names its labour line by the line's id; in the target that is the id the labour got there.
  const targetOpIds = new Set(Ops.map((o) => o._id));
  const partOpId = (p: ServicePartLine): Loose => {
    if (p.OpId === undefined) return {};
    const mapped = opIds.get(p.OpId) ?? (targetOpIds.has(p.OpId) ? p.OpId : undefined);
    return mapped !== undefined ? { OpId: mapped } : {};
  };
  const Parts = mergeList<ServicePartLine>(
    target.Parts ?? [],
    source.Parts ?? [],
    'Part',
    prefixes.part,
    (p, skip) => ({ ...pick(p, skip), ...links(p), ...partOpId(p), ...quote(p.UnPr, p.EstPr) }),
    (t, s) =>
      present(s.MPN as string | undefined) &&
      t.MPN === s.MPN &&
      (t.OpId ?? '') === ((s.OpId as string | undefined) ?? ''),
    new Map(),
  );

  const document = { ...target, Comps: comps, Colli: colli, Ops, Parts } as T;
  return { document, delta: { Added: added, Changed: changed }, changedLineIds: changedIds };
};
