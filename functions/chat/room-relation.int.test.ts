import { beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { ChatRoom } from '@shared/chat/call-schemas';
import type { Party } from '@shared/parties/party-schemas';
import { signIn, type ChatUser } from '../test/chat-test-kit';
import { invoke } from '../test/invoke';
import { login } from '../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';

/**
 * What a connected business is to each side of a shared room (docs/chat.md
 * 'What the other business is'): the workshop (A) links a vendor record to a
 * parts dealer (B) and a customer record to a fleet owner (C). A sees B as its
 * vendor and C as its customer; B, which holds no record of A, sees A as its
 * customer, and C sees A as its vendor.
 */
let workshop: TestOrganisation;
let dealer: TestOrganisation;
let fleet: TestOrganisation;
let advisor: ChatUser; // A
let seller: ChatUser; // B
let buyer: ChatUser; // C

/** Links a record of the workshop's organisation to `other`'s branch with the connection code `other` hands over. */
async function link(
  ownerToken: string,
  other: TestOrganisation,
  kind: 'vendor' | 'customer',
  DName: string,
): Promise<void> {
  const code = await invoke<{ Code: string }>(partiesRoutes.createConnectionCode, {
    token: await login(other, 'owner'),
    body: {},
  });
  const route = kind === 'vendor' ? partiesRoutes.createVendor : partiesRoutes.createCustomer;
  const created = await invoke<Party>(route, { token: ownerToken, body: { DName, Connect: { Code: code.body.Code } } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

const publicRoomWith = async (from: ChatUser, own: TestOrganisation, other: TestOrganisation): Promise<ChatRoom> => {
  const opened = await from.call<ChatRoom>(chatRoutes.publicRoomBetween, {
    query: { LoginUserEId: own.workshopId, ParticipantEId: other.workshopId },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body;
};

const listedRoom = async (user: ChatUser, id: string): Promise<ChatRoom | undefined> =>
  (await user.call<ChatRoom[]>(chatRoutes.chatRooms)).body.find((room) => room._id === id);

beforeAll(async () => {
  [workshop, dealer, fleet] = await Promise.all([
    createTestOrganisation(),
    createTestOrganisation(),
    createTestOrganisation(),
  ]);
  [advisor, seller, buyer] = await Promise.all([
    signIn(workshop, 'advisor'),
    signIn(dealer, 'advisor'),
    signIn(fleet, 'advisor'),
  ]);
  const ownerToken = await login(workshop, 'owner');
  await link(ownerToken, dealer, 'vendor', 'Hosur Auto Parts');
  await link(ownerToken, fleet, 'customer', 'Kaveri Fleet Services');
});

describe('the relation of a shared room', () => {
  it('names the business by what it is to each side: the vendor record makes the dealer a vendor to the workshop and the workshop a customer to the dealer', async () => {
    const room = await publicRoomWith(advisor, workshop, dealer);
    expect(room).toMatchObject({ External: true, Relation: 'Vendor' });
    expect(await listedRoom(advisor, room._id)).toMatchObject({ Relation: 'Vendor' });
    expect(await listedRoom(seller, room._id)).toMatchObject({ External: true, Relation: 'Customer' });
  });

  it('a customer record says the reverse: the fleet owner is the workshop’s customer, the workshop its vendor', async () => {
    const room = await publicRoomWith(advisor, workshop, fleet);
    expect(room).toMatchObject({ External: true, Relation: 'Customer' });
    expect(await listedRoom(buyer, room._id)).toMatchObject({ External: true, Relation: 'Vendor' });
  });
});
