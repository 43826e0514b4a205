import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { GuideAnswer, PriceRow } from '@shared/catalogue/call-schemas';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { priceImportRow } from '@shared/catalogue/import-rows';
import { matchesRecord } from '@shared/catalogue/search-keys';
import { deleteListItem, getListItem, putListItem, type ListItem } from '../data/catalogue/named-list-repo';
import { getVisibleRecord, getVisibleRecords, type Found } from '../data/catalogue/record-repo';
import { idsByCode, listRecords, searchRows } from '../data/catalogue/search-repo';
import type { Call } from '../lib/http/call';
import { scopeOf } from '../lib/catalogue-scope';
import { notFound } from './catalogue-scope';
import { bodyTypeOf, fixedPricesOf, guideAnswerOf, guideOf, guideRowOf } from './guide-service';
import { importRows } from '../lib/catalogue-records';

/** Setup Labor Rates (platform §6: Service module admin with the LPG feature). */
type R = typeof catalogueRoutes;

const conflict = (): ApiError => new ApiError(ErrorCode.Conflict, Messages.conflict);
const badCursor = (): ApiError => new ApiError(ErrorCode.BadRequest, CatalogueMessages.badCursor);

function priceRowOf(op: Record<string, unknown>, guide: GuideAnswer, fixed: Map<string, ListItem>): PriceRow {
  const row = guideRowOf(op, guide, fixed);
  return {
    _id: row._id,
    OpCode: row.OpCode,
    Desc: row.Desc,
    Cat: row.Cat,
    Hrs: row.Hrs,
    Rate: row.Rate,
    Pr: row.Pr,
    Fixed: row.Fixed,
    ver: fixed.get(row._id)?.ver ?? 0,
  };
}

/** Operations with a fixed price in the guide, by description; paged in the Lambda (the list is the guide's few priced operations). */
export async function pricesSet(call: Call<R['pricesSet']>) {
  const { LTG, Q, Limit, Next } = call.query;
  const scope = scopeOf(call.session, 'OP');
  const [guide, fixed] = await Promise.all([guideOf(scope.orgId, LTG), fixedPricesOf(scope.orgId, LTG)]);
  const found = (await getVisibleRecords(scope.orgId, scope.ownOnly, 'OP', [...fixed.keys()])).filter(
    (f): f is Found => f !== undefined && f.record.Act,
  );
  const rows = found
    .filter((f) => Q === undefined || matchesRecord(f.record.Desc, [String(f.record.OpCode)], Q))
    .map((f) => priceRowOf(f.record, guide, fixed))
    .sort((a, b) => a.Desc.localeCompare(b.Desc));
  const start = Next === undefined ? 0 : Number(Next);
  if (!Number.isInteger(start) || start < 0) throw badCursor();
  const end = start + Limit;
  return { Items: rows.slice(start, end), ...(end < rows.length ? { Next: String(end) } : {}) };
}

/** Active operations without a fixed price in the guide (a page of the list or search, priced ones left out). */
export async function pricesNotSet(call: Call<R['pricesNotSet']>) {
  const { LTG, Q, Limit, Next } = call.query;
  const scope = scopeOf(call.session, 'OP');
  const [guide, fixed] = await Promise.all([guideOf(scope.orgId, LTG), fixedPricesOf(scope.orgId, LTG)]);
  const page =
    Q === undefined
      ? await listRecords(scope, 'OP', { limit: Limit, cursor: Next })
      : await searchRows(scope, 'OP', Q, { limit: Limit, cursor: Next });
  const items = page.items.filter((op) => !fixed.has(String(op._id))).map((op) => priceRowOf(op, guide, fixed));
  return { Items: items, ...(page.next ? { Next: page.next } : {}) };
}

export async function setGuideRate(call: Call<R['setGuideRate']>) {
  const bodyType = bodyTypeOf(call.params.id);
  const own = await getListItem(call.session.orgId, 'RATE', bodyType);
  if (call.body.ver !== (own?.ver ?? 0)) throw conflict();
  const next = { _id: bodyType, Rate: call.body.Rate, ver: (own?.ver ?? 0) + 1 };
  await putListItem(call.session.orgId, 'RATE', next, own?.ver);
  return guideAnswerOf(bodyType, next);
}

/** Sets or clears (Pr null) one operation's fixed price in a guide, at the price's ver (0 = none yet). */
async function writePrice(
  orgId: string,
  ltg: Parameters<typeof fixedPricesOf>[1],
  opId: string,
  pr: number | null,
  ver: number,
): Promise<void> {
  const current = await getListItem(orgId, `PRICE#${ltg}`, opId);
  if (ver !== (current?.ver ?? 0)) throw conflict();
  if (pr === null) {
    if (current) await deleteListItem(orgId, `PRICE#${ltg}`, opId, current.ver);
    return;
  }
  await putListItem(orgId, `PRICE#${ltg}`, { _id: opId, Pr: pr, ver: ver + 1 }, current?.ver);
}

export async function setOpPrice(call: Call<R['setOpPrice']>) {
  const scope = scopeOf(call.session, 'OP');
  const found = await getVisibleRecord(scope.orgId, scope.ownOnly, 'OP', call.params.opId);
  if (!found) throw notFound();
  await writePrice(scope.orgId, call.params.id, call.params.opId, call.body.Pr, call.body.ver);
  const [guide, fixed] = await Promise.all([
    guideOf(scope.orgId, call.params.id),
    fixedPricesOf(scope.orgId, call.params.id),
  ]);
  return priceRowOf(found.record, guide, fixed);
}

/** Rows name operations by code; an unknown code refuses the row. Existing prices are replaced. */
export async function importPrices(call: Call<R['importPrices']>) {
  const scope = scopeOf(call.session, 'OP');
  const idOf = new Map<string, string>();
  return importRows(
    call.body.Rows,
    priceImportRow,
    call.query.DryRun === 'true',
    async (row) => {
      const opId = idOf.get(row.OpCode) as string;
      const current = await getListItem(scope.orgId, `PRICE#${call.params.id}`, opId);
      await writePrice(scope.orgId, call.params.id, opId, row.Pr, current?.ver ?? 0);
    },
    async (rows) => {
      const found = await Promise.all(rows.map((row) => idsByCode(scope, 'OP', row.OpCode)));
      return rows.flatMap((row, i) => {
        const id = found[i]?.ids[0];
        if (id === undefined) return [{ row: i + 1, field: 'OpCode', message: CatalogueMessages.unknownOpCode }];
        idOf.set(row.OpCode, id);
        return [];
      });
    },
  );
}
