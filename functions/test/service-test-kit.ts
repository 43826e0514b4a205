import type { DemoUsername } from '@shared/access/roles';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { partiesRoutes } from '@shared/api/routes/parties';
import { serviceRoutes } from '@shared/api/routes/service';
import type { RouteDef } from '@shared/api/route';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import type { Party } from '@shared/parties/party-schemas';
import type { Product } from '@shared/parties/product-schemas';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import type { ServiceDocument } from '@shared/documents/schemas';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/aws-clients';
import { docPk } from '../data/documents/document-keys';
import { invoke, type Invocation } from './invoke';
import { seedReference } from '../../infra/local/seed/seed-reference';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from './test-organisation';

/**
 * Helpers of the service-document tests and benchmarks: an organisation with a
 * login per role, a customer with a vehicle, and document bodies built from
 * labour, part and complaint lines in the spec's field names. No test-runner
 * imports, so the benchmark (scripts/bench/service.ts) uses it too; a call
 * that does not answer 200 throws with the answer.
 */

export const SERVICE_ROLES = [
  'owner',
  'admin',
  'manager',
  'advisor',
  'cashier',
  'technician',
  'partsmanager',
  'partsclerk',
] as const satisfies readonly DemoUsername[];

export type ServiceOrganisation = { org: TestOrganisation; tokens: Record<(typeof SERVICE_ROLES)[number], string> };

/**
 * A fresh organisation with a login per predefined role. Logins of one address
 * share a throttle item, so callers make organisations one after another.
 */
export async function serviceOrganisation(
  roles: readonly (typeof SERVICE_ROLES)[number][] = SERVICE_ROLES,
): Promise<ServiceOrganisation> {
  await seedReference();
  const org = await createTestOrganisation();
  const tokens = {} as ServiceOrganisation['tokens'];
  for (const username of roles) {
    const answer = await ok<LoginResponse>(iamRoutes.authenticate, {
      body: { username, password: TEST_PASSWORD, domain: org.domain },
    });
    tokens[username] = answer.Token;
  }
  return { org, tokens };
}

