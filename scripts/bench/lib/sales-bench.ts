import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { latencyLine, recordRequests, tallyRequests } from './bench-kit';

/**
 * What the sales benches (sales orders, fulfilment) share: a parts branch with a 'Dispatch' warehouse, its
 * parts on sale and a customer; and the timing of named steps, each with its DynamoDB requests. Imported
 * inside `withBenchTable`'s measure, so the handlers' modules read the bench's environment.
 */

export type SalesBenchShop = { orgId: string; owner: string; whId: string; ids: string[]; customerId: string };

/**
 * An organisation's owner in its parts branch, a 'Dispatch' warehouse, `lines` parts at ₹1,200.00 (GST 18%)
 * numbered `PRT<prefix><i>` and coded `<code>-<i>`, and a customer in `state`.
 */
export async function salesBenchShop(opts: {
  lines: number;
  prefix: string;
  code: string;
  customer: { name: string; phone: string; state: string };
}): Promise<SalesBenchShop> {
  const { createWarehouse } = await import('../../../functions/test/inventory-test-kit');
  const { inBranch, ok } = await import('../../../functions/test/challan-test-kit');
  const { salePart } = await import('../../../functions/test/sales-return-kit');
  const { organisationWithLogins } = await import('../../../functions/test/test-logins');
  const { invoke } = await import('../../../functions/test/invoke');
  const { partiesRoutes } = await import('@shared/api/routes/parties');
  const { org, tokens } = await organisationWithLogins(['owner'] as const);
  const owner = await inBranch(tokens.owner, org.partsBranchId);
  const wh = await createWarehouse(owner, 'Dispatch');
  const ids = Array.from({ length: opts.lines }, (_, i) => `PRT${opts.prefix}${i}`);
  for (const [i, _id] of ids.entries())
    await salePart(org.orgId, {
      _id,
      PCode: `${opts.code}-${i}`,
      Desc: `Bench part ${i}`,
      UoM: 'NOS',
      UnPr: 1200,
      TCode: 106,
    });
  const { name, phone, state } = opts.customer;
  const customer = await ok(
    invoke<{ _id: string }>(partiesRoutes.createCustomer, {
      token: owner,
      body: { DName: name, Cons: { Phones: { Main: phone } }, BAdd: { St: state } },
    }),
  );
  return { orgId: org.orgId, owner, whId: wh._id, ids, customerId: customer._id };
}

/** Times calls by step, with the DynamoDB requests each sent; a refused call stops the bench. */
export function stepTimer<S extends string>(client: DynamoDBDocumentClient, steps: readonly S[]) {
  const requests = recordRequests(client);
  const times = Object.fromEntries(steps.map((s) => [s, [] as number[]])) as Record<S, number[]>;
  const sent = Object.fromEntries(steps.map((s) => [s, [] as string[]])) as Record<S, string[]>;
  return {
    async timed<T>(step: S, call: () => Promise<{ status: number; body: T }>): Promise<T> {
      requests.clear();
      const at = performance.now();
      const answer = await call();
      times[step].push(performance.now() - at);
      sent[step].push(...requests.sent);
      if (answer.status !== 200) throw new Error(`${step} refused: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    /** Each step's p50/p95 and requests per call, `what` saying what was measured. */
    print(what: string): void {
      for (const step of steps) {
        console.log(`${step} (${what}):`);
        console.log(`  ${latencyLine(times[step])}`);
        console.log(
          `  DynamoDB requests per call: ${(sent[step].length / times[step].length).toFixed(1)} (${tallyRequests(sent[step])})`,
        );
      }
    },
  };
}
