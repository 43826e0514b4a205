import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { gstr2bRoutes } from '@shared/api/routes/gstr2b';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { gstinCheckChar } from '@shared/gst/gstin';
import type { Gstr2bView } from '@shared/gst/returns/gstr2b-call-schemas';
import { Gstr2bMessages } from '@shared/gst/returns/gstr2b-messages';
import { writeGstr2b } from '@shared/gst/returns/gstr2b-write';
import { BRANCH_GSTIN, doc2b } from '@shared/gst/returns/testing/gstr2b-fixtures';
import type { Party } from '@shared/parties/party-schemas';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import { queryAll } from '../../data/table/query-all';
import { invoke, type Answer } from '../../test/invoke';
import { organisationWithLogins } from '../../test/test-logins';
import type { TestOrganisation } from '../../test/test-organisation';

/**
 * GSTR-2B import and reconciliation through the real handler on DynamoDB Local
 * (docs/purchasing.md §17): bills recorded by the bill call, the portal's file
 * posted, the four outcomes with their reasons, refusals that write nothing, a
 * re-import replacing the last one whole, two imports at once, and access.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor', string>;
const VENDOR_GSTIN = `29AABCS1234K1Z${gstinCheckChar('29AABCS1234K1Z')}`;
const today = new Date().toISOString().slice(0, 10);
const PERIOD = today.slice(0, 7);
const day1 = `${PERIOD}-01`;

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const view = (token = tokens.owner) => invoke<Gstr2bView>(gstr2bRoutes.gstr2b, { token, query: { Period: PERIOD } });
const upload = (File: string, token = tokens.owner) =>
  invoke<Gstr2bView>(gstr2bRoutes.gstr2bImport, { token, body: { Period: PERIOD, FileName: 'GSTR2B.json', File } });
/** The vendor's invoices as the portal lists them: 18% intra-state, CGST and SGST 9% each. */
const inv = (No: string, taxable: number, over: Parameters<typeof doc2b>[0] = {}) =>
  doc2b({ GSTIN: VENDOR_GSTIN, Name: 'Sri Manjunatha Auto Spares', No, Date: day1, TaxableP: taxable * 100, ...over });
const fileOf = (docs: ReturnType<typeof inv>[], gstin = BRANCH_GSTIN, period = PERIOD) =>
  JSON.stringify(writeGstr2b({ gstin, period, genDate: today, docs }));
const storedItems = async () =>
  queryAll<{ sk: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `ORG#${org.orgId}#GSTR2B#${org.workshopId}` },
    ConsistentRead: true,
  });

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor'] as const));
  const vendor = ok(
    await invoke<Party>(partiesRoutes.createVendor, {
      token: tokens.owner,
      body: {
        DName: 'Sri Manjunatha Auto Spares',
        GSTIN: VENDOR_GSTIN,
        Cons: { Phones: { Main: '9811100012' } },
        BAdd: { St: 'Karnataka' },
      },
    }),
  );
  const bill = async (no: string, rate: number) =>
    ok(
      await invoke<BillAnswer>(purchasingRoutes.createBill, {
        token: tokens.owner,
        body: {
          VendId: vendor._id,
          VendBillNo: no,
          VendBillDate: day1,
          Expenses: [{ Desc: 'Workshop consumables', Acc: 6140, HSN: '3403', Qty: 1, Rate: rate, TCode: 106 }],
        },
      }),
    );
  // Four bills: ₹1,000, ₹2,000, ₹500 and ₹300 before tax, each with CGST and SGST of 9%.
  for (const [no, rate] of [
    ['SMAS/0412', 1000],
    ['SMAS/0413', 2000],
    ['SMAS/0414', 500],
    ['SMAS/0415', 300],
  ] as const)
    await bill(no, rate);
});

/** The month's 2B: one matched loosely, one of another value, one whose number was typed wrong, one not in the books. */
const MONTH = () => [
  inv('smas-412', 1000),
  inv('SMAS/0413', 2000, { ValueP: 2460_00 }),
  inv('SMAS/4140', 500),
  inv('KA/77', 750),
];

