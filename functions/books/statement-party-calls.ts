import { ApiError, ErrorCode } from '@shared/api/errors';
import type { booksPartyRoutes } from '@shared/api/routes/books-parties';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { payablesAgeing as ageing, type PayablesAnswer } from '@shared/books/payables';
import { StatementMessages } from '@shared/books/party-statement-messages';
import {
  partyStatement,
  type StatementAnswer,
  type StatementKind,
  type StatementParty,
} from '@shared/books/party-statement';
import { periodBalances } from '../data/ledger/ledger-read';
import { partyEntries } from '../data/ledger/party-statement-read';
import { openPayables } from '../data/ledger/payables-read';
import { getParty, type PartyRecord } from '../data/parties/parties-repo';
import { getEntityInsurance } from '../data/settings/insurance-repo';
import { supplierOf } from '../lib/branch-supplier';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';

type Routes = typeof booksPartyRoutes;

/**
 * GET Accounting/Reports/PayablesAgeing?Basis=Due|Bill (docs/books.md §6.9):
 * the open bills and advances paid (two Queries) aged on the branch's today,
 * with the Vendors control account's balance (credit-positive) to compare.
 */
export async function payablesAgeing(call: Call<Routes['payablesAgeing']>): Promise<PayablesAnswer> {
  const { orgId, entityId } = call.session;
  const today = branchNow(serviceContext(call.session)).date;
  const [open, balances] = await Promise.all([
    openPayables(orgId, entityId),
    periodBalances(orgId, entityId, '9999-12'),
  ]);
  const ControlP = balances.filter((b) => b.Acc === A.payables).reduce((s, b) => s + b.CrP - b.DrP, 0);
  return { ...ageing(open.bills, open.advances, today, call.query.Basis), ControlP };
}

const notFound = (message: string, path: string): ApiError =>
  new ApiError(ErrorCode.NotFound, message, [{ path, message }]);

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A customer or vendor as their statement prints them: name, billing address, GSTIN, main phone. */
const contactOf = (p: PartyRecord): StatementParty => {
  const a = p.BAdd;
  return clean({
    Name: p.DName,
    GSTIN: str(p.GSTIN),
    Addr: a ? clean({ A1: str(a.A1), A2: str(a.A2), Ct: str(a.Ct), St: str(a.St), Pin: str(a.Pin) }) : undefined,
    Ph: str(p.Cons?.Phones?.Main),
  });
};

/**
 * The party a statement is for, or 404: a customer or vendor of the
 * session's organisation (a party is the organisation's, docs/parties), an
 * insurer the session's branch has a tie-up with (Settings → Insurance).
 */
async function contactFor(orgId: string, entId: string, party: string): Promise<StatementParty> {
  const id = party.slice(2);
  if (party.startsWith('V#')) {
    const vendor = await getParty(orgId, 'VEND', id);
    if (!vendor) throw notFound(StatementMessages.vendorNotFound, 'VendId');
    return contactOf(vendor);
  }
  if (party.startsWith('I#')) {
    const tieUp = await getEntityInsurance(orgId, entId, id);
    if (!tieUp) throw notFound(StatementMessages.insurerNotFound, 'Party');
    return clean({ Name: tieUp.Name, Ph: str(tieUp.Phone) });
  }
  const customer = await getParty(orgId, 'CUST', id);
  if (!customer) throw notFound(StatementMessages.customerNotFound, 'Party');
  return contactOf(customer);
}

async function statement(
  call: Call<Routes['customerStatement']> | Call<Routes['vendorStatement']>,
  kind: StatementKind,
  party: string,
): Promise<StatementAnswer> {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const { From, To } = call.query;
  const [Contact, entries] = await Promise.all([
    contactFor(orgId, entityId, party),
    partyEntries(orgId, entityId, party),
  ]);
  const { Name, GSTIN, Addr } = supplierOf(ctx.entity);
  const Branch = clean({ Name, GSTIN, Addr });
  return { Kind: kind, Party: party, Contact, Branch, ...partyStatement(kind, entries, From, To) };
}

/** GET Accounting/Reports/CustomerStatement?Party=C#…|I#…&From&To (§6.10). */
export const customerStatement = (call: Call<Routes['customerStatement']>): Promise<StatementAnswer> =>
  statement(call, 'Customer', call.query.Party);

/** GET Accounting/Reports/VendorStatement?VendId&From&To (§6.10). */
export const vendorStatement = (call: Call<Routes['vendorStatement']>): Promise<StatementAnswer> =>
  statement(call, 'Vendor', `V#${call.query.VendId}`);
