import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { headKey } from './document-keys';
import type { DocumentHead } from './document-records';

/** A document's header item alone, without its lines: enough to check its branch and type (its audit log). */
export async function readDocumentHead(orgId: string, docId: string): Promise<DocumentHead | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: headKey(orgId, docId) }));
  return answer.Item as DocumentHead | undefined;
}
