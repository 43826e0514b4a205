import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * A react-hook-form resolver for the login form's flat fields. It does what
 * `zodResolver` does for a form without nested fields, without loading
 * `@hookform/resolvers` on the login page's first load (its 150 KB budget,
 * docs/decisions.md 'Login route size'). The first issue of a field wins, as
 * with `zodResolver`.
 */
export function flatResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodMiniType<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}
