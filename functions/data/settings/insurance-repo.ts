import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact } from '../table/transact';
import { versionedPut } from '../table/versioned-update';

/** A branch's tie-up with one insurer and the insurer's branches: `ORG#o / ENTINS#<entId>#<insId>`. */
export const entityInsuranceKey = (orgId: string, entityId: string, insurerId: string): Key => ({
  pk: orgPk(orgId),
  sk: `ENTINS#${entityId}#${insurerId}`,
});

const strip = ({ pk: _pk, sk: _sk, type: _type, OrgId: _org, ...rest }: Record<string, unknown>): EntityInsurance =>
  rest as EntityInsurance;

export async function getEntityInsurance(
  orgId: string,
  entityId: string,
  insurerId: string,
): Promise<EntityInsurance | undefined> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: entityInsuranceKey(orgId, entityId, insurerId),
      ConsistentRead: true,
    }),
  );
  return answer.Item ? strip(answer.Item) : undefined;
}

/** Every tie-up record of one branch: one Query on the tenant partition, `begins_with(sk, ENTINS#<entId>#)`. */
export async function listEntityInsurance(orgId: string, entityId: string): Promise<EntityInsurance[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': `ENTINS#${entityId}#` },
    ConsistentRead: true,
  });
  return items.map(strip).sort((a, b) => a.Name.localeCompare(b.Name, 'en-IN'));
}

/**
 * Writes the whole record: a new one only if absent (`expectedVer` undefined),
 * an existing one only if still at `expectedVer` (409 otherwise).
 */
export async function putEntityInsurance(
  orgId: string,
  record: EntityInsurance,
  expectedVer: number | undefined,
): Promise<void> {
  await transact([
    versionedPut(
      { ...entityInsuranceKey(orgId, record.EntId, record.InsId), type: 'EntityInsurance', OrgId: orgId, ...record },
      expectedVer,
    ),
  ]);
}
