import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { orgOwner } from '../../../functions/data/catalogue/catalogue-keys';
import { putNewListItems } from '../../../functions/data/catalogue/named-list-repo';
import { saveRecord, type StoredRecord } from '../../../functions/data/catalogue/record-repo';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_ORG } from './demo-organisation';

/**
 * The demo organisation's own catalogue records, so the settings screens of
 * `npm start` show life: operations and complaints beside the system's (which
 * `seedSystemCatalogue` writes, seed-local.ts), work-order types, a service
 * category, a make and its models.
 */
const markerKey = (orgId: string) => ({ pk: `ORG#${orgId}#CAT`, sk: 'SEED#DEMO' });

const hrs = (HATCHBACK: number, SEDAN: number, SUV: number) => ({ HATCHBACK, SEDAN, SUV });
const OPERATIONS = [
  { _id: 'OPDEMO01', OpCode: 'KM-001', Desc: 'Ceramic coating full body', Cat: 'BODY_AND_PAINT', Hrs: hrs(8, 9, 11) },
  {
    _id: 'OPDEMO02',
    OpCode: 'KM-002',
    Desc: 'AC vent sanitisation and odour treatment',
    Cat: 'AIR_CONDITIONING',
    Hrs: hrs(0.5, 0.5, 0.75),
  },
  {
    _id: 'OPDEMO03',
    OpCode: 'KM-003',
    Desc: 'Monsoon check underbody and brakes',
    Cat: 'GENERAL_SERVICE',
    Hrs: hrs(1, 1.25, 1.5),
  },
].map((op) => ({ ...op, SAC: '9987', TCode: 106 }));
const COMPLAINTS = [
  { _id: 'CMPDEMO1', Desc: 'Water leaking into cabin during heavy rain', Cat: 'BODY_AND_PAINT' },
  { _id: 'CMPDEMO2', Desc: 'Infotainment screen freezes after start', Cat: 'ELECTRICAL' },
];
const WORK_ORDER_TYPES = ['Paid Service', 'Free Service', 'Running Repair', 'Accident Repair', 'Warranty'].map(
  (Name, i) => ({
    _id: `WTDEMO${i + 1}`,
    Name,
    Act: true,
    ver: 1,
  }),
);

/** `orgId` is the demo organisation's unless a test names its own. */
export async function seedDemoCatalogue(orgId: string = DEMO_ORG.OrgId): Promise<'seeded' | 'present'> {
  const marker = await db().send(
    new GetCommand({ TableName: tableName(), Key: markerKey(orgId), ConsistentRead: true }),
  );
  if (marker.Item) return 'present';
  const owner = orgOwner(orgId);
  for (const op of OPERATIONS) await saveRecord(owner, 'OP', { ...op, Act: true, ver: 1 } as StoredRecord, undefined);
  for (const c of COMPLAINTS) await saveRecord(owner, 'COMPL', { ...c, Act: true, ver: 1 } as StoredRecord, undefined);
  await putNewListItems(orgId, 'WOT', WORK_ORDER_TYPES);
  await putNewListItems(orgId, 'SCAT', [{ _id: 'SCDEMO1', Name: 'Detailing', Pos: 13, Act: true, ver: 1 }]);
  await putNewListItems(orgId, 'MAKE', [{ _id: 'MKDEMO1', Name: 'Kia', Act: true, ver: 1 }]);
  await putNewListItems(orgId, 'MODEL', [
    { _id: 'MDDEMO1', MakeId: 'MKDEMO1', Name: 'Seltos', BodyType: 'SUV', Act: true, ver: 1 },
    { _id: 'MDDEMO2', MakeId: 'MKDEMO1', Name: 'Sonet', BodyType: 'SUV', Act: true, ver: 1 },
  ]);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...markerKey(orgId), type: 'Seed' } }));
  return 'seeded';
}
