import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import { db } from '../lib/aws-clients';
import { createCustomerAndVehicle, serviceOrganisation, type ServiceOrganisation } from '../test/service-test-kit';
import { issuedInvoice, newKey, postPayment, storedInvoice } from '../test/payments-test-kit';
import { REPLAY_HEADER } from './payments/create-payment';

/**
 * Faults DynamoDB Local cannot produce on demand, injected with
 * aws-sdk-client-mock on the handlers' one client; every other command goes
 * through to the real DynamoDB Local: a payment written but its answer lost,
 * races lost on every attempt, and a throttled transaction.
 */

type AwsFault = Error & { $metadata: { httpStatusCode: number }; CancellationReasons?: { Code: string }[] };
const fault = (name: string, httpStatusCode: number, extra: Partial<AwsFault> = {}): AwsFault =>
  Object.assign(new Error(`${name} (injected)`), { name, $metadata: { httpStatusCode }, ...extra });

const COMMANDS = [GetCommand, PutCommand, UpdateCommand, QueryCommand, BatchGetCommand, TransactWriteCommand] as const;

/** Mocks the document client, letting every command through to DynamoDB Local unless a test says otherwise. */
function faultyStore() {
  const client = db();
  const realSend = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const mock = mockClient(client);
  for (const Command of COMMANDS) {
    mock
      .on(Command as never)
      .callsFake((input: unknown) => realSend(new (Command as new (i: unknown) => unknown)(input)));
  }
  restore = () => mock.restore();
  return { mock, realSend };
}

let o: ServiceOrganisation;
let cust = '';
let restore: (() => void) | undefined;

beforeAll(async () => {
  o = await serviceOrganisation(['owner', 'cashier']);
  cust = (await createCustomerAndVehicle(o.tokens.owner)).custId;
});

afterEach(() => {
  restore?.();
  restore = undefined;
});

const invoice = () => issuedInvoice(o.org.orgId, o.org.workshopId, { grandTotal: 1000, cust });
const body = (invId: string) => ({
  Cust: cust,
  Type: 'Cash' as const,
  Amount: 600,
  Apply: [{ InvId: invId, Amount: 600 }],
});

describe('payment faults', () => {
  it('a payment written but its answer lost: the retry with the same key answers that payment, recorded once', async () => {
    const inv = await invoice();
    const { mock, realSend } = faultyStore();
    mock.on(TransactWriteCommand).callsFakeOnce(async (input: unknown) => {
      await realSend(new TransactWriteCommand(input as never));
      throw fault('InternalServerError', 500);
    });
    const key = newKey();
    const lost = await postPayment(o.tokens.cashier, body(inv.id), key);
    expect(lost.status).toBe(429);
    restore?.();
    restore = undefined;
    const retry = await postPayment(o.tokens.cashier, body(inv.id), key);
    expect(retry.status).toBe(200);
    expect(retry.headers[REPLAY_HEADER]).toBe('true');
    const stored = await storedInvoice(o.org.orgId, inv.id);
    expect(stored).toMatchObject({ Sts: 'Partial', PaidP: 60000, ver: 4 });
    expect(stored.Payments?.map((p) => p.PayId)).toEqual([retry.body._id]);
  });

  it('every attempt losing a race answers 429 with Retry-After, and writes nothing', async () => {
    const inv = await invoice();
    const { mock } = faultyStore();
    mock.on(TransactWriteCommand).rejects(
      fault('TransactionCanceledException', 400, {
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      }),
    );
    const answer = await postPayment(o.tokens.cashier, body(inv.id));
    expect(answer).toMatchObject({ status: 429, body: { message: PaymentMessages.busy } });
    expect(answer.headers['retry-after']).toBe('2');
    expect(mock.commandCalls(TransactWriteCommand).length).toBe(25);
    expect(await storedInvoice(o.org.orgId, inv.id)).toMatchObject({ Sts: 'Unpaid', ver: 3 });
  }, 60_000);

  it('a throttled transaction is not a race: 429 at once, nothing written, and the same key then records it', async () => {
    const inv = await invoice();
    const { mock } = faultyStore();
    mock
      .on(TransactWriteCommand)
      .rejects(fault('TransactionCanceledException', 400, { CancellationReasons: [{ Code: 'ThrottlingError' }] }));
    const key = newKey();
    const answer = await postPayment(o.tokens.cashier, body(inv.id), key);
    expect(answer.status).toBe(429);
    expect(mock.commandCalls(TransactWriteCommand).length).toBe(1);
    expect(await storedInvoice(o.org.orgId, inv.id)).toMatchObject({ Sts: 'Unpaid', ver: 3 });
    restore?.();
    restore = undefined;
    const again = await postPayment(o.tokens.cashier, body(inv.id), key);
    expect(again.status).toBe(200);
    expect(again.headers[REPLAY_HEADER]).toBeUndefined();
    expect(await storedInvoice(o.org.orgId, inv.id)).toMatchObject({ Sts: 'Partial', PaidP: 60000 });
  });

  it('a payment failing after it took its receipt number leaves a gap and nothing else: later payments record with the next numbers', async () => {
    const seq = (num: string): number => Number(num.slice(-5));
    const before = await postPayment(o.tokens.cashier, body((await invoice()).id));
    expect(before.status).toBe(200);
    const inv = await invoice();
    const { mock } = faultyStore();
    mock
      .on(TransactWriteCommand)
      .rejects(fault('TransactionCanceledException', 400, { CancellationReasons: [{ Code: 'ThrottlingError' }] }));
    const failed = await postPayment(o.tokens.cashier, body(inv.id));
    expect(failed.status).toBe(429);
    // The number was taken (one counter update) before the transaction failed.
    expect(mock.commandCalls(UpdateCommand).length).toBe(1);
    restore?.();
    restore = undefined;
    expect(await storedInvoice(o.org.orgId, inv.id)).toMatchObject({ Sts: 'Unpaid', ver: 3 });

    const later = await Promise.all([
      postPayment(o.tokens.cashier, body(inv.id)),
      postPayment(o.tokens.owner, { ...body(inv.id), Amount: 400, Apply: [{ InvId: inv.id, Amount: 400 }] }),
    ]);
    expect(later.map((a) => a.status)).toEqual([200, 200]);
    // One number skipped (the failed payment's), then consecutive again; never a duplicate.
    expect(later.map((a) => seq(a.body.Num)).sort((x, y) => x - y)).toEqual([
      seq(before.body.Num) + 2,
      seq(before.body.Num) + 3,
    ]);
    expect(await storedInvoice(o.org.orgId, inv.id)).toMatchObject({ Sts: 'Closed', PaidP: 100000, ver: 5 });
  });
});
