import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { uniqueKey } from './parties-keys';

/**
 * A customer by phone and a vehicle by registration number, through the items
 * that keep those values unique in the organisation (docs/data-model-parties.md):
 * one GetItem each. Check-in of a booking made on the public page matches its
 * customer and vehicle this way (docs/customer-loop.md §5). Values come normalised
 * by the shared schemas (phone: 10 digits; registration number: upper case, no spaces).
 */
async function ownerOf(orgId: string, key: ReturnType<typeof uniqueKey>): Promise<string | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const id = (answer.Item as { Id?: unknown } | undefined)?.Id;
  return typeof id === 'string' ? id : undefined;
}

export const findCustomerIdByPhone = (orgId: string, phone: string): Promise<string | undefined> =>
  ownerOf(orgId, uniqueKey(orgId, 'CUST', 'PHONE', phone));

export const findProductIdByRegNo = (orgId: string, regNo: string): Promise<string | undefined> =>
  ownerOf(orgId, uniqueKey(orgId, 'PROD', 'REG', regNo));
