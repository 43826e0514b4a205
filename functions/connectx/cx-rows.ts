import { paiseToRupees } from '@shared/documents/money-math';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import type { CxRow } from '@shared/connectx/connectx-schemas';
import { markerKey, sentKey, type CxInItem, type CxOutItem } from '../data/connectx/cx-store';
import { headKey } from '../data/documents/document-keys';
import { batchGetAll } from '../data/table/batch-get';
import type { Key } from '../data/table/keys';

/**
 * The rows of the ConnectX lists with both sides' status (docs/connectx.md §6,
 * CX5): the status mirror reads, never copies. Of the other side's items only a
 * document's number and status leave this module; the keys come from the
 * link's own items (the outbox item, the marker), never from the request.
 */

type Head = { Num?: string; Sts?: string } & Record<string, unknown>;
const ref = (DocId: string, head: Head | undefined, num?: string) => ({
  DocId,
  Num: String(head?.Num || num || ''),
  ...(head?.Sts ? { Sts: String(head.Sts) } : {}),
});

/** Rows of documents this branch sent: its own status, the receiver's marker and the receiver's document's status. */
export async function outgoingRows(outs: readonly CxOutItem[], bills: readonly CxInItem[] = []): Promise<CxRow[]> {
  const markerKeys = outs.map((o) => markerKey(o.ToOrg, o.FromOrg, o.Kind, o.DocId));
  const ownKeys = outs.map((o) => headKey(o.FromOrg, o.DocId));
  // The bills are this organisation's own documents (the workshop's draft bills of the vendor's invoices).
  const orgId = outs[0]?.FromOrg;
  const billIds = orgId ? bills.flatMap((b) => (b.DocId ? [b.DocId] : [])) : [];
  const billKeys = billIds.map((id) => headKey(orgId ?? '', id));
  const first = await batchGetAll<Record<string, unknown>>([...markerKeys, ...ownKeys, ...billKeys]);
  const markers = first.slice(0, outs.length) as (CxInItem | undefined)[];
  const own = first.slice(outs.length, outs.length * 2) as (Head | undefined)[];
  const billHeads = new Map(billIds.map((id, i) => [id, first[outs.length * 2 + i] as Head | undefined]));
  const theirKeys: Key[] = outs.flatMap((o, i) => {
    const m = markers[i];
    return m?.DocId ? [headKey(o.ToOrg, m.DocId)] : [];
  });
  const theirs = await batchGetAll<Head>(theirKeys);
  let t = 0;
  return outs.map((o, i) => {
    const m = markers[i];
    const their = m?.DocId ? theirs[t++] : undefined;
    const ofOrder = bills.filter((b) => b.PoId === o.DocId);
    return {
      _id: `${o.At}#${o.DocId}`,
      Kind: o.Kind,
      At: o.At,
      PartyName: o.PartyName,
      Own: ref(o.DocId, own[i], o.DocNum),
      ...(m?.DocId ? { Their: ref(m.DocId, their, m.DocNum) } : {}),
      State: m?.State === 'Delivered' ? 'Delivered' : 'Waiting',
      ...(m?.Note ? { Note: m.Note } : m ? {} : { Note: ConnectXMessages.notYetDelivered }),
      LineCount: o.Lines.length,
      ...(m?.Unmatched ? { Unmatched: m.Unmatched } : {}),
      Total: paiseToRupees(o.TotP),
      ...(ofOrder.length > 0
        ? {
            Bills: ofOrder.map((b) => ({
              Invoice: { DocId: b.SrcDocId, Num: b.SrcNum },
              ...(b.DocId ? { Bill: ref(b.DocId, billHeads.get(b.DocId)) } : {}),
              State: b.State,
              ...(b.Note ? { Note: b.Note } : {}),
            })),
          }
        : {}),
    };
  });
}

/** Rows of documents this organisation received: its own document's status and the sender's. */
export async function incomingRows(orgId: string, markers: readonly CxInItem[]): Promise<CxRow[]> {
  // A Waiting marker has no document of ours yet: its key reads nothing.
  const keys = markers.flatMap((m) => [headKey(orgId, m.DocId ?? '-'), headKey(m.FromOrg, m.SrcDocId)]);
  const heads = await batchGetAll<Head>(keys);
  // The invoices of each sales order (fulfilment records them on its header), and which went out on Karkhana.
  const invoicesOf = markers.map((_, i) => (heads[i * 2]?.Invoices ?? []) as { Id: string; Num: string }[]);
  const sent = await batchGetAll<Record<string, unknown>>(
    invoicesOf.flat().map((inv) => sentKey(orgId, 'Invoice', inv.Id)),
  );
  let s = 0;
  return markers.map((m, i) => ({
    _id: `${m.At}#${m.SrcDocId}`,
    Kind: m.Kind,
    At: m.At,
    PartyName: m.PartyName,
    ...(m.DocId ? { Own: ref(m.DocId, heads[i * 2], m.DocNum) } : {}),
    Their: ref(m.SrcDocId, heads[i * 2 + 1], m.SrcNum),
    State: m.State,
    ...(m.Note ? { Note: m.Note } : {}),
    LineCount: m.LineCount,
    ...(m.Unmatched ? { Unmatched: m.Unmatched } : {}),
    ...(m.TotP !== undefined ? { Total: paiseToRupees(m.TotP) } : {}),
    ...((invoicesOf[i] ?? []).length > 0
      ? {
          Invoices: (invoicesOf[i] ?? []).map((inv) => ({
            DocId: inv.Id,
            Num: inv.Num,
            Sent: sent[s++] !== undefined,
          })),
        }
      : {}),
  }));
}
