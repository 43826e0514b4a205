import { beforeAll, describe, expect, it } from 'vitest';
import { inspectionRoutes } from '@shared/api/routes/inspections';
import { serviceRoutes } from '@shared/api/routes/service';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import type { InspectionsOfDocument, PhotoLink, PhotoTicket } from '@shared/inspections/inspection-schemas';
import type { VehicleCondition } from '@shared/inspections/vehicle-condition';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  ok,
  serviceOrganisation,
  type ServiceOrganisation,
} from '../test/service-test-kit';

/** The vehicle as it came in (docs/inspections.md §7a) on DynamoDB Local and s3rver. */
let s: ServiceOrganisation;
beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'advisor', 'technician']);
}, 120_000);

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0xff, 0xd9]);

describe('vehicle condition at check-in', () => {
  it('records damage marks, accessories and a photo at ver 0, then at its ver; a stale ver writes nothing', async () => {
    const cv = await createCustomerAndVehicle(s.tokens.advisor);
    const ro = await createRepairOrder(s.tokens.advisor, cv, s.org.users.advisor.userId);
    const ticket = await ok<PhotoTicket>(inspectionRoutes.photoTicket, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { Size: JPEG.byteLength },
    });
    expect((await fetch(ticket.Url, { method: 'PUT', body: JPEG, headers: ticket.Headers })).status).toBe(200);
    const photo = await ok<PhotoLink>(inspectionRoutes.confirmPhoto, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { Key: ticket.Key },
    });
    const first = await ok<VehicleCondition>(inspectionRoutes.saveVehicleCondition, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: {
        ver: 0,
        Damage: [{ Area: 'Rear bumper', Note: 'Scratch, 10 cm' }],
        Accessories: ['Jack', 'Spare wheel', 'Music system'],
        Photos: [photo.Id],
      },
    });
    expect(first).toMatchObject({ ver: 1, Photos: [photo.Id], Accessories: ['Jack', 'Spare wheel', 'Music system'] });
    // Only what a save sends changes.
    const second = await ok<VehicleCondition>(inspectionRoutes.saveVehicleCondition, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { ver: 1, Accessories: ['Jack'] },
    });
    expect(second).toMatchObject({
      ver: 2,
      Damage: [{ Area: 'Rear bumper', Note: 'Scratch, 10 cm' }],
      Accessories: ['Jack'],
    });

    const before = await snapshotOrganisation(s.org.orgId);
    const stale = await invoke(inspectionRoutes.saveVehicleCondition, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { ver: 1, Accessories: [] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: M.conditionChanged });
    const badArea = await invoke(inspectionRoutes.saveVehicleCondition, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { ver: 2, Damage: [{ Area: 'Spoiler' }] },
    });
    expect(badArea.status).toBe(400);
    const technician = await invoke(inspectionRoutes.saveVehicleCondition, {
      token: s.tokens.technician,
      params: { DocId: ro._id },
      body: { ver: 2, Accessories: [] },
    });
    expect(technician.status).toBe(403);
    expect(await snapshotOrganisation(s.org.orgId)).toBe(before);

    const read = await ok<InspectionsOfDocument>(inspectionRoutes.inspections, {
      token: s.tokens.technician,
      params: { DocId: ro._id },
    });
    expect(read.Vehicle).toMatchObject({ ver: 2, Accessories: ['Jack'] });
    const audit = await ok<{ Items: { Action: string }[] }>(serviceRoutes.repairOrderAudit, {
      token: s.tokens.owner,
      params: { Id: ro._id },
      query: {},
    });
    expect(audit.Items.filter((a) => a.Action === 'VehicleCondition')).toHaveLength(2);
  });
});
