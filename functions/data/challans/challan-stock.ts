import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { ChallanMessages } from '@shared/challans/challan-messages';
import { shareOf, stillOutM } from '@shared/challans/challan-figures';
import { CHALLAN_STATUS, mayChallan, settledStatus } from '@shared/challans/challan-statuses';
import { fromScaled, QTY_DIGITS, QTY_SCALE, toScaled } from '@shared/documents/money-math';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { CHALLAN_SERIES, DELIVERY_CHALLAN } from '../documents/types/challan-type';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from '../inventory/stock-writes';
import { nowIso } from '../table/keys';
import { byOf, challanAt } from './challans-repo';
import { challanLines, type ChallanHead, type ChallanLine, type StoredChallan } from './challan-records';

/**
 * The stock steps of a delivery challan (docs/challans.md §4), each ONE
 * transaction of the store with the movements and balances it touches (and
 * their posting to the books, docs/books.md §3.7: 1300 against 1320 Goods sent
 * on delivery challan):
 * - issue: Draft → Issued, numbered; each line `ChallanOut` of its warehouse at
 *   the valuation's cost, which the line keeps (`UnCostP`, `CostP`);
 * - return: what came back, each line `ChallanIn` at its share of that cost
 *   (cumulatively rounded), so the stock comes back at exactly what left;
 * - cancel: a draft given up, or an issued challan of which nothing came back
 *   (every line back at its whole cost).
 * A balance or the header moved between read and commit: read and decide again.
 */

export type ChallanStep = { orgId: string; entId: string; docId: string; ver: number; date: string; actor: Actor };

const refuse = (message: string, path = 'Sts'): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);
};

const movementOf = (
  head: Pick<ChallanHead, 'DocId' | 'WhId'>,
  line: ChallanLine,
  Kind: 'ChallanOut' | 'ChallanIn',
  QtyM: number,
  ValueP?: number,
): PlannedMovement => ({
  ItemId: line.ItemId,
  WhId: head.WhId,
  ...(line.PCode ? { PCode: line.PCode } : {}),
  Desc: line.Desc,
  ...(line.UoM ? { UoM: line.UoM } : {}),
  Kind,
  Qty: QtyM,
  ...(ValueP !== undefined ? { ValueP } : {}),
  source: { DocType: DELIVERY_CHALLAN.kind, DocId: head.DocId, LineId: line._id },
});

