import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import jpeg from 'jpeg-js';
import { ulid } from 'ulid';
import type { ChecklistSection } from '@shared/inspections/checklist-schemas';
import { pointsOf } from '@shared/inspections/inspection-rules';
import type { InspectionPoint, InspectionResult } from '@shared/inspections/inspection-schemas';
import { dashboardPartition } from '../../../functions/data/documents/document-keys';
import { listDashboard } from '../../../functions/data/documents/document-lists';
import { DOC_CODE, INDEX_SK } from '../../../functions/data/documents/types/service-types';
import { writeObject } from '../../../functions/data/files/files-repo';
import {
  checklistWrite,
  inspectionWrite,
  photoWrite,
  type InspectionRecord,
  type PhotoRecord,
} from '../../../functions/data/inspections/inspections-repo';
import { orgPk, type Key } from '../../../functions/data/table/keys';
import { transact } from '../../../functions/data/table/transact';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_DOCUMENTS_TARGET, type DemoDocumentsTarget } from './seed-demo-documents';

/**
 * The demo's inspections (docs/inspections.md §10): the organisation's '20-point check'
 * and, on two of the workshop's demo repair orders, a finished inspection with results,
 * notes and a photo on each point that needs work (small JPEGs drawn here), ready for
 * "Add as recommended line". Written with the repository's own writes; idempotent
 * through a marker item.
 */
export const demoInspectionsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-INSPECTIONS' });

export const TWENTY_POINT_CHECK: ChecklistSection[] = [
  { Name: 'Brakes', Points: ['Pads front', 'Pads rear', 'Discs', 'Brake fluid'] },
  { Name: 'Tyres and wheels', Points: ['Tread depth', 'Pressure', 'Spare wheel', 'Wheel alignment'] },
  { Name: 'Engine bay', Points: ['Engine oil', 'Coolant', 'Battery', 'Drive belt'] },
  { Name: 'Suspension and steering', Points: ['Shock absorbers', 'Steering play', 'Ball joints', 'Bushes'] },
  { Name: 'Lights and body', Points: ['Headlamps', 'Indicators', 'Wipers', 'Horn'] },
];

/** Marks per repair order: point id → result and note; the points needing work get a photo. */
const MARKS: readonly Record<string, [InspectionResult, string?]>[] = [
  {
    '1.1': ['Fail', 'Worn to 2 mm'],
    '1.4': ['Attention', 'Dark, due for change'],
    '2.1': ['Pass'],
    '2.2': ['Pass'],
    '3.1': ['Pass'],
    '3.3': ['Attention', 'Terminals corroded'],
    '5.3': ['Fail', 'Rubber torn'],
  },
  {
    '1.1': ['Pass'],
    '1.2': ['Pass'],
    '4.1': ['Fail', 'Front left leaking oil'],
    '4.2': ['Attention', 'Slight play'],
    '5.1': ['Pass'],
  },
];

/** A 320×240 photo stand-in: a grey gradient with a coloured block, one colour per photo. */
export function demoPhoto(seed: number): Uint8Array {
  const width = 320;
  const height = 240;
  const data = Buffer.alloc(width * height * 4);
  const [r, g, b] = [
    [200, 60, 40],
    [230, 150, 30],
    [60, 120, 200],
  ][seed % 3] as [number, number, number];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inBlock = x > 100 && x < 220 && y > 70 && y < 170;
      const shade = 90 + Math.round((x / width) * 80);
      data[i] = inBlock ? r : shade;
      data[i + 1] = inBlock ? g : shade;
      data[i + 2] = inBlock ? b : shade;
      data[i + 3] = 255;
    }
  return new Uint8Array(jpeg.encode({ data, width, height }, 70).data);
}

/** The workshop's demo repair orders, newest first (the dashboard partition), two of them. */
async function demoOrders(target: DemoDocumentsTarget) {
  const page = await listDashboard({
    orgId: target.orgId,
    lanes: [
      {
        status: 'All',
        partition: dashboardPartition(target.orgId, target.workshopId, DOC_CODE.RepairOrder),
        prefix: '',
        itemSk: INDEX_SK.DASH,
      },
    ],
    limit: 10,
  });
  return page.rows.slice(0, MARKS.length).map((r) => ({ DocId: String(r.DocId), Num: String(r.Num ?? '') }));
}

export async function seedDemoInspections(
  target: DemoDocumentsTarget = DEMO_DOCUMENTS_TARGET,
): Promise<'seeded' | 'present'> {
  const { orgId, workshopId, advisorId, advisorName } = target;
  const marker = demoInspectionsMarkerKey(orgId);
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (found.Item) return 'present';
  const at = new Date().toISOString();
  const checklistId = ulid();
  await transact([
    checklistWrite(
      orgId,
      {
        _id: checklistId,
        Name: '20-point check',
        Sections: TWENTY_POINT_CHECK,
        Act: true,
        ver: 1,
        CrAt: at,
        CrBy: advisorId,
        CrByName: advisorName,
      },
      undefined,
    ),
  ]);
  const orders = await demoOrders(target);
  let photoSeed = 0;
  for (const [n, order] of orders.entries()) {
    const marks = MARKS[n] ?? {};
    const points: InspectionPoint[] = [];
    const photos: PhotoRecord[] = [];
    for (const p of pointsOf(TWENTY_POINT_CHECK)) {
      const [Res, Note] = marks[p.Id] ?? [];
      const point: InspectionPoint = { ...p, ...(Res ? { Res } : {}), ...(Note ? { Note } : {}) };
      if (Res === 'Attention' || Res === 'Fail') {
        const Id = ulid();
        const Key = `inspections/${orgId}/${order.DocId}/${Id}.jpeg`;
        const bytes = demoPhoto(photoSeed);
        photoSeed += 1;
        await writeObject(Key, bytes, 'image/jpeg');
        photos.push({ Id, Key, Size: bytes.byteLength, Kind: 'jpeg', CrAt: at, CrBy: advisorId });
        point.Photos = [Id];
      }
      points.push(point);
    }
    const inspection: InspectionRecord = {
      _id: ulid(),
      DocId: order.DocId,
      DocType: 'RepairOrder',
      DocNum: order.Num,
      EntId: workshopId,
      ChecklistId: checklistId,
      Name: '20-point check',
      Sts: 'Done',
      Points: points,
      ver: 2,
      CrAt: at,
      CrBy: advisorId,
      CrByName: advisorName,
      UpAt: at,
      UpBy: advisorId,
      UpByName: advisorName,
    };
    await transact([
      inspectionWrite(orgId, inspection, undefined),
      ...photos.map((p) => photoWrite(orgId, order.DocId, p)),
    ]);
  }
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', OrgId: orgId, SeedDt: at } }),
  );
  return 'seeded';
}
