import * as z from 'zod';

/**
 * The live shop floor's server event (docs/customer-loop.md §20), registered with
 * the chat's in shared/api/socket.ts: one socket per tab carries both. Sent after a
 * write of an estimate or repair order has committed — a save, an action, a job
 * move, a send for approval, the customer's decision by link — to every live
 * connection of the document's branch (organisation and branch from the
 * connection's verified session). It names what changed, never its contents: a
 * screen that shows the document reads it again under its own permissions.
 */
export const SHOP_FLOOR_DOCUMENT_TYPES = ['Estimate', 'RepairOrder'] as const;
export type ShopFloorDocumentType = (typeof SHOP_FLOOR_DOCUMENT_TYPES)[number];

export const documentChangedEvent = z.object({
  event: z.literal('DocumentChanged'),
  Type: z.enum(SHOP_FLOOR_DOCUMENT_TYPES),
  /** The document's id and number, its header status and `ver` after the write. */
  Id: z.string(),
  Num: z.string(),
  Sts: z.string(),
  ver: z.number().int(),
  /** A technician's job move: the labour line and its status now. */
  LineId: z.string().optional(),
  LineSts: z.string().optional(),
  /** Who changed it: a user id, or `Customer` for a decision by link. */
  By: z.string(),
  At: z.string(),
});
export type DocumentChangedEvent = z.infer<typeof documentChangedEvent>;

export const shopFloorSocketEvents = [documentChangedEvent] as const;
