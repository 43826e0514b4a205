import { beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes } from '@shared/api/routes/chat';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { ChatMessage, ChatRoom } from '@shared/chat/call-schemas';
import {
  createTestOrganisation,
  TEST_PASSWORD,
  type TestOrganisation,
} from '../../../functions/test/test-organisation';
import { signIn, type ChatUser } from '../../../functions/test/chat-test-kit';
import { seedConnectedVendor, testConnectedVendor, type ConnectedVendorSeed } from './seed-demo-vendor';

/** The demo's connected distributor: seeded once, linked as a vendor, and ready to chat with the workshop. */
let org: TestOrganisation;
let seed: ConnectedVendorSeed;
let advisor: ChatUser;

beforeAll(async () => {
  org = await createTestOrganisation();
  seed = testConnectedVendor(
    { orgId: org.orgId, entityId: org.workshopId, userId: org.users.owner.userId },
    TEST_PASSWORD,
  );
  expect(await seedConnectedVendor(seed)).toBe('seeded');
  advisor = await signIn(org, 'advisor');
});

describe('the connected demo vendor', () => {
  it('is written once, listed among connected vendors, and a workshop user and the distributor can exchange a message', async () => {
    expect(await seedConnectedVendor(seed)).toBe('present');
    const listed = await advisor.call<{ _id: string; Connect: { OId: string; EId: string } }[]>(
      partiesRoutes.connectedVendors,
    );
    const branch = seed.vendor.Entities[0]?.EntId ?? '';
    expect(listed.body).toEqual([
      { _id: seed.recordId, DName: seed.vendor.Name, Connect: { OId: seed.vendor.OrgId, EId: branch } },
    ]);

    const room = await advisor.call<ChatRoom>(chatRoutes.publicRoomBetween, {
      query: { LoginUserEId: org.workshopId, ParticipantEId: branch },
    });
    expect(room.status, JSON.stringify(room.body)).toBe(200);
    await advisor.call<ChatMessage>(chatRoutes.sendRoom, {
      body: { Sender: advisor.userId, RoomId: room.body._id, Msg: 'Do you stock Bosch wiper blades?' },
    });

    const seller = await signIn({ ...org, domain: seed.vendor.Domain }, 'partsmanager');
    const rooms = await seller.call<ChatRoom[]>(chatRoutes.chatRooms);
    expect(rooms.body.map((r) => ({ _id: r._id, External: r.External, Last: r.Last?.Msg }))).toEqual([
      { _id: room.body._id, External: true, Last: 'Do you stock Bosch wiper blades?' },
    ]);
  });
});
