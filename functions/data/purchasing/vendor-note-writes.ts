import type { Paise } from '@shared/documents/money-math';
import { gstinState } from '@shared/invoices/invoice-rules';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import { noteApplication, noteTotal, noteTotals } from '@shared/purchasing/return-figures';
import { notePosting, notePostingLines } from '@shared/purchasing/return-postings';
import type { NoteKind, NoteReason } from '@shared/purchasing/return-statuses';
import type { CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import type { DocumentChange } from '../documents/documents-repo';
import type { DocumentType } from '../documents/document-type';
import type { Actor } from '../inventory/stock-writes';
import { ledgerWrites } from '../ledger/ledger-writes';
import type { Write } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import type { BillHead, StoredBill } from './bill-records';
import { vendorNoteNumberKey } from './return-keys';
import type { NoteHead, NoteLine } from './return-records';
import { vendorBalanceAdd } from './vendor-balance';

/**
 * A vendor note's part of a transaction (docs/purchase-returns.md §5, §6),
 * whoever raises it (a purchase return, a price difference, the vendor's own
 * credit note): the note (header and lines), its bill changed through the
 * bill's type at the `ver` read (the note's entry among what paid the bill,
 * its due and status, each line's `NoteP`), the posting, the vendor's running
 * balance and, for a vendor's credit note, the claim of its number. The caller
 * joins these to its own changes in ONE transaction.
 */

export type NoteDraft = {
  orgId: string;
  entId: string;
  date: string;
  at: string;
  actor: Actor;
  type: DocumentType<'Lines'>;
  noteId: string;
  number: CounterNumber;
  kind: NoteKind;
  reason: NoteReason;
  note: string;
  vendorNote?: { No: string; Date: string; FY: string } | undefined;
  bill: StoredBill;
  lines: readonly Omit<NoteLine, '_id'>[];
  /** What left the stock's value for the stock lines (positive); their taxable value less it goes to cost of goods. */
  stockOutP: Paise;
  ret?: { id: string; num: string } | undefined;
};

const lineIdsOf = (n: number, prefix: string): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

export function noteWrites(d: NoteDraft): { changes: DocumentChange[]; writes: Write[]; head: Omit<NoteHead, 'ver'> } {
  const bill = d.bill.head;
  const totals = noteTotals(d.lines.map((l) => ({ ...l, TotP: noteTotal(l) })));
  // Under reverse charge the vendor never asked the tax: the note takes back the value only.
  const payableP = bill.RevCharge ? totals.TaxableP : totals.TotP;
  const applied = noteApplication(bill, payableP);
  const stockTaxableP = d.lines.reduce((s, l) => s + (l.Kind === 'Stock' ? l.TaxableP : 0), 0);
  const by = { By: d.actor.userId, ...(d.actor.userName ? { ByName: d.actor.userName } : {}) };
  const VendState = gstinState(bill.VendGSTIN) ?? (bill.IntraState ? bill.POS : undefined);
  const head: Omit<NoteHead, 'ver'> = {
    type: d.type.kind,
    OrgId: d.orgId,
    DocId: d.noteId,
    EntId: d.entId,
    Num: d.number.Num,
    Series: d.type.numbering?.series ?? d.type.code,
    FY: d.number.FY,
    Date: d.date,
    NoteKind: d.kind,
    Reason: d.reason,
    Note: d.note,
    ...(d.vendorNote ? { VendNoteNo: d.vendorNote.No, VendNoteDate: d.vendorNote.Date, VendFY: d.vendorNote.FY } : {}),
    VendId: bill.VendId,
    VendName: bill.VendName,
    ...(bill.VendGSTIN ? { VendGSTIN: bill.VendGSTIN } : {}),
    ...(VendState ? { VendState } : {}),
    POS: bill.POS,
    IntraState: bill.IntraState,
    RevCharge: bill.RevCharge,
    BillId: bill.DocId,
    BillNum: bill.Num,
    VendBillNo: bill.VendBillNo,
    VendBillDate: bill.VendBillDate,
    ...(d.ret ? { ReturnId: d.ret.id, ReturnNum: d.ret.num } : {}),
    ...totals,
    AppliedP: applied.AppliedP,
    AdvanceP: applied.AdvanceP,
    StockOutP: d.stockOutP,
    CogsP: stockTaxableP - d.stockOutP,
    Sts: applied.Sts,
    CrBy: d.actor.userId,
    ...(d.actor.userName ? { CrByName: d.actor.userName } : {}),
    CrAt: d.at,
  };
  const ids = lineIdsOf(d.lines.length, d.kind === 'Debit' ? 'DNL' : 'CNL');
  const lines = d.lines.map((l, i) => ({ ...l, _id: ids[i] ?? '', TotP: noteTotal(l) }) as unknown as DocumentLine);
  // The bill: the note among what paid it (its due goes down), and what each line has had credited.
  const credited = new Map<string, number>();
  for (const l of d.lines) credited.set(l.BillLineId, (credited.get(l.BillLineId) ?? 0) + l.TaxableP);
  const billLines = d.bill.lines.Lines.map((line) => {
    const more = credited.get(line._id);
    return more ? ({ ...line, NoteP: Number(line.NoteP ?? 0) + more } as DocumentLine) : line;
  });
  const billHead: BillHead = {
    ...bill,
    PaidP: applied.BillPaidP,
    Sts: applied.BillSts,
    Payments: [
      ...(bill.Payments ?? []),
      ...(applied.AppliedP > 0
        ? [{ PayId: d.noteId, PayNum: d.number.Num, Date: d.date, AmtP: applied.AppliedP }]
        : []),
    ],
  };
  const changes = [
    {
      before: d.bill,
      next: { head: billHead, lines: { Lines: billLines } },
      audit: { Action: d.kind === 'Debit' ? 'DebitNote' : 'CreditNote', ...by },
      now: d.at,
    },
    { next: { head, lines: { Lines: lines } }, audit: { Action: 'Create', ...by }, now: d.at },
  ] as unknown as DocumentChange[];
  const posting = notePosting(
    {
      EntId: d.entId,
      DocId: d.noteId,
      Num: d.number.Num,
      Date: d.date,
      VendId: bill.VendId,
      Memo: `${d.kind === 'Debit' ? 'Debit note' : 'Credit note received'} against ${bill.Num}`,
    },
    notePostingLines({
      stockTaxableP,
      stockOutP: d.stockOutP,
      expenses: d.lines.flatMap((l) => (l.Kind === 'Expense' && l.Acc ? [{ Acc: l.Acc, AmtP: l.TaxableP }] : [])),
      CgstP: totals.CgstP,
      SgstP: totals.SgstP,
      IgstP: totals.IgstP,
      reverseCharge: bill.RevCharge,
    }),
  );
  const writes: Write[] = [
    d.number.pointer,
    ...(d.vendorNote
      ? [
          uniquePointer.claim(
            vendorNoteNumberKey(d.orgId, bill.VendId, d.vendorNote.FY, d.vendorNote.No),
            { type: 'VendorNoteNumber', DocId: d.noteId, EntId: d.entId },
            ReturnMessages.vendNoteNoTaken(d.vendorNote.No, d.vendorNote.FY),
            'VendNoteNo',
          ),
        ]
      : []),
    ...ledgerWrites(d.orgId, [posting], d.at),
    // What the vendor's bills ask, net of notes: a note beyond the bill's due leaves an advance (the balance below zero).
    vendorBalanceAdd(d.orgId, d.entId, bill.VendId, { BilledP: -payableP }),
  ];
  return { changes, writes, head };
}
