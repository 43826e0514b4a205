import { epochSeconds } from '../table/keys';
import { forgiveUpTo, refundSlot, takeSlot, type Slot, type SlotAnswer, type SlotRule } from './guess-slots';
import { keys } from './identity-keys';

/**
 * Login throttling (docs/login-throttling.md). Every guess takes a slot from three
 * counters before its password is checked:
 * - per account and address (organisation + username + client address): strict,
 *   5 guesses, then locked for 15 minutes after the last one;
 * - per client address across every account and domain: 20, then locked likewise;
 * - per account from anywhere: 10 free guesses, then one guess per growing delay
 *   (2 s doubling up to 60 s) instead of a lock, so nobody can lock a user out.
 * Accounts are counted whether or not the username exists, so the answers reveal nothing.
 */
const MINUTES_15 = 15 * 60;
export const ACCOUNT_ADDRESS_RULE: SlotRule = { limit: 5, windowSeconds: MINUTES_15, lockSeconds: MINUTES_15 };
export const ADDRESS_RULE: SlotRule = { limit: 20, windowSeconds: MINUTES_15, lockSeconds: MINUTES_15 };
export const ACCOUNT_RULE: SlotRule = {
  limit: 10,
  windowSeconds: MINUTES_15,
  lockSeconds: MINUTES_15,
  delay: { firstSeconds: 1, capSeconds: 60 },
};

/** Which counter refused a guess; `retryAfter` in seconds when it is known. */
export type LoginRefusal = { refused: 'address' | 'accountAddress' | 'account'; retryAfter?: number };
export type LoginSlots = { address: Slot; accountAddress?: Slot; account?: Slot };

const slotOf = (answer: SlotAnswer | undefined): Slot | undefined =>
  answer && 'slot' in answer ? answer.slot : undefined;

export async function refundLoginSlots(slots: Partial<LoginSlots>): Promise<void> {
  await Promise.all(Object.values(slots).map((slot) => (slot ? refundSlot(slot) : undefined)));
}

/**
 * Takes this guess's slots. The address and account-and-address counters go
 * first: a guess they refuse never touches the account's own counter, so an
 * attacker's refused guesses cannot slow the real user down. Slots of a refused
 * guess are given back (it is never checked).
 */
export async function takeLoginSlots(
  orgId: string | undefined,
  username: string,
  ip: string,
): Promise<{ slots: LoginSlots } | LoginRefusal> {
  const now = epochSeconds();
  const [addressAnswer, pairAnswer] = await Promise.all([
    takeSlot(keys.addressGuesses(ip), ADDRESS_RULE, now),
    orgId ? takeSlot(keys.accountAddressGuesses(orgId, username, ip), ACCOUNT_ADDRESS_RULE, now) : undefined,
  ]);
  const address = slotOf(addressAnswer);
  const accountAddress = slotOf(pairAnswer);
  if (!address || (orgId && !accountAddress)) {
    await refundLoginSlots({ address, accountAddress });
    return { refused: address ? 'accountAddress' : 'address' };
  }
  if (!orgId) return { slots: { address } };
  const accountAnswer = await takeSlot(keys.accountGuesses(orgId, username), ACCOUNT_RULE, now);
  if ('refused' in accountAnswer) {
    await refundLoginSlots({ address, accountAddress });
    return { refused: 'account', retryAfter: accountAnswer.retryAfter };
  }
  return { slots: { address, accountAddress, account: accountAnswer.slot } };
}

/**
 * A successful login forgives the account's failures counted before it started
 * (its own slot and earlier ones), never the ones counted while it was checked.
 * At the address it only gives its own slot back: a success is no failure, but
 * logging in to one's own account must not buy more guesses against others.
 */
export async function forgiveLoginFailures(slots: LoginSlots): Promise<void> {
  await Promise.all([
    refundSlot(slots.address),
    ...[slots.accountAddress, slots.account].map((slot) => (slot ? forgiveUpTo(slot) : undefined)),
  ]);
}