describe('GSTR-2B reconciliation', () => {
  it('before any import: no import, every bill of the month missing in 2B', async () => {
    const answer = ok(await view());
    expect(answer.Import).toBeNull();
    expect(answer.Counts).toStrictEqual({ Matched: 0, Mismatched: 0, MissingInBooks: 0, MissingIn2B: 4 });
    expect(answer.Rows[0]?.Bill).toMatchObject({ GSTIN: VENDOR_GSTIN, Taxable: 1000, CGST: 90, SGST: 90, Value: 1180 });
  });

  it('refuses an unreadable file, another layout, another GSTIN or month, each with its message, writing nothing', async () => {
    const cases: [string, string][] = [
      ['{"data": {"gstin"', Gstr2bMessages.unreadable],
      [
        JSON.stringify({ gstin: BRANCH_GSTIN, fp: '112026', b2b: [] }),
        Gstr2bMessages.wrongLayout('rtnprd is missing or not as the portal writes it'),
      ],
      [fileOf(MONTH(), '29AAKCK4321M2Z4'), Gstr2bMessages.otherGstin('29AAKCK4321M2Z4', BRANCH_GSTIN)],
      [fileOf(MONTH(), BRANCH_GSTIN, '2025-01'), Gstr2bMessages.otherPeriod('2025-01', PERIOD)],
    ];
    for (const [file, message] of cases) {
      const answer = await upload(file);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 400, message, errors: [{ path: 'File', message }] });
    }
    expect(await storedItems()).toEqual([]);
  });

  it('imports the month: matched, mismatched with its reasons, missing in books, missing in 2B; the import recorded', async () => {
    const file = fileOf(MONTH());
    const answer = ok(await upload(file));
    expect(answer.Counts).toStrictEqual({ Matched: 1, Mismatched: 2, MissingInBooks: 1, MissingIn2B: 1 });
    const rows = answer.Rows.map((r) => [r.Status, r.Reasons.join('+'), r.Doc?.No ?? '', r.Bill?.No ?? '']);
    expect(rows).toStrictEqual([
      ['Mismatched', 'Value', 'SMAS/0413', 'SMAS/0413'],
      ['Mismatched', 'Number', 'SMAS/4140', 'SMAS/0414'],
      ['MissingInBooks', '', 'KA/77', ''],
      ['MissingIn2B', '', '', 'SMAS/0415'],
      ['Matched', '', 'smas-412', 'SMAS/0412'],
    ]);
    expect(answer.Rows[0]).toMatchObject({ Doc: { Value: 2460, Taxable: 2000 }, Bill: { Value: 2360, Taxable: 2000 } });
    expect(answer.Import).toMatchObject({
      FileName: 'GSTR2B.json',
      Hash: createHash('sha256').update(file).digest('hex'),
      Docs: 4,
      GenDate: today,
      Counts: answer.Counts,
    });
    expect(ok(await view())).toStrictEqual(answer);
    const csv = await invoke<string>(gstr2bRoutes.gstr2bCsv, {
      token: tokens.owner,
      query: { Period: PERIOD, Status: 'Mismatched' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="GSTR2B_${BRANCH_GSTIN}_${PERIOD.slice(5)}${PERIOD.slice(0, 4)}_Mismatched.csv"`,
    );
    const lines = Buffer.from(csv.body, 'base64').toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `Mismatched,value,${VENDOR_GSTIN},Sri Manjunatha Auto Spares,Invoice,SMAS/0413,${day1},2000,0,180,180,0,2460,`,
    );
    expect(lines[2]).toContain('Mismatched,number,');
  });

  it('a new file of the month replaces the last one whole (its parts removed)', async () => {
    const fixed = MONTH().slice(0, 1);
    const answer = ok(await upload(fileOf(fixed)));
    expect(answer.Counts).toStrictEqual({ Matched: 1, Mismatched: 0, MissingInBooks: 0, MissingIn2B: 3 });
    const items = await storedItems();
    expect(items.map((i) => i.sk.split('#').length)).toStrictEqual([2, 4]);
  });

  it('imports at once: each is saved whole or refused (409), never mixed; the stored import is one of those saved', async () => {
    const files = [MONTH(), MONTH().slice(0, 2), MONTH().slice(0, 3), MONTH().slice(1), MONTH().slice(2)];
    const answers = await Promise.all(files.map((docs) => upload(fileOf(docs))));
    const saved = answers.filter((a) => a.status === 200);
    expect(saved.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 409, body: { message: Gstr2bMessages.importRace } });
    const now = ok(await view());
    expect(saved.map((a) => a.body.Import?.Hash)).toContain(now.Import?.Hash);
    expect(saved.map((a) => JSON.stringify(a.body.Counts))).toContain(JSON.stringify(now.Counts));
    // The header and the one part of the import it names: no part of a refused or replaced import is left.
    expect((await storedItems()).length).toBe(2);
  });

  it('is report 402’s: the service advisor is refused', async () => {
    expect((await view(tokens.advisor)).status).toBe(403);
    expect((await upload(fileOf(MONTH()), tokens.advisor)).status).toBe(403);
  });
});
