import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import { linkBack, linkCheckWrite } from '../data/connectx/cx-link';
import { markerKey, markersAt, markerWrite, type CxInItem, type CxOutItem } from '../data/connectx/cx-store';
import { getEntity } from '../data/identity/identity-repo';
import { getParty } from '../data/parties/parties-repo';
import { nowIso } from '../data/table/keys';
import { receiverContext } from './receiver-context';
import { vendorLineRequests } from './vendor-match';
import { connectedSalesOrder } from './vendor-sales-order';

/**
 * A connected workshop's purchase order delivered into the vendor's
 * organisation as a sales order (docs/connectx.md §4.2), acting for the
 * vendor: the link checked on the vendor's own customer record of the workshop,
 * the lines matched to the vendor's items by part code (vendor-match.ts), the
 * sales order written by the sales orders' own function with the inbox marker
 * (only if absent) and the link's ConditionCheck in its one transaction. A
 * second delivery is refused by the marker's condition and writes nothing (no
 * number is taken: the gapless number is taken in the same transaction).
 */
export async function deliverOrder(out: CxOutItem): Promise<CxInItem | undefined> {
  const key = markerKey(out.ToOrg, out.FromOrg, 'PurchaseOrder', out.DocId);
  const [existing] = await markersAt([key]);
  if (existing?.State === 'Delivered') return existing;
  const link = await linkBack(out.ToOrg, 'CUST', { orgId: out.FromOrg, entId: out.FromEnt });
  const [entity, customer] = link
    ? await Promise.all([getEntity(out.ToOrg, out.ToEnt), getParty(out.ToOrg, 'CUST', link.partyId, true)])
    : [undefined, undefined];
  if (!link || !entity || !customer) return undefined;
  const { session, ctx } = receiverContext(out.ToOrg, entity, link.name);
  const ownOnly = entity.Config?.Inventory?.Features?.Manf === 'OWN';
  const lines = await vendorLineRequests({ orgId: out.ToOrg, ownOnly }, out.Lines);
  const unmatched = lines.filter((l) => !l.ItemId).length;
  const marker: CxInItem = {
    Kind: 'PurchaseOrder',
    FromOrg: out.FromOrg,
    FromEnt: out.FromEnt,
    SrcDocId: out.DocId,
    SrcNum: out.DocNum,
    PartyName: link.name,
    State: 'Delivered',
    DocId: ulid(),
    At: nowIso(),
    LineCount: out.Lines.length,
    ...(unmatched > 0 ? { Unmatched: unmatched } : {}),
  };
  const conflict = ConnectXMessages.alreadySent;
  try {
    const made = await connectedSalesOrder({
      session,
      ctx,
      docId: marker.DocId ?? '',
      customerId: customer.Id,
      lines,
      origin: { Kind: 'ConnectedPO', OrgId: out.FromOrg, EntId: out.FromEnt, PoId: out.DocId, PoNo: out.DocNum },
      marker: (m) => [markerWrite(out.ToOrg, out.ToEnt, { ...marker, ...m }, conflict), linkCheckWrite(link)],
    });
    return { ...marker, DocNum: made.Num, TotP: made.GrandTotalP };
  } catch (error) {
    // Delivered meanwhile by the other path: this transaction was refused whole.
    if (error instanceof ApiError && error.status === ErrorCode.Conflict && error.message === conflict)
      return (await markersAt([key]))[0];
    throw error;
  }
}
