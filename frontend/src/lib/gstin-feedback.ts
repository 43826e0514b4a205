import { GstinMessages, gstinProblem, gstinStateCode, normaliseGstin } from '@shared/gst/gstin';
import { findState } from '@shared/gst/states';

export type GstinFeedback = { tone: 'error' | 'success'; message: string };

/** Whose address the GSTIN is checked against: a customer's or vendor's billing address, or a branch's. */
export type GstinAddress = 'billing' | 'branch';

/**
 * What a GSTIN input says while it is typed, from the shared validator and with
 * the server's own messages: the shape, the state code, the check character,
 * then whether it belongs to the address's state (given by GST code or name).
 * Blank says nothing (the GSTIN is optional); so does an address with no state yet.
 */
export function gstinFeedback(
  value: string | undefined,
  addressState: string | undefined,
  address: GstinAddress,
): GstinFeedback | undefined {
  const gstin = normaliseGstin(value ?? '');
  if (gstin === '') return undefined;
  const problem = gstinProblem(gstin);
  if (problem) return { tone: 'error', message: GstinMessages[problem] };
  const stateCode = gstinStateCode(gstin);
  const addressCode = addressState && addressState.trim() !== '' ? findState(addressState)?.StCode : undefined;
  if (addressCode !== undefined && addressCode !== stateCode) {
    const message =
      address === 'billing' ? GstinMessages.stateMismatch : GstinMessages.branchStateMismatch(stateCode, addressCode);
    return { tone: 'error', message };
  }
  return { tone: 'success', message: GstinMessages.valid(stateCode) };
}
