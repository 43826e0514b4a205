import { ApiError, ErrorCode } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { applyIssue, isStockedPart } from '@shared/inventory/part-issue';
import { balanceId, type ReservedPart } from '@shared/inventory/reservation';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
import type { TrackMode } from '@shared/inventory/tracking';
import type { DocumentLine } from '../documents/document-records';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { trackedPartLine } from './issue-tracking';
import { movementWrites, valueMovements, type Actor, type PlannedMovement, type ValuedPlan } from './stock-writes';

/**
 * A branch without a parts desk (Inventory `Issue` off, docs/inventory-reservations.md §9):
 * what a repair order still holds leaves stock when the order is completed (or
 * invoiced, when its technicians' job moves completed it), in that change's own
 * transaction. Each line holding a reservation is issued exactly what it holds, from
 * the warehouse it holds it in: the issue's own rule on the line (`applyIssue`: `IQty`
 * and `RQty` up), the issue's movement and balance write (`valueMovements`,
 * `movementWrites`: never below zero, a batch item earliest expiry first), its
 * reservation leaving with the movement (`ResvDelta`). A serial-tracked part is left
 * alone: its serials are entered at Issue Parts, and the completion rule refuses
 * until they are.
 */

export type CompletionIssueInput = {
  orgId: string;
  entId: string;
  docId: string;
  docNum?: string | undefined;
  parts: readonly DocumentLine[];
  /** How each item is tracked (the branch's BN/SN features on). */
  tracked: ReadonlyMap<string, TrackMode>;
  /** The branch's date: no expired batch leaves. */
  today: string;
  actor: Actor;
  at: string;
};

export type CompletionIssue = {
  /** The part lines issued, their reservation gone (`Resv`, `RsvWh`), batch lines naming their batches. */
  parts: DocumentLine[];
  writes: Write[];
  /** Part lines issued, for the answer and the tests. */
  lineIds: string[];
  /** Balances moved (one movement each). */
  balances: number;
};

/**
 * The most writes the issue and the release may add to the completion's transaction:
 * room is left for the order's header, audit, counts and index items (the line items
 * that do not fit are written ahead by the store, documents-repo fitTransaction).
 */
export const MAX_COMPLETION_WRITES = MAX_TRANSACTION_ITEMS - 15;

/** Refuses, before anything is written, a completion whose stock writes would not fit its one transaction. */
export function checkCompletionFits(issued: CompletionIssue | undefined, otherWrites: number): void {
  if (issued && issued.writes.length + otherWrites > MAX_COMPLETION_WRITES)
    throw new ApiError(ErrorCode.BadRequest, StockSwitchMessages.tooManyToIssue(issued.balances));
}

const m = (v: unknown): number => toScaled(typeof v === 'number' ? v : 0, QTY_DIGITS);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A refusal of the completion naming the line, as the action's other refusals do (`Issues`). */
const refuseLine = (lineId: string, field: string, message: string, top: string = message): never => {
  throw new ApiError(ErrorCode.BadRequest, top, undefined, undefined, undefined, [
    { LineId: lineId, Field: field, Message: message },
  ]);
};

/** The lines' issue on completion, or undefined when no line holds anything to issue. */
export async function issueOnCompletion(input: CompletionIssueInput): Promise<CompletionIssue | undefined> {
  const holding = (input.parts as (DocumentLine & ReservedPart)[]).filter(
    (p) => isStockedPart(p) && m(p.Resv) > 0 && str(p.RsvWh) && input.tracked.get(String(p.In_Id)) !== 'SN',
  );
  if (holding.length === 0) return undefined;
  // One movement per balance (a transaction writes each balance once): two lines of one item share it.
  const groups = new Map<string, (DocumentLine & ReservedPart)[]>();
  for (const p of holding) {
    const id = balanceId(String(p.In_Id), String(p.RsvWh));
    groups.set(id, [...(groups.get(id) ?? []), p]);
  }
  const moves: PlannedMovement[] = [...groups.values()].map((lines) => {
    const first = lines[0] as DocumentLine & ReservedPart;
    const held = lines.reduce((sum, p) => sum + m(p.Resv), 0);
    const itemId = String(first.In_Id);
    return {
      ItemId: itemId,
      WhId: String(first.RsvWh),
      PCode: str(first.PCode),
      Desc: str(first.Desc) ?? itemId,
      UoM: str(first.UoM),
      Kind: 'Issue',
      Qty: -held,
      ResvDelta: -held,
      ...(input.tracked.get(itemId) === 'BN' ? { Tracking: { Track: 'BN' as const, today: input.today } } : {}),
      source: { DocType: 'RepairOrder', DocId: input.docId, LineId: first._id },
    };
  });
  const plan = await valued(input, moves, [...groups.values()]);
  // The balance keeps the catalogue's words for the item, not a line's own description.
  plan.moves.forEach((move, i) => {
    const b = plan.balances[i];
    if (b) Object.assign(move, { PCode: b.PCode ?? move.PCode, Desc: b.Desc, UoM: b.UoM ?? move.UoM });
  });
  const writes = movementWrites(plan, input.actor, input.at, input.docNum);
  const fieldsOf = new Map<string, number>();
  [...groups.values()].forEach((lines, i) => lines.forEach((p) => fieldsOf.set(p._id, i)));
  const parts = input.parts.map((line) => {
    const at = fieldsOf.get(line._id);
    if (at === undefined) return line;
    // The issue's quantity rule; a line its job already completed is still issued what it holds (keeps its status).
    const part = line as ReservedPart;
    const issued = applyIssue({ ...part, Sts: 'InProgress' }, fromScaled(m(part.Resv), QTY_DIGITS));
    if (!issued.ok) return refuseLine(line._id, 'IQty', issued.message);
    const { Resv: _r, RsvWh: _w, ...rest } = { ...issued.line, Sts: part.Sts } as ReservedPart & DocumentLine;
    const move = plan.moves[at] as PlannedMovement;
    return (move.Tracking
      ? trackedPartLine(rest as DocumentLine, 'BN', plan.tracking?.fields[at], move.Qty)
      : rest) as unknown as DocumentLine;
  });
  return { parts, writes, lineIds: [...fieldsOf.keys()], balances: groups.size };
}

/** The movements valued; a refusal (short stock after a loss, only expired batches left) names its first line. */
async function valued(
  input: CompletionIssueInput,
  moves: PlannedMovement[],
  groups: readonly (readonly DocumentLine[])[],
): Promise<ValuedPlan> {
  try {
    return await valueMovements(input.orgId, input.entId, moves);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== ErrorCode.BadRequest) throw error;
    const [, index = '0', field = 'Qty'] = error.errors?.[0]?.path.split('.') ?? [];
    const lineId = groups[Number(index)]?.[0]?._id ?? '';
    return refuseLine(
      lineId,
      field === 'Qty' ? 'IQty' : field,
      error.errors?.[0]?.message ?? error.message,
      error.message,
    );
  }
}
