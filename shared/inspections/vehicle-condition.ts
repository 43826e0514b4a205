import * as z from 'zod';
import { InspectionMessages as M } from './inspection-messages';

/**
 * The vehicle as it came in (docs/inspections.md §7a): photos of it, damage marks — a
 * body area and a note each — and the accessories left in it, kept beside the repair
 * order's inspections and saved at `ver`, so a scratch or a missing jack is on record
 * before work starts.
 */
export const BODY_AREAS = [
  'Front bumper',
  'Bonnet',
  'Windscreen',
  'Roof',
  'Left front door',
  'Left rear door',
  'Right front door',
  'Right rear door',
  'Left side',
  'Right side',
  'Rear bumper',
  'Boot',
  'Wheels',
  'Interior',
] as const;
export const MAX_CONDITION_PHOTOS = 12;

const ulidText = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
export const damageMark = z.strictObject({ Area: z.enum(BODY_AREAS), Note: z.string().trim().max(200).optional() });
export type DamageMark = z.infer<typeof damageMark>;

/** `ver` 0 writes the first record; a PUT changes only what it sends. */
export const vehicleConditionBody = z.strictObject({
  ver: z.number().int().min(0),
  Damage: z.array(damageMark).max(30).optional(),
  Accessories: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
  Photos: z.array(ulidText).max(MAX_CONDITION_PHOTOS, M.tooManyPhotos).optional(),
});
export type VehicleConditionBody = z.infer<typeof vehicleConditionBody>;

export const vehicleCondition = z.object({
  Damage: z.array(z.object({ Area: z.string(), Note: z.string().optional() })),
  Accessories: z.array(z.string()),
  Photos: z.array(z.string()),
  ver: z.number(),
  UpAt: z.string().optional(),
  UpByName: z.string().optional(),
});
export type VehicleCondition = z.infer<typeof vehicleCondition>;
export const EMPTY_CONDITION: VehicleCondition = { Damage: [], Accessories: [], Photos: [], ver: 0 };
