import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReminderSending } from '@shared/reminders/reminder-schemas';
import { weekStartOf, type ReminderKind } from '@shared/reminders/reminder-rules';
import { db, tableName } from '../../lib/aws-clients';
import { docPk, indexItemKey, vehicleHistoryPartition } from '../documents/document-keys';
import { REMINDER_INDEX } from '../documents/types/reminder-index';
import { getProduct, type ProductRecord } from '../parties/products-repo';
import { partyKey } from '../parties/parties-keys';
import { batchGet } from '../table/batch-get';
import { reminderPartition, sendingKey, sendingWeekPrefix, vehicleSendingsPartition } from './reminder-keys';

/**
 * The reminders' reads and the one write of their own, the sending record
 * (docs/reminders.md §1). The index items themselves are written by their
 * records' own writers (the document store, the vehicle's repository).
 */
export type ReminderIndexItem = {
  DocId: string;
  DocType: 'Estimate' | 'RepairOrder';
  EntId?: string;
  Sts?: string;
  Num?: string;
  Cust?: string;
  CustName?: string;
  ProdId?: string;
  RegNo?: string;
  CrDate?: string;
  Due: string;
  Decided?: string;
  Lines?: { _id: string; Desc?: string }[];
};

/** A vehicle as the insurance list reads it (GSI2 of its record). */
export type InsuredVehicle = Pick<ProductRecord, 'Id' | 'RegNo' | 'Make' | 'Model' | 'Ins' | 'Owner' | 'CrEntId'>;

const INDEX = { NextService: 'gsi1', DeclinedWork: 'gsi1', Insurance: 'gsi2' } as const;

/** R1–R3: one kind's reminders of a branch due From..To, by due day; at most `limit` (the caller asks one more to tell `More`). */
export async function listDue<K extends ReminderKind>(
  orgId: string,
  entId: string,
  kind: K,
  range: { from: string; to: string },
  limit: number,
): Promise<(K extends 'Insurance' ? InsuredVehicle : ReminderIndexItem)[]> {
  const index = INDEX[kind];
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
      ExpressionAttributeValues: {
        ':pk': reminderPartition(orgId, entId, kind),
        ':from': `${range.from}#`,
        ':to': `${range.to}#~`,
      },
      Limit: limit,
    }),
  );
  return (answer.Items ?? []) as (K extends 'Insurance' ? InsuredVehicle : ReminderIndexItem)[];
}

/** One reminder as it stands now (the send checks it is still due): the document's index item, or the vehicle. */
export async function getReminderSource(
  orgId: string,
  kind: ReminderKind,
  id: string,
): Promise<ReminderIndexItem | InsuredVehicle | undefined> {
  if (kind === 'Insurance') return getProduct(orgId, id, true);
  const name = kind === 'NextService' ? REMINDER_INDEX.nextService : REMINDER_INDEX.declined;
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: indexItemKey(orgId, id, name), ConsistentRead: true }),
  );
  return answer.Item as ReminderIndexItem | undefined;
}

/** A later service document of the vehicle, from its history (data-model-documents D-history). */
export type LaterDocument = { DocId: string; type: string; Sts?: string; CrDate: string };

/** The vehicle's documents created after `after` (`<CrDate>#<code>#<id>` of the reminder's document), oldest first, at most 10. */
export async function laterDocuments(orgId: string, prodId: string, after: string): Promise<LaterDocument[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :after',
      ExpressionAttributeValues: { ':pk': vehicleHistoryPartition(orgId, prodId), ':after': after },
      ProjectionExpression: 'DocId, #type, Sts, CrDate',
      ExpressionAttributeNames: { '#type': 'type' },
      Limit: 10,
    }),
  );
  return (answer.Items ?? []) as LaterDocument[];
}

/** A document's labour and part lines, description and status only (what 'the same work' compares). */
export async function workLinesOf(orgId: string, docId: string): Promise<{ Desc?: string; Sts?: string }[]> {
  const read = (prefix: string) =>
    db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': docPk(orgId, docId), ':prefix': prefix },
        ProjectionExpression: '#desc, Sts',
        ExpressionAttributeNames: { '#desc': 'Desc' },
      }),
    );
  const pages = await Promise.all([read('OP#'), read('PART#')]);
  return pages.flatMap((p) => (p.Items ?? []) as { Desc?: string; Sts?: string }[]);
}

export type SendingRecord = ReminderSending & { Kind: ReminderKind; Id: string; Due: string; Week: string };

/** R4: the sendings of one kind in the weeks a list touches (one Query per week, in parallel). */
export async function listSendings(
  orgId: string,
  entId: string,
  kind: ReminderKind,
  weeks: readonly string[],
): Promise<Map<string, SendingRecord>> {
  const pages = await Promise.all(
    weeks.map((week) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': sendingKey(orgId, entId, kind, week, '').pk,
            ':prefix': sendingWeekPrefix(kind, week),
          },
        }),
      ),
    ),
  );
  const sent = new Map<string, SendingRecord>();
  for (const item of pages.flatMap((p) => (p.Items ?? []) as SendingRecord[]))
    sent.set(`${item.Week}#${item.Id}`, item);
  return sent;
}

/**
 * R5: claims the sending of (kind, record, week): written only if absent, so of a
 * double click or two advisors at once exactly one claims it. Answers the record
 * already there when it was claimed before.
 */
export async function claimSending(
  orgId: string,
  entId: string,
  record: SendingRecord & { ProdId?: string },
): Promise<{ claimed: true } | { claimed: false; existing: SendingRecord }> {
  const key = sendingKey(orgId, entId, record.Kind, weekStartOf(record.Due), record.Id);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          type: 'ReminderSent',
          EntId: entId,
          ...record,
          ...(record.ProdId ? { gsi1pk: vehicleSendingsPartition(orgId, record.ProdId), gsi1sk: record.At } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { claimed: true };
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const existing = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    return { claimed: false, existing: existing.Item as SendingRecord };
  }
}

/** Frees a claim whose message could not be sent, so the reminder can be sent again. */
export async function releaseSending(orgId: string, entId: string, record: SendingRecord): Promise<void> {
  const key = sendingKey(orgId, entId, record.Kind, weekStartOf(record.Due), record.Id);
  await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: key,
      ConditionExpression: '#at = :at',
      ExpressionAttributeNames: { '#at': 'At' },
      ExpressionAttributeValues: { ':at': record.At },
    }),
  );
}

/** The display names of customers by id (BatchGet, 100 at a time); missing ones are left out. */
export async function customerNames(orgId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const names = new Map<string, string>();
  for (let i = 0; i < unique.length; i += 100) {
    const chunk = unique.slice(i, i + 100);
    const found = await batchGet<{ Id?: string; DName?: string }>(chunk.map((id) => partyKey(orgId, 'CUST', id)));
    found.forEach((party, j) => {
      if (party?.DName) names.set(chunk[j] as string, party.DName);
    });
  }
  return names;
}

/** R8: a vehicle's reminders sent in a branch, newest first, at most `limit`. */
export async function listVehicleSendings(
  orgId: string,
  entId: string,
  prodId: string,
  limit: number,
): Promise<SendingRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'EntId = :ent',
      ExpressionAttributeValues: { ':pk': vehicleSendingsPartition(orgId, prodId), ':ent': entId },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []) as SendingRecord[];
}
