import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { NamedItem } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { listNamedItems, namedListKeys, readNamedItem, recordType, type NamedItemRecord, type NamedListKind } from '../data/users/named-lists-repo';
import { transact, type Write } from '../data/table/transact';
import { tableName } from '../lib/aws-clients';
import type { SessionContext } from '../lib/http/call';

/**
 * Designations and departments (spec platform §2 settings/Designations,
 * settings/Departments): a list of unique names per organisation. Users keep
 * the name they were given (it is shown in employee lists), so a rename or
 * delete does not rewrite users.
 */
type Session = { session: SessionContext };
type WithId = Session & { params: { id: string } };

const toItem = (r: NamedItemRecord): NamedItem => ({ Id: r.Id, Name: r.Name, ver: r.ver });

const namePointer = (kind: NamedListKind, orgId: string, name: string, id: string): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...namedListKeys.name(kind, orgId, name), type: `${recordType(kind)}Name`, Id: id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  conflict: UsersMessages.nameTaken,
});

async function existing(kind: NamedListKind, orgId: string, id: string): Promise<NamedItemRecord> {
  const found = await readNamedItem(kind, orgId, id);
  if (!found) throw new ApiError(ErrorCode.NotFound, UsersMessages.notFound);
  return found;
}

export const namedListCalls = (kind: NamedListKind) => ({
  list: async (call: Session): Promise<NamedItem[]> =>
    (await listNamedItems(kind, call.session.orgId)).map(toItem).sort((a, b) => a.Name.localeCompare(b.Name)),

  create: async (call: Session & { body: { Name: string } }): Promise<NamedItem> => {
    const { orgId } = call.session;
    const record: NamedItemRecord = { type: recordType(kind), OrgId: orgId, Id: ulid(), Name: call.body.Name, ver: 1 };
    await transact([
      {
        item: {
          Put: { TableName: tableName(), Item: { ...namedListKeys.item(kind, orgId, record.Id), ...record }, ConditionExpression: 'attribute_not_exists(pk)' },
        },
      },
      namePointer(kind, orgId, record.Name, record.Id),
    ]);
    return toItem(record);
  },

  update: async (call: WithId & { body: { Name: string; ver: number } }): Promise<NamedItem> => {
    const { orgId } = call.session;
    const found = await existing(kind, orgId, call.params.id);
    if (found.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    const renamed = found.Name.trim().toLowerCase() !== call.body.Name.trim().toLowerCase();
    await transact([
      {
        item: {
          Update: {
            TableName: tableName(),
            Key: namedListKeys.item(kind, orgId, found.Id),
            UpdateExpression: 'SET #n = :n, ver = :next',
            ConditionExpression: 'ver = :ver',
            ExpressionAttributeNames: { '#n': 'Name' },
            ExpressionAttributeValues: { ':n': call.body.Name, ':ver': found.ver, ':next': found.ver + 1 },
          },
        },
      },
      ...(renamed
        ? [
            { item: { Delete: { TableName: tableName(), Key: namedListKeys.name(kind, orgId, found.Name) } } },
            namePointer(kind, orgId, call.body.Name, found.Id),
          ]
        : []),
    ]);
    return { Id: found.Id, Name: call.body.Name, ver: found.ver + 1 };
  },

  remove: async (call: WithId): Promise<{ message: string }> => {
    const { orgId } = call.session;
    const found = await existing(kind, orgId, call.params.id);
    await transact([
      {
        item: {
          Delete: {
            TableName: tableName(),
            Key: namedListKeys.item(kind, orgId, found.Id),
            ConditionExpression: 'ver = :ver',
            ExpressionAttributeValues: { ':ver': found.ver },
          },
        },
      },
      { item: { Delete: { TableName: tableName(), Key: namedListKeys.name(kind, orgId, found.Name) } } },
    ]);
    return { message: Messages.deleted };
  },
});
