import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import { transact } from '../table/transact';
import { versionedPut } from '../table/versioned-update';

/** A branch's tie-up with one insurer and the insurer's branches: `ORG#o / ENTINS#<entId>#<insId>`. */
export const entityInsuranceKey = (orgId: string, entityId: string, insurerId: string): Key => ({
  pk: orgPk(orgId),
  sk: `ENTINS#${entityId}#${insurerId}`,
});

export async function getEntityInsurance(orgId: string, entityId: string, insurerId: string): Promise<EntityInsurance | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: entityInsuranceKey(orgId, entityId, insurerId), ConsistentRead: true }),
  );
  if (!answer.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, OrgId: _org, ...rest } = answer.Item;
  return rest as EntityInsurance;
}

/**
 * Writes the whole record: a new one only if absent (`expectedVer` undefined),
 * an existing one only if still at `expectedVer` (409 otherwise).
 */
export async function putEntityInsurance(orgId: string, record: EntityInsurance, expectedVer: number | undefined): Promise<void> {
  await transact([versionedPut({ ...entityInsuranceKey(orgId, record.EntId, record.InsId), type: 'EntityInsurance', OrgId: orgId, ...record }, expectedVer)]);
}
