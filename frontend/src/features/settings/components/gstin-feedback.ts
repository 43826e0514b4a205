import { findGstState } from '@shared/parties/gst-states';
import { GstinMessages, gstinProblem, gstinStateCode, normaliseGstin } from '@shared/parties/gstin';

export type GstinFeedback = { tone: 'error' | 'success'; message: string };

/**
 * What the company profile says under the GSTIN while it is typed: the shape,
 * the state code, the check character, and whether it belongs to the state of
 * the branch address (the GST state code derived from the chosen state).
 */
export function gstinFeedback(value: string | undefined, branchStateCode: string | undefined): GstinFeedback | undefined {
  const gstin = normaliseGstin(value ?? '');
  if (gstin === '') return undefined;
  const problem = gstinProblem(gstin);
  if (problem) return { tone: 'error', message: GstinMessages[problem] };
  const stateCode = gstinStateCode(gstin);
  if (branchStateCode && stateCode !== branchStateCode) {
    return {
      tone: 'error',
      message: `${GstinMessages.stateMismatch} The GSTIN is of state code ${stateCode}; the branch is in state code ${branchStateCode}.`,
    };
  }
  const state = findGstState(stateCode);
  return { tone: 'success', message: `Valid GSTIN of ${state ? `${state.St} (${stateCode})` : `state code ${stateCode}`}.` };
}
