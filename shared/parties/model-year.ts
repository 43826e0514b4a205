import * as z from 'zod';

/**
 * A vehicle's model year: makers sell next year's models from the autumn
 * before, so next year is the latest that can be true; a later one is a typo
 * (2031 was once accepted). Read at parse time, so the limit moves with
 * the calendar on the server and in the form alike.
 */
export const EARLIEST_MODEL_YEAR = 1900;

export const latestModelYear = (now: Date = new Date()): number => now.getUTCFullYear() + 1;

export const ModelYearMessages = {
  invalid: 'Enter a valid model year.',
  tooLate: (latest: number): string => `Enter a year no later than ${latest}.`,
} as const;

export const modelYear = z
  .number()
  .int(ModelYearMessages.invalid)
  .min(EARLIEST_MODEL_YEAR, ModelYearMessages.invalid)
  .superRefine((year, ctx) => {
    const latest = latestModelYear();
    if (year > latest) ctx.addIssue({ code: 'custom', message: ModelYearMessages.tooLate(latest) });
  });
