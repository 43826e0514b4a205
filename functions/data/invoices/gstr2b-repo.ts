import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Gstr2bDoc } from '@shared/gst/returns/gstr2b';
import type { Gstr2bBill, Gstr2bCounts } from '@shared/gst/returns/gstr2b-reconcile';
import { Gstr2bMessages } from '@shared/gst/returns/gstr2b-messages';
import { monthOfItcPeriod } from '@shared/gst/returns/gstr2-itc';
import { db, tableName } from '../../lib/aws-clients';
import { billsPartition } from '../purchasing/bill-keys';
import { ITC_ATTRIBUTES } from '../purchasing/bill-itc-index';
import { deleteAll, putAll } from '../table/batch-write';
import { indexKeyNames } from '../table/index-query';
import { orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact } from '../table/transact';
import { versionedPut } from '../table/versioned-update';

/**
 * GSTR-2B imports and the bills they are reconciled with (docs/purchasing.md §17.1):
 * G1 the month's import, one GetItem; G2 its documents, one Query of its parts;
 * G3 the branch's bills recorded from the month before to the month after, one
 * Query of the bills' date index (B1) with only the figures projected. No Scan.
 */

export type Gstr2bImportHead = Key & {
  type: 'Gstr2bImport';
  EntId: string;
  Period: string;
  /** The parts of this import carry it in their keys, so a newer import never mixes with an older one. */
  ImportId: string;
  Parts: number;
  FileName: string;
  Hash: string;
  At: string;
  By: string;
  ByName: string;
  GenDate: string;
  Docs: number;
  Counts: Gstr2bCounts;
  ver: number;
};

const partition = (orgId: string, entId: string): string => `${orgPk(orgId)}#GSTR2B#${entId}`;
/** G1: the month's import header. */
export const importKey = (orgId: string, entId: string, period: string): Key => ({
  pk: partition(orgId, entId),
  sk: `P#${period}`,
});
const partPrefix = (period: string, importId: string): string => `P#${period}#${importId}#`;

/** About 300 KB of documents per part item: DynamoDB holds 400 KB an item. */
const PART_CHARS = 300_000;

/** The documents as part items of at most PART_CHARS of JSON each. */
function partsOf(docs: readonly Gstr2bDoc[]): string[] {
  const parts: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const d of docs) {
    const text = JSON.stringify(d);
    if (size + text.length > PART_CHARS && current.length > 0) {
      parts.push(`[${current.join(',')}]`);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length > 0 || parts.length === 0) parts.push(`[${current.join(',')}]`);
  return parts;
}

export async function readGstr2bImport(
  orgId: string,
  entId: string,
  period: string,
): Promise<Gstr2bImportHead | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: importKey(orgId, entId, period), ConsistentRead: true }),
  );
  return answer.Item as Gstr2bImportHead | undefined;
}

/**
 * G1 + G2: the month's import and its documents. A newer import removes the parts of
 * the one it replaced: a reader that finds fewer parts than its header names reads again.
 */
export async function readGstr2bMonth(
  orgId: string,
  entId: string,
  period: string,
): Promise<{ head?: Gstr2bImportHead; docs: Gstr2bDoc[] }> {
  for (let attempt = 0; ; attempt += 1) {
    const head = await readGstr2bImport(orgId, entId, period);
    if (!head) return { docs: [] };
    const parts = await queryAll<{ D: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': partition(orgId, entId), ':sk': partPrefix(period, head.ImportId) },
      ProjectionExpression: 'D',
      ConsistentRead: true,
    });
    if (parts.length === head.Parts || attempt >= 4)
      return { head, docs: parts.flatMap((p) => JSON.parse(p.D) as Gstr2bDoc[]) };
  }
}

export type NewGstr2bImport = Omit<Gstr2bImportHead, 'pk' | 'sk' | 'type' | 'Parts' | 'ver'>;

/**
 * Saves a month's import. The documents go first as part items under the new
 * import's id (nobody reads them yet), then the header moves to them at the `ver`
 * read (`previous`), so a reader sees the old import or the new one, whole. Two
 * imports at once: one header write wins, the other answers 409 and its parts are
 * removed; the replaced import's parts are removed after the switch.
 */
