import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { keys } from './identity-keys';
import { epochSeconds } from '../table/keys';

/** One outstanding password-reset code per user (`ORG#o / OTP#<userId>`). */
export type OtpRecord = {
  Hash: string;
  Salt: string;
  ExpAt: number;
  SentAt: number;
  Attempts: number;
  Channel: 'email' | 'sms';
  /** Set once the code is verified; the reset token names it and it can be used once. */
  ResetId?: string;
  ttl: number;
};

export async function getOtp(orgId: string, userId: string): Promise<OtpRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.otp(orgId, userId), ConsistentRead: true }));
  return answer.Item as OtpRecord | undefined;
}

export async function putOtp(orgId: string, userId: string, otp: OtpRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.otp(orgId, userId), ...otp } }));
}

/** Counts a wrong code; the condition stops a race from exceeding the attempt limit. */
export async function countOtpAttempt(orgId: string, userId: string, limit: number): Promise<number> {
  const answer = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.otp(orgId, userId),
      UpdateExpression: 'SET Attempts = Attempts + :one',
      ConditionExpression: 'attribute_exists(pk) AND Attempts < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': limit },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.Attempts ?? limit);
}

export async function markOtpVerified(orgId: string, userId: string, resetId: string, hash: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.otp(orgId, userId),
      UpdateExpression: 'SET ResetId = :rid',
      ConditionExpression: 'attribute_exists(pk) AND #hash = :hash AND attribute_not_exists(ResetId)',
      ExpressionAttributeNames: { '#hash': 'Hash' },
      ExpressionAttributeValues: { ':rid': resetId, ':hash': hash },
    }),
  );
}

/**
 * Uses the verified code and sets the new password in one transaction, so a reset
 * token works once and a failed write leaves both as they were.
 */
export async function consumeOtpAndSetPassword(orgId: string, userId: string, resetId: string, hash: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.otp(orgId, userId),
            ConditionExpression: 'ResetId = :rid AND ExpAt > :now',
            ExpressionAttributeValues: { ':rid': resetId, ':now': epochSeconds() },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.user(orgId, userId),
            UpdateExpression: 'SET PwdHash = :hash, ver = ver + :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':hash': hash, ':one': 1 },
          },
        },
      ],
    }),
  );
}
