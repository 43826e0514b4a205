import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError } from '@shared/api/errors';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { cr, dr, netLines } from '@shared/books/posting';
import type { Paise } from '@shared/documents/money-math';
import { RECEIVE_PART_LINES } from '@shared/purchasing/receive-parts';
import { db, tableName } from '../../lib/aws-clients';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { againWhileBalancesMove } from '../inventory/stock-writes';
import { ledgerWrites } from '../ledger/ledger-writes';
import { nowIso, type Key } from '../table/keys';
import { readBill } from './bill-lists';
import type { BillHead, StoredBill } from './bill-records';
import type { PurchaseReceiveHead } from './purchase-records';
import { planStockValue, type StockValueChange } from './bill-stock-value';

/**
 * A bill that changes the stock value of more items than its one transaction holds (price differences
 * and charges on a large receive, docs/purchasing-journey.md §4 'The bill of a large receive'): the bill
 * commits whole (its lines, the receive's and order's, the payable, the input tax) with the value change
 * parked on 2210 Stock received, bill pending (its posting debits 2210 with the receive's value and the
 * change), and the header keeps the plan `ValueParts`. Then each part of at most 25 items is one
 * transaction: their `BillValue` movements and balances at their `ver`, a posting Dr 1300 (what is on
 * hand) and Dr cost of goods (what is gone) / Cr 2210, and the bill's header at its `ver` with the part
 * and its `StockAdjP`/`CogsP` so far. The books balance after each part; 2210 clears with the last.
 * A bill stopped between parts is finished by the same call again (its vendor bill number).
 */

/** `Step`: the postings' step prefix, `V` for the bill's own parts, `RV` for its cancellation's (§23). */
export type BillValueParts = { Part: number; Parts: number; Items: StockValueChange[][]; Step?: string };

/** A fault between parts, for the tests that stop a bill halfway (nothing else sets it). */
export const billValueHooks: { afterPart?: ((part: number) => void | Promise<void>) | undefined } = {};

/** The value changes joined per item × warehouse (one movement each), those that change anything. */
function joined(changes: readonly StockValueChange[]): StockValueChange[] {
  const byItem = new Map<string, StockValueChange>();
  for (const c of changes) {
    const id = `${c.ItemId}|${c.WhId}`;
    const had = byItem.get(id);
    byItem.set(id, had ? { ...had, QtyM: had.QtyM + c.QtyM, changeP: had.changeP + c.changeP } : c);
  }
  return [...byItem.values()].filter((c) => c.changeP !== 0);
}

/** The plan of a bill whose value changes need parts (more than `most` items), or undefined when they fit. */
export function billValueParts(
  changes: readonly StockValueChange[],
  most: number,
): { plan: BillValueParts; totalP: Paise } | undefined {
  const items = joined(changes);
  if (items.length <= most) return undefined;
  const parts: StockValueChange[][] = [];
  for (let i = 0; i < items.length; i += RECEIVE_PART_LINES) parts.push(items.slice(i, i + RECEIVE_PART_LINES));
  return {
    plan: { Part: 0, Parts: parts.length, Items: JSON.parse(JSON.stringify(parts)) as StockValueChange[][] },
    totalP: items.reduce((sum, c) => sum + c.changeP, 0),
  };
}

type Head = BillHead & { ValueParts?: BillValueParts };
type Step = { done: true; bill: StoredBill } | { done: false; part: number };

async function valuePart(orgId: string, entId: string, billId: string): Promise<Step> {
  const bill = await readBill(orgId, entId, billId, true);
  if (!bill) throw new Error(`Bill ${billId} with value parts not found`);
  const head = bill.head as Head;
  const plan = head.ValueParts;
  if (!plan) return { done: true, bill };
  const n = plan.Part + 1;
  const stock = await planStockValue(orgId, entId, billId, plan.Items[n - 1] ?? []);
  const last = n >= plan.Parts;
  const at = nowIso();
  const actor = { userId: head.CrBy, userName: head.CrByName };
  const { ValueParts: _plan, ...done } = head;
  const next: Head = {
    ...(last ? done : { ...head, ValueParts: { ...plan, Part: n } }),
    StockAdjP: head.StockAdjP + stock.stockP,
    CogsP: head.CogsP + stock.cogsP,
  };
  const posting = {
    EntId: entId,
    DocId: billId,
    Num: head.Num,
    Date: head.Date,
    Party: `V#${head.VendId}`,
    Kind: 'Bill' as const,
    Step: `${plan.Step ?? 'V'}${n}`,
    Lines: netLines([dr(A.stock, stock.stockP), dr(A.cogs, stock.cogsP), cr(A.grni, stock.stockP + stock.cogsP)]),
  };
  const [stored] = await saveDocuments(
    [
      {
        before: bill,
        next: { head: next, lines: bill.lines },
        audit: {
          Action: `${plan.Step === undefined ? 'Value' : 'Cancel value'} part ${n} of ${plan.Parts}`,
          By: actor.userId,
          ...(actor.userName ? { ByName: actor.userName } : {}),
        },
        now: at,
      },
    ],
    {
      writes: [
        ...stock.writes(actor, at, head.Num),
        ...(posting.Lines.length > 0 ? ledgerWrites(orgId, [posting], at) : []),
      ],
    },
  );
  return last ? { done: true, bill: stored as StoredBill } : { done: false, part: n };
}

/** Finishes a bill's value parts from the part it reached (nothing when none are left) and answers it. */
export async function finishBillValue(orgId: string, entId: string, billId: string): Promise<StoredBill> {
  for (;;) {
    const step = await againWhileBalancesMove(
      () => valuePart(orgId, entId, billId),
      40,
      (error) => error instanceof HeaderChanged,
    );
    if (step.done) return step.bill;
    await billValueHooks.afterPart?.(step.part);
  }
}

/**
 * The same bill sent again (its vendor bill number taken by a bill whose value parts stopped): that bill,
 * finished. Undefined when the number is another bill's that is whole (the refusal stands).
 */
export async function unfinishedBillOf(
  orgId: string,
  entId: string,
  numberKey: Key,
  error: unknown,
): Promise<StoredBill | undefined> {
  if (!(error instanceof ApiError)) return undefined;
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: numberKey, ConsistentRead: true }));
  const billId = (found.Item as { DocId?: string } | undefined)?.DocId;
  const bill = billId ? await readBill(orgId, entId, billId, true) : undefined;
  return bill && (bill.head as Head).ValueParts ? finishBillValue(orgId, entId, bill.head.DocId) : undefined;
}

/**
 * The same bill of a receive sent again after its value parts stopped: the receive's lines name that bill
 * (the call refuses them as billed before the bill is written), so it is found there and finished.
 */
export async function unfinishedBillOfReceive(
  orgId: string,
  entId: string,
  recId: string,
  vendBillNo: string,
): Promise<StoredBill | undefined> {
  const rec = await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, recId, true);
  const ids = new Set<string>(
    (rec?.lines.Lines ?? []).flatMap((l) => (typeof l.BillId === 'string' ? [l.BillId] : [])),
  );
  for (const id of ids) {
    const bill = await readBill(orgId, entId, id, true);
    if (bill && (bill.head as Head).ValueParts && bill.head.VendBillNo === vendBillNo)
      return finishBillValue(orgId, entId, id);
  }
  return undefined;
}
