import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ChecklistSection } from '@shared/inspections/checklist-schemas';
import type { InspectionPoint } from '@shared/inspections/inspection-schemas';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import type { Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';

/**
 * Checklists, inspections and inspection photos (docs/inspections.md §1):
 *
 * - checklist  `ORG#o / CHECKLIST#<id>` — the organisation's templates (IN1, IN2);
 * - inspection `ORG#o#INSP#<docId> / I#<id>` — a document's inspections (IN3, IN4);
 * - photo      `ORG#o#INSP#<docId> / P#<id>` — a photo checked and kept for that document (IN5).
 *
 * A document's inspections and photos share one partition, so the screen reads both in
 * one Query. Every key starts with the organisation of the verified session.
 */
export type ChecklistRecord = {
  _id: string;
  Name: string;
  Sections: ChecklistSection[];
  Act: boolean;
  ver: number;
  CrAt: string;
  CrBy: string;
  CrByName?: string;
  UpAt?: string;
  UpBy?: string;
  UpByName?: string;
};

export type InspectionRecord = {
  _id: string;
  DocId: string;
  DocType: 'Estimate' | 'RepairOrder';
  DocNum?: string;
  EntId: string;
  ChecklistId: string;
  Name: string;
  Sts: 'Open' | 'Done';
  Points: InspectionPoint[];
  ver: number;
  CrAt: string;
  CrBy: string;
  CrByName?: string;
  UpAt?: string;
  UpBy?: string;
  UpByName?: string;
};

export type VehicleConditionRecord = {
  DocId: string;
  EntId: string;
  Damage: { Area: string; Note?: string }[];
  Accessories: string[];
  Photos: string[];
  ver: number;
  UpAt: string;
  UpBy: string;
  UpByName?: string;
};

export type PhotoRecord = { Id: string; Key: string; Size: number; Kind: string; CrAt: string; CrBy: string };

const STRIP = new Set(['pk', 'sk', 'type']);
const clean = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !STRIP.has(k))) as T;

export const checklistKey = (orgId: string, id: string): Key => ({ pk: orgPk(orgId), sk: `CHECKLIST#${id}` });
export const inspectionPk = (orgId: string, docId: string): string => `${orgPk(orgId)}#INSP#${docId}`;
export const inspectionKey = (orgId: string, docId: string, id: string): Key => ({
  pk: inspectionPk(orgId, docId),
  sk: `I#${id}`,
});
/** IN7: the vehicle as it came in, one item beside the document's inspections. */
export const vehicleConditionKey = (orgId: string, docId: string): Key => ({ pk: inspectionPk(orgId, docId), sk: 'V' });
export const photoKey = (orgId: string, docId: string, id: string): Key => ({
  pk: inspectionPk(orgId, docId),
  sk: `P#${id}`,
});

/** IN1: the organisation's checklists, oldest first (ULID order): one Query. */
export async function listChecklists(orgId: string): Promise<ChecklistRecord[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': 'CHECKLIST#' },
  });
  return items.map((i) => clean<ChecklistRecord>(i));
}

/** IN2: one checklist. */
export async function getChecklist(
  orgId: string,
  id: string,
  consistent = false,
): Promise<ChecklistRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: checklistKey(orgId, id), ConsistentRead: consistent }),
  );
  return answer.Item ? clean<ChecklistRecord>(answer.Item) : undefined;
}

/** A checklist written whole: new only if absent, else only at the `ver` read (409 otherwise). */
export const checklistWrite = (orgId: string, record: ChecklistRecord, expectedVer: number | undefined): Write =>
  versionedPut({ ...checklistKey(orgId, record._id), type: 'Checklist', ...record }, expectedVer, M.checklistChanged);

/** IN3 + IN5: a document's inspections and photos, one Query of its partition. */
export async function readInspectionPartition(
  orgId: string,
  docId: string,
  consistent = false,
): Promise<{ inspections: InspectionRecord[]; photos: PhotoRecord[]; vehicle?: VehicleConditionRecord }> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': inspectionPk(orgId, docId) },
    ConsistentRead: consistent,
  });
  const inspections: InspectionRecord[] = [];
  const photos: PhotoRecord[] = [];
  let vehicle: VehicleConditionRecord | undefined;
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.startsWith('I#')) inspections.push(clean<InspectionRecord>(item));
    else if (sk.startsWith('P#')) photos.push(clean<PhotoRecord>(item));
    else if (sk === 'V') vehicle = clean<VehicleConditionRecord>(item);
  }
  return { inspections, photos, ...(vehicle ? { vehicle } : {}) };
}

/** IN4: one inspection. */
export async function getInspection(orgId: string, docId: string, id: string): Promise<InspectionRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: inspectionKey(orgId, docId, id), ConsistentRead: true }),
  );
  return answer.Item ? clean<InspectionRecord>(answer.Item) : undefined;
}

/** An inspection written whole: new only if absent, else only at the `ver` read. */
export const inspectionWrite = (orgId: string, record: InspectionRecord, expectedVer: number | undefined): Write =>
  versionedPut(
    { ...inspectionKey(orgId, record.DocId, record._id), type: 'Inspection', ...record },
    expectedVer,
    M.inspectionChanged,
  );

/** The vehicle's condition written whole: the first only if absent (`expectedVer` 0), later ones at the `ver` read. */
export const vehicleConditionWrite = (orgId: string, record: VehicleConditionRecord, expectedVer: number): Write =>
  versionedPut(
    { ...vehicleConditionKey(orgId, record.DocId), type: 'VehicleCondition', ...record },
    expectedVer === 0 ? undefined : expectedVer,
    M.conditionChanged,
  );

/** A kept photo's record (written once, after its bytes were checked and copied). */
export const photoWrite = (orgId: string, docId: string, photo: PhotoRecord): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...photoKey(orgId, docId, photo.Id), type: 'InspectionPhoto', ...photo },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
});

/** The photos of one document by id, for a screen or a line (one Query of the partition's P# range). */
export async function listPhotos(orgId: string, docId: string): Promise<PhotoRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': inspectionPk(orgId, docId), ':p': 'P#' },
    }),
  );
  return (answer.Items ?? []).map((i) => clean<PhotoRecord>(i));
}
