import { ulid } from 'ulid';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { GstDocument, GstRateRow } from '@shared/gst/returns/gst-document';
import { percentile, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The figure of docs/gst-returns.md 'Figures', on its own in-memory DynamoDB Local
 * through the real `invoices` handler: GSTR-1 of a month with 5,000 invoices (and 100
 * credit notes), as the view, the portal JSON and one CSV, each with p50/p95 and the
 * DynamoDB requests one call makes. The headers are seeded in the documented layout
 * (docs/data-model-invoices.md) with the attributes an issued invoice carries, so the
 * month's index pages are as large as real ones. Figures only, no assertions.
 */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 5_000);
const NOTES = Number(process.env.BENCH_NOTES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TABLE = 'karkhana-bench-gstr1';
const PERIOD = '2026-10';

const BUYERS = ['27AAPFU0939F1ZV', '29ABCDE1234F1AB', '33AAACT2727Q1ZW'];

/** A realistic invoice: labour (SAC 998714) and one or two part HSNs at 18%, taxes rounded per row. */
function gstDocument(i: number, kind: GstDocument['Kind']): GstDocument {
  const registered = i % 5 < 2;
  const pos = registered ? BUYERS[i % 3]!.slice(0, 2) : i % 20 === 0 ? '33' : '29';
  const inter = pos !== '29';
  const big = !registered && inter && i % 40 === 0;
  const row = (HSN: string, Desc: string, UQC: string, Qty: number, Taxable: number): GstRateRow => {
    const tax = Math.round((Taxable * 18) / 100);
    const half = Math.round((Taxable * 9) / 100);
    return {
      HSN,
      Desc,
      UQC,
      Qty,
      Rate: 18,
      Taxable,
      IGST: inter ? tax : 0,
      CGST: inter ? 0 : half,
      SGST: inter ? 0 : half,
      Cess: 0,
    };
  };
  const Rows = [
    row('998714', 'Maintenance and repair of motor vehicles', 'OTH', 1, 1_500_00 + i * 7),
    row('8708', 'Brake pads', 'NOS', 2, big ? 150_000_00 : 2_400_00 + i),
    ...(i % 3 === 0 ? [row('2710', 'Engine oil', 'LTR', 3.5, 1_800_00)] : []),
  ];
  const value = Rows.reduce((t, r) => t + r.Taxable + r.IGST + r.CGST + r.SGST, 0);
  const series = kind === 'CreditNote' ? 'CN' : 'INV';
  return {
    Kind: kind,
    Id: ulid(),
    Num: `${series}/2627/${String(i + 1).padStart(5, '0')}`,
    Series: series,
    Date: `${PERIOD}-${String((i % 28) + 1).padStart(2, '0')}`,
    Sts: kind === 'Invoice' && i % 50 === 7 ? 'Cancelled' : 'Issued',
    SupplierGSTIN: '29AAKCK4321M1Z5',
    SupplierStCode: '29',
    ...(registered ? { RecipientGSTIN: BUYERS[i % 3]! } : {}),
    RecipientName: registered ? 'Fleet Customer Pvt Ltd' : 'Walk-in customer',
    POS: pos,
    RevCharge: false,
    Value: Math.round(value / 100) * 100,
    Rows,
    ...(kind === 'CreditNote'
      ? { OrigNum: `INV/2627/${String(i + 1).padStart(5, '0')}`, OrigDate: `${PERIOD}-01`, OrigValue: value }
      : {}),
  };
}

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { db } = await import('../../functions/lib/aws-clients');
    const { putAll } = await import('../../functions/data/table/batch-write');
    const { headKey, monthPartition, invoiceStatusPartition, createdSortKey } =
      await import('../../functions/data/documents/document-keys');
    const { invoke } = await import('../../functions/test/invoke');
    const kit = await import('../../functions/test/service-test-kit');

    const { org, tokens } = await kit.serviceOrganisation(['owner']);
    const token = tokens.owner;

    const seeded = performance.now();
    const items: Record<string, unknown>[] = [];
    const flush = async (): Promise<void> => {
      await putAll(items.splice(0) as never[], 8);
    };
    const docs = [
      ...Array.from({ length: INVOICES }, (_, i) => gstDocument(i, 'Invoice')),
      ...Array.from({ length: NOTES }, (_, i) => gstDocument(i, 'CreditNote')),
    ];
    for (const d of docs) {
      const code = d.Kind === 'CreditNote' ? 'CN' : 'INV';
      const Sts = d.Sts === 'Cancelled' ? 'Cancelled' : d.Kind === 'CreditNote' ? 'Issued' : 'Paid';
      const total = d.Value / 100;
      items.push({
        ...headKey(org.orgId, d.Id),
        type: d.Kind,
        OrgId: org.orgId,
        DocId: d.Id,
        EntId: org.workshopId,
        Num: d.Num,
        Series: d.Series,
        InvDate: d.Date,
        Sts,
        ver: 3,
        POS: d.POS,
        IntraState: d.POS === '29',
        Payer: 'Customer',
        Supplier: {
          Name: 'Bench Motors',
          GSTIN: d.SupplierGSTIN,
          Addr: { A1: '12 Hosur Road', Ct: 'Bengaluru', Pin: '560068' },
          StCode: '29',
        },
        BillTo: {
          Name: d.RecipientName,
          ...(d.RecipientGSTIN ? { GSTIN: d.RecipientGSTIN } : {}),
          Addr: { A1: '4 FC Road', Ct: 'Pune', Pin: '411005' },
          StCode: d.POS,
        },
        Amounts: { Taxable: d.Rows.reduce((t, r) => t + r.Taxable, 0), Total: d.Value, GrandTotal: d.Value, Adjust: 0 },
        PaidP: d.Value,
        Payments: [{ PayId: ulid(), Num: 'RCPT/2627/00001', Date: d.Date, Type: 'UPI', Paid: total }],
        LineCount: d.Rows.length + 2,
        Gst: d,
        gsi1pk: invoiceStatusPartition(org.orgId, org.workshopId, code, Sts),
        gsi1sk: createdSortKey(d.Date, d.Id),
        gsi2pk: monthPartition(org.orgId, org.workshopId, code, d.Date),
        gsi2sk: createdSortKey(d.Date, d.Id),
      });
      if (items.length >= 2_000) await flush();
    }
    await flush();
    console.log(
      `Seeded ${INVOICES.toLocaleString('en-IN')} invoices and ${NOTES} credit notes of ${PERIOD} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const requests = recordRequests(db());

    const measure = async (label: string, call: () => Promise<{ status: number; body: unknown }>): Promise<void> => {
      await call(); // warm: handler loaded, as in a warm Lambda
      const times: number[] = [];
      let perCall = 0;
      let kinds: string[] = [];
      let bytes = 0;
      for (let r = 0; r < ROUNDS; r += 1) {
        requests.clear();
        const started = performance.now();
        const answer = await call();
        times.push(performance.now() - started);
        if (answer.status !== 200)
          throw new Error(`${label} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
        perCall = Math.max(perCall, requests.sent.length);
        kinds = requests.sent;
        bytes = JSON.stringify(answer.body).length;
      }
      times.sort((a, b) => a - b);
      const tally = tallyRequests(kinds);
      console.log(`${label}:`);
      console.log(
        `  p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1)?.toFixed(1)} ms   (${ROUNDS} calls, answer ${(bytes / 1024).toFixed(0)} KB)`,
      );
      console.log(`  DynamoDB requests per call: ${perCall} (${tally}; includes the session read)`);
    };

    const month = `${INVOICES.toLocaleString('en-IN')} invoices + ${NOTES} credit notes`;
    // DynamoDB Local (a JVM) is slow on its first big reads: warm it so the first figure is not its warm-up.
    for (let i = 0; i < 3; i += 1) await invoke(invoicesRoutes.gstr1Json, { token, query: { Period: PERIOD } });
    await measure(`GSTR-1 view, ${month}`, () => invoke(invoicesRoutes.gstr1, { token, query: { Period: PERIOD } }));
    await measure(`GSTR-1 portal JSON, ${month}`, () =>
      invoke(invoicesRoutes.gstr1Json, { token, query: { Period: PERIOD } }),
    );
    await measure(`GSTR-1 b2b CSV, ${month}`, () =>
      invoke(invoicesRoutes.gstr1Csv, { token, query: { Period: PERIOD, Section: 'b2b' } }),
    );
  });
}
