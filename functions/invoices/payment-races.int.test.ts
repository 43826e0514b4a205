import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesRoutes as routes } from '@shared/api/routes/invoices';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import { REPLAY_HEADER } from './payments/create-payment';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/aws-clients';
import { idempotencyKey } from '../data/payments/payment-keys';
import { IDEMPOTENCY_TTL_SECONDS } from '../data/payments/payment-writes';
import { epochSeconds } from '../data/table/keys';
import { invoke } from '../test/invoke';
import { createCustomerAndVehicle, ok, serviceOrganisation, type ServiceOrganisation } from '../test/service-test-kit';
import { invoiceCounts, issuedInvoice, newKey, postPayment, storedInvoice } from '../test/payments-test-kit';

/**
 * Payments under concurrency (docs/payments.md §3): a key posted
 * twice records one payment; two cashiers on one invoice are both recorded;
 * an over-payment that loses the race is refused, never lost.
 */
let o: ServiceOrganisation;
let orgId = '';
let entId = '';
let cust = '';

beforeAll(async () => {
  o = await serviceOrganisation(['owner', 'cashier']);
  orgId = o.org.orgId;
  entId = o.org.workshopId;
  cust = (await createCustomerAndVehicle(o.tokens.owner)).custId;
});

const paymentsOf = async (token: string): Promise<PaymentAnswer[]> =>
  (await ok<{ Items: PaymentAnswer[] }>(routes.payments, { token, query: { Cust: cust, Limit: '50' } })).Items;

describe('idempotency', () => {
  it('the same key twice, one after the other, records one payment and answers it both times', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 900, cust });
    const key = newKey();
    const body = { Cust: cust, Type: 'Cash' as const, Amount: 400, Apply: [{ InvId: inv.id, Amount: 400 }] };
    const first = await postPayment(o.tokens.cashier, body, key);
    const again = await postPayment(o.tokens.cashier, body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers[REPLAY_HEADER]).toBe('true');
    expect(first.headers[REPLAY_HEADER]).toBeUndefined();
    expect(await storedInvoice(orgId, inv.id)).toMatchObject({ Sts: 'Partial', PaidP: 40000, ver: 4 });
    expect((await storedInvoice(orgId, inv.id)).Payments).toHaveLength(1);

    const changed = await postPayment(o.tokens.cashier, { ...body, Amount: 401 }, key);
    expect(changed).toMatchObject({ status: 409, body: { message: PaymentMessages.idempotencyKeyReused } });
    // The key is the user's: another cashier's identical key is another payment.
    const owners = await postPayment(o.tokens.owner, body, key);
    expect(owners.status).toBe(200);
    expect(owners.body._id).not.toBe(first.body._id);
  });

  it('a key past its time to live is free again, even before DynamoDB deletes it', async () => {
    const key = newKey();
    const userId = o.org.users.cashier.userId;
    // An expired record as TTL leaves it until its (eventual) deletion: another body, another payment.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...idempotencyKey(orgId, userId, key),
          type: 'Idempotency',
          PayId: '01JOLDPAYMENT0000000000000',
          BodyHash: 'old',
          ttl: epochSeconds() - 60,
          CrAt: '2026-11-01T00:00:00Z',
        },
      }),
    );
    const answer = await postPayment(o.tokens.cashier, { Cust: cust, Type: 'Cash', Amount: 10 }, key);
    expect(answer.status).toBe(200);
    expect(answer.headers[REPLAY_HEADER]).toBeUndefined();
    const again = await postPayment(o.tokens.cashier, { Cust: cust, Type: 'Cash', Amount: 10 }, key);
    expect(again.body._id).toBe(answer.body._id);
    const record = await db().send(
      new GetCommand({ TableName: tableName(), Key: idempotencyKey(orgId, userId, key), ConsistentRead: true }),
    );
    expect(record.Item).toMatchObject({ PayId: answer.body._id });
    expect((record.Item?.ttl as number) - epochSeconds()).toBeGreaterThan(IDEMPOTENCY_TTL_SECONDS - 120);
  });

  it('the same key posted five times at once records one payment', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 1000, cust });
    const key = newKey();
    const body = { Cust: cust, Type: 'UPI' as const, Amount: 250, Apply: [{ InvId: inv.id, Amount: 250 }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postPayment(o.tokens.cashier, body, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.Num)).size).toBe(1);
    expect(answers.filter((a) => a.headers[REPLAY_HEADER] === 'true')).toHaveLength(4);
    const stored = await storedInvoice(orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Partial', PaidP: 25000, ver: 4 });
    expect(stored.Payments).toHaveLength(1);
    // One receipt in the customer's list paid this invoice.
    expect((await paymentsOf(o.tokens.cashier)).filter((p) => p.Applied.some((a) => a.InvId === inv.id))).toHaveLength(
      1,
    );
  });
});

