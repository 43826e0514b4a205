import { epochSeconds } from '../table/keys';
import { refundSlot, takeSlot, type Slot, type SlotRule } from './guess-slots';
import { keys } from './identity-keys';

/**
 * Reset-code guess caps (docs/login-throttling.md). Besides the 5 attempts of one
 * code, every guess takes a slot, before anything is compared, from two daily
 * counters that a new code does not reset: the account's (or, when no account has
 * the e-mail or phone, the asked-for target's, so the answers reveal nothing) and
 * the client address's.
 */
const DAY = 24 * 3600;
export const OTP_ACCOUNT_RULE: SlotRule = { limit: 10, windowSeconds: DAY, lockSeconds: DAY };
export const OTP_ADDRESS_RULE: SlotRule = { limit: 20, windowSeconds: DAY, lockSeconds: DAY };

/** Whose daily cap a guess counts against. */
export type CodeGuesser = { ip: string } & ({ orgId: string; userId: string } | { domain: string; target: string });

export type CodeGuessSlots = { address: Slot; account: Slot };

/** The slots of one guess, or undefined when a daily cap is reached (nothing taken then). */
export async function takeCodeGuessSlots(guesser: CodeGuesser): Promise<CodeGuessSlots | undefined> {
  const now = epochSeconds();
  // The address first: a guess it refuses never uses up the account's cap.
  const address = await takeSlot(keys.addressCodeGuesses(guesser.ip), OTP_ADDRESS_RULE, now);
  if ('refused' in address) return undefined;
  const accountKey =
    'userId' in guesser
      ? keys.accountCodeGuesses(guesser.orgId, guesser.userId)
      : keys.targetCodeGuesses(guesser.domain, guesser.target);
  const account = await takeSlot(accountKey, OTP_ACCOUNT_RULE, now);
  if ('refused' in account) {
    await refundSlot(address.slot);
    return undefined;
  }
  return { address: address.slot, account: account.slot };
}

/** Gives the slots back when the guess was never compared (its code had no attempts left). */
export async function refundCodeGuessSlots(slots: CodeGuessSlots): Promise<void> {
  await Promise.all([refundSlot(slots.address), refundSlot(slots.account)]);
}
