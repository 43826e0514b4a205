import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { ReorderLine } from '@shared/inventory/reorder-schemas';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import type { ReorderRecord } from '../data/inventory/items-repo';
import {
  closeSuggestion,
  levelsOf,
  levelsWithBalances,
  openSuggestion,
  openSuggestions,
} from '../data/inventory/reorder-repo';
import type { BalanceRecord } from '../data/inventory/stock-records';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call } from '../lib/http/call';

/**
 * The reorder point report (reports/reorderpointreport; docs/inventory-items.md
 * §4): each item × warehouse of the branch whose available stock (on hand less
 * what is reserved) is at or below its reorder level, with the quantity to buy;
 * and the suggestions, at most one open per item × warehouse.
 */

type R = typeof inventoryItemRoutes;

const units = (q: number): number => fromScaled(q, QTY_DIGITS);

/** Available stock in thousandths: on hand less reserved; no balance is nothing on hand. */
export const availableQ = (b: (BalanceRecord & { Resv?: number }) | undefined): number =>
  b ? b.OnHand - (b.Resv ?? 0) : 0;

/** At or below the level, what to buy: the reorder quantity, or the shortfall to the level when that is more. */
export function toBuyQ(level: Pick<ReorderRecord, 'LvlQ' | 'QtyQ'>, availQ: number): number | undefined {
  if (availQ > level.LvlQ) return undefined;
  return Math.max(level.QtyQ, level.LvlQ - availQ);
}

export async function readReorderReport(call: Call<R['reorderReport']>) {
  const { orgId, entityId } = call.session;
  const [page, open] = await Promise.all([
    levelsWithBalances(orgId, entityId, { limit: call.query.Limit, cursor: call.query.Cursor }),
    openSuggestions(orgId, entityId),
  ]);
  const due = page.items.flatMap(({ level, balance }) => {
    if (call.query.Wh !== undefined && level.WhId !== call.query.Wh) return [];
    const avail = availableQ(balance);
    const buy = toBuyQ(level, avail);
    return buy === undefined ? [] : [{ level, avail, buy }];
  });
  const scope = scopeOf(call.session, 'PART');
  const parts = await getVisibleRecords(
    scope.orgId,
    scope.ownOnly,
    'PART',
    due.map((d) => d.level.ItemId),
  );
  const Items: ReorderLine[] = due.flatMap(({ level, avail, buy }, i) => {
    const part = parts[i]?.record;
    if (!part) return [];
    const s = open.find((o) => o.ItemId === level.ItemId && o.WhId === level.WhId);
    return [
      {
        ItemId: level.ItemId,
        PCode: String(part.PCode),
        Desc: String(part.Desc),
        UoM: String(part.UoM),
        WhId: level.WhId,
        OnHand: units(avail),
        Lvl: units(level.LvlQ),
        ToBuy: units(buy),
        ...(s ? { Suggested: { Qty: units(s.QtyQ), At: s.At, By: s.By } } : {}),
      },
    ];
  });
  return { Items, ...(page.next ? { Next: page.next } : {}) };
}

/**
 * POST …/Suggestions: for each line still at or below its level, a suggestion to
 * buy, written only if none is open for it (a conditional put): two clerks, or
 * one clerk twice, never make two. Lines skipped say why.
 */
export async function suggestReorder(call: Call<R['suggestReorder']>) {
  const { orgId, entityId, userId } = call.session;
  const lines = call.body.Lines;
  const facts = await levelsOf(orgId, entityId, lines);
  const at = new Date().toISOString();
  const outcomes = await Promise.all(
    lines.map(async (line, i) => {
      const { level, balance } = facts[i] ?? { level: undefined, balance: undefined };
      const buy = level ? toBuyQ(level, availableQ(balance)) : undefined;
      if (buy === undefined) return { ...line, Why: ItemMessages.notAtReorderLevel };
      const made = await openSuggestion(orgId, entityId, { ...line, QtyQ: buy, At: at, By: userId });
      return made ? { ...line, Qty: units(buy) } : { ...line, Why: ItemMessages.suggestionTaken };
    }),
  );
  return {
    Made: outcomes.flatMap((o) => ('Qty' in o ? [{ ItemId: o.ItemId, WhId: o.WhId, Qty: o.Qty }] : [])),
    Skipped: outcomes.flatMap((o) => ('Why' in o ? [{ ItemId: o.ItemId, WhId: o.WhId, Why: o.Why }] : [])),
  };
}

export async function closeReorderSuggestion(call: Call<R['closeSuggestion']>) {
  const { orgId, entityId } = call.session;
  if (!(await closeSuggestion(orgId, entityId, call.params.ItemId, call.params.WhId)))
    throw new ApiError(ErrorCode.NotFound, ItemMessages.suggestionNotFound);
  return { Closed: true as const };
}
