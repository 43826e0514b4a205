import * as z from 'zod';
import { InspectionMessages as M } from './inspection-messages';
import { vehicleCondition } from './vehicle-condition';

/**
 * Inspections of an estimate or a repair order (docs/inspections.md §3): the points of a
 * checklist copied at the start, each marked Pass / Attention / Fail with a note and
 * photos; saved at `ver`; a point marked Attention or Fail becomes a recommended line.
 */
export const INSPECTION_RESULTS = ['Pass', 'Attention', 'Fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const INSPECTION_STATUSES = ['Open', 'Done'] as const;
export const MAX_PHOTOS_PER_POINT = 6;
/** The largest photo the server keeps; the browser resizes to 1600 px JPEG first (well under 1 MB). */
export const MAX_PHOTO_BYTES = 5_242_880;

const ulidText = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
const version = z.number().int().min(1);
/** A point's id inside its inspection: section and point numbers, `2.3`. */
const pointId = z.string().regex(/^\d{1,2}\.\d{1,2}$/);

export const inspectionPoint = z.object({
  Id: z.string(),
  Section: z.string(),
  Name: z.string(),
  Res: z.enum(INSPECTION_RESULTS).optional(),
  Note: z.string().optional(),
  Photos: z.array(z.string()).optional(),
  /** The document line this point became (Add as recommended line). */
  LineId: z.string().optional(),
});
export type InspectionPoint = z.infer<typeof inspectionPoint>;

export const inspectionAnswer = z.object({
  _id: z.string(),
  DocId: z.string(),
  DocType: z.enum(['Estimate', 'RepairOrder']),
  DocNum: z.string().optional(),
  ChecklistId: z.string(),
  Name: z.string(),
  Sts: z.enum(INSPECTION_STATUSES),
  Points: z.array(inspectionPoint),
  ver: z.number(),
  CrAt: z.string(),
  CrByName: z.string().optional(),
  UpAt: z.string().optional(),
  UpByName: z.string().optional(),
});
export type InspectionAnswer = z.infer<typeof inspectionAnswer>;

/** A photo as the screens show it: a short-lived signed address. */
export const photoLink = z.object({ Id: z.string(), Url: z.string() });
export type PhotoLink = z.infer<typeof photoLink>;

export const inspectionsOfDocument = z.object({
  Items: z.array(inspectionAnswer),
  Photos: z.array(photoLink),
  /** The branch's Service feature `Pics`: off hides every photo control. */
  PicsOn: z.boolean(),
  /** The document's own `ver` and status, so a recommended line is added at the `ver` the screen saw. */
  DocVer: z.number(),
  DocSts: z.string(),
  /** The vehicle as it came in (vehicle-condition.ts); absent before the first save. */
  Vehicle: vehicleCondition.optional(),
});
export type InspectionsOfDocument = z.infer<typeof inspectionsOfDocument>;

export const documentParams = z.strictObject({ DocId: ulidText });
export const inspectionParams = z.strictObject({ DocId: ulidText, Id: ulidText });

export const startInspectionBody = z.strictObject({ ChecklistId: ulidText });

/** A save names only the points it changes; `Done` finishes the inspection. */
export const saveInspectionBody = z.strictObject({
  ver: version,
  Points: z
    .array(
      z.strictObject({
        Id: pointId,
        Res: z.enum(INSPECTION_RESULTS).nullable().optional(),
        Note: z.string().trim().max(500).optional(),
        Photos: z.array(ulidText).max(MAX_PHOTOS_PER_POINT, M.tooManyPhotos).optional(),
      }),
    )
    .max(200),
  Done: z.boolean().optional(),
});
export type SaveInspectionBody = z.infer<typeof saveInspectionBody>;

/** Add as recommended line: the point, the inspection's `ver` and the document's `ver` the screen saw. */
export const recommendBody = z.strictObject({ Point: pointId, ver: version, DocVer: version });
export const recommendAnswer = z.object({ Inspection: inspectionAnswer, LineId: z.string(), DocVer: z.number() });

export const photoTicketBody = z.strictObject({ Size: z.number().int().min(1).max(MAX_PHOTO_BYTES) });
export const photoTicket = z.object({
  Url: z.string(),
  Method: z.literal('PUT'),
  Headers: z.record(z.string(), z.string()),
  Key: z.string(),
  ExpiresIn: z.number(),
  MaxBytes: z.number(),
});
export type PhotoTicket = z.infer<typeof photoTicket>;
export const photoConfirmBody = z.strictObject({ Key: z.string().min(10).max(300) });
export type PhotoConfirmBody = z.infer<typeof photoConfirmBody>;
