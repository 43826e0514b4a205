import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectionRoutes } from '@shared/api/routes/inspections';
import { approvalRoutes } from '@shared/api/routes/approval';
import { serviceRoutes } from '@shared/api/routes/service';
import type { ApprovalPage, SendForApprovalAnswer } from '@shared/service/approval-schemas';
import type { ChecklistAnswer } from '@shared/inspections/checklist-schemas';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import type {
  InspectionAnswer,
  InspectionsOfDocument,
  PhotoLink,
  PhotoTicket,
} from '@shared/inspections/inspection-schemas';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { keys as identityKeys } from '../data/identity/identity-keys';
import { inspectionPk } from '../data/inspections/inspections-repo';
import { db, tableName } from '../lib/aws-clients';
import { TINY_PNG } from '../test/chat-upload';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import {
  createCustomerAndVehicle,
  createEstimate,
  createRepairOrder,
  ok,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';
import { queryAll } from '../data/table/query-all';

/**
 * Checklists, inspections, photos and recommended lines (docs/inspections.md) on
 * DynamoDB Local and s3rver through the real handlers.
 */
let s: ServiceOrganisation;
let cv: CustomerAndVehicle;
let checklistId: string;
beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'manager', 'advisor', 'technician']);
  cv = await createCustomerAndVehicle(s.tokens.advisor);
}, 120_000);

const SECTIONS = [
  { Name: 'Brakes', Points: ['Pads front', 'Pads rear', 'Fluid'] },
  { Name: 'Tyres', Points: ['Tread depth', 'Pressure'] },
];
const sa = () => s.org.users.advisor.userId;

/** Every item of the document's inspection partition and the organisation's partition, to prove nothing was written. */
const snapshot = async (docId: string) =>
  JSON.stringify([
    await snapshotOrganisation(s.org.orgId),
    await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': inspectionPk(s.org.orgId, docId) },
      ConsistentRead: true,
    }),
  ]);

async function uploadPhoto(docId: string, bytes: Uint8Array): Promise<string> {
  const ticket = await ok<PhotoTicket>(inspectionRoutes.photoTicket, {
    token: s.tokens.advisor,
    params: { DocId: docId },
    body: { Size: bytes.byteLength },
  });
  const put = await fetch(ticket.Url, { method: 'PUT', body: new Uint8Array(bytes), headers: ticket.Headers });
  expect(put.status).toBe(200);
  return ticket.Key;
}

const TINY_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0xff, 0xd9]);

async function setPics(on: boolean): Promise<void> {
  const key = identityKeys.entity(s.org.orgId, s.org.workshopId);
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const service = ((found.Item?.Config as Record<string, unknown>)?.Service ?? {}) as Record<string, unknown>;
  const features = { ...((service.Features as Record<string, unknown>) ?? {}), Pics: on };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #c.#s = :service',
      ExpressionAttributeNames: { '#c': 'Config', '#s': 'Service' },
      ExpressionAttributeValues: { ':service': { ...service, Features: features } },
    }),
  );
}

