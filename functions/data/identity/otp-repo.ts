import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { keys } from './identity-keys';
import { cancellationReasons } from '../table/cancellation';
import { epochSeconds } from '../table/keys';

/** One outstanding password-reset code per user (`ORG#o / OTP#<userId>`); a new code replaces it (its daily guess cap lives apart, otp-guess-repo.ts). */
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
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.otp(orgId, userId), ConsistentRead: true }),
  );
  return answer.Item as OtpRecord | undefined;
}

/**
 * Takes one of the code's attempts BEFORE it is compared, so parallel guesses can
 * never compare more often than the limit. Answers the attempt's number, or
 * undefined when none is left (or the code was replaced meanwhile).
 */
export async function takeOtpAttempt(
  orgId: string,
  userId: string,
  hash: string,
  limit: number,
): Promise<number | undefined> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.otp(orgId, userId),
        UpdateExpression: 'SET Attempts = Attempts + :one',
        ConditionExpression: 'attribute_exists(pk) AND Attempts < :limit AND #hash = :hash',
        ExpressionAttributeNames: { '#hash': 'Hash' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':hash': hash },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(answer.Attributes?.Attempts);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/**
 * Records a code request for one e-mail or phone of a domain, whether or not an
 * account has it, and (for an account) stores the new code in the same write: one
 * round trip either way, so the answer and its timing do not tell them apart.
 * Answers false when the last request for that target was under `resendSeconds` ago.
 */
export async function startCodeRequest(
  request: { domain: string; target: string; now: number; resendSeconds: number },
  code?: { orgId: string; userId: string; otp: OtpRecord },
): Promise<boolean> {
  const claim = {
    TableName: tableName(),
    Key: keys.codeRequest(request.domain, request.target),
    UpdateExpression: 'SET SentAt = :now, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(SentAt) OR SentAt <= :cutoff',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':now': request.now,
      ':cutoff': request.now - request.resendSeconds,
      ':ttl': request.now + 3600,
    },
  };
  try {
    if (!code) await db().send(new UpdateCommand(claim));
    else {
      const otp = { TableName: tableName(), Item: { ...keys.otp(code.orgId, code.userId), ...code.otp } };
      await db().send(new TransactWriteCommand({ TransactItems: [{ Update: claim }, { Put: otp }] }));
    }
    return true;
  } catch (error) {
    // The claim is the first item: its failed condition means a resend too soon.
    if (cancellationReasons(error)?.failedChecks.includes(0)) return false;
    throw error;
  }
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
export async function consumeOtpAndSetPassword(
  orgId: string,
  userId: string,
  resetId: string,
  hash: string,
): Promise<void> {
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
