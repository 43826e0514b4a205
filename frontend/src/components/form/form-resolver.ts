import { zodResolver } from '@hookform/resolvers/zod';
import { humanMessages } from '@shared/validation/error-map';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * The resolver of every form: the zod schema's verdict, in the same words the
 * server uses (shared/validation/error-map.ts) for rules that carry no text.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, humanMessages);
}
