import { ulid } from 'ulid';
import type * as z from 'zod';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { taxCodeForHsn } from '@shared/catalogue/gst-rates';
import { checkImportRows } from '@shared/catalogue/import-call';
import { DEFAULT_INTRA_STATE_TAX_CODE } from '@shared/documents/constants';
import { orgOwner, type CatalogueKind } from '../data/catalogue/catalogue-keys';
import { ID_PREFIX } from '../data/catalogue/catalogue-kinds';
import { getVisibleRecord, saveRecord, type Found, type StoredRecord } from '../data/catalogue/record-repo';
import { itemSearchPartWrites } from '../data/inventory/item-search-part';
import type { SessionContext } from './http/call';
import { ownOnly } from './catalogue-scope';

/**
 * Create, edit, deactivate and import for complaints, operations and parts. An
 * organisation edits its own records; editing a system record (ver 0) saves the
 * organisation's own copy under the same id, which then stands in for it.
 */

/** A new part's fields: its tax code, when not given, is its HSN code's (gst-rates.ts), else the default. */
export const newPart = (body: Record<string, unknown>) => ({
  ...body,
  TCode: body.TCode ?? taxCodeForHsn(String(body.HSN)) ?? DEFAULT_INTRA_STATE_TAX_CODE,
});

export type Edit = Record<string, unknown> & { ver: number };

const conflict = (): ApiError => new ApiError(ErrorCode.Conflict, Messages.conflict);

/** A new record of the organisation (ver 1). */
export async function createRecord(
  session: SessionContext,
  kind: CatalogueKind,
  fields: Record<string, unknown>,
): Promise<Found> {
  const record = { ...fields, _id: `${ID_PREFIX[kind]}${ulid()}`, Act: true, ver: 1 } as StoredRecord;
  return { record: await saveRecord(orgOwner(session.orgId), kind, record, undefined), own: true };
}

/**
 * Applies an edit made at `edit.ver`; `merge` builds the new fields from the
 * stored record and the edit (a PUT never resets what it left out).
 */
export async function editRecord(
  session: SessionContext,
  kind: CatalogueKind,
  id: string,
  edit: Edit,
  merge: (current: StoredRecord, edit: Edit) => Record<string, unknown> = (current, { ver: _ver, ...changes }) => ({
    ...current,
    ...changes,
  }),
): Promise<Found> {
  const found = await getVisibleRecord(session.orgId, ownOnly(session, kind), kind, id);
  if (!found) throw new ApiError(ErrorCode.NotFound, CatalogueMessages.notFound);
  const current = found.record;
  const storedVer = found.own ? current.ver : 0;
  if (edit.ver !== storedVer) throw conflict();
  const next = { ...merge(current, edit), _id: current._id, ver: storedVer + 1 } as StoredRecord;
  const also = kind === 'PART' ? await itemSearchPartWrites(session.orgId, found, next) : [];
  const saved = await saveRecord(
    orgOwner(session.orgId),
    kind,
    next,
    found.own ? current : undefined,
    !found.own,
    also,
  );
  return { record: saved, own: true };
}

export const deactivateRecord = (
  session: SessionContext,
  kind: CatalogueKind,
  id: string,
  ver: number,
): Promise<Found> => editRecord(session, kind, id, { ver, Act: false });

/** Runs `work` over items, a few at a time (imports). */
async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<unknown>, parallel = 4): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * A bulk import: every row checked first; any bad cell answers 400 with every bad
 * row and writes nothing. `resolve` may refuse rows on stored facts (an unknown
 * make) the same way. DryRun stops after the checks.
 */
export async function importRows<S extends z.ZodType>(
  rows: readonly unknown[],
  schema: S,
  dryRun: boolean,
  write: (row: z.infer<S>) => Promise<unknown>,
  resolve?: (rows: z.infer<S>[]) => Promise<{ row: number; field: string; message: string }[]>,
): Promise<{ Count: number; DryRun: boolean }> {
  const checked = checkImportRows(schema, rows);
  const errors = checked.ok ? ((await resolve?.(checked.rows)) ?? []) : checked.errors;
  if (!checked.ok || errors.length > 0)
    throw new ApiError(ErrorCode.BadRequest, CatalogueMessages.importHasErrors, undefined, undefined, errors);
  if (!dryRun) await inTurn(checked.rows, write);
  return { Count: checked.rows.length, DryRun: dryRun };
}
