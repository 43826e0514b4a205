import type { CreditNoteRow } from '@shared/sales/credit-note-list';
import { paiseToRupees, type Paise } from '@shared/documents/money-math';
import { statusPartition } from '../documents/document-keys';
import { queryIndexPage } from '../table/index-query';
import { returnsPartition } from './receipt-keys';

/**
 * The branch's credit notes for the Credit Notes screen (docs/sales.md §15), from the lists the documents already
 * keep on GSI1, newest first: the invoices' credit notes by status (`…#CN#STS#Issued`, `…#CN#STS#Cancelled`,
 * sort key `<date>#<id>`) and the counter returns' S5 (`…#SRN`). Each is read to its newest `READ` items only
 * (one Query each, three in parallel, projected); the search filters what was read, so it finds a note among the
 * branch's latest few hundred (decision in the doc).
 */
const READ = 200;

type NoteHead = {
  DocId: string;
  Num: string;
  InvDate: string;
  Sts: string;
  InvId: string;
  InvNum: string;
  Reason?: string;
  BillName?: string;
  BillTo?: { Name?: string };
  Amounts?: { GrandTotal?: number };
};
type ReturnHead = {
  DocId: string;
  Num: string;
  Date: string;
  Sts: string;
  SR: string;
  SRNum: string;
  Reason?: string;
  CustName?: string;
  GrandTotalP: number;
};

const NOTE_ATTRIBUTES = [
  'DocId',
  'Num',
  'InvDate',
  'Sts',
  'InvId',
  'InvNum',
  'Reason',
  'BillName',
  'BillTo',
  'Amounts',
];
const RETURN_ATTRIBUTES = ['DocId', 'Num', 'Date', 'Sts', 'SR', 'SRNum', 'Reason', 'CustName', 'GrandTotalP'];

const withName = (name: string | undefined) => (name ? { CustName: name } : {});

export async function branchCreditNotes(
  orgId: string,
  entId: string,
  limit: number,
  q?: string,
): Promise<CreditNoteRow[]> {
  const read = <T>(partition: string, attributes: string[]) =>
    queryIndexPage<T>({ index: 1, partition, attributes, newestFirst: true, limit: READ }).then((p) => p.items);
  const [issued, cancelled, returns] = await Promise.all([
    read<NoteHead>(statusPartition(orgId, entId, 'CN', 'Issued'), NOTE_ATTRIBUTES),
    read<NoteHead>(statusPartition(orgId, entId, 'CN', 'Cancelled'), NOTE_ATTRIBUTES),
    read<ReturnHead>(returnsPartition(orgId, entId), RETURN_ATTRIBUTES),
  ]);
  const rows: CreditNoteRow[] = [
    ...[...issued, ...cancelled].map((h): CreditNoteRow => ({
      _id: h.DocId,
      Of: 'Invoice',
      Num: h.Num,
      Date: h.InvDate,
      Sts: h.Sts,
      ...withName(h.BillTo?.Name ?? h.BillName),
      AgainstId: h.InvId,
      AgainstNum: h.InvNum,
      ...(h.Reason ? { Reason: h.Reason } : {}),
      Total: paiseToRupees((h.Amounts?.GrandTotal ?? 0) as Paise),
    })),
    ...returns.map((h): CreditNoteRow => ({
      _id: h.DocId,
      Of: 'SalesReceipt',
      Num: h.Num,
      Date: h.Date,
      Sts: h.Sts,
      ...withName(h.CustName),
      AgainstId: h.SR,
      AgainstNum: h.SRNum,
      ...(h.Reason ? { Reason: h.Reason } : {}),
      Total: paiseToRupees(h.GrandTotalP as Paise),
    })),
  ];
  const needle = q?.toLowerCase();
  return rows
    .filter((r) => !needle || r.Num.toLowerCase().includes(needle) || (r.CustName ?? '').toLowerCase().includes(needle))
    .sort((a, b) => (a.Date === b.Date ? b.Num.localeCompare(a.Num) : a.Date < b.Date ? 1 : -1))
    .slice(0, limit);
}
