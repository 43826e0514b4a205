import { ApiError, ErrorCode } from '@shared/api/errors';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import type { TicketRefType } from '@shared/tickets/ticket-rules';
import { readDocumentHead } from '../data/documents/document-read';
import { getAccess, listEntityMembers } from '../data/identity/identity-repo';
import { readCustomerAndVehicle } from '../data/parties/customer-vehicle-repo';
import type { ServiceContext } from '../lib/branch-context';

/**
 * What a ticket names is checked against the records before anything is
 * written (docs/tickets.md §4): the customer exists, the vehicle is theirs, the
 * repair order or invoice is of this branch and this customer, the owner is a
 * user of the branch. Each refusal is a 400 under the field it names.
 */

export const refuse = (message: string, path: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);

export type CustomerFacts = { CustName: string; Phone?: string; ProdId?: string; RegNo?: string };

/** The customer's display name and phone, and the vehicle's registration number, as the ticket keeps them. */
export async function customerFacts(orgId: string, custId: string, prodId: string | undefined): Promise<CustomerFacts> {
  const { customer, vehicle } = await readCustomerAndVehicle(orgId, { customerId: custId, vehicleId: prodId });
  if (!customer || customer.type !== 'Customer') throw refuse(TicketMessages.customerUnknown, 'Cust');
  if (prodId !== undefined && vehicle?.Owner?.CustId !== custId)
    throw refuse(TicketMessages.vehicleNotCustomers, 'ProdId');
  const phone = customer.Cons?.Phones?.Main;
  return {
    CustName: customer.DName,
    ...(phone ? { Phone: phone } : {}),
    ...(prodId && vehicle ? { ProdId: prodId, ...(vehicle.RegNo ? { RegNo: vehicle.RegNo } : {}) } : {}),
  };
}

export type RefFacts = { RefType: TicketRefType; RefId: string; RefNum: string };

/** The repair order or invoice the ticket follows: of this branch, of that type, of this customer. */
export async function refFacts(
  ctx: ServiceContext,
  ref: { Type: TicketRefType; Id: string },
  custId: string,
): Promise<RefFacts> {
  const head = await readDocumentHead(ctx.session.orgId, ref.Id);
  if (!head || head.type !== ref.Type || head.EntId !== ctx.session.entityId)
    throw refuse(TicketMessages.refUnknown, 'Ref');
  if (typeof head.Cust === 'string' && head.Cust !== custId) throw refuse(TicketMessages.refOtherCustomer, 'Ref');
  return { RefType: ref.Type, RefId: ref.Id, RefNum: String(head.Num) };
}

/** The owner's display name: the caller's own from the session, anyone else's from the branch's members. */
export async function ownerName(ctx: ServiceContext, owner: string): Promise<string> {
  const { orgId, entityId, userId } = ctx.session;
  if (owner === userId) {
    if (ctx.actor.userName) return ctx.actor.userName;
    const own = await getAccess(orgId, userId, entityId);
    if (own) return own.Name;
  }
  const member = (await listEntityMembers(orgId, entityId)).find((m) => m.UserId === owner);
  if (!member) throw refuse(TicketMessages.ownerUnknown, 'Owner');
  return member.Name;
}
