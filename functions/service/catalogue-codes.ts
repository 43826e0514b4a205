import { getVisibleRecords } from '../data/catalogue/record-repo';
import { idsByCode } from '../data/catalogue/search-repo';
import type { DocumentLine, DocumentLines } from '../data/documents/document-records';
import { scopeOf } from '../lib/catalogue-scope';
import type { ServiceContext } from '../lib/branch-context';

/**
 * HSN/SAC from the catalogue (docs/decisions-service.md 'HSN/SAC of catalogue
 * lines'): a part line that names a catalogue part (`PCode`, else `MPN`) and
 * carries no `HSN` takes the part's; a labour line that names an operation
 * (`Op_Id`) and carries no `SAC` takes the operation's. The screen fills them on
 * a pick; this fills a document written through the API the same way, so the
 * invoices made from it name every line's code (CGST Rule 46(g)).
 */

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;

const lacks = (line: DocumentLine, field: 'HSN' | 'SAC'): boolean => text(line[field]) === undefined;

/** The HSN of each catalogue part code asked for (a code whose parts carry none is left out): a code query each, one BatchGet. */
async function hsnByCode(ctx: ServiceContext, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const scope = scopeOf(ctx.session, 'PART');
  const idsOf = await Promise.all(codes.map(async (code) => (await idsByCode(scope, 'PART', code)).ids));
  const ids = [...new Set(idsOf.flat())];
  const records = await getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', ids);
  const hsnOfId = new Map(ids.map((id, i) => [id, text(records[i]?.record.HSN)]));
  return new Map(
    codes.flatMap((code, i) => {
      const hsn = (idsOf[i] ?? []).map((id) => hsnOfId.get(id)).find((h) => h !== undefined);
      return hsn === undefined ? [] : [[code, hsn] as const];
    }),
  );
}

async function sacByOperation(ctx: ServiceContext, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const scope = scopeOf(ctx.session, 'OP');
  const records = await getVisibleRecords(scope.orgId, scope.ownOnly, 'OP', ids);
  return new Map(
    ids.flatMap((id, i) => {
      const sac = text(records[i]?.record.SAC);
      return sac === undefined ? [] : [[id, sac] as const];
    }),
  );
}

/**
 * The lines with the codes filled. Only lines new or re-pointed since `before`
 * are looked up: a stored line was looked up when it was saved, so a save of a
 * large order costs no catalogue reads for the lines it did not touch.
 */
export async function withCatalogueCodes(
  ctx: ServiceContext,
  lines: DocumentLines,
  before?: DocumentLines,
): Promise<DocumentLines> {
  const partCode = (l: DocumentLine): string | undefined => text(l.PCode) ?? text(l.MPN);
  const storedPart = new Map((before?.Parts ?? []).map((l) => [l._id, partCode(l)]));
  const storedOp = new Map((before?.Ops ?? []).map((l) => [l._id, text(l.Op_Id)]));
  const codes = [
    ...new Set(
      lines.Parts.filter((l) => lacks(l, 'HSN') && storedPart.get(l._id) !== partCode(l)).flatMap(
        (l) => partCode(l) ?? [],
      ),
    ),
  ];
  const opIds = [
    ...new Set(
      lines.Ops.filter((l) => lacks(l, 'SAC') && storedOp.get(l._id) !== text(l.Op_Id)).flatMap(
        (l) => text(l.Op_Id) ?? [],
      ),
    ),
  ];
  if (codes.length === 0 && opIds.length === 0) return lines;
  const [hsn, sac] = await Promise.all([hsnByCode(ctx, codes), sacByOperation(ctx, opIds)]);
  const fill = (line: DocumentLine, field: 'HSN' | 'SAC', code: string | undefined): DocumentLine =>
    code !== undefined && lacks(line, field) ? { ...line, [field]: code } : line;
  return {
    ...lines,
    Parts: lines.Parts.map((l) => {
      const code = partCode(l);
      return fill(l, 'HSN', code === undefined ? undefined : hsn.get(code));
    }),
    Ops: lines.Ops.map((l) => {
      const id = text(l.Op_Id);
      return fill(l, 'SAC', id === undefined ? undefined : sac.get(id));
    }),
  };
}
