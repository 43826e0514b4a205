import { expect } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import type { ReceiptAnswer, ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import type { ReturnAnswer, ReturnCreateBody } from '@shared/sales/return-schemas';
import { saveRecord } from '../data/catalogue/record-repo';
import { createItem } from '../data/inventory/items-repo';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { orgOwner } from '../data/catalogue/catalogue-keys';
import { usersRoutes } from '@shared/api/routes/users';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { Role } from '@shared/users/role-schemas';
import { setWorkshopConfig } from './catalogue-test-kit';
import { createWarehouse } from './inventory-test-kit';
import { invoke } from './invoke';
import { organisationWithLogins } from './test-logins';
import type { TestOrganisation } from './test-organisation';
import { fresh, login } from './users-test-kit';

/** Sales returns' integration tests (docs/sales.md §12, §13): a part, a sale, a return, the stock and the books. */

export type SalePart = { _id: string; PCode: string; Desc: string; UoM: string; UnPr: number; TCode: number };

export async function salePart(orgId: string, p: SalePart): Promise<void> {
  await saveRecord(orgOwner(orgId), 'PART', { ...p, Cat: 'CAT-BRAKES', HSN: '87083000', Act: true, ver: 1 }, undefined);
}

export const sell = (token: string, WhId: string, body: Omit<ReceiptCreateBody, 'WhId'>) =>
  invoke<ReceiptAnswer>(salesReceiptRoutes.createReceipt, { token, body: { WhId, ...body } });

export async function sold(token: string, WhId: string, body: Omit<ReceiptCreateBody, 'WhId'>): Promise<ReceiptAnswer> {
  const answer = await sell(token, WhId, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export const takeBack = (token: string, body: ReturnCreateBody) =>
  invoke<ReturnAnswer>(salesReturnRoutes.createSalesReturn, { token, body });

export const receiptOf = async (token: string, Id: string): Promise<ReceiptAnswer> =>
  (await invoke<ReceiptAnswer>(salesReceiptRoutes.receipt, { token, params: { Id } })).body;

/** The warehouse's stock of an item: units and rupees. */
export async function stockOf(token: string, WhId: string, ItemId: string) {
  const answer = await invoke<{ Items: { ItemId: string; OnHand: number; Value: number }[] }>(inventoryRoutes.stock, {
    token,
    query: { Wh: WhId },
  });
  const row = answer.body.Items.find((i) => i.ItemId === ItemId);
  return { OnHand: row?.OnHand ?? 0, Value: row?.Value ?? 0 };
}

/** The month's trial balance, account → debit less credit in paise (accounts that moved). */
export async function trialBalance(token: string, month: string): Promise<Record<string, number>> {
  const books = await invoke<{ Rows: { Code: number; DrP: number; CrP: number }[] }>(booksRoutes.trialBalance, {
    token,
    query: { From: month, To: month },
  });
  expect(books.status, JSON.stringify(books.body)).toBe(200);
  return Object.fromEntries(
    books.body.Rows.filter((row) => row.DrP !== 0 || row.CrP !== 0).map((row) => [row.Code, row.DrP - row.CrP]),
  );
}

/** A counter clerk of a role 'Counter' with the Accounting access given (e.g. SlsRcpt CRU, no ReOpenSR), logged in. */
export async function counterClerk(
  org: TestOrganisation,
  ownerToken: string,
  accounting: Record<string, unknown>,
): Promise<string> {
  const role = await invoke<Role>(usersRoutes.createRole, {
    token: ownerToken,
    body: { Name: 'Counter', Access: { Accounting: { Access: true, ...accounting } } },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  const who = fresh('counter');
  const user = await invoke(usersRoutes.createUser, {
    token: ownerToken,
    body: {
      ...who,
      Name: 'Counter Clerk',
      Password: 'counter-pass-1',
      DefEntId: org.workshopId,
      RoleId: role.body.RoleId,
    },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  return login(org, who.UserName, 'counter-pass-1');
}

/** What moved between two trial balances, by account (paise, debit less credit). */
export function moved(before: Record<string, number>, after: Record<string, number>) {
  const accounts = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries(
    [...accounts].map((a) => [a, (after[a] ?? 0) - (before[a] ?? 0)] as const).filter(([, v]) => v !== 0),
  );
}

/** The branch's stock invariant holds: balances match their movements, batches and serials their balances. */
export async function expectStockClean(org: TestOrganisation): Promise<void> {
  const check = await checkStockInvariant(org.orgId, org.workshopId);
  expect([check.breaches, check.tracking]).toEqual([[], []]);
}

export type CounterShop = {
  org: TestOrganisation;
  tokens: Record<'owner' | 'cashier', string>;
  /** The warehouse 'Counter', empty: its stock is the test's. */
  main: Warehouse;
  /** A counter clerk who sells and may change receipts (SlsRcpt CRU) but not re-open or cancel them (no ReOpenSR). */
  noFlag: string;
};

/**
 * An organisation selling at its counter: the parts on sale, those named in `tracked` tracked by batch (BN) or
 * serial (SN) with the branch's feature on, an owner, a cashier and a clerk without ReOpenSR.
 */
export async function counterShop(parts: SalePart[], tracked: Record<string, 'BN' | 'SN'> = {}): Promise<CounterShop> {
  const { org, tokens } = await organisationWithLogins(['owner', 'cashier'] as const);
  for (const track of new Set(Object.values(tracked)).values())
    await setWorkshopConfig(org, ['Inventory', 'Features', track], true);
  const main = await createWarehouse(tokens.owner, 'Counter');
  for (const part of parts) await salePart(org.orgId, part);
  for (const [ItemId, Track] of Object.entries(tracked))
    await createItem(org.orgId, org.workshopId, { ItemId, Track, Act: true, CrBy: 'test' });
  const noFlag = await counterClerk(org, tokens.owner, { SlsRcpt: 'CRU' });
  return { org, tokens, main, noFlag };
}
