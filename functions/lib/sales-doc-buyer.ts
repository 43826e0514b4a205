import { ApiError, ErrorCode } from '@shared/api/errors';
import { placeOfSupply } from '@shared/invoices/invoice-rules';
import { SalesOrderMessages } from '@shared/sales-orders/so-messages';
import { getParty } from '../data/parties/parties-repo';
import type { SalesDocFields } from '../data/sales-orders/so-records';
import type { ServiceContext } from './branch-context';
import { supplierOf } from './branch-supplier';

/**
 * The buyer of a sales order or estimate (docs/sales-orders.md §4): a customer
 * of the organisation, required, whose name, phone, GSTIN and category are
 * frozen on the document; the place of supply from the GSTIN's state, else the
 * billing address's, else the branch's own (CGST+SGST within the branch's
 * state, IGST across states). Shared with ConnectX, whose buyer is a customer too.
 */
export type SalesBuyer = Pick<
  SalesDocFields,
  'Cust' | 'CustName' | 'Ph' | 'GSTIN' | 'Cat' | 'POS' | 'IntraState' | 'Seller'
>;

export async function salesBuyerOf(ctx: ServiceContext, custId: string): Promise<SalesBuyer> {
  const party = await getParty(ctx.actor.orgId, 'CUST', custId);
  if (!party)
    throw new ApiError(ErrorCode.BadRequest, SalesOrderMessages.customerNotFound, [
      { path: 'Cust', message: SalesOrderMessages.customerNotFound },
    ]);
  const seller = supplierOf(ctx.entity);
  const supply = placeOfSupply({
    recipientGstin: party.GSTIN,
    recipientState: party.BAdd?.StCode,
    supplierState: seller.StCode,
  });
  return {
    Cust: custId,
    CustName: party.DName ?? [party.FName, party.LName].filter(Boolean).join(' '),
    Ph: party.Cons?.Phones?.Main,
    GSTIN: party.GSTIN,
    Cat: party.Cat,
    POS: supply.POS,
    IntraState: supply.IntraState,
    Seller: { Name: seller.Name, ...(seller.GSTIN ? { GSTIN: seller.GSTIN } : {}), StCode: seller.StCode },
  };
}
