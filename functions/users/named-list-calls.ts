import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { NamedItem } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import {
  deleteNamedItem,
  insertNamedItem,
  listNamedItems,
  readNamedItem,
  recordType,
  renameNamedItem,
  type NamedItemRecord,
  type NamedListKind,
} from '../data/users/named-lists-repo';
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
    await insertNamedItem(kind, record);
    return toItem(record);
  },

  update: async (call: WithId & { body: { Name: string; ver: number } }): Promise<NamedItem> => {
    const { orgId } = call.session;
    const found = await existing(kind, orgId, call.params.id);
    if (found.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    await renameNamedItem(kind, found, call.body.Name);
    return { Id: found.Id, Name: call.body.Name, ver: found.ver + 1 };
  },

  remove: async (call: WithId): Promise<{ message: string }> => {
    const { orgId } = call.session;
    const found = await existing(kind, orgId, call.params.id);
    await deleteNamedItem(kind, found);
    return { message: Messages.deleted };
  },
});
