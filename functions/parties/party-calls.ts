import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { partiesRoutes } from '@shared/api/routes/parties';
import type { Party, PartyBody, PartyInput } from '@shared/parties/party-schemas';
import { PartyMessages } from '@shared/parties/party-messages';
import type { Call, SessionContext } from '../lib/http/call';
import {
  createParty,
  getParty,
  listConnectedParties,
  partyNotFound,
  toParty,
  updateParty,
  type Actor,
} from '../data/parties/parties-repo';
import type { PartyKind } from '../data/parties/parties-keys';
import { markCustomerCategoryUsed } from '../data/settings/customer-categories-repo';
import { resolveConnect } from './connection-calls';

type Routes = typeof partiesRoutes;

export const actorOf = (session: SessionContext): Actor => ({
  orgId: session.orgId,
  entityId: session.entityId,
  userId: session.userId,
});

const create = (kind: PartyKind) => async (call: { session: SessionContext; body: PartyBody }) => {
  const { link, writes } = await resolveConnect(call.session, call.body.Connect);
  if (kind === 'CUST') await markCustomerCategoryUsed(call.session.orgId, call.body.Cat);
  const fields: PartyInput = { ...call.body, Connect: link };
  return toParty(await createParty(actorOf(call.session), kind, ulid(), fields, writes));
};

const read = (kind: PartyKind) => async (call: { session: SessionContext; params: { id: string } }) => {
  const found = await getParty(call.session.orgId, kind, call.params.id);
  if (!found) throw new ApiError(ErrorCode.NotFound, partyNotFound(kind));
  return toParty(found);
};

const update =
  (kind: PartyKind) =>
  async (call: { session: SessionContext; params: { id: string }; body: PartyBody & { ver: number } }) => {
    const { ver, ...body } = call.body;
    const current = await getParty(call.session.orgId, kind, call.params.id, true);
    if (!current) throw new ApiError(ErrorCode.NotFound, partyNotFound(kind));
    // A stale copy is refused before anything else is looked at; the write re-checks `ver`.
    if (current.ver !== ver) throw new ApiError(ErrorCode.Conflict, PartyMessages.stale);
    const { link, writes } = await resolveConnect(call.session, body.Connect, current.Connect);
    // A customer given a category marks it used (its name then stays fixed: docs/customer-categories.md §4).
    if (kind === 'CUST' && body.Cat !== current.Cat) await markCustomerCategoryUsed(call.session.orgId, body.Cat);
    const fields: PartyInput = { ...body, Connect: link };
    return toParty(await updateParty(actorOf(call.session), kind, current, fields, ver, writes));
  };

const connected = (kind: PartyKind) => async (call: { session: SessionContext }) =>
  (await listConnectedParties(call.session.orgId, kind)).flatMap((p) =>
    p.Connect ? [{ _id: p.Id, DName: p.DName, Connect: p.Connect }] : [],
  );

export const createCustomer: (call: Call<Routes['createCustomer']>) => Promise<Party> = create('CUST');
export const getCustomer: (call: Call<Routes['getCustomer']>) => Promise<Party> = read('CUST');
export const updateCustomer: (call: Call<Routes['updateCustomer']>) => Promise<Party> = update('CUST');
export const createVendor: (call: Call<Routes['createVendor']>) => Promise<Party> = create('VEND');
export const getVendor: (call: Call<Routes['getVendor']>) => Promise<Party> = read('VEND');
export const updateVendor: (call: Call<Routes['updateVendor']>) => Promise<Party> = update('VEND');
export const connectedCustomers = connected('CUST');
export const connectedVendors = connected('VEND');
