import { ApiError, ErrorCode } from '@shared/api/errors';
import { formatPaise } from '@shared/documents/money-format';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import type { NoteKind } from '@shared/purchasing/return-statuses';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import type { DocumentType } from '../documents/document-type';
import { HeaderChanged } from '../documents/header-guard';
import {
  CREDIT_NOTE_RECEIVED_SERIES,
  DEBIT_NOTE_SERIES,
  VENDOR_CREDIT_NOTE,
  VENDOR_DEBIT_NOTE,
} from '../documents/types/purchase-return-types';
import { againWhileBalancesMove, type Actor } from '../inventory/stock-writes';
import type { Page } from '../inventory/stock-repo';
import { nowIso } from '../table/keys';
import { documentsPage } from './bill-lists';
import type { BillLine } from './bill-records';
import { planStockValue } from './bill-stock-value';
import { readBillIn } from './purchase-returns-repo';
import { notesPartition, returnsPartition, vendorNotesPartition, vendorReturnsPartition } from './return-keys';
import type { NoteHead, NoteLine, PurchaseReturnHead, StoredNote, StoredPurchaseReturn } from './return-records';
import { noteWrites } from './vendor-note-writes';

/**
 * A vendor note of its own (docs/purchase-returns.md §5): our debit note for a
 * price charged above the agreed, or the vendor's credit note recorded. ONE
 * transaction: the note, its bill at the `ver` read, the value-only stock
 * movements of the reduction on stock still held (the bill's own rule turned
 * round, bill-stock-value.ts), the posting and the vendor's balance; a
 * credit note's number claimed for its vendor and year (a reuse: 409, nothing
 * written). What is left of a line to credit is decided on the bill as read in
 * the attempt, so two notes at once never credit a line above its value.
 */

/** One line reduced: the bill line, and the taxable value and tax taken off (paise, the bill's rates). */
export type NoteLinePlan = { LineId: string; TaxableP: number; CgstP: number; SgstP: number; IgstP: number };

export type NewVendorNote = {
  orgId: string;
  entId: string;
  date: string;
  fyStart?: number | undefined;
  actor: Actor;
  kind: NoteKind;
  billId: string;
  lines: readonly NoteLinePlan[];
  note: string;
  vendorNote?: { No: string; Date: string; FY: string } | undefined;
};

const TYPES: Record<NoteKind, { type: DocumentType<'Lines'>; series: string; code: string }> = {
  Debit: { type: VENDOR_DEBIT_NOTE, series: DEBIT_NOTE_SERIES, code: 'VDN' },
  Credit: { type: VENDOR_CREDIT_NOTE, series: CREDIT_NOTE_RECEIVED_SERIES, code: 'VCN' },
};

