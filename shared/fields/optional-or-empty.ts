import * as z from 'zod';

/**
 * A text that may be left blank: blank (after trimming) passes as '', anything
 * else must pass the field's own schema, whose messages come through unchanged
 * (a zod union would answer a bare 'Invalid input' when the field's own check
 * aborts). Forms keep '' in their inputs; requests leave blank texts out
 * (frontend/src/lib/form-values `filledTexts`).
 */
export const optionalOrEmpty = <S extends z.ZodType<unknown, string>>(field: S) =>
  z
    .string()
    .trim()
    .transform((value, ctx): z.output<S> | '' => {
      if (value === '') return '';
      const result = field.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });

/** For request bodies: '' (or only spaces) and a missing value are both "not given" (undefined). */
export const emptyAsUndefined = <S extends z.ZodType>(field: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field.optional());