/** Calls a route and expects 200, naming the answer when it is not. */
export async function ok<T>(route: RouteDef, input: Invocation): Promise<T> {
  const answer = await invoke<T>(route, input);
  if (answer.status !== 200)
    throw new Error(`${route.method} ${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

let phones = 0;
/** A phone number no other customer of this run uses. */
export const freshPhone = (): string => {
  phones += 1;
  return `7${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${String(phones).padStart(4, '0')}`;
};

let serial = 0;
/** A registration number no other vehicle of this run uses. */
export const freshRegNo = (): string => {
  serial += 1;
  return `KA 03 SV ${String(1000 + serial)}`;
};

export type CustomerAndVehicle = { custId: string; custName: string; prodId: string; regNo: string };

/** A customer and their vehicle, created through the parties calls as a user would. */
export async function createCustomerAndVehicle(token: string, name = 'Ravi Kumar'): Promise<CustomerAndVehicle> {
  const [fName, ...rest] = name.split(' ');
  const customer = await ok<Party>(partiesRoutes.createCustomer, {
    token,
    body: { FName: fName, LName: rest.join(' ') || 'Customer', Cons: { Phones: { Main: freshPhone() } } },
  });
  const vehicle = await ok<Product>(partiesRoutes.createProduct, {
    token,
    body: { RegNo: freshRegNo(), Make: 'Maruti', Model: 'Swift', Owner: { CustId: customer._id, Dt: '2024-01-01' } },
  });
  return { custId: customer._id, custName: customer.DName, prodId: vehicle._id, regNo: vehicle.RegNo ?? '' };
}

/** GST 18% intra-state, the spec's default code (§9). */
export const TAX_18 = 106;

type Prefixes = { labor: 'EO' | 'WO'; part: 'EP' | 'WP' };
const PREFIX: Record<'Estimate' | 'RepairOrder', Prefixes> = {
  Estimate: { labor: 'EO', part: 'EP' },
  RepairOrder: { labor: 'WO', part: 'WP' },
};

/** Line builders of one document kind: ids numbered from 1, catalogue lines by default, each with its SAC or HSN. */
export function lines(kind: 'Estimate' | 'RepairOrder') {
  const p = PREFIX[kind];
  return {
    complaint: (n: number, Desc: string, extra: Record<string, unknown> = {}) => ({ _id: `WC${n}`, Desc, ...extra }),
    labor: (n: number, extra: Record<string, unknown> = {}) => ({
      _id: `${p.labor}${n}`,
      Desc: `Operation ${n}`,
      Op_Id: `OP${String(n).padStart(3, '0')}`,
      Qty: 1,
      Pr: 1000 * n,
      TCode: TAX_18,
      SAC: '9987',
      PBy: 'Cus',
      ...extra,
    }),
    part: (n: number, extra: Record<string, unknown> = {}) => ({
      _id: `${p.part}${n}`,
      Desc: `Part ${n}`,
      MPN: `MPN-${n}`,
      HSN: '8708',
      Qty: 2,
      UnPr: 250.5 * n,
      TCode: TAX_18,
      PBy: 'Cus',
      ...extra,
    }),
  };
}

/** A document body for a customer and vehicle, advised by `sa`, with the lines given. */
export function documentBody(
  cv: CustomerAndVehicle,
  sa: string,
  body: Record<string, unknown> = {},
): Record<string, unknown> {
  return { Cust: cv.custId, ProdId: cv.prodId, SA: sa, Odo: 42_000, ...body };
}

/** A created estimate: two complaints, two labour lines and two parts unless `body` says otherwise. */
export async function createEstimate(
  token: string,
  cv: CustomerAndVehicle,
  sa: string,
  body: Record<string, unknown> = {},
): Promise<EstimateAnswer> {
  const l = lines('Estimate');
  return ok<EstimateAnswer>(serviceRoutes.createEstimate, {
    token,
    body: documentBody(cv, sa, {
      Comps: [l.complaint(1, 'Brake noise'), l.complaint(2, 'Periodic service')],
      Ops: [l.labor(1, { CompId: 'WC1' }), l.labor(2, { CompId: 'WC2' })],
      Parts: [l.part(1, { OpId: 'EO1' }), l.part(2)],
      ...body,
    }),
  });
}

export async function createRepairOrder(
  token: string,
  cv: CustomerAndVehicle,
  sa: string,
  body: Record<string, unknown> = {},
): Promise<RepairOrderAnswer> {
  const l = lines('RepairOrder');
  return ok<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
    token,
    body: documentBody(cv, sa, {
      Comps: [l.complaint(1, 'Brake noise'), l.complaint(2, 'Periodic service')],
      Ops: [l.labor(1, { CompId: 'WC1' }), l.labor(2, { CompId: 'WC2' })],
      Parts: [l.part(1, { OpId: 'WO1' }), l.part(2)],
      ...body,
    }),
  });
}

/** The body that saves a document as read, with `change` applied: what a screen sends. */
export function saveBodyOf(
  doc: EstimateAnswer | RepairOrderAnswer,
  change: Record<string, unknown> = {},
): Record<string, unknown> {
  const pick = [
    'SA',
    'Cust',
    'ProdId',
    'Odo',
    'Type',
    'NextSvc',
    'Notes',
    'PrDate',
    'PrTime',
    'Sur_Id',
    'Settings',
    'CBillTo',
    'LDisc',
    'PDisc',
    'Disc',
    'Perc',
    'LPerc',
    'PPerc',
  ];
  const body: Record<string, unknown> = { ver: doc.ver };
  const source = doc as unknown as Record<string, unknown>;
  for (const name of pick) if (source[name] !== undefined) body[name] = source[name];
  body.Comps = doc.Comps ?? [];
  body.Colli = doc.Colli ?? [];
  body.Ops = doc.Ops ?? [];
  body.Parts = doc.Parts ?? [];
  return { ...body, ...change };
}

// ---------------------------------------------------------------- the documents tests' set-up

/** An organisation whose advisor advises, with a customer and vehicle; `other` is a second organisation. */
export type DocumentsFixture = {
  s: ServiceOrganisation;
  sa: string;
  cv: CustomerAndVehicle;
  other?: ServiceOrganisation;
};

type ServiceRole = (typeof SERVICE_ROLES)[number];
/**
 * `roles` and `otherRoles` are the logins a file acts as (every role unless named:
 * each login runs scrypt); the advisor always logs in, to create the customer.
 */
export type DocumentsFixtureOptions = {
  other?: boolean;
  roles?: readonly ServiceRole[];
  otherRoles?: readonly ServiceRole[];
};

export async function documentsFixture(options: DocumentsFixtureOptions = {}): Promise<DocumentsFixture> {
  const roles = options.roles ?? SERVICE_ROLES;
  const s = await serviceOrganisation(roles.includes('advisor') ? roles : [...roles, 'advisor']);
  const other = options.other ? await serviceOrganisation(options.otherRoles ?? SERVICE_ROLES) : undefined;
  const cv = await createCustomerAndVehicle(s.tokens.advisor, 'Ravi Kumar');
  return { s, sa: s.org.users.advisor.userId, cv, ...(other ? { other } : {}) };
}

/** Today in the demo workshop's time zone, as CrDate is written. */
export const branchToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Calcutta' }).format(new Date());

/** The financial year of a number made today (April to March: `2627`). */
export const financialYearNow = (): string => {
  const [y, m] = branchToday().split('-').map(Number) as [number, number];
  const first = m >= 4 ? y : y - 1;
  return `${String(first % 100).padStart(2, '0')}${String((first + 1) % 100).padStart(2, '0')}`;
};

/** The engine's own figures for a document as answered: the answer must match them. */
export function engineTotals(doc: EstimateAnswer | RepairOrderAnswer) {
  // The demo workshop rounds totals to the rupee (Acc.Round).
  const { totals } = calculateServiceDocument(doc as ServiceDocument, {
    taxCodes: DEFAULT_TAX_CODES,
    date: doc.CrDate,
    round: true,
  });
  return totals;
}

export type SaveRoute = typeof serviceRoutes.saveEstimate | typeof serviceRoutes.saveRepairOrder;

/** A save of the document as read with `change` applied; the answer as it came. */
export const saveAs = (
  route: SaveRoute,
  token: string,
  doc: EstimateAnswer | RepairOrderAnswer,
  change: Record<string, unknown> = {},
) =>
  invoke<EstimateAnswer & RepairOrderAnswer>(route, { token, params: { Id: doc._id }, body: saveBodyOf(doc, change) });

/** Moves every line New → Declined → Approved through two saves (line-rules), so the document rolls up to Approved. */
export async function approveByLines<T extends EstimateAnswer | RepairOrderAnswer>(
  route: SaveRoute,
  token: string,
  doc: T,
): Promise<T> {
  const to = (d: T, Sts: string) => ({
    Ops: d.Ops?.map((o) => ({ ...o, Sts })),
    Parts: d.Parts?.map((p) => ({ ...p, Sts })),
  });
  const declined = await ok<T>(route, { token, params: { Id: doc._id }, body: saveBodyOf(doc, to(doc, 'Declined')) });
  if (declined.Sts !== 'Declined') throw new Error(`Expected Declined, got ${declined.Sts}`);
  return ok<T>(route, { token, params: { Id: doc._id }, body: saveBodyOf(declined, to(declined, 'Approved')) });
}

/** `count` things made from consecutive numbers starting at `from`. */
export const many = <T>(count: number, from: number, make: (n: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(from + i));

// ---------------------------------------------------------------- large documents

export type LargeEstimateSize = { Comps: number; Ops: number; Parts: number; Colli: number };
/** 250 lines: complaints, labour, parts and collision lines, as an accident repair's estimate has them. */
export const LARGE_ESTIMATE: LargeEstimateSize = { Comps: 10, Ops: 100, Parts: 120, Colli: 20 };

/** The body of a large estimate: each labour line under a complaint and, with `tech`, assigned (its order's lines then show in My Jobs). */
export function largeEstimateBody(
  cv: CustomerAndVehicle,
  sa: string,
  tech?: string,
  size: LargeEstimateSize = LARGE_ESTIMATE,
): Record<string, unknown> {
  const l = lines('Estimate');
  return documentBody(cv, sa, {
    Comps: many(size.Comps, 1, (n) => l.complaint(n, `Complaint ${n}`)),
    Ops: many(size.Ops, 1, (n) =>
      l.labor(n, { CompId: `WC${(n % size.Comps) + 1}`, Pr: 450 + n, ...(tech ? { Tech: tech } : {}) }),
    ),
    Parts: many(size.Parts, 1, (n) => l.part(n, { UnPr: 35.5 + n, ...(n % 4 === 0 ? { OpId: `EO${n / 4}` } : {}) })),
    Colli: many(size.Colli, 1, (n) => ({ _id: `ECo${n}`, Desc: `Dent on panel ${n}` })),
  });
}

/**
 * Every item of an organisation's document partitions, by partition: what a test
 * checks for items nothing reads (written ahead by a change that failed). A Scan
 * (filtered by the organisation's key prefix): tests only, never a request path.
 */
export async function documentItemsOf(orgId: string): Promise<Map<string, string[]>> {
  const partitions = new Map<string, string[]>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :docs)',
        ExpressionAttributeValues: { ':docs': docPk(orgId, '') },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? [])
      partitions.set(String(item.pk), [...(partitions.get(String(item.pk)) ?? []), String(item.sk)]);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return partitions;
}
