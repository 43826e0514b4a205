import type { IssuePartAnswer } from '@shared/inventory/issue-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import type { Answer } from '../../../functions/test/invoke';
import type { RequestLog } from './bench-kit';

/**
 * The issue figures of docs/inventory.md (issue 26): parts issued from the shelf
 * to repair orders through the real `inventory` handler, 20 clerks at once, and
 * 50 clerks at once for the last unit of one item. Repair orders are made first,
 * uncounted, through the real `service` handler.
 */

export type IssueBench = {
  token: { advisor: string; partsclerk: string };
  advisorId: string;
  whId: string;
  requests: RequestLog;
  print: (label: string, times: number[], sent: readonly string[], refused: number) => void;
};

const AT_ONCE = 4;

async function loadKits() {
  const service = await import('../../../functions/test/service-test-kit');
  const { invoke } = await import('../../../functions/test/invoke');
  const { inventoryRoutes } = await import('@shared/api/routes/inventory');
  return { service, invoke, inventoryRoutes };
}

/** Repair orders with one stocked part line each (`WP1`, quantity 1, on labour line `WO1`), a few at a time. */
async function ordersFor(b: IssueBench, itemIds: readonly string[]): Promise<RepairOrderAnswer[]> {
  const { service } = await loadKits();
  const cv = await service.createCustomerAndVehicle(b.token.advisor, 'Bench Customer');
  const W = service.lines('RepairOrder');
  const orders: RepairOrderAnswer[] = [];
  for (let i = 0; i < itemIds.length; i += AT_ONCE)
    orders.push(
      ...(await Promise.all(
        itemIds.slice(i, i + AT_ONCE).map((In_Id) =>
          service.createRepairOrder(b.token.advisor, cv, b.advisorId, {
            Comps: [W.complaint(1, 'Periodic service')],
            Ops: [W.labor(1, { CompId: 'WC1' })],
            Parts: [W.part(1, { OpId: 'WO1', In_Id, Qty: 1 })],
          }),
        ),
      )),
    );
  return orders;
}

async function issueOne(b: IssueBench, order: RepairOrderAnswer): Promise<Answer<IssuePartAnswer>> {
  const { invoke, inventoryRoutes } = await loadKits();
  return invoke<IssuePartAnswer>(inventoryRoutes.issuePart, {
    token: b.token.partsclerk,
    body: { DocId: order._id, LineId: 'WP1', WhId: b.whId, Qty: 1 },
  });
}

/** `clerks` clerks at once, each issuing one part to an order of its own, `rounds` times over. */
export async function benchConcurrentIssues(
  b: IssueBench,
  itemIds: readonly string[],
  clerks: number,
  rounds: number,
): Promise<void> {
  const orders = await ordersFor(b, itemIds.slice(0, clerks * rounds));
  const times: number[] = [];
  const sent: string[] = [];
  let refused = 0;
  for (let round = 0; round < rounds; round += 1) {
    b.requests.clear();
    const answers = await Promise.all(
      orders.slice(round * clerks, (round + 1) * clerks).map(async (order) => {
        const started = performance.now();
        const answer = await issueOne(b, order);
        times.push(performance.now() - started);
        return answer;
      }),
    );
    refused += answers.filter((a) => a.status !== 200).length;
    sent.push(...b.requests.sent);
  }
  b.print(`Issue of a part to a repair order, ${clerks} clerks at once (${rounds} rounds)`, times, sent, refused);
}

/**
 * `clerks` orders each needing one unit of an item with one unit on the shelf
 * (the orders are made before the unit arrives), and `clerks` clerks issuing at
 * once: exactly one may succeed. Answers how many succeeded and how many were
 * refused 'Insufficient Quantity.'.
 */
export async function benchLastUnit(
  b: IssueBench,
  itemId: string,
  clerks: number,
  stockOne: () => Promise<void>,
): Promise<{ took: number; insufficient: number; other: string[] }> {
  const orders = await ordersFor(
    b,
    Array.from({ length: clerks }, () => itemId),
  );
  await stockOne();
  b.requests.clear();
  const times: number[] = [];
  const answers = await Promise.all(
    orders.map(async (order) => {
      const started = performance.now();
      const answer = await issueOne(b, order);
      times.push(performance.now() - started);
      return answer;
    }),
  );
  b.print(`${clerks} clerks at once issuing the last unit of one item`, times, [...b.requests.sent], 0);
  const messageOf = (a: Answer<IssuePartAnswer>) => (a.body as unknown as { message?: string }).message;
  const refusals = answers.filter((a) => a.status !== 200);
  return {
    took: answers.length - refusals.length,
    insufficient: refusals.filter((a) => a.status === 400 && messageOf(a) === 'Insufficient Quantity.').length,
    other: refusals
      .filter((a) => !(a.status === 400 && messageOf(a) === 'Insufficient Quantity.'))
      .map((a) => `${a.status} ${messageOf(a)}`),
  };
}
