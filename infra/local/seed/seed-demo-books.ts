import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { booksRoutes } from '@shared/api/routes/books';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { RouteDef } from '@shared/api/route';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { partyCreateBody } from '@shared/parties/party-schemas';
import { productCreateBody } from '@shared/parties/product-schemas';
import { createExpense } from '../../../functions/books/expense-calls';
import { createPayment } from '../../../functions/invoices/payments/create-payment';
import { createInvoice, invoice as readInvoice } from '../../../functions/invoices/invoice/invoice-crud';
import { invoiceAction } from '../../../functions/invoices/invoice/invoice-actions';
import { uniqueKey } from '../../../functions/data/parties/parties-keys';
import { batchGet } from '../../../functions/data/table/batch-get';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, serviceContext } from '../../../functions/lib/branch-context';
import type { Call, SessionContext } from '../../../functions/lib/http/call';
import { DEMO_CUSTOMERS } from './demo-parties';
import { demoExpenses, demoInvoices, type DemoInvoice, type DemoLine } from './seed-demo-books-plan';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';
import { ownerSession } from './seed-demo-purchases';

/** Written last: a later start sees the history is there and writes nothing. */
export const demoBooksMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-BOOKS' });

/** How many expenses are written at once (each its own transaction; they share no item but the balances' shards). */
const EXPENSES_AT_ONCE = 4;

/**
 * One call of a route, as the handler would make it after its checks: the
 * body parsed by the route's own schema (defaults and all), the owner's
 * session, an Idempotency-Key where the call takes one.
 */
export function callOf<R extends RouteDef>(
  session: SessionContext,
  route: R,
  parts: { params?: unknown; query?: unknown; body?: unknown; key?: string },
): Call<R> {
  return {
    route,
    params: parts.params,
    query: route.query ? route.query.parse(parts.query ?? {}) : undefined,
    body: route.body ? route.body.parse(parts.body) : undefined,
    client: { ip: '127.0.0.1', userAgent: 'demo-seed' },
    event: { headers: parts.key ? { 'idempotency-key': parts.key } : {} } as unknown as APIGatewayProxyEventV2,
    session,
  } as unknown as Call<R>;
}

const lines = (prefix: 'IO' | 'IP', list: readonly DemoLine[]) =>
  list.map((l, i) => ({ _id: `${prefix}${i + 1}`, ...l }));

/** The first sample customers and their first vehicles, by their uniqueness items (as seed-demo-documents finds them). */
async function sampleCustomers(orgId: string, count: number): Promise<{ custId: string; prodId?: string }[]> {
  const picked = DEMO_CUSTOMERS.filter((c) => c.vehicles.length > 0).slice(0, count);
  const keys = picked.flatMap((c) => {
    const party = partyCreateBody.parse(c.party);
    const vehicle = c.vehicles[0] ? productCreateBody.parse(c.vehicles[0].product) : undefined;
    return [
      uniqueKey(orgId, 'CUST', 'PHONE', party.Cons.Phones.Main ?? ''),
      uniqueKey(orgId, 'PROD', 'REG', vehicle?.RegNo ?? '-'),
    ];
  });
  const found = await batchGet<{ Id: string }>(keys, true);
  return picked
    .map((_, i) => ({ custId: found[i * 2]?.Id ?? '', prodId: found[i * 2 + 1]?.Id }))
    .filter((c) => c.custId !== '');
}

/** Writes one invoice of the plan: created as a Draft on its date, approved (numbered and posted on that date). */
async function issue(session: SessionContext, plan: DemoInvoice, who: { custId: string; prodId?: string }) {
  const draft = await createInvoice(
    callOf(session, invoicesRoutes.createInvoice, {
      body: {
        Cust: who.custId,
        ...(who.prodId ? { ProdId: who.prodId } : {}),
        ...(plan.insId ? { Payer: 'insurer', InsId: plan.insId } : {}),
        InvDate: plan.date,
        Ops: lines('IO', plan.ops),
        Items: lines('IP', plan.parts),
      },
    }),
  );
  return (await invoiceAction(
    callOf(session, invoicesRoutes.invoiceAction, {
      params: { Id: draft._id, Action: 'Approve' },
      body: { ver: draft.ver },
    }),
  )) as InvoiceAnswer;
}

/** Its payment (under a fixed Idempotency-Key, so a resumed start is answered the payment it made) and credit note. */
async function settle(session: SessionContext, plan: DemoInvoice, inv: InvoiceAnswer, custId: string) {
  const dueP = rupeesToPaise(inv.Totals.Payable ?? inv.Totals.GrandTotal);
  if (plan.pay.kind !== 'none' && dueP > 0) {
    const paidP = plan.pay.kind === 'half' ? Math.floor(dueP / 200) * 100 : dueP;
    const Amount = paiseToRupees(paidP);
    await createPayment(
      callOf(session, invoicesRoutes.createPayment, {
        key: `demo-books-pay-${plan.n}`,
        body: {
          ...(plan.insId ? { InsId: plan.insId } : { Cust: custId }),
          Date: plan.pay.kind === 'full' ? plan.pay.date : plan.date,
          Type: plan.pay.type,
          ...(plan.pay.type === 'Debit Card' ? { Card: 'Visa' } : {}),
          ...(plan.pay.type === 'Bank Transfer' ? { Ref: `NEFT${inv._id.slice(-10)}` } : {}),
          Amount,
          Apply: [{ InvId: inv._id, Amount }],
        },
      }),
    );
  }
  if (!plan.creditNote || plan.pay.kind !== 'full') return;
  const paid = await readInvoice(callOf(session, invoicesRoutes.invoice, { params: { Id: inv._id } }));
  await invoiceAction(
    callOf(session, invoicesRoutes.invoiceAction, {
      params: { Id: inv._id, Action: 'CreditNote' },
      body: { ver: paid.ver, Reason: plan.creditNote.reason, CNDate: plan.creditNote.date },
    }),
  );
}

/**
 * Three months of the workshop's books (issue 29 'Demo data', docs/books.md
 * §10): about thirty invoices to customers and insurers with their payments,
 * two credit notes and the monthly expenses, each written by its own call
 * (number, document, payment and posting in one transaction each), dated over
 * the last 90 days so the profit and loss, the sales by payer and the
 * receivables ageing show shapes. Invoices are approved oldest first, so their
 * numbers follow their dates. No month is closed: every month stays open for
 * the user to try a journal or an expense in it.
 */
export async function seedDemoBooks(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoBooksMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const session = await ownerSession(target, target.workshopId);
  const today = branchNow(serviceContext(session)).date;
  const plans = demoInvoices(today);
  const customers = await sampleCustomers(target.orgId, 8);
  if (customers.length === 0) throw new Error('The demo books need the sample customers: seed the parties first');

  const expenses = (async () => {
    const all = demoExpenses(today);
    for (let i = 0; i < all.length; i += EXPENSES_AT_ONCE) {
      await Promise.all(
        all
          .slice(i, i + EXPENSES_AT_ONCE)
          .map(({ date, ...e }) =>
            createExpense(callOf(session, booksRoutes.createExpense, { body: { ...e, Date: date } })),
          ),
      );
    }
  })();
  expenses.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

  // Approved one after another, oldest first (numbers in date order); each settles while the next is issued.
  const settling: Promise<void>[] = [];
  for (const plan of plans) {
    const who = customers[plan.customer % customers.length] ?? customers[0];
    if (!who) continue;
    const inv = await issue(session, plan, who);
    settling.push(settle(session, plan, inv, who.custId));
  }
  await Promise.all([...settling, expenses]);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