export async function saveGstr2bImport(
  orgId: string,
  imp: NewGstr2bImport,
  docs: readonly Gstr2bDoc[],
  previous: Gstr2bImportHead | undefined,
): Promise<Gstr2bImportHead> {
  const pk = partition(orgId, imp.EntId);
  const texts = partsOf(docs);
  const parts = texts.map((D, i) => ({
    pk,
    sk: `${partPrefix(imp.Period, imp.ImportId)}${String(i).padStart(4, '0')}`,
    D,
  }));
  await putAll(parts);
  const head: Gstr2bImportHead = {
    ...importKey(orgId, imp.EntId, imp.Period),
    type: 'Gstr2bImport',
    ...imp,
    Parts: parts.length,
    ver: (previous?.ver ?? 0) + 1,
  };
  try {
    await transact([versionedPut(head, previous?.ver, Gstr2bMessages.importRace)]);
  } catch (error) {
    await deleteAll(parts);
    throw error;
  }
  if (previous) {
    const old = Array.from({ length: previous.Parts }, (_, i) => ({
      pk,
      sk: `${partPrefix(previous.Period, previous.ImportId)}${String(i).padStart(4, '0')}`,
    }));
    await deleteAll(old);
  }
  return head;
}

type BillFigures = {
  DocId: string;
  Num: string;
  Sts: string;
  VendId: string;
  VendName: string;
  VendGSTIN?: string;
  VendBillNo: string;
  VendBillDate: string;
  ItcPeriod?: string;
  SubP: number;
  ChgP: number;
  CgstP: number;
  SgstP: number;
  IgstP: number;
  TotP: number;
};

/** The first day of the month before `period` and the last day of the month after it. */
export function billWindow(period: string): { from: string; to: string } {
  const [y = 2000, m = 1] = period.split('-').map(Number);
  const day = (t: number): string => new Date(t).toISOString().slice(0, 10);
  // Date.UTC takes 0-based months and rolls over: (m - 2, 1) is the month before's first day, (m + 1, 0) the next month's last.
  return { from: day(Date.UTC(y, m - 2, 1)), to: day(Date.UTC(y, m + 1, 0)) };
}

/**
 * G3: the bills a 2B of `period` is compared with (the attributes the ITC index copies, §9.8): the branch's bills recorded from
 * the first day of the month before to the last day of the month after (a vendor's
 * invoice of the month is often recorded in the next; a late-filed one sits in the
 * 2B of a later month), drafts and cancelled bills left out. Figures only.
 */
export async function readBillsForGstr2b(orgId: string, entId: string, period: string): Promise<Gstr2bBill[]> {
  const { from, to } = billWindow(period);
  const index = indexKeyNames(1);
  const names: Record<string, string> = { '#ipk': index.pk, '#isk': index.sk };
  ITC_ATTRIBUTES.forEach((a, i) => (names[`#a${i}`] = a));
  const heads = await queryAll<BillFigures>({
    IndexName: index.name,
    KeyConditionExpression: '#ipk = :p AND #isk BETWEEN :from AND :to',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':p': billsPartition(orgId, entId), ':from': from, ':to': `${to}#~` },
    ProjectionExpression: ITC_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  });
  return heads
    .filter((h) => h.Sts !== 'Draft' && h.Sts !== 'Cancelled')
    .map((h) => ({
      BillId: h.DocId,
      Num: h.Num,
      VendId: h.VendId,
      VendName: h.VendName,
      GSTIN: h.VendGSTIN ?? '',
      No: h.VendBillNo,
      Date: h.VendBillDate,
      ...(h.ItcPeriod ? { ItcPeriod: monthOfItcPeriod(h.ItcPeriod) } : {}),
      TaxableP: h.SubP + h.ChgP,
      IgstP: h.IgstP,
      CgstP: h.CgstP,
      SgstP: h.SgstP,
      CessP: 0,
      ValueP: h.TotP,
    }));
}