export async function postVendorNote(n: NewVendorNote): Promise<StoredNote> {
  const NoteId = ulid();
  const { type, series } = TYPES[n.kind];
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(
    async () => {
      const bill = await readBillIn(n.orgId, n.entId, n.billId);
      const byId = new Map(bill.lines.Lines.map((l) => [l._id, l as unknown as BillLine & { NoteP?: number }]));
      const errors: { path: string; message: string }[] = [];
      n.lines.forEach((want, i) => {
        const line = byId.get(want.LineId);
        if (!line)
          return errors.push({ path: `Lines.${i}.LineId`, message: ReturnMessages.billLineUnknown(want.LineId) });
        const leftP = line.AmtP + line.ChgP - (line.NoteP ?? 0);
        if (want.TaxableP > leftP)
          errors.push({
            path: `Lines.${i}.Amount`,
            message: ReturnMessages.overLine(line.Desc, formatPaise(Math.max(0, leftP))),
          });
        return undefined;
      });
      if (errors.length > 0) throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? '', errors);
      const lines: Omit<NoteLine, '_id'>[] = n.lines.map((want) => {
        const l = byId.get(want.LineId) as BillLine;
        return {
          BillLineId: l._id,
          Kind: l.Kind,
          ...(l.ItemId ? { ItemId: l.ItemId } : {}),
          ...(l.PCode ? { PCode: l.PCode } : {}),
          Desc: l.Desc,
          ...(l.HSN ? { HSN: l.HSN } : {}),
          ...(l.UoM ? { UoM: l.UoM } : {}),
          ...(l.Acc ? { Acc: l.Acc } : {}),
          ...(l.TCode !== undefined ? { TCode: l.TCode } : {}),
          TaxableP: want.TaxableP,
          CgstP: want.CgstP,
          SgstP: want.SgstP,
          IgstP: want.IgstP,
          TotP: 0,
        };
      });
      // The reduction of stock lines: the on-hand share off the balance, the rest off cost of goods.
      const stock = await planStockValue(
        n.orgId,
        n.entId,
        NoteId,
        lines.flatMap((l) => {
          const b = byId.get(l.BillLineId) as BillLine;
          return l.Kind === 'Stock' && l.ItemId && bill.head.WhId
            ? [
                {
                  ItemId: l.ItemId,
                  WhId: bill.head.WhId,
                  PCode: l.PCode,
                  Desc: l.Desc,
                  UoM: l.UoM,
                  QtyM: b.QtyM,
                  changeP: -l.TaxableP,
                  LineId: l.BillLineId,
                },
              ]
            : [];
        }),
        { DocType: type.kind, Kind: 'NoteValue' },
      );
      number ??= await takeCounterNumber(
        n.orgId,
        n.entId,
        series,
        n.date,
        NoteId,
        n.fyStart ? { fyStart: n.fyStart } : {},
      );
      const at = nowIso();
      const note = noteWrites({
        orgId: n.orgId,
        entId: n.entId,
        date: n.date,
        at,
        actor: n.actor,
        type,
        noteId: NoteId,
        number,
        kind: n.kind,
        reason: 'Price',
        note: n.note,
        vendorNote: n.vendorNote,
        bill,
        lines,
        stockOutP: -stock.stockP,
      });
      const stored = await saveDocuments<NoteHead, 'Lines'>(note.changes as never, {
        writes: [...stock.writes(n.actor, at, number.Num), ...note.writes],
      });
      const saved = stored[stored.length - 1];
      if (!saved) throw new Error('A note save answered no document');
      return saved as StoredNote;
    },
    40,
    (error) => error instanceof HeaderChanged,
  );
}

/** One note of the branch, of either kind. */
export async function readVendorNote(orgId: string, entId: string, id: string): Promise<StoredNote | undefined> {
  const doc = await readDocument<NoteHead, 'Lines'>(orgId, id);
  const ok =
    doc && [VENDOR_DEBIT_NOTE.kind, VENDOR_CREDIT_NOTE.kind].includes(doc.head.type) && doc.head.EntId === entId;
  return ok ? doc : undefined;
}

/** One purchase return of the branch. */
export async function readPurchaseReturn(
  orgId: string,
  entId: string,
  id: string,
): Promise<StoredPurchaseReturn | undefined> {
  const doc = await readDocument<PurchaseReturnHead, 'Lines'>(orgId, id);
  return doc && doc.head.type === 'PurchaseReturn' && doc.head.EntId === entId ? doc : undefined;
}

type ListQuery = { vendId?: string | undefined; limit: number; cursor?: string | undefined };

/** R1 / R2: the branch's purchase returns (or one vendor's), newest first. */
export const listPurchaseReturns = (orgId: string, entId: string, q: ListQuery): Promise<Page<PurchaseReturnHead>> =>
  q.vendId
    ? documentsPage('PURCHASE_RETURNS_V', orgId, 2, vendorReturnsPartition(orgId, entId, q.vendId), q)
    : documentsPage('PURCHASE_RETURNS', orgId, 1, returnsPartition(orgId, entId), q);

/** R3 / R4: the branch's notes of one kind (or one vendor's), newest first. */
export function listVendorNotes(orgId: string, entId: string, kind: NoteKind, q: ListQuery): Promise<Page<NoteHead>> {
  const { code } = TYPES[kind];
  return q.vendId
    ? documentsPage(`NOTES_${code}_V`, orgId, 2, vendorNotesPartition(orgId, entId, code, q.vendId), q)
    : documentsPage(`NOTES_${code}`, orgId, 1, notesPartition(orgId, entId, code), q);
}
