import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { partiesRoutes } from '@shared/api/routes/parties';
import { PartyMessages } from '@shared/parties/party-messages';
import { ProductMessages, type Ownership, type Product } from '@shared/parties/product-schemas';
import type { Call, SessionContext } from '../lib/http/call';
import { getParty } from '../data/parties/parties-repo';
import {
  assignOwnership,
  createProduct as saveProduct,
  endOwnership,
  getProduct as loadProduct,
  listOwnerships,
  updateProduct as saveProductEdit,
  type ProductRecord,
} from '../data/parties/products-repo';
import { KEY_ATTRIBUTES } from '../data/table/keys';
import { actorOf } from './party-calls';

type Routes = typeof partiesRoutes;

const badRequest = (message: string, path: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);

/** Auto branches keep vehicles, and a vehicle is known by its registration number. */
function requireRegNoForAuto(session: SessionContext, regNo: string | undefined): void {
  if (regNo === undefined && session.entity?.Config.Industry.startsWith('AUTO')) {
    throw badRequest(ProductMessages.regNoRequired, 'RegNo');
  }
}

/** The API shape, with the current owner's name read from the customer. */
export async function toProduct(orgId: string, record: ProductRecord, ownerName?: string): Promise<Product> {
  const { type: _t, OrgId: _o, Id, Owner, LastToDt: _l, CrBy: _cb, CrEntId: _ce, UpBy: _ub, ...rest } = record;
  const fields = Object.fromEntries(Object.entries(rest).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as Omit<
    Product,
    '_id' | 'Owner'
  >;
  let owner: Product['Owner'];
  if (Owner) {
    const DName = ownerName ?? (await getParty(orgId, 'CUST', Owner.CustId))?.DName ?? '';
    owner = { CustId: Owner.CustId, DName, FromDt: Owner.FromDt };
  }
  return { _id: Id, ...fields, ...(owner ? { Owner: owner } : {}) };
}

async function customerFor(session: SessionContext, custId: string, path: string) {
  const customer = await getParty(session.orgId, 'CUST', custId);
  if (!customer) throw badRequest(PartyMessages.customerNotFound, path);
  return customer;
}

async function productFor(session: SessionContext, id: string, consistent = false): Promise<ProductRecord> {
  const found = await loadProduct(session.orgId, id, consistent);
  if (!found) throw new ApiError(ErrorCode.NotFound, ProductMessages.productNotFound);
  return found;
}

export async function createProduct(call: Call<Routes['createProduct']>): Promise<Product> {
  const { Owner, ...fields } = call.body;
  requireRegNoForAuto(call.session, fields.RegNo);
  const customer = Owner ? await customerFor(call.session, Owner.CustId, 'Owner.CustId') : undefined;
  const owner =
    Owner && customer ? { CustId: Owner.CustId, DName: customer.DName, Dt: Owner.Dt, OwnId: ulid() } : undefined;
  const record = await saveProduct(actorOf(call.session), ulid(), fields, owner);
  return toProduct(call.session.orgId, record, customer?.DName);
}

export async function getProduct(call: Call<Routes['getProduct']>): Promise<Product> {
  return toProduct(call.session.orgId, await productFor(call.session, call.params.id));
}

export async function updateProduct(call: Call<Routes['updateProduct']>): Promise<Product> {
  const { ver, ...fields } = call.body;
  requireRegNoForAuto(call.session, fields.RegNo);
  const current = await productFor(call.session, call.params.id, true);
  if (current.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return toProduct(call.session.orgId, await saveProductEdit(actorOf(call.session), current, fields, ver));
}

export async function ownershipHistory(call: Call<Routes['ownershipHistory']>): Promise<Ownership[]> {
  await productFor(call.session, call.params.id);
  const history = await listOwnerships(call.session.orgId, call.params.id);
  return history.map(({ Id, ProdId, CustId, DName, FromDt, ToDt }) => ({
    _id: Id,
    ProdId,
    CustId,
    DName,
    FromDt,
    ...(ToDt ? { ToDt } : {}),
  }));
}

/** Spec platform §5: product, date and customer required; a new owner only after the existing ownership ended. */
export async function assignOwnershipCall(call: Call<Routes['assignOwnership']>): Promise<{ message: string }> {
  const product = await productFor(call.session, call.params.id, true);
  if (product.Owner) throw new ApiError(ErrorCode.BadRequest, ProductMessages.ownerNotEnded);
  if (product.LastToDt && call.body.Dt < product.LastToDt) throw badRequest(ProductMessages.assignBeforeLastEnd, 'Dt');
  const customer = await customerFor(call.session, call.body.CustId, 'CustId');
  await assignOwnership(
    actorOf(call.session),
    product,
    { CustId: customer.Id, DName: customer.DName, Dt: call.body.Dt },
    ulid(),
  );
  return { message: Messages.ownershipAssigned };
}

export async function endOwnershipCall(call: Call<Routes['endOwnership']>): Promise<{ message: string }> {
  const product = await productFor(call.session, call.params.id, true);
  const owner = product.Owner;
  if (!owner) throw new ApiError(ErrorCode.BadRequest, ProductMessages.noOwner);
  if (owner.CustId !== call.body.CustId) throw badRequest(ProductMessages.notOwner, 'CustId');
  if (call.body.Dt < owner.FromDt) throw badRequest(ProductMessages.endBeforeStart, 'Dt');
  await endOwnership(actorOf(call.session), product, owner, call.body.Dt);
  return { message: Messages.ownershipEnded };
}
