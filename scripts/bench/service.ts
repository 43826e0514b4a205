import { ulid } from 'ulid';
import { serviceRoutes } from '@shared/api/routes/service';
import { REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { percentile, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The figures of docs/service-documents-api.md 'Figures', on its own in-memory
 * DynamoDB Local through the real `service` handler: the first repair-order dashboard page of a branch with
 * 10,000 orders, saving a 200-line repair order and converting a 250-line
 * estimate to a repair order, each with p50/p95 and the
 * DynamoDB requests one call makes. The orders are seeded with BatchWrite of
 * exactly the items the documents repository writes (same builders). Figures
 * only, no assertions.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BIG_LINES = 200;
const TABLE = 'karkhana-bench-service';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { db, tableName } = await import('../../functions/lib/aws-clients');
    const { putAll } = await import('../../functions/data/table/batch-write');
    const {
      headItem,
      lineItems,
      lineOrderOf,
      indexItems,
      statusCountsKey,
      statusCountsIndex,
      counterKey,
      formatNumber,
      financialYear,
      emptyLines,
    } = await import('../../functions/data/documents/index');
    const { invoke } = await import('../../functions/test/invoke');
    const kit = await import('../../functions/test/service-test-kit');

    const { org, tokens } = await kit.serviceOrganisation(['advisor', 'manager']);
    const token = tokens.advisor;
    const advisor = org.users.advisor.userId;
    const cv = await kit.createCustomerAndVehicle(token, 'Bench Customer');
    const W = kit.lines('RepairOrder');

    // A real order through the call, as the model for the seeded ones (its totals and lines are the engine's).
    const model = await kit.createRepairOrder(token, cv, advisor);
    const amounts = Object.fromEntries(Object.entries(model.Totals).map(([k, v]) => [k, Math.round(v * 100)]));
    const fy = financialYear(model.CrDate);
    const today = new Date(`${model.CrDate}T00:00:00Z`).getTime();

    const seeded = performance.now();
    const counts: Record<string, number> = {};
    const items: Record<string, unknown>[] = [];
    const flush = async (): Promise<void> => {
      await putAll(items.splice(0) as never[], 8);
    };
    for (let i = 0; i < ORDERS; i += 1) {
      const Sts = REPAIR_ORDER_DASHBOARD_STATUSES[i % REPAIR_ORDER_DASHBOARD_STATUSES.length] as string;
      counts[Sts] = (counts[Sts] ?? 0) + 1;
      const CrDate = new Date(today - Math.floor((ORDERS - i) / 40) * 86_400_000).toISOString().slice(0, 10);
      const head = {
        type: 'RepairOrder' as const,
        OrgId: org.orgId,
        DocId: ulid(),
        EntId: org.workshopId,
        Num: formatNumber('WO', fy, i + 2),
        Series: 'WO' as const,
        FY: fy,
        Sts,
        CrDate,
        CrTime: '10:00',
        CrBy: advisor,
        UpBy: advisor,
        Amounts: amounts as never,
        LineCount: 4,
        ver: 1,
        SA: advisor,
        SAName: 'Advisor Tester',
        Cust: cv.custId,
        CustName: cv.custName,
        ProdId: cv.prodId,
        RegNo: cv.regNo,
        PrDate: CrDate,
        PrTime: '17:00',
      };
      const lines = emptyLines();
      lines.Comps = model.Comps ?? [];
      lines.Ops = (model.Ops ?? []).map((o) => ({ ...o, Sts: 'Approved' }));
      lines.Parts = model.Parts ?? [];
      items.push(
        headItem({ ...head, LineOrder: lineOrderOf(lines) }),
        ...lineItems(head, lines),
        ...indexItems(head).values(),
      );
      if (items.length >= 5_000) await flush();
    }
    await flush();
    await db().send(
      new (await import('@aws-sdk/lib-dynamodb')).PutCommand({
        TableName: tableName(),
        Item: {
          ...statusCountsKey(org.orgId, org.workshopId, 'WO'),
          ...statusCountsIndex(org.orgId, org.workshopId, 'WO'),
          ...Object.fromEntries(Object.entries(counts).map(([s, n]) => [s, n + (s === 'New' ? 1 : 0)])),
        },
      }),
    );
    await db().send(
      new (await import('@aws-sdk/lib-dynamodb')).UpdateCommand({
        TableName: tableName(),
        Key: counterKey(org.orgId, org.workshopId, 'WO', fy),
        UpdateExpression: 'SET #n = :n',
        ExpressionAttributeNames: { '#n': 'Next' },
        ExpressionAttributeValues: { ':n': ORDERS + 2 },
      }),
    );
    console.log(
      `Seeded ${ORDERS.toLocaleString('en-IN')} repair orders (header, 5 lines, 4 index items each) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const requests = recordRequests(db());

    /** Times `call`; `prepare` (untimed, its requests uncounted) makes what each call uses up, e.g. an estimate to convert. */
    const measure = async <P = undefined>(
      label: string,
      call: (input: P) => Promise<{ status: number }>,
      prepare?: () => Promise<P>,
    ): Promise<void> => {
      const input = async (): Promise<P> => (prepare ? prepare() : (undefined as P));
      await call(await input()); // warm: handler loaded, reference data memoised, as in a warm Lambda
      const times: number[] = [];
      const perCall: number[] = [];
      let kinds: string[] = [];
      for (let r = 0; r < ROUNDS; r += 1) {
        const prepared = await input();
        requests.clear();
        const started = performance.now();
        const answer = await call(prepared);
        times.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}`);
        perCall.push(requests.sent.length);
        kinds = requests.sent;
      }
      times.sort((a, b) => a - b);
      const tally = tallyRequests(kinds);
      console.log(`${label}:`);
      console.log(
        `  p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1)?.toFixed(1)} ms   (${ROUNDS} calls)`,
      );
      console.log(`  DynamoDB requests per call: ${Math.max(...perCall)} (${tally})`);
    };

    await measure(
      `First repair-order dashboard page, ${ORDERS.toLocaleString('en-IN')} orders in the branch (all statuses, 25 rows)`,
      () => invoke(serviceRoutes.repairOrderDashboard, { token }),
    );
    await measure('First dashboard page, one status (InProgress)', () =>
      invoke(serviceRoutes.repairOrderDashboard, { token, query: { Sts: 'InProgress' } }),
    );
    await measure('First dashboard page, one advisor (all statuses)', () =>
      invoke(serviceRoutes.repairOrderDashboard, { token, query: { SA: advisor } }),
    );

    // A 200-line order: seeded with the repository's items (a creation that large is more than one transaction).
    const bigHead = {
      type: 'RepairOrder' as const,
      OrgId: org.orgId,
      DocId: ulid(),
      EntId: org.workshopId,
      Num: formatNumber('WO', fy, ORDERS + 2),
      Series: 'WO' as const,
      FY: fy,
      Sts: 'New',
      CrDate: model.CrDate,
      CrTime: '11:00',
      CrBy: advisor,
      Amounts: amounts as never,
      LineCount: BIG_LINES,
      ver: 1,
      SA: advisor,
      SAName: 'Advisor Tester',
      Cust: cv.custId,
      CustName: cv.custName,
      ProdId: cv.prodId,
      RegNo: cv.regNo,
      PrDate: model.CrDate,
      PrTime: '17:00',
      Settings: { Tax: true },
    };
    const bigLines = emptyLines();
    bigLines.Ops = Array.from({ length: BIG_LINES / 2 }, (_, i) => ({ ...W.labor(i + 1), Sts: 'New' }));
    bigLines.Parts = Array.from({ length: BIG_LINES / 2 }, (_, i) => ({
      ...W.part(i + 1, { OpId: `WO${i + 1}` }),
      Sts: 'New',
    }));
    await putAll(
      [
        headItem({ ...bigHead, LineOrder: lineOrderOf(bigLines) }),
        ...lineItems(bigHead, bigLines),
        ...indexItems(bigHead).values(),
      ] as never[],
      8,
    );

    let current = await kit.ok<RepairOrderAnswer>(serviceRoutes.repairOrder, { token, params: { Id: bigHead.DocId } });
    let edit = 0;
    const saveOne = async (changed: number) => {
      edit += 1;
      const ops = (current.Ops ?? []).map((o, i) => (i < changed ? { ...o, Pr: 1000 + edit + i } : o));
      const answer = await invoke<RepairOrderAnswer>(serviceRoutes.saveRepairOrder, {
        token,
        params: { Id: bigHead.DocId },
        body: kit.saveBodyOf(current, { Ops: ops }),
      });
      if (answer.status === 200) current = answer.body;
      return answer;
    };
    await measure(`Saving a ${BIG_LINES}-line repair order, one line changed`, () => saveOne(1));
    await measure(`Saving a ${BIG_LINES}-line repair order, 50 lines changed`, () => saveOne(50));
    await measure(`Reading a ${BIG_LINES}-line repair order`, () =>
      invoke(serviceRoutes.repairOrder, { token, params: { Id: bigHead.DocId } }),
    );
    const bigBody = kit.documentBody(cv, advisor, {
      Ops: Array.from({ length: BIG_LINES / 2 }, (_, i) => W.labor(i + 1)),
      Parts: Array.from({ length: BIG_LINES / 2 }, (_, i) => W.part(i + 1, { OpId: `WO${i + 1}` })),
    });
    await measure(
      `Creating a ${BIG_LINES}-line repair order (lines ahead in 2 transactions, then the document's)`,
      () => invoke(serviceRoutes.createRepairOrder, { token, body: bigBody }),
    );

    // Converting a 250-line estimate (complaints, labour assigned to a technician, parts, collision lines): one estimate
    // made and approved through the calls, and before each conversion a copy of it under a new id (seeded, untimed).
    const { readDocument } = await import('../../functions/data/documents/documents-repo');
    const made = await kit.ok<EstimateAnswer>(serviceRoutes.createEstimate, {
      token,
      body: kit.largeEstimateBody(cv, advisor, org.users.technician.userId),
    });
    await kit.ok(serviceRoutes.estimateAction, {
      token,
      params: { Id: made._id, Action: 'Approve' },
      body: { ver: made.ver },
    });
    const approved = await readDocument(org.orgId, made._id, true);
    if (!approved) throw new Error('The approved estimate was not found');
    const size = Object.values(kit.LARGE_ESTIMATE).reduce((n, c) => n + c, 0);
    const copyOfApproved = async () => {
      const { LineRev: _atBaseKeys, ...head } = { ...approved.head, DocId: ulid() };
      await putAll([headItem(head), ...lineItems(head, approved.lines), ...indexItems(head).values()] as never[], 8);
      return head;
    };
    await measure(
      `Converting a ${size}-line estimate to a repair order (order lines ahead in 2 transactions, then one with the estimate, number and counter)`,
      (head) =>
        invoke(serviceRoutes.estimateAction, {
          token,
          params: { Id: head.DocId, Action: 'ConvertToWO' },
          body: { ver: head.ver },
        }),
      copyOfApproved,
    );
  });
}