/** Draft → Issued: the number, and every line out of the warehouse, in one transaction. */
export function issueChallan(step: ChallanStep & { fyStart?: number | undefined }): Promise<StoredChallan> {
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(
    async () => {
      const before = await challanAt(step.orgId, step.entId, step.docId, step.ver);
      if (!mayChallan('issue', String(before.head.Sts))) refuse(ChallanMessages.notDraft(String(before.head.Sts)));
      const lines = challanLines(before);
      const plan = await valueMovements(
        step.orgId,
        step.entId,
        lines.map((l) => movementOf(before.head, l, 'ChallanOut', -l.QtyM)),
      );
      // Taken once the stock allows it: an issue refused for want of stock burns no number.
      number ??= await takeCounterNumber(step.orgId, step.entId, CHALLAN_SERIES, step.date, step.docId, {
        ...(step.fyStart ? { fyStart: step.fyStart } : {}),
      });
      const at = nowIso();
      const issued = lines.map((l, i): DocumentLine => {
        const v = plan.valued[i];
        return { ...l, UnCostP: v?.UnCostP ?? 0, CostP: -(v?.ValueP ?? 0) } as unknown as DocumentLine;
      });
      const head: ChallanHead = {
        ...before.head,
        Sts: CHALLAN_STATUS.issued,
        Num: number.Num,
        Series: CHALLAN_SERIES,
        FY: number.FY,
        Date: step.date,
        CostP: -plan.valued.reduce((s, v) => s + v.ValueP, 0),
        RetCostP: 0,
        IssBy: step.actor.userId,
        ...(step.actor.userName ? { IssByName: step.actor.userName } : {}),
        IssAt: at,
      };
      const [stored] = await saveDocuments<ChallanHead, 'Lines'>(
        [
          {
            before,
            next: { head, lines: { Lines: issued } },
            audit: { Action: 'Issue', ...byOf(step.actor) },
            now: at,
          },
        ],
        { writes: [number.pointer, ...movementWrites(plan, step.actor, at, number.Num)] },
      );
      return stored as StoredChallan;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
}

export type ReturnedLine = { LineId: string; Qty: number };

/** What a refusal of a line says: nothing left out on it, or more asked than is out. */
export type OutLineMessages = { noneOut: (desc: string) => string; over: (max: string, desc: string) => string };

/**
 * What each named line takes of the goods still out (back into stock, or kept and invoiced): at most what is
 * out, each line once, every refusal naming its line; with its share of the line's cost after what already
 * came back or was invoiced, so the line's cost is shared out to the paisa.
 */
export function decideOutLines(
  lines: readonly ChallanLine[],
  asked: readonly ReturnedLine[],
  messages: OutLineMessages,
): { line: ChallanLine; QtyM: number; CostP: number }[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const decided = asked.flatMap((a, i) => {
    const line = lines.find((l) => l._id === a.LineId);
    if (!line || seen.has(a.LineId)) {
      errors.push({ path: `Lines.${i}.LineId`, message: ChallanMessages.lineUnknown(a.LineId) });
      return [];
    }
    seen.add(a.LineId);
    const QtyM = toScaled(a.Qty, QTY_DIGITS);
    const out = stillOutM(line);
    if (out <= 0) errors.push({ path: `Lines.${i}.Qty`, message: messages.noneOut(line.Desc) });
    else if (QtyM > out)
      errors.push({
        path: `Lines.${i}.Qty`,
        message: messages.over(`${fromScaled(out, QTY_DIGITS)}${line.UoM ? ` ${line.UoM}` : ''}`, line.Desc),
      });
    return [{ line, QtyM, CostP: shareOf(line.CostP ?? 0, line.QtyM, line.QtyM - out, QtyM) }];
  });
  if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
  return decided;
}

/** What each named line takes back (goods back on the challan). */
export const decideChallanReturn = (lines: readonly ChallanLine[], asked: readonly ReturnedLine[]) =>
  decideOutLines(lines, asked, { noneOut: ChallanMessages.allBack, over: ChallanMessages.overReturn });

/** Goods back on an issued challan (in part or whole): stock back at its share of what left, in one transaction. */
export function returnOnChallan(
  step: ChallanStep & { lines: readonly ReturnedLine[]; notes?: string | undefined },
): Promise<StoredChallan> {
  return againWhileBalancesMove(
    async () => {
      const before = await challanAt(step.orgId, step.entId, step.docId, step.ver);
      if (!mayChallan('return', String(before.head.Sts))) refuse(ChallanMessages.notOut(String(before.head.Sts)));
      const lines = challanLines(before);
      const back = decideChallanReturn(lines, step.lines);
      const plan = await valueMovements(
        step.orgId,
        step.entId,
        back.map((b) => movementOf(before.head, b.line, 'ChallanIn', b.QtyM, b.CostP)),
      );
      const at = nowIso();
      const byLine = new Map(back.map((b) => [b.line._id, b]));
      const next = lines.map((l): DocumentLine => {
        const b = byLine.get(l._id);
        const line = b ? { ...l, RetQtyM: (l.RetQtyM ?? 0) + b.QtyM, RetCostP: (l.RetCostP ?? 0) + b.CostP } : l;
        return line as unknown as DocumentLine;
      });
      const nextLines = next as unknown as ChallanLine[];
      const allBack = nextLines.every((l) => stillOutM(l) === 0);
      const anyInvoiced = nextLines.some((l) => (l.InvQtyM ?? 0) > 0);
      const backP = back.reduce((s, b) => s + b.CostP, 0);
      const head: ChallanHead = {
        ...before.head,
        Sts: settledStatus(!allBack, anyInvoiced),
        RetCostP: before.head.RetCostP + backP,
        Returns: [
          ...(before.head.Returns ?? []),
          {
            Date: step.date,
            Lines: back.map((b) => ({ LineId: b.line._id, QtyM: b.QtyM, CostP: b.CostP })),
            By: step.actor.userId,
            ...(step.actor.userName ? { ByName: step.actor.userName } : {}),
            At: at,
            ...(step.notes ? { Notes: step.notes } : {}),
          },
        ],
      };
      const [stored] = await saveDocuments<ChallanHead, 'Lines'>(
        [{ before, next: { head, lines: { Lines: next } }, audit: { Action: 'Return', ...byOf(step.actor) }, now: at }],
        { writes: movementWrites(plan, step.actor, at, before.head.Num) },
      );
      return stored as StoredChallan;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
}

/** A draft given up, or an issued challan of which nothing came back: every line back at its whole cost. */
export function cancelChallan(step: ChallanStep & { reason: string }): Promise<StoredChallan> {
  return againWhileBalancesMove(
    async () => {
      const before = await challanAt(step.orgId, step.entId, step.docId, step.ver);
      const sts = String(before.head.Sts);
      if ((before.head.Returns ?? []).length > 0) refuse(ChallanMessages.returnedAlready);
      if (!mayChallan('cancel', sts)) refuse(ChallanMessages.notCancellable(sts));
      const lines = challanLines(before);
      const issued = sts === CHALLAN_STATUS.issued;
      const plan = issued
        ? await valueMovements(
            step.orgId,
            step.entId,
            lines.map((l) => movementOf(before.head, l, 'ChallanIn', l.QtyM, l.CostP ?? 0)),
          )
        : undefined;
      const at = nowIso();
      const head: ChallanHead = {
        ...before.head,
        Sts: CHALLAN_STATUS.cancelled,
        ...(issued ? { RetCostP: before.head.CostP } : {}),
        CancelReason: step.reason,
        CanBy: step.actor.userId,
        CanAt: at,
      };
      const next = issued
        ? lines.map((l) => ({ ...l, RetQtyM: l.QtyM, RetCostP: l.CostP ?? 0 }) as unknown as DocumentLine)
        : before.lines.Lines;
      const [stored] = await saveDocuments<ChallanHead, 'Lines'>(
        [{ before, next: { head, lines: { Lines: next } }, audit: { Action: 'Cancel', ...byOf(step.actor) }, now: at }],
        { writes: plan ? movementWrites(plan, step.actor, at, before.head.Num) : [] },
      );
      return stored as StoredChallan;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
}

/** Thousandths as units, for answers. */
export const units = (m: number | undefined): number => (m ?? 0) / QTY_SCALE;
