import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { db } from '../lib/aws-clients';
import { listItemBalances } from '../data/inventory/stock-repo';
import { receivePartHooks } from '../data/purchasing/receive-parts-repo';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { ok } from '../test/purchasing-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The DynamoDB requests of a receive of a 100-line order in parts (docs/purchasing-journey.md §4),
 * counted by a middleware on the client, so the figure cannot grow silently. Each part starts from what
 * the previous transaction wrote (the receive's and the order's new `ver` and lines): no part reads
 * the receive or the order again, except a receive resumed after a stop, which reads them once.
 */

let log: string[] | undefined;

/** Requests by kind ('BatchGetItem 9, Query 3') and how many. */
async function requestsOf<T>(call: () => Promise<T>): Promise<{ kinds: string; count: number; answer: T }> {
  log = [];
  const answer = await call();
  const sent = log;
  log = undefined;
  const tally = sent.reduce<Record<string, number>>((t, name) => ({ ...t, [name]: (t[name] ?? 0) + 1 }), {});
  const kinds = Object.keys(tally)
    .sort()
    .map((k) => `${k} ${tally[k]}`)
    .join(', ');
  return { kinds, count: sent.length, answer };
}

let org: TestOrganisation;
let token = '';
let main: Warehouse;
let vendor: Party;
const LINES = 100;
const itemOf = (i: number) => `PRT93${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  let tokens: { partsmanager: string; owner: string };
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsmanager'] as const));
  token = tokens.partsmanager;
  main = await createWarehouse(tokens.owner, 'Main');
  vendor = (
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: { DName: 'Bharat Spares', Cons: { Phones: { Main: '9876501235' } }, BAdd: { St: 'Karnataka' } },
    })
  ).body;
  for (let i = 0; i < LINES; i += 20)
    await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        createPart(org.orgId, { _id: itemOf(i + k), PCode: `CNT-${i + k}`, Desc: `Counted part ${i + k}`, UoM: 'NOS' }),
      ),
    );
  db().middlewareStack.add(
    (next, context) => async (args) => {
      log?.push(String(context.commandName).replace('Command', ''));
      return next(args);
    },
    { step: 'initialize', name: 'receivePartsRequestCounter' },
  );
}, 120_000);

afterEach(() => {
  receivePartHooks.afterPart = undefined;
});

/** A sent order of 100 lines, 2 NOS each at ₹100 + ₹0.37 a line. */
async function sentOrder(): Promise<PurchaseOrderAnswer> {
  const Lines = Array.from({ length: LINES }, (_, i) => ({
    ItemId: itemOf(i),
    Qty: 2,
    Rate: Math.round((100 + i * 0.37) * 100) / 100,
  }));
  const made = ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token,
      body: { VendId: vendor._id, WhId: main._id, Lines },
    }),
  );
  return ok(
    await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token,
      params: { Id: made._id },
      body: { ver: made.ver },
    }),
  );
}

const receiveWhole = (po: PurchaseOrderAnswer, key?: string) =>
  invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
    token,
    body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('the DynamoDB requests of a 100-line receive in four parts', () => {
  it('18 (31 before): the claim, then each part its balances and its transaction, reading neither the receive nor the order again', async () => {
    const po = await sentOrder();
    const { kinds, count, answer } = await requestsOf(() => receiveWhole(po));
    expect(ok(answer)).toMatchObject({ Sts: 'Received', Part: 4, Parts: 4, LineCount: LINES });
    // The session (1 BatchGetItem); the call's consistent read of the order (the claim decides on it, not
    // reading it again) and of the warehouses (2 Query); the claim: the 100 balances with the branch (4
    // BatchGetItem), the number (1 UpdateItem), its transaction and the receive's lines ahead (2
    // TransactWriteItems); then per part its 25 balances (1 BatchGetItem) and its transaction (1
    // TransactWriteItems): 4 + 4. Before, the claim read the order again and each part read the receive
    // twice and the order again: 31.
    expect({ kinds, count }).toEqual({
      kinds: 'BatchGetItem 9, Query 2, TransactWriteItems 6, UpdateItem 1',
      count: 18,
    });
    const [balance] = await listItemBalances(org.orgId, org.workshopId, itemOf(99));
    expect(balance).toMatchObject({ OnHand: 2000, ValueP: 2 * 13663 });
  });

  it('a receive resumed after a stop reads the receive and the order once, then carries them part to part', async () => {
    const po = await sentOrder();
    receivePartHooks.afterPart = (part) => {
      if (part === 2) throw new Error('stopped after part 2');
    };
    expect((await receiveWhole(po, 'count-resume')).status).toBe(500);
    receivePartHooks.afterPart = undefined;
    const { kinds, count, answer } = await requestsOf(() => receiveWhole(po, 'count-resume'));
    expect(ok(answer)).toMatchObject({ Sts: 'Received', Part: 4, Parts: 4 });
    // The session, the call's reads (as above), the key (1 GetItem); the receive, the order and the receive
    // again (3 Query, the order between the two so a part committed meanwhile shows); parts 3 and 4 each
    // their balances and transaction.
    expect({ kinds, count }).toEqual({
      kinds: 'BatchGetItem 3, GetItem 1, Query 5, TransactWriteItems 2',
      count: 11,
    });
  });
});