describe('two cashiers on one invoice', () => {
  it('both payments are recorded, the paid total is exact and the status right', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 3000, cust });
    const before = await invoiceCounts(orgId, entId);
    const [a, b] = await Promise.all([
      postPayment(o.tokens.cashier, {
        Cust: cust,
        Type: 'Cash',
        Amount: 1000.1,
        Apply: [{ InvId: inv.id, Amount: 1000.1 }],
      }),
      postPayment(o.tokens.owner, {
        Cust: cust,
        Type: 'UPI',
        Amount: 1999.9,
        Apply: [{ InvId: inv.id, Amount: 1999.9 }],
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = await storedInvoice(orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Closed', PaidP: 300000, ver: 5 });
    expect(stored.Payments?.map((p) => p.PayId).sort()).toEqual([a.body._id, b.body._id].sort());
    expect(a.body.Num).not.toBe(b.body.Num);
    const after = await invoiceCounts(orgId, entId);
    expect((after.Unpaid ?? 0) - (before.Unpaid ?? 0)).toBe(-1);
    expect((after.Closed ?? 0) - (before.Closed ?? 0)).toBe(1);
    expect(after.Partial ?? 0).toBe(before.Partial ?? 0);
  });

  it('of two paying the whole due at once, one is recorded and the other refused cleanly', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 1500, cust });
    const answers = await Promise.all([
      postPayment(o.tokens.cashier, {
        Cust: cust,
        Type: 'Cash',
        Amount: 1500,
        Apply: [{ InvId: inv.id, Amount: 1500 }],
      }),
      postPayment(o.tokens.owner, { Cust: cust, Type: 'Cash', Amount: 1500, Apply: [{ InvId: inv.id, Amount: 1500 }] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400);
    expect((refused?.body as unknown as { message: string }).message).toBe(
      PaymentMessages.notPayable(inv.num, 'Closed'),
    );
    const stored = await storedInvoice(orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Closed', PaidP: 150000, ver: 4 });
    expect(stored.Payments).toHaveLength(1);
  });

  it('six payments at once on one invoice: every one recorded, receipts consecutive, PaidP exact', async () => {
    const inv = await issuedInvoice(orgId, entId, { grandTotal: 600, cust });
    const tokens = [o.tokens.cashier, o.tokens.owner];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postPayment(tokens[i % 2] ?? '', {
          Cust: cust,
          Type: 'Cash',
          Amount: 100,
          Apply: [{ InvId: inv.id, Amount: 100 }],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const stored = await storedInvoice(orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Closed', PaidP: 60000, ver: 9 });
    expect(stored.Payments).toHaveLength(6);
    const seqs = answers.map((a) => Number(a.body.Num.slice(-5))).sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
  });

  it('two cashiers applying one unapplied payment at once: one applies, the other is told to refresh', async () => {
    const x = await issuedInvoice(orgId, entId, { grandTotal: 500, cust });
    const y = await issuedInvoice(orgId, entId, { grandTotal: 500, cust });
    const pay = await postPayment(o.tokens.cashier, { Cust: cust, Type: 'Cash', Amount: 600 });
    expect(pay.body.Unapplied).toBe(600);
    const answers = await Promise.all([
      invoke(routes.applyPayment, {
        token: o.tokens.cashier,
        params: { Id: pay.body._id },
        body: { ver: 1, Apply: [{ InvId: x.id, Amount: 500 }] },
      }),
      invoke(routes.applyPayment, {
        token: o.tokens.owner,
        params: { Id: pay.body._id },
        body: { ver: 1, Apply: [{ InvId: y.id, Amount: 500 }] },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const paid = [(await storedInvoice(orgId, x.id)).PaidP ?? 0, (await storedInvoice(orgId, y.id)).PaidP ?? 0];
    expect(paid.sort()).toEqual([0, 50000]);
    expect(await ok(routes.payment, { token: o.tokens.cashier, params: { Id: pay.body._id } })).toMatchObject({
      Unapplied: 100,
      ver: 2,
    });
  });

  it('ten cashiers of one branch paying ten invoices at once: all recorded at once, receipts distinct and consecutive', async () => {
    const invoices = await Promise.all(
      Array.from({ length: 10 }, () => issuedInvoice(orgId, entId, { grandTotal: 250, cust })),
    );
    const tokens = [o.tokens.cashier, o.tokens.owner];
    const answers = await Promise.all(
      invoices.map((inv, i) =>
        postPayment(tokens[i % 2] ?? '', {
          Cust: cust,
          Type: 'UPI',
          Amount: 250,
          Apply: [{ InvId: inv.id, Amount: 250 }],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const seqs = answers.map((a) => Number(a.body.Num.slice(-5))).sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
    for (const inv of invoices)
      expect(await storedInvoice(orgId, inv.id)).toMatchObject({ Sts: 'Closed', PaidP: 25000, ver: 4 });
  });
});
