import * as z from 'zod';
import { gstinProblem, GstinMessages, normaliseGstin } from './gstin';

/**
 * A GSTIN typed into a form. On its own (party-schemas.ts re-exports it) so the
 * sales receipt's buyer takes it without the party schemas (docs/decisions.md
 * 'Lambda bundles').
 */
/** A GSTIN's own rules (shape, state code, check character); the state match is checked with the address. */
export const gstinInput = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const gstin = normaliseGstin(value);
    const problem = gstinProblem(gstin);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: GstinMessages[problem] });
      return z.NEVER;
    }
    return gstin;
  });
