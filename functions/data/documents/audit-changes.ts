import { LINE_GROUPS } from './document-keys';
import type { DocumentLine, DocumentLines, FieldChange } from './document-records';

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

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

function fieldChanges(
  prefix: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): FieldChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((n) => !NOT_AUDITED.has(n)).sort();
  const changes: FieldChange[] = [];
  for (const name of names) {
    if (same(before[name], after[name])) continue;
    changes.push({
      Path: `${prefix}${name}`,
      ...(before[name] !== undefined ? { Before: before[name] } : {}),
      ...(after[name] !== undefined ? { After: after[name] } : {}),
    });
  }
  return changes;
}

const byId = (lines: readonly DocumentLine[]): Map<string, DocumentLine> => new Map(lines.map((l) => [l._id, l]));

export function documentChanges(
  before: { head: Readonly<Record<string, unknown>>; lines: DocumentLines } | undefined,
  after: { head: Readonly<Record<string, unknown>>; lines: DocumentLines },
): FieldChange[] {
  const changes = fieldChanges('', before?.head ?? {}, after.head);
  for (const group of LINE_GROUPS) {
    const old = byId(before?.lines[group] ?? []);
    const now = byId(after.lines[group]);
    for (const [id, line] of now) {
      const was = old.get(id);
      if (!was) changes.push({ Path: `${group}.${id}`, After: line });
      else changes.push(...fieldChanges(`${group}.${id}.`, was, line));
    }
    for (const [id, line] of old) if (!now.has(id)) changes.push({ Path: `${group}.${id}`, Before: line });
  }
  return changes;
}
