import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * A connected purchase order of 50 lines arriving as the vendor's sales order (issue 28 'Figures';
 * docs/connectx.md §9), on its own in-memory DynamoDB Local through the real `connectx` handler: the
 * workshop's Send on Karkhana (the order's step and the outbox item in one transaction) with the
 * delivery after it (the lines matched by part code, priced, the sales order numbered with the marker
 * in one transaction), BENCH_ROUNDS times; then the same delivered by the vendor's list (the pull).
 * Each prints p50/p95 and its DynamoDB requests. Figures only: the rules are the tests'
 * (functions/connectx/connectx.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TABLE = 'karkhana-bench-connectx';
const LINES = 50;

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const { inBranch, ok } = await import('../../functions/test/challan-test-kit');
    const { salePart } = await import('../../functions/test/sales-return-kit');
    const { itemOf, linkedParty } = await import('../../functions/test/connectx-test-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { purchasingRoutes } = await import('@shared/api/routes/purchasing');
    const { connectxRoutes } = await import('@shared/api/routes/connectx');
    const { transact } = await import('../../functions/data/table/transact');
    const { outboxWrites } = await import('../../functions/data/connectx/cx-store');
    const { orderLinesOut } = await import('../../functions/connectx/send-order');
    const { readPurchaseOrder } = await import('../../functions/data/purchasing/purchase-orders-repo');
    const { db } = await import('../../functions/lib/aws-clients');
    const [ws, vs] = await Promise.all([
      organisationWithLogins(['owner'] as const),
      organisationWithLogins(['owner'] as const),
    ]);
    const w = ws.org;
    const v = vs.org;
    const wToken = ws.tokens.owner;
    const vToken = await inBranch(vs.tokens.owner, v.partsBranchId);
    const vendor = await linkedParty(
      { orgId: w.orgId, entityId: w.workshopId, userId: w.users.owner.userId },
      'VEND',
      'Bench Distributor',
      { orgId: v.orgId, entId: v.partsBranchId },
    );
    await linkedParty(
      { orgId: v.orgId, entityId: v.partsBranchId, userId: v.users.owner.userId },
      'CUST',
      'Bench Workshop',
      { orgId: w.orgId, entId: w.workshopId },
    );
    const wh = await kit.createWarehouse(wToken, 'Main');
    // 45 codes the vendor stocks, 5 it does not: the unmatched lines are kept and flagged.
    for (let i = 0; i < LINES; i += 1) {
      await kit.createPart(w.orgId, { _id: `WCX${i}`, PCode: `CX-${i}`, Desc: `Bench part ${i}`, UoM: 'NOS' });
      if (i < 45) {
        await salePart(v.orgId, {
          _id: `VCX${i}`,
          PCode: `CX-${i}`,
          Desc: `Bench part ${i}`,
          UoM: 'NOS',
          UnPr: 500,
          TCode: 106,
        });
        await itemOf(vToken, `VCX${i}`);
      }
    }
    const body = {
      VendId: vendor,
      WhId: wh._id,
      Lines: Array.from({ length: LINES }, (_, i) => ({ ItemId: `WCX${i}`, Qty: 2, Rate: 480 })),
    };
    const requests = recordRequests(db());
    const times: number[] = [];
    const sent: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const po = await ok(
        invoke<{ _id: string; ver: number }>(purchasingRoutes.createPurchaseOrder, { token: wToken, body }),
      );
      requests.clear();
      const at = performance.now();
      const row = await ok(
        invoke<{ State: string; Unmatched?: number }>(connectxRoutes.cxSendOrder, {
          token: wToken,
          params: { Id: po._id },
          body: { ver: po.ver },
        }),
      );
      times.push(performance.now() - at);
      sent.push(...requests.sent);
      if (row.State !== 'Delivered' || row.Unmatched !== 5)
        throw new Error(`not delivered as expected: ${JSON.stringify(row)}`);
    }
    console.log(`Send on Karkhana of a purchase order of ${LINES} lines, delivered as the vendor's sales order:`);
    console.log(`  ${latencyLine(times)}`);
    console.log(`  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)})`);
    // The pull: outbox items written without their delivery (a crash after the commit), delivered by the vendor's list.
    const pulled: number[] = [];
    const pullSent: string[] = [];
    for (let round = 0; round < Math.min(ROUNDS, 5); round += 1) {
      const po = await ok(
        invoke<{ _id: string; Num: string }>(purchasingRoutes.createPurchaseOrder, { token: wToken, body }),
      );
      const stored = await readPurchaseOrder(w.orgId, w.workshopId, po._id, true);
      const out = {
        Kind: 'PurchaseOrder' as const,
        DocId: po._id,
        DocNum: po.Num,
        FromOrg: w.orgId,
        FromEnt: w.workshopId,
        PartySk: `VEND#${vendor}`,
        PartyName: 'Bench Distributor',
        ToOrg: v.orgId,
        ToEnt: v.partsBranchId,
        At: new Date().toISOString(),
        By: w.users.owner.userId,
        Lines: orderLinesOut(stored?.lines.Lines ?? []),
        TotP: 0,
      };
      await transact(outboxWrites(out, 'sent'));
      requests.clear();
      const at = performance.now();
      await ok(invoke(connectxRoutes.cxIncoming, { token: vToken, query: {} }));
      pulled.push(performance.now() - at);
      pullSent.push(...requests.sent);
    }
    console.log(`The vendor's ConnectX list delivering one waiting order of ${LINES} lines (the pull), then listing:`);
    console.log(`  ${latencyLine(pulled)}`);
    console.log(
      `  DynamoDB requests per call: ${(pullSent.length / pulled.length).toFixed(1)} (${tallyRequests(pullSent)})`,
    );
  });
}
