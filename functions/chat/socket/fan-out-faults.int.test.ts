import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  DeleteCommand,
  BatchGetCommand,
  BatchWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import type { ChatMessage, MessagePage } from '@shared/chat/call-schemas';
import { findConnection, saveConnection } from '../../data/realtime/connections-repo';
import { db } from '../../lib/aws-clients';
import { resetConfig } from '../../lib/config';
import { createTestOrganisation, type TestOrganisation } from '../../test/test-organisation';
import { signIn, type ChatUser } from '../../test/chat-test-kit';
import { resetManagementClient } from '../../lib/ws/post-to-connection';

/**
 * Faults the local gateway cannot produce, injected with aws-sdk-client-mock:
 * throttled and gone connections while fanning out, and a throttled
 * connection lookup. The message is stored before the fan-out, so none of
 * them loses it or fails the send.
 */
const fault = (name: string, status: number): Error =>
  Object.assign(new Error(`${name} (injected)`), { name, $metadata: { httpStatusCode: status } });

let org: TestOrganisation;
let advisor: ChatUser;
let cashier: ChatUser;
const posts = mockClient(ApiGatewayManagementApiClient);

beforeAll(async () => {
  process.env.WS_MANAGEMENT_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
  resetManagementClient();
  org = await createTestOrganisation();
  [advisor, cashier] = await Promise.all([signIn(org, 'advisor'), signIn(org, 'cashier')]);
  for (const id of ['live', 'throttled', 'gone']) {
    await saveConnection({
      OrgId: org.orgId,
      UserId: cashier.userId,
      EntId: org.workshopId,
      ConnectionId: `${id}-${org.orgId}`,
    });
  }
});

afterAll(() => posts.restore());

const send = (Msg: string) =>
  advisor.call<ChatMessage>(chatRoutes.sendPrivate, {
    body: { Sender: advisor.userId, Receiver: cashier.userId, Msg },
  });
const newest = async () =>
  (
    await cashier.call<MessagePage>(chatRoutes.initialPrivate, { query: { ParticipantId: advisor.userId } })
  ).body.Messages.at(-1);

describe('fan-out under faults', () => {
  it('a throttled post and a gone connection do not fail the send or lose the message; the gone one is forgotten', async () => {
    const delivered: string[] = [];
    posts.on(PostToConnectionCommand).callsFake((input: { ConnectionId: string }) => {
      if (input.ConnectionId.startsWith('throttled')) throw fault('LimitExceededException', 429);
      if (input.ConnectionId.startsWith('gone'))
        throw new GoneException({ message: 'gone (injected)', $metadata: { httpStatusCode: 410 } });
      delivered.push(input.ConnectionId);
      return {};
    });
    const sent = await send('parts arrived');
    expect(sent.status).toBe(200);
    expect(delivered).toEqual([`live-${org.orgId}`]);
    expect(await findConnection(`gone-${org.orgId}`)).toBeUndefined();
    expect(await findConnection(`throttled-${org.orgId}`)).toBeDefined();
    expect((await newest())?._id).toBe(sent.body._id);
  });

  it('a throttled connection lookup after the write still answers the stored message', async () => {
    const client = db();
    const realSend = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const store = mockClient(client);
    const pass = [
      GetCommand,
      PutCommand,
      UpdateCommand,
      DeleteCommand,
      BatchGetCommand,
      BatchWriteCommand,
      TransactWriteCommand,
    ];
    for (const Command of pass)
      store
        .on(Command as never)
        .callsFake((input: unknown) => realSend(new (Command as new (i: unknown) => unknown)(input)));
    store.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => {
      if (String(input.ExpressionAttributeValues?.[':prefix'] ?? '').startsWith('CONN#'))
        throw fault('ProvisionedThroughputExceededException', 400);
      return realSend(new QueryCommand(input as never));
    });
    try {
      const sent = await send('invoice sent to the customer');
      expect(sent.status).toBe(200);
      store.restore();
      expect((await newest())?._id).toBe(sent.body._id);
    } finally {
      store.restore();
    }
  });
});
