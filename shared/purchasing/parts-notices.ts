import * as z from 'zod';

/**
 * The advisor's notice that parts ordered for their repair order came in
 * (docs/purchasing.md §22): written in the receive's own transaction (or with the
 * repair order's change right after it), one per receive and repair order, kept
 * under the advisor and the branch; pushed live as `PartsArrived` over the tab's
 * socket and listed by `GET Notices/PartsArrived`. Quantities are units as the
 * grid shows them (formatQuantity), never thousandths.
 */
export const partsArrivedPart = z.object({ Desc: z.string(), Qty: z.number(), UoM: z.string().optional() });

export const partsArrivedNotice = z.object({
  /** `<receive id>.<repair order id>`: one notice per receive and repair order. */
  Id: z.string(),
  WoId: z.string(),
  WoNum: z.string(),
  RegNo: z.string().optional(),
  Parts: z.array(partsArrivedPart),
  RcvId: z.string(),
  RcvNum: z.string(),
  /** The order's status after the receipt (Waiting for Parts, Parts Available, …). */
  WoSts: z.string(),
  At: z.string(),
  ByName: z.string().optional(),
});
export type PartsArrivedNotice = z.infer<typeof partsArrivedNotice>;

export const partsArrivedAnswer = z.object({ Notices: z.array(partsArrivedNotice) });
export type PartsArrivedAnswer = z.infer<typeof partsArrivedAnswer>;

/** Server → client: the advisor's live connections hear it after the receive committed. */
export const partsArrivedEvent = z.object({ event: z.literal('PartsArrived'), Notice: partsArrivedNotice });
export type PartsArrivedEvent = z.infer<typeof partsArrivedEvent>;

export const partsNoticeSocketEvents = [partsArrivedEvent] as const;

/** The newest notices a list shows (the advisor's recent arrivals, not an archive). */
export const PARTS_NOTICE_LIMIT = 20;

/** The repair order's screen a notice opens. */
export const repairOrderPath = (woId: string): string => `/Service/WorkOrder/${woId}`;

export const PartsNoticeMessages = {
  title: 'Parts arrived',
  empty: 'No parts have arrived for your repair orders yet.',
  /** 'Rear Shock Absorber × 1 Nos, Oil Filter × 2' */
  parts: (parts: readonly { Desc: string; Qty: number; UoM?: string | undefined }[], format: (q: number) => string) =>
    parts.map((p) => `${p.Desc} × ${format(p.Qty)}${p.UoM ? ` ${p.UoM}` : ''}`).join(', '),
  /** The toast and the list's line: 'Parts arrived for WO/2627/00001 (KA01AB1234): …' */
  headline: (notice: Pick<PartsArrivedNotice, 'WoNum' | 'RegNo'>) =>
    `Parts arrived for ${notice.WoNum}${notice.RegNo ? ` (${notice.RegNo})` : ''}`,
  unread: (count: number) => `${count} new parts ${count === 1 ? 'arrival' : 'arrivals'}`,
} as const;