describe('checklists', () => {
  it('a manager creates and edits at ver; a stale ver is 409 and writes nothing; an advisor reads but may not change', async () => {
    const made = await ok<ChecklistAnswer>(inspectionRoutes.createChecklist, {
      token: s.tokens.manager,
      body: { Name: '20-point check', Sections: SECTIONS },
    });
    checklistId = made._id;
    expect(made).toMatchObject({ Name: '20-point check', Act: true, ver: 1 });
    const renamed = await ok<ChecklistAnswer>(inspectionRoutes.updateChecklist, {
      token: s.tokens.manager,
      params: { Id: made._id },
      body: { ver: 1, Name: 'Pre-delivery check' },
    });
    // A PUT changes only what it sends: the sections stay.
    expect(renamed).toMatchObject({ Name: 'Pre-delivery check', ver: 2, Sections: SECTIONS });

    const before = await snapshotOrganisation(s.org.orgId);
    const stale = await invoke(inspectionRoutes.updateChecklist, {
      token: s.tokens.manager,
      params: { Id: made._id },
      body: { ver: 1, Name: 'Lost edit' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: M.checklistChanged });
    const refused = await invoke(inspectionRoutes.createChecklist, {
      token: s.tokens.advisor,
      body: { Name: 'Mine', Sections: SECTIONS },
    });
    expect(refused.status).toBe(403);
    const empty = await invoke(inspectionRoutes.createChecklist, {
      token: s.tokens.manager,
      body: { Name: 'Empty', Sections: [] },
    });
    expect(empty.status).toBe(400);
    expect(await snapshotOrganisation(s.org.orgId)).toBe(before);

    const list = await ok<{ Items: ChecklistAnswer[] }>(inspectionRoutes.checklists, {
      token: s.tokens.advisor,
      query: {},
    });
    expect(list.Items.map((c) => c.Name)).toEqual(['Pre-delivery check']);
  });

  it('an inactive checklist is listed only with All and cannot start an inspection', async () => {
    const off = await ok<ChecklistAnswer>(inspectionRoutes.createChecklist, {
      token: s.tokens.owner,
      body: { Name: 'Old AC check', Sections: [{ Name: 'AC', Points: ['Gas'] }], Act: false },
    });
    const active = await ok<{ Items: ChecklistAnswer[] }>(inspectionRoutes.checklists, {
      token: s.tokens.advisor,
      query: {},
    });
    expect(active.Items.some((c) => c._id === off._id)).toBe(false);
    const all = await ok<{ Items: ChecklistAnswer[] }>(inspectionRoutes.checklists, {
      token: s.tokens.advisor,
      query: { All: 'true' },
    });
    expect(all.Items.some((c) => c._id === off._id)).toBe(true);
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa(), { Ops: [], Parts: [] });
    const refused = await invoke(inspectionRoutes.startInspection, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { ChecklistId: off._id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: M.checklistInactive });
  });
});

