import { findGstState } from '@shared/parties/gst-states';
import { gstinProblem, gstinStateCode, GstinMessages, normaliseGstin } from '@shared/parties/gstin';

export type GstinFeedback = { error: string } | { ok: string } | undefined;

/**
 * What the GSTIN input says while the user types, from the shared validator:
 * shape, state code and check character, then whether it belongs to the
 * billing address's state. Blank says nothing (the GSTIN is optional).
 */
export function gstinFeedback(value: string, billingState: string): GstinFeedback {
  const gstin = normaliseGstin(value);
  if (gstin === '') return undefined;
  const problem = gstinProblem(gstin);
  if (problem) return { error: GstinMessages[problem] };
  const registeredIn = findGstState(gstinStateCode(gstin));
  const billing = billingState.trim() === '' ? undefined : findGstState(billingState);
  if (billing && billing.StCode !== gstinStateCode(gstin)) return { error: GstinMessages.stateMismatch };
  return { ok: `Valid GSTIN${registeredIn ? `, registered in ${registeredIn.St}` : ''}.` };
}
