import { ulid } from 'ulid';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { parseGstr2b, type Gstr2bDoc } from '@shared/gst/returns/gstr2b';
import { reconcileGstr2b, type Gstr2bBill } from '@shared/gst/returns/gstr2b-reconcile';
import { writeGstr2b } from '@shared/gst/returns/gstr2b-write';
import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The figure of docs/purchasing.md §17.8: a GSTR-2B of 2,000 invoices against 2,000
 * bills of 40 vendors, with mismatches seeded as a real month has them: 10% of the
 * bill numbers typed differently only in case, spaces, zeros or separators (these
 * must still match), and 1% each of a wrong value, a mistyped number, a wrong date, a
 * wrong vendor GSTIN, an invoice not recorded and a bill the vendor never filed.
 * First the engine alone (parse the file's text and reconcile), then the calls through
 * the real `invoices` handler on an in-memory DynamoDB Local (import, then view), with
 * the DynamoDB requests each makes. Prints the share matched automatically.
 */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TABLE = 'karkhana-bench-gstr2b';
const PERIOD = '2026-10';
const BRANCH_GSTIN = '29AAKCK4321M1Z5';

const vendorGstin = (v: number): string => `29AAB${String.fromCharCode(65 + (v % 26))}S${String(1000 + v)}K1Z${v % 10}`;

type Seeded = { docs: Gstr2bDoc[]; bills: Gstr2bBill[]; expect: Record<string, number> };

/** The month: invoice i of vendor i % 40; its bill as the books hold it, changed as the comment above says. */
function month(): Seeded {
  const docs: Gstr2bDoc[] = [];
  const bills: Gstr2bBill[] = [];
  const expect = { loose: 0, value: 0, number: 0, date: 0, gstin: 0, notInBooks: 0, notIn2B: 0 };
  for (let i = 0; i < INVOICES; i += 1) {
    const v = i % 40;
    const taxable = 1_000_00 + ((i * 7919) % 90_000_00);
    const half = Math.round((taxable * 9) / 100);
    const doc: Gstr2bDoc = {
      Sec: 'b2b',
      Kind: 'INV',
      GSTIN: vendorGstin(v),
      Name: `Vendor ${v}`,
      No: `V${v}/2627/${String(i).padStart(5, '0')}`,
      Date: `${PERIOD}-${String((i % 28) + 1).padStart(2, '0')}`,
      POS: '29',
      Rev: false,
      Itc: 'Y',
      TaxableP: taxable,
      IgstP: 0,
      CgstP: half,
      SgstP: half,
      CessP: 0,
      ValueP: taxable + 2 * half,
    };
    const bill: Gstr2bBill = {
      BillId: ulid(),
      Num: `BILL/2627/${String(i + 1).padStart(5, '0')}`,
      VendId: `VEND${v}`,
      VendName: doc.Name,
      GSTIN: doc.GSTIN,
      No: doc.No,
      Date: doc.Date,
      TaxableP: doc.TaxableP,
      IgstP: 0,
      CgstP: doc.CgstP,
      SgstP: doc.SgstP,
      CessP: 0,
      ValueP: doc.ValueP,
    };
    const k = i % 100;
    docs.push(doc);
    if (k === 0) {
      // Not recorded in the books; and a bill of the same vendor its vendor never filed, so both lists stay whole.
      expect.notInBooks += 1;
      expect.notIn2B += 1;
      bills.push({ ...bill, No: `NF/${i}`, ValueP: bill.ValueP + 1_000_00 });
      continue;
    }
    if (k === 2) {
      expect.value += 1;
      bill.ValueP += 5_00;
    } else if (k === 3) {
      expect.number += 1;
      bill.No = doc.No.replace('/2627/', '/2726/');
    } else if (k === 4) {
      expect.date += 1;
      bill.Date = `${PERIOD}-${String(((i + 3) % 28) + 1).padStart(2, '0')}`;
    } else if (k === 5) {
      expect.gstin += 1;
      bill.GSTIN = vendorGstin(v + 1);
    } else if (k >= 10 && k < 20) {
      expect.loose += 1;
      bill.No = doc.No.toLowerCase().replace(/\//g, ' - ').replace(/-\s0+/, '- ');
    }
    bills.push(bill);
  }
  return { docs, bills, expect };
}

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;

export async function run(): Promise<void> {
  const { docs, bills, expect } = month();
  const text = JSON.stringify(writeGstr2b({ gstin: BRANCH_GSTIN, period: PERIOD, genDate: '2026-11-14', docs }));
  console.log(
    `GSTR-2B of ${docs.length.toLocaleString('en-IN')} invoices (file ${(text.length / 1024).toFixed(0)} KB) against ${bills.length.toLocaleString('en-IN')} bills; seeded: ` +
      `${expect.loose} numbers written loosely, ${expect.value} values, ${expect.number} numbers, ${expect.date} dates, ${expect.gstin} GSTINs wrong, ` +
      `${expect.notInBooks} not recorded, ${expect.notIn2B} not filed`,
  );

  const engine: number[] = [];
  let counts: ReturnType<typeof reconcileGstr2b>['Counts'] | undefined;
  for (let r = 0; r < ROUNDS * 2; r += 1) {
    const started = performance.now();
    const read = parseGstr2b(text, { gstin: BRANCH_GSTIN, period: PERIOD });
    if (!read.ok) throw new Error(read.problem.message);
    counts = reconcileGstr2b(read.file.Docs, bills, PERIOD).Counts;
    engine.push(performance.now() - started);
  }
  const c = counts!;
  console.log(`Engine (parse the file + reconcile): ${latencyLine(engine)}`);
  console.log(
    `  matched automatically ${c.Matched} of ${docs.length} 2B invoices (${pct(c.Matched, docs.length)}); ` +
      `mismatched with a reason ${c.Mismatched} (${pct(c.Mismatched, docs.length)}); missing in books ${c.MissingInBooks}; missing in 2B ${c.MissingIn2B}`,
  );

  await withBenchTable(TABLE, async () => {
    const { db } = await import('../../functions/lib/aws-clients');
    const { putAll } = await import('../../functions/data/table/batch-write');
    const { docPk } = await import('../../functions/data/documents/document-keys');
    const { billsPartition } = await import('../../functions/data/purchasing/bill-keys');
    const { byDateSortKey } = await import('../../functions/data/purchasing/purchase-keys');
    const { getEntity } = await import('../../functions/data/settings/entity-settings-repo');
    const { invoke } = await import('../../functions/test/invoke');
    const kit = await import('../../functions/test/service-test-kit');
    const { org, tokens } = await kit.serviceOrganisation(['owner']);
    const token = tokens.owner;
    const gstin = (await getEntity(org.orgId, org.workshopId))?.Settings.Common.Tax.GSTIN ?? BRANCH_GSTIN;
    const file =
      gstin === BRANCH_GSTIN
        ? text
        : JSON.stringify(writeGstr2b({ gstin, period: PERIOD, genDate: '2026-11-14', docs }));

    // Bill headers as the bill call writes them (docs/purchasing.md §9.2), recorded in the month.
    await putAll(
      bills.map((b, i) => ({
        pk: docPk(org.orgId, b.BillId),
        sk: 'HEAD',
        type: 'Bill',
        OrgId: org.orgId,
        EntId: org.workshopId,
        DocId: b.BillId,
        Num: b.Num,
        Series: 'BILL',
        FY: '2026',
        Date: `${PERIOD}-${String((i % 28) + 1).padStart(2, '0')}`,
        Sts: 'Unpaid',
        VendId: b.VendId,
        VendName: b.VendName,
        VendGSTIN: b.GSTIN,
        VendBillNo: b.No,
        VendBillDate: b.Date,
        VendFY: '2026',
        POS: '29',
        IntraState: true,
        RevCharge: false,
        Charges: [],
        SubP: b.TaxableP,
        ChgP: 0,
        CgstP: b.CgstP,
        SgstP: b.SgstP,
        IgstP: 0,
        TotP: b.ValueP,
        PayableP: b.ValueP,
        PaidP: 0,
        Payments: [],
        StockAdjP: 0,
        CogsP: 0,
        CrBy: 'bench',
        CrAt: new Date().toISOString(),
        ver: 1,
        gsi1pk: billsPartition(org.orgId, org.workshopId),
        gsi1sk: byDateSortKey(`${PERIOD}-${String((i % 28) + 1).padStart(2, '0')}`, b.BillId),
      })) as never[],
      8,
    );

    const requests = recordRequests(db());
    const measure = async (label: string, call: () => Promise<{ status: number; body: unknown }>) => {
      await call();
      const times: number[] = [];
      let kinds: string[] = [];
      let last: unknown;
      for (let r = 0; r < ROUNDS; r += 1) {
        requests.clear();
        const started = performance.now();
        const answer = await call();
        times.push(performance.now() - started);
        if (answer.status !== 200)
          throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        kinds = requests.sent;
        last = answer.body;
      }
      console.log(`${label}: ${latencyLine(times)}, answer ${(JSON.stringify(last).length / 1024).toFixed(0)} KB`);
      console.log(`  DynamoDB requests per call: ${kinds.length} (${tallyRequests(kinds)}; includes the session read)`);
      return last as { Counts: Record<string, number> };
    };
    const imported = await measure(`Import (POST Reports/GSTR2B, body ${(file.length / 1024).toFixed(0)} KB)`, () =>
      invoke(invoicesRoutes.gstr2bImport, { token, body: { Period: PERIOD, FileName: 'bench.json', File: file } }),
    );
    await measure('View (GET Reports/GSTR2B)', () =>
      invoke(invoicesRoutes.gstr2b, { token, query: { Period: PERIOD } }),
    );
    console.log(`  through the calls: ${JSON.stringify(imported.Counts)}`);
  });
}
