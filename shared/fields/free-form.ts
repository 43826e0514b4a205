import * as z from 'zod';

/**
 * A value kept as sent because the product does not name it (extra print
 * options, notifier settings): still bounded, so what is stored is always
 * something a later screen can show and DynamoDB can hold. One level of
 * grouping, short keys, short texts, safe-range numbers.
 */
const freeKey = z.string().min(1).max(40);
const freeScalar = z.union([
  z.string().max(500),
  z.number().int().min(-1_000_000_000).max(1_000_000_000),
  z.boolean(),
  z.null(),
]);
export const freeFormValue = z.union([freeScalar, z.array(freeScalar).max(50), z.record(freeKey, freeScalar)]);
/** A bag of free-form values: at most 50 keys. */
export const freeFormRecord = z
  .record(freeKey, freeFormValue)
  .refine((bag) => Object.keys(bag).length <= 50, { message: 'Use at most 50 settings here.' });
