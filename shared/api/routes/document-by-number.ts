import { SESSION } from '../../access/permission';
import { documentByNumberAnswer, documentByNumberQuery } from '../../documents/document-links';
import { defineRoute } from '../route';

/**
 * GET Common/Documents/ByNumber?Num=EST/2627/00001 → {type, Id} (docs/chat.md
 * 'Document links', beyond the spec: a number in a chat message opens its document). Served by
 * the service family; in a file of its own so the chat screens import this one
 * route, not the service route table. Any session may call it: the handler
 * answers 404 unless the caller may read the document's type, in their branch.
 */
export const documentByNumberRoute = defineRoute({
  method: 'GET',
  path: 'Common/Documents/ByNumber',
  family: 'service',
  permission: SESSION,
  query: documentByNumberQuery,
  response: documentByNumberAnswer,
});