describe('an inspection of a repair order', () => {
  it('starts (RO BeingInspected), saves marks with a photo at ver with the audit, recommends a line, finishes (RO New)', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa(), { Ops: [], Parts: [] });
    expect(ro.Sts).toBe('New');
    const started = await ok<InspectionAnswer>(inspectionRoutes.startInspection, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { ChecklistId: checklistId },
    });
    expect(started.Points.map((p) => p.Id)).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2']);
    const inspected = await ok<RepairOrderAnswer>(serviceRoutes.repairOrder, {
      token: s.tokens.advisor,
      params: { Id: ro._id },
    });
    expect(inspected.Sts).toBe('BeingInspected');

    const key = await uploadPhoto(ro._id, TINY_JPEG);
    const photo = await ok<PhotoLink>(inspectionRoutes.confirmPhoto, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { Key: key },
    });
    expect(photo.Url).toContain(photo.Id);

    const saved = await ok<InspectionAnswer>(inspectionRoutes.saveInspection, {
      token: s.tokens.advisor,
      params: { DocId: ro._id, Id: started._id },
      body: {
        ver: 1,
        Points: [
          { Id: '1.1', Res: 'Fail', Note: 'Worn to 2 mm', Photos: [photo.Id] },
          { Id: '1.2', Res: 'Pass' },
          { Id: '2.1', Res: 'Attention' },
        ],
      },
    });
    expect(saved.ver).toBe(2);
    expect(saved.Points[0]).toMatchObject({ Res: 'Fail', Note: 'Worn to 2 mm', Photos: [photo.Id] });

    const stale = await invoke(inspectionRoutes.saveInspection, {
      token: s.tokens.manager,
      params: { DocId: ro._id, Id: started._id },
      body: { ver: 1, Points: [{ Id: '1.3', Res: 'Pass' }] },
    });
    expect(stale.status).toBe(409);

    const audit = await ok<{ Items: { Action: string; Changes: { Path: string }[] }[] }>(
      serviceRoutes.repairOrderAudit,
      { token: s.tokens.owner, params: { Id: ro._id }, query: {} },
    );
    const actions = audit.Items.map((a) => a.Action);
    expect(actions).toContain('InspectionStarted');
    expect(actions).toContain('Inspection');
    expect(audit.Items.find((a) => a.Action === 'Inspection')?.Changes.map((c) => c.Path)).toContain(
      `Inspections.${started._id}.1.1.Res`,
    );

    const current = await ok<InspectionsOfDocument>(inspectionRoutes.inspections, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
    });
    const recommended = await ok<{ Inspection: InspectionAnswer; LineId: string; DocVer: number }>(
      inspectionRoutes.recommendLine,
      {
        token: s.tokens.advisor,
        params: { DocId: ro._id, Id: started._id },
        body: { Point: '1.1', ver: 2, DocVer: current.DocVer },
      },
    );
    expect(recommended.LineId).toBe('WO1');
    const withLine = await ok<RepairOrderAnswer>(serviceRoutes.repairOrder, {
      token: s.tokens.advisor,
      params: { Id: ro._id },
    });
    expect(withLine.Ops?.[0]).toMatchObject({
      _id: 'WO1',
      Desc: 'Brakes: Pads front — Worn to 2 mm',
      Sts: 'New',
      Photos: [photo.Id],
      Insp: started._id,
    });
    expect(withLine.Sts).toBe('BeingInspected');
    // A point becomes at most one line; a Pass point none.
    const again = await invoke(inspectionRoutes.recommendLine, {
      token: s.tokens.advisor,
      params: { DocId: ro._id, Id: started._id },
      body: { Point: '1.1', ver: 3, DocVer: withLine.ver },
    });
    expect(again.status).toBe(409);
    const pass = await invoke(inspectionRoutes.recommendLine, {
      token: s.tokens.advisor,
      params: { DocId: ro._id, Id: started._id },
      body: { Point: '1.2', ver: 3, DocVer: withLine.ver },
    });
    expect(pass.status).toBe(400);

    const done = await ok<InspectionAnswer>(inspectionRoutes.saveInspection, {
      token: s.tokens.advisor,
      params: { DocId: ro._id, Id: started._id },
      body: { ver: 3, Points: [{ Id: '1.3', Res: 'Pass' }], Done: true },
    });
    expect(done.Sts).toBe('Done');
    const after = await ok<RepairOrderAnswer>(serviceRoutes.repairOrder, {
      token: s.tokens.advisor,
      params: { Id: ro._id },
    });
    expect(after.Sts).toBe('New');
    const closed = await invoke(inspectionRoutes.saveInspection, {
      token: s.tokens.advisor,
      params: { DocId: ro._id, Id: started._id },
      body: { ver: 4, Points: [{ Id: '2.2', Res: 'Pass' }] },
    });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ message: M.inspectionDone });
    // Reviewed after it was finished: its Attention point still becomes a line.
    const late = await ok<{ LineId: string }>(inspectionRoutes.recommendLine, {
      token: s.tokens.advisor,
      params: { DocId: ro._id, Id: started._id },
      body: { Point: '2.1', ver: 4, DocVer: after.ver },
    });
    expect(late.LineId).toBe('WO2');
  });

  it('refuses a file that is not an image, deletes it and records nothing', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa(), { Ops: [], Parts: [] });
    const key = await uploadPhoto(ro._id, new TextEncoder().encode('%PDF-1.4 not a photo at all'));
    const before = await snapshot(ro._id);
    const refused = await invoke(inspectionRoutes.confirmPhoto, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { Key: key },
    });
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({ message: M.notAnImage });
    expect(await snapshot(ro._id)).toBe(before);
    // The staged object is gone: confirming it again finds no upload.
    const again = await invoke(inspectionRoutes.confirmPhoto, {
      token: s.tokens.advisor,
      params: { DocId: ro._id },
      body: { Key: key },
    });
    expect(again.body).toMatchObject({ message: M.uploadMissing });
    // A PNG passes the same check.
    const png = await uploadPhoto(ro._id, TINY_PNG);
    expect(
      (
        await invoke(inspectionRoutes.confirmPhoto, {
          token: s.tokens.advisor,
          params: { DocId: ro._id },
          body: { Key: png },
        })
      ).status,
    ).toBe(200);
  });

  it('with the feature Pics off: no ticket, and the inspection says so', async () => {
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa(), { Ops: [], Parts: [] });
    await setPics(false);
    try {
      const refused = await invoke(inspectionRoutes.photoTicket, {
        token: s.tokens.advisor,
        params: { DocId: ro._id },
        body: { Size: 1000 },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: M.photosOff });
      const list = await ok<InspectionsOfDocument>(inspectionRoutes.inspections, {
        token: s.tokens.advisor,
        params: { DocId: ro._id },
      });
      expect(list.PicsOn).toBe(false);
    } finally {
      await setPics(true);
    }
  });

  it('an estimate: its recommended line is New, and the estimate keeps its status kind', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa(), { Parts: [] });
    const started = await ok<InspectionAnswer>(inspectionRoutes.startInspection, {
      token: s.tokens.advisor,
      params: { DocId: est._id },
      body: { ChecklistId: checklistId },
    });
    await ok(inspectionRoutes.saveInspection, {
      token: s.tokens.advisor,
      params: { DocId: est._id, Id: started._id },
      body: { ver: 1, Points: [{ Id: '2.2', Res: 'Attention', Note: 'Low' }] },
    });
    const r = await ok<{ LineId: string }>(inspectionRoutes.recommendLine, {
      token: s.tokens.advisor,
      params: { DocId: est._id, Id: started._id },
      body: { Point: '2.2', ver: 2, DocVer: est.ver },
    });
    const read = await ok<EstimateAnswer>(serviceRoutes.estimate, { token: s.tokens.advisor, params: { Id: est._id } });
    expect(read.Ops?.find((l) => l._id === r.LineId)).toMatchObject({ Desc: 'Tyres: Pressure — Low', Sts: 'New' });
  });

  it('the customer’s approval page shows a recommended line’s photo by a short-lived signed address', async () => {
    const est = await createEstimate(s.tokens.advisor, cv, sa(), { Parts: [] });
    const started = await ok<InspectionAnswer>(inspectionRoutes.startInspection, {
      token: s.tokens.advisor,
      params: { DocId: est._id },
      body: { ChecklistId: checklistId },
    });
    const photo = await ok<PhotoLink>(inspectionRoutes.confirmPhoto, {
      token: s.tokens.advisor,
      params: { DocId: est._id },
      body: { Key: await uploadPhoto(est._id, TINY_JPEG) },
    });
    await ok(inspectionRoutes.saveInspection, {
      token: s.tokens.advisor,
      params: { DocId: est._id, Id: started._id },
      body: { ver: 1, Points: [{ Id: '1.1', Res: 'Fail', Photos: [photo.Id] }] },
    });
    const r = await ok<{ LineId: string; DocVer: number }>(inspectionRoutes.recommendLine, {
      token: s.tokens.advisor,
      params: { DocId: est._id, Id: started._id },
      body: { Point: '1.1', ver: 2, DocVer: est.ver },
    });
    const sent = await ok<SendForApprovalAnswer>(approvalRoutes.sendForApproval, {
      token: s.tokens.advisor,
      params: { Id: est._id },
      body: { ver: r.DocVer, Channel: 'SMS', Ph: '9876543210' },
    });
    const token = sent.Link.slice(sent.Link.indexOf('#') + 1);
    const page = await ok<ApprovalPage>(approvalRoutes.publicApproval, { params: { Token: token } });
    const line = page.Lines.find((l) => l.Id === r.LineId);
    expect(line?.Photos?.map((p) => p.Id)).toEqual([photo.Id]);
    // Lines without a photo carry none, and the address really serves the kept JPEG.
    expect(page.Lines.filter((l) => l.Photos).length).toBe(1);
    const served = await fetch(line?.Photos?.[0]?.Url ?? '');
    expect(served.status).toBe(200);
    expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('a technician (repair orders read only) may look but not mark; another organisation reaches nothing', async () => {
    const other = await serviceOrganisation(['advisor']);
    const ro = await createRepairOrder(s.tokens.advisor, cv, sa(), { Ops: [], Parts: [] });
    expect(
      (await invoke(inspectionRoutes.inspections, { token: s.tokens.technician, params: { DocId: ro._id } })).status,
    ).toBe(200);
    const marking = await invoke(inspectionRoutes.startInspection, {
      token: s.tokens.technician,
      params: { DocId: ro._id },
      body: { ChecklistId: checklistId },
    });
    expect(marking.status).toBe(403);
    const foreign = await invoke(inspectionRoutes.inspections, {
      token: other.tokens.advisor,
      params: { DocId: ro._id },
    });
    expect(foreign.status).toBe(404);
  });
});
