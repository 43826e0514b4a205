import type { DocumentLine, FieldChange } from './document-records';

/**
 * What changed between two versions of a document, field by field (docs/service-documents-api.md
 * 'Audit log'): header fields by name, lines by group and id (`Ops.WO2.Pr`); an
 * added line is one change with its fields as `After`, a removed one with them
 * as `Before`. Bookkeeping (ver, UpDt, totals, keys) is not a change people make.
 */

const NOT_AUDITED = new Set([
  'ver',
  'UpDt',
  'UpBy',
  'Amounts',
  'LineCount',
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'LineOrder',
  'LineRev',
]);

/** JSON with object keys sorted and undefined values left out, so equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
      return Object.fromEntries(
        entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, canonical(x)]),
      );
    }
    return v;
  };
  return JSON.stringify(canonical(value)) ?? 'undefined';
}

/** Equal content, whatever the order of object keys (DynamoDB answers attributes in any order). */
export const sameContent = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

function fieldChanges(
  prefix: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  skip: ReadonlySet<string> = NOT_AUDITED,
): FieldChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((n) => !skip.has(n)).sort();
  const changes: FieldChange[] = [];
  for (const name of names) {
    if (sameContent(before[name], after[name])) continue;
    changes.push({
      Path: `${prefix}${name}`,
      ...(before[name] !== undefined ? { Before: before[name] } : {}),
      ...(after[name] !== undefined ? { After: after[name] } : {}),
    });
  }
  return changes;
}

const byId = (lines: readonly DocumentLine[]): Map<string, DocumentLine> => new Map(lines.map((l) => [l._id, l]));

type Version = {
  head: Readonly<Record<string, unknown>>;
  lines: Readonly<Partial<Record<string, readonly DocumentLine[]>>>;
};

/**
 * The audit's changes between two versions: header fields, and with `groups`
 * the lines of those groups field by field (a type's descriptor says which,
 * document-type.ts `audit`; all of them by default); `notAudited` are further header fields left out.
 */
export function documentChanges(
  before: Version | undefined,
  after: Version,
  options: { groups?: readonly string[]; notAudited?: readonly string[] } = {},
): FieldChange[] {
  // By default every group either version has, in the order the lines are kept.
  const groups = options.groups ?? [...new Set([...Object.keys(after.lines), ...Object.keys(before?.lines ?? {})])];
  const skip = options.notAudited?.length ? new Set([...NOT_AUDITED, ...options.notAudited]) : NOT_AUDITED;
  const changes = fieldChanges('', before?.head ?? {}, after.head, skip);
  for (const group of groups) {
    const old = byId(before?.lines[group] ?? []);
    const now = byId(after.lines[group] ?? []);
    for (const [id, line] of now) {
      const was = old.get(id);
      if (!was) changes.push({ Path: `${group}.${id}`, After: line });
      else changes.push(...fieldChanges(`${group}.${id}.`, was, line));
    }
    for (const [id, line] of old) if (!now.has(id)) changes.push({ Path: `${group}.${id}`, Before: line });
  }
  return changes;
}
