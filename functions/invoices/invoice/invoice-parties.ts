import type { EntityRecord } from '../../data/identity/records';
import { supplierOf, type Party } from '../../lib/branch-supplier';
import { getParty } from '../../data/parties/parties-repo';
import { getEntityInsurance } from '../../data/settings/insurance-repo';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { stateLabel } from '@shared/gst/states';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { gstinState, placeOfSupply } from '@shared/invoices/invoice-rules';

/**
 * Supplier and recipient as Rule 46 prints them, and the place of supply that
 * follows from them. A Draft resolves them afresh on every read (a customer's
 * new address shows); Approve freezes them on the header (`Supplier`,
 * `BillTo`, `POS`, `IntraState`), so an issued invoice never changes.
 */
type Head = Readonly<Record<string, unknown>>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** The insurer a head bills: its own `InsId`, or the claim's. */
export const insurerIdOf = (head: Head): string | undefined =>
  str(head.InsId) ?? str((head.Claim as { InsId?: string } | undefined)?.InsId);

/**
 * Who the invoice is for. An insurer invoice: the insurer's branch in the
 * workshop's tie-up (Service/EntityInsurance) — the branch in the workshop's
 * state when there is one (a claim is settled by the local office), else the
 * first — with that branch's GSTIN. A customer invoice: the customer's billing
 * name (the order's CBillTo name when set), GSTIN, billing address and main
 * phone. Internal and warranty invoices are the workshop's own account.
 */
export async function recipientOf(orgId: string, entity: EntityRecord, head: Head, strict: boolean): Promise<Party> {
  const payer = str(head.Payer);
  const insId = insurerIdOf(head);
  if (payer === 'insurer' || (payer === undefined && insId !== undefined && str(head.Cust) === undefined)) {
    const tieUp = insId ? await getEntityInsurance(orgId, entity.EntId, insId) : undefined;
    if (!tieUp) {
      if (strict)
        throw new ApiError(ErrorCode.BadRequest, InvoiceMessages.insurerNotFound, [
          { path: 'InsId', message: InvoiceMessages.insurerNotFound },
        ]);
      return { Name: insId ?? '' };
    }
    const own = supplierOf(entity).StCode;
    const branch = tieUp.Branches.find((b) => b.StCode === own) ?? tieUp.Branches[0];
    return clean({
      Name: branch ? `${tieUp.Name} (${branch.Name})` : tieUp.Name,
      GSTIN: str(branch?.GSTIN),
      Addr: branch ? clean({ A1: branch.Add1, Ct: branch.Ct, St: branch.State, Pin: branch.Pin }) : undefined,
      StCode: str(branch?.StCode),
      Ph: str(branch?.Phone) ?? str(tieUp.Phone),
    }) as Party;
  }
  if (payer === 'internal' || payer === 'warranty') return supplierOf(entity);
  const custId = str(head.Cust);
  const party = custId ? await getParty(orgId, 'CUST', custId, true) : undefined;
  if (!party) {
    if (strict)
      throw new ApiError(
        ErrorCode.BadRequest,
        custId ? InvoiceMessages.customerNotFound : InvoiceMessages.noRecipient,
        [{ path: 'Cust', message: custId ? InvoiceMessages.customerNotFound : InvoiceMessages.noRecipient }],
      );
    return { Name: '' };
  }
  const billTo = head.CBillTo as { name?: string; Ph?: string } | undefined;
  const a = party.BAdd;
  return clean({
    Name: str(billTo?.name) ?? party.DName,
    GSTIN: str(party.GSTIN),
    Addr: a ? clean({ A1: a.A1, A2: a.A2, Ct: a.Ct, St: a.St, Pin: a.Pin }) : undefined,
    StCode: str(a?.StCode) ?? gstinState(party.GSTIN),
    Ph: str(billTo?.Ph) ?? str(party.Cons.Phones.Main),
  }) as Party;
}

export type Parties = {
  Supplier: Party & { StCode: string };
  BillTo: Party;
  POS: string;
  POSName: string;
  IntraState: boolean;
};

/** Frozen parties of an issued invoice, or resolved now for a Draft. */
export async function partiesOf(orgId: string, entity: EntityRecord, head: Head, strict = false): Promise<Parties> {
  if (head.Supplier && head.BillTo && str(head.POS) && typeof head.IntraState === 'boolean' && head.Sts !== 'Draft') {
    const POS = head.POS as string;
    return {
      Supplier: head.Supplier as Parties['Supplier'],
      BillTo: head.BillTo as Party,
      POS,
      POSName: stateLabel(POS),
      IntraState: head.IntraState,
    };
  }
  const Supplier = supplierOf(entity);
  const BillTo = await recipientOf(orgId, entity, head, strict);
  const { POS, IntraState } = placeOfSupply({
    pos: str(head.POS),
    recipientGstin: BillTo.GSTIN,
    recipientState: BillTo.StCode,
    supplierState: Supplier.StCode,
  });
  return { Supplier, BillTo, POS, POSName: POS ? stateLabel(POS) : '', IntraState };
}
