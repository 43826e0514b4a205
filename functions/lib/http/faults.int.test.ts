import { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { partiesRoutes } from '@shared/api/routes/parties';
import { settingsRoutes, type LogoUploadTicket } from '@shared/api/routes/settings';
import { db } from '../aws-clients';
import { s3 } from '../s3-client';
import { invoke } from '../../test/invoke';
import { snapshotOrganisation } from '../../test/org-snapshot';
import { freshPhone, login } from '../../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../../test/test-organisation';

/**
 * docs/decisions.md 'Store faults': faults DynamoDB Local and s3rver cannot produce, injected with
 * aws-sdk-client-mock on the one client the handlers use. Every command the
 * fault does not target passes through to the real DynamoDB Local, so the
 * session check and the reads around a faulty write are real.
 */

type AwsFault = Error & { $metadata: { httpStatusCode: number }; CancellationReasons?: { Code: string }[] };
const fault = (name: string, httpStatusCode: number, extra: Partial<AwsFault> = {}): AwsFault =>
  Object.assign(new Error(`${name} (injected)`), { name, $metadata: { httpStatusCode }, ...extra });

const throttled = () => fault('ProvisionedThroughputExceededException', 400);
const internal = () => fault('InternalServerError', 500);
const cancelled = (...codes: string[]) =>
  fault('TransactionCanceledException', 400, { CancellationReasons: codes.map((Code) => ({ Code })) });

/** A real 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const COMMANDS = [
  GetCommand,
  PutCommand,
  UpdateCommand,
  DeleteCommand,
  QueryCommand,
  BatchGetCommand,
  TransactWriteCommand,
] as const;

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
  return mock;
}

let org: TestOrganisation;
let advisor: string;
let admin: string;
let restore: (() => void) | undefined;

beforeAll(async () => {
  org = await createTestOrganisation();
  advisor = await login(org, 'advisor');
  admin = await login(org, 'admin');
});

afterEach(() => {
  restore?.();
  restore = undefined;
});

const customer = () => ({ FName: 'Meena', LName: 'Iyer', Cons: { Phones: { Main: freshPhone() } } });

async function answersBusyAndWritesNothing(
  run: () => Promise<{ status: number; body: unknown; headers: Record<string, string> }>,
) {
  const before = await snapshotOrganisation(org.orgId);
  const answer = await run();
  expect(answer.status).toBe(429);
  expect(answer.body as ApiErrorBody).toEqual({ errorCode: 429, message: Messages.serverBusy });
  expect(answer.headers['retry-after']).toBe('2');
  restore?.();
  restore = undefined;
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
}

describe('store faults are answered clearly and leave nothing half-written', () => {
  it('throttling that outlasts the retries: 429 busy with Retry-After, and the customer is not written', async () => {
    const mock = faultyStore();
    restore = () => mock.restore();
    mock.on(TransactWriteCommand).rejects(throttled());
    await answersBusyAndWritesNothing(() => invoke(partiesRoutes.createCustomer, { token: advisor, body: customer() }));
  });

  it("DynamoDB's own internal error on a read: 429 busy, never a 500", async () => {
    const mock = faultyStore();
    restore = () => mock.restore();
    const created = await invoke<{ _id: string }>(partiesRoutes.createCustomer, { token: advisor, body: customer() });
    expect(created.status).toBe(200);
    // The session check reads with BatchGet (passed through); the customer read is a Get.
    mock.on(GetCommand).rejects(internal());
    const answer = await invoke<ApiErrorBody>(partiesRoutes.getCustomer, {
      token: advisor,
      params: { id: created.body._id },
    });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ errorCode: 429, message: Messages.serverBusy });
  });

  it('a transaction cancelled by a condition is a 409 conflict; one cancelled by throttling is busy; neither writes', async () => {
    const mock = faultyStore();
    restore = () => mock.restore();
    mock.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    const before = await snapshotOrganisation(org.orgId);
    const conflict = await invoke<ApiErrorBody>(partiesRoutes.createCustomer, { token: advisor, body: customer() });
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe(409);
    mock.on(TransactWriteCommand).rejects(cancelled('ThrottlingError', 'None'));
    const busy = await invoke<ApiErrorBody>(partiesRoutes.createCustomer, { token: advisor, body: customer() });
    expect(busy.status).toBe(429);
    mock.restore();
    restore = undefined;
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('an S3 503 while reading the logo: 429 busy', async () => {
    const ticket = await invoke<LogoUploadTicket>(settingsRoutes.uploadLogo, {
      token: admin,
      params: { fileName: 'logo.gif' },
      body: {},
    });
    expect(ticket.status).toBe(200);
    const put = await fetch(ticket.body.Url, {
      method: 'PUT',
      headers: ticket.body.Headers,
      body: new Uint8Array(GIF),
    });
    expect(put.status).toBe(200);
    const confirmed = await invoke(settingsRoutes.confirmLogo, {
      token: admin,
      params: { fileName: 'logo.gif' },
      body: { Key: ticket.body.Key },
    });
    expect(confirmed.status).toBe(200);

    const mock = mockClient(await s3());
    restore = () => mock.restore();
    mock.on(GetObjectCommand).rejects(fault('ServiceUnavailable', 503));
    const answer = await invoke<ApiErrorBody>(settingsRoutes.getLogo, { token: admin });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ errorCode: 429, message: Messages.serverBusy });
  });
});
