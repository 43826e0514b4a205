import { expect } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { DemoUsername } from '@shared/access/roles';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer, VendorBalanceAnswer } from '@shared/purchasing/bill-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { periodBalances } from '../data/ledger/ledger-read';
import { createPart, createWarehouse } from './inventory-test-kit';
import { invoke, type Answer } from './invoke';
import { organisationWithLogins } from './test-logins';
import type { TestOrganisation } from './test-organisation';

/** One line of an order: the part, how many and at what rate (rupees). */
export type OrderedLine = { ItemId: string; Qty: number; Rate: number };

/**
 * An order to a vendor for a warehouse, made and sent by `token`, then received whole: the receive
 * the bills tests bill (docs/purchasing.md §9). Each step must answer 200.
 */
export async function receivedOrder(
  token: string,
  order: { VendId: string; WhId: string; Lines: readonly OrderedLine[] },
): Promise<PurchaseReceiveAnswer> {
  const made = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
    token,
    body: { VendId: order.VendId, WhId: order.WhId, Lines: [...order.Lines] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const po = made.body;
  const sent = await invoke(purchasingRoutes.sendPurchaseOrder, {
    token,
    params: { Id: po._id },
    body: { ver: po.ver },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const rec = await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
    token,
    body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
  });
  expect(rec.status, JSON.stringify(rec.body)).toBe(200);
  return rec.body;
}

/** The answer's body, after checking it is 200 (the body printed when it is not). */
export const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** A part as the bills tests stock it. */
export type BillsPart = Parameters<typeof createPart>[1];

/** The bills tests' own organisation: the logins asked for (the owner makes the rest), a warehouse, a vendor, parts. */
export type BillsSetUp<U extends DemoUsername> = {
  org: TestOrganisation;
  tokens: Record<U | 'owner', string>;
  main: Warehouse;
  /** Asha Auto Spares, a registered vendor in Karnataka (the branch's state: CGST and SGST). */
  asha: Party;
};

/**
 * The organisation a bills test starts from: logins of `users` (and the owner), the warehouse Main, the
 * vendor Asha Auto Spares with her GSTIN, and `parts` (docs/purchasing.md §9).
 */
export async function billsSetUp<U extends DemoUsername>(
  users: readonly U[],
  parts: readonly BillsPart[],
): Promise<BillsSetUp<U>> {
  const { org, tokens } = await organisationWithLogins<U | 'owner'>(['owner', ...users.filter((u) => u !== 'owner')]);
  const main = await createWarehouse(tokens.owner, 'Main');
  const asha = ok(
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: {
        DName: 'Asha Auto Spares',
        Cons: { Phones: { Main: '9811100012' } },
        BAdd: { St: 'Karnataka' },
        GSTIN: '29AABCA1234B1ZD',
      },
    }),
  );
  await Promise.all(parts.map((part) => createPart(org.orgId, part)));
  return { org, tokens, main, asha };
}

/**
 * The branch's books for the month, Dr − Cr per account in paise. An account a posting and its reversal
 * both touched stands at zero: left out, the same as never touched.
 */
export async function booksOf(org: TestOrganisation, month: string): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (const b of await periodBalances(org.orgId, org.workshopId, month))
    sums.set(b.Acc, (sums.get(b.Acc) ?? 0) + b.DrP - b.CrP);
  for (const [acc, p] of sums) if (p === 0) sums.delete(acc);
  return sums;
}

/** What the branch owes a vendor, as the vendor's balance call answers it. */
export const vendorBalanceOf = async (token: string, VendId: string): Promise<VendorBalanceAnswer> =>
  ok(await invoke<VendorBalanceAnswer>(purchasingRoutes.vendorBalance, { token, params: { VendId } }));

/** A bill as its call answers it. */
export const billRead = async (token: string, Id: string): Promise<BillAnswer> =>
  ok(await invoke<BillAnswer>(purchasingRoutes.bill, { token, params: { Id } }));

/** A receive as its call answers it. */
export const receiveRead = async (token: string, Id: string): Promise<PurchaseReceiveAnswer> =>
  ok(await invoke<PurchaseReceiveAnswer>(purchasingRoutes.purchaseReceive, { token, params: { Id } }));
