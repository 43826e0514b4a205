import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from '../table/keys';

/**
 * Guess slots (docs/login-throttling.md): a counter item that a guess must take a
 * slot from, with one conditional update, BEFORE the secret is checked. Parallel
 * guesses therefore can never be checked more often than the limit allows.
 *
 * Item: `Count` (slots taken in this window, never lowered), `Ceiling` (slots up to
 * this number may be taken; a success or a refund raises it, so a success forgives
 * only the slots numbered up to its own and never a failure counted after it
 * started), `Until` (end of the window; also names the window), `Last` (when the
 * last slot was taken), `NextAt` (delayed counters: the earliest next guess) and `ttl`.
 */
export type SlotRule = {
  /** Guesses allowed per window. */
  limit: number;
  /** A window starts with its first guess and ends this long after it. */
  windowSeconds: number;
  /** A full counter opens again only this long after its last guess. */
  lockSeconds: number;
  /** Past the limit, one more guess per growing delay instead of a lock (seconds: first, cap). */
  delay?: { firstSeconds: number; capSeconds: number };
};

/** A slot taken: what a success forgives up to, or a refund gives back. */
export type Slot = { key: Key; number: number; until: number; rule: SlotRule };

export type SlotAnswer = { slot: Slot } | { refused: true; retryAfter?: number };

type SlotItem = { Count: number; Ceiling: number; Until: number; Last: number; NextAt?: number };

const isConditionFailure = (error: unknown): boolean => (error as Error).name === 'ConditionalCheckFailedException';

const names = { '#count': 'Count', '#until': 'Until', '#ttl': 'ttl' };

/** Delay after the n-th guess past the limit (n >= 1): doubles from the first, up to the cap. */
export function delayAfter(rule: SlotRule, overLimit: number): number {
  const delay = rule.delay;
  if (!delay) return 0;
  return Math.min(delay.capSeconds, delay.firstSeconds * 2 ** Math.max(0, overLimit));
}

async function update(input: Omit<UpdateCommandInput, 'TableName'>): Promise<SlotItem | undefined> {
  try {
    const answer = await db().send(new UpdateCommand({ TableName: tableName(), ReturnValues: 'ALL_NEW', ...input }));
    return answer.Attributes as SlotItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

const toSlot = (key: Key, item: SlotItem, rule: SlotRule): Slot => ({
  key,
  number: item.Count,
  until: item.Until,
  rule,
});

/** Takes the next free slot of the current window (a free slot also sets the first delay, for when the free ones run out). */
const takeFree = (key: Key, rule: SlotRule, now: number) =>
  update({
    Key: key,
    UpdateExpression: 'SET #count = #count + :one, #last = :now, #ttl = :ttl, NextAt = :next',
    ConditionExpression: '#until > :now AND #count < Ceiling',
    ExpressionAttributeNames: { ...names, '#last': 'Last' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now,
      ':ttl': now + rule.windowSeconds + rule.lockSeconds,
      ':next': now + delayAfter(rule, 0),
    },
  });

/** Starts a new window with this guess as its first slot, when none is running or the last one is over. */
const startWindow = (key: Key, rule: SlotRule, now: number) =>
  update({
    Key: key,
    UpdateExpression: 'SET #count = :one, Ceiling = :limit, #until = :until, #last = :now, #ttl = :ttl, NextAt = :next',
    ConditionExpression:
      'attribute_not_exists(#until) OR (#until <= :now AND (#count < Ceiling OR #last <= :lockCutoff))',
    ExpressionAttributeNames: { ...names, '#last': 'Last' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': rule.limit,
      ':until': now + rule.windowSeconds,
      ':now': now,
      ':lockCutoff': now - rule.lockSeconds,
      ':ttl': now + rule.windowSeconds + rule.lockSeconds,
      ':next': now + delayAfter(rule, 0),
    },
  });

/** Past the limit of a delayed counter: one guess when its delay is over, the next delay longer. */
async function takeDelayed(key: Key, rule: SlotRule, now: number): Promise<SlotAnswer> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const item = answer.Item as SlotItem | undefined;
  if (!item) return { refused: true, retryAfter: 1 };
  const nextAt = item.NextAt ?? 0;
  if (nextAt > now) return { refused: true, retryAfter: nextAt - now };
  const overLimit = item.Count + 1 - item.Ceiling;
  const taken = await update({
    Key: key,
    UpdateExpression: 'SET #count = #count + :one, #last = :now, #ttl = :ttl, NextAt = :next',
    // Whoever took the slot first wins; the others see the new delay.
    ConditionExpression: '#count = :seen AND #until = :until AND (attribute_not_exists(NextAt) OR NextAt <= :now)',
    ExpressionAttributeNames: { ...names, '#last': 'Last' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now,
      ':seen': item.Count,
      ':until': item.Until,
      ':ttl': now + rule.windowSeconds + rule.lockSeconds,
      ':next': now + delayAfter(rule, overLimit),
    },
  });
  return taken ? { slot: toSlot(key, taken, rule) } : { refused: true, retryAfter: delayAfter(rule, overLimit) };
}

/**
 * Takes a slot for one guess. Refused when the window's slots are used up (a
 * lock), or, for a delayed counter, when the delay since the last guess is not over.
 */
export async function takeSlot(key: Key, rule: SlotRule, now: number): Promise<SlotAnswer> {
  // A racing request may start the window between our two tries, hence the third.
  const taken =
    (await takeFree(key, rule, now)) ?? (await startWindow(key, rule, now)) ?? (await takeFree(key, rule, now));
  if (taken) return { slot: toSlot(key, taken, rule) };
  if (rule.delay) return takeDelayed(key, rule, now);
  return { refused: true };
}

/** Gives a slot back when its guess was never checked (refused further on, or the server was busy). */
export async function refundSlot(slot: Slot): Promise<void> {
  await update({
    Key: slot.key,
    UpdateExpression: 'SET Ceiling = Ceiling + :one',
    ConditionExpression: '#until = :until',
    ExpressionAttributeNames: { '#until': 'Until' },
    ExpressionAttributeValues: { ':one': 1, ':until': slot.until },
  });
}

/**
 * A success forgives its own slot and every slot before it, and nothing after:
 * failures counted while it was being checked stay counted.
 */
export async function forgiveUpTo(slot: Slot): Promise<void> {
  await update({
    Key: slot.key,
    // A delay set by a failure after it stays too (NextAt is left alone).
    UpdateExpression: 'SET Ceiling = :ceiling',
    ConditionExpression: '#until = :until AND Ceiling < :ceiling',
    ExpressionAttributeNames: { '#until': 'Until' },
    ExpressionAttributeValues: { ':ceiling': slot.number + slot.rule.limit, ':until': slot.until },
  });
}
