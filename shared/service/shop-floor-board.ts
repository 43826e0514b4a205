import * as z from 'zod';

/**
 * The shop-floor board (docs/customer-loop.md §20): every vehicle in the shop — the
 * branch's repair orders in the dashboard's statuses — by status and promised time,
 * late ones marked. The same answer serves the app's board (Service/ShopFloor) and the
 * workshop's wall display (`/tv#<token>`), so it carries only what a wall may show:
 * no customer, phone, amounts or lines.
 */

export const ShopFloorMessages = {
  displayNotFound: 'This display is no longer connected. Ask a manager for a new link.',
  displayInvalid: 'This display link is not valid. Ask a manager for a new link.',
  displayRevoked: 'The display was disconnected. Its link no longer opens the board.',
  displayCreated: 'Display created. Open its link on the workshop screen; it is shown only now.',
  tooManyDisplays: 'A branch may have at most 20 displays. Disconnect one first.',
} as const;

/** Promised time when a repair order names a date but no time (service-documents §7 'Default promised time'). */
export const DEFAULT_PROMISED_TIME = '17:00';
/** At most this many vehicles on a board (the newest first when there are more). */
export const BOARD_MAX_VEHICLES = 300;
export const MAX_DISPLAYS = 20;

export const shopFloorVehicle = z.object({
  Id: z.string(),
  Num: z.string(),
  RegNo: z.string().optional(),
  Sts: z.string(),
  PrDate: z.string().optional(),
  PrTime: z.string().optional(),
  SAName: z.string().optional(),
});
export type ShopFloorVehicle = z.infer<typeof shopFloorVehicle>;

export const shopFloorBoard = z.object({
  Branch: z.string(),
  /** The branch's now (its time zone), `YYYY-MM-DD` and `HH:MM`: what "late" is judged against. */
  Today: z.string(),
  Time: z.string(),
  Vehicles: z.array(shopFloorVehicle),
  /** More vehicles are in the shop than the board shows. */
  More: z.boolean(),
});
export type ShopFloorBoard = z.infer<typeof shopFloorBoard>;

export const displayRow = z.object({
  Id: z.string(),
  Name: z.string(),
  CrAt: z.string(),
  CrByName: z.string().optional(),
});
export type DisplayRow = z.infer<typeof displayRow>;
export const displayList = z.object({ Items: z.array(displayRow) });
export const createDisplayBody = z.strictObject({ Name: z.string().trim().min(1, 'Name the display.').max(60) });
export const createDisplayAnswer = displayRow.extend({ Link: z.string() });
export type CreateDisplayAnswer = z.infer<typeof createDisplayAnswer>;
export const displayParams = z.strictObject({ Id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/) });
export const displayTokenParams = z.strictObject({ Token: z.string().min(20).max(800) });
export const revokeDisplayAnswer = z.object({ Message: z.string() });

/** When a vehicle was promised, or undefined when it was not. */
export const promisedAt = (v: Pick<ShopFloorVehicle, 'PrDate' | 'PrTime'>): string | undefined =>
  v.PrDate ? `${v.PrDate}T${v.PrTime || DEFAULT_PROMISED_TIME}` : undefined;

/** Late: promised before now and the work not done (a Completed vehicle waits for its customer, not the shop). */
export function isLate(v: ShopFloorVehicle, today: string, time: string): boolean {
  const at = promisedAt(v);
  return at !== undefined && v.Sts !== 'Completed' && at < `${today}T${time}`;
}

export type BoardColumn = { status: string; vehicles: (ShopFloorVehicle & { late: boolean })[] };

/**
 * The board's columns in the dashboard's status order (statuses with no vehicle left
 * out), each soonest promised first, those without a promise last.
 */
export function boardColumns(board: ShopFloorBoard, statuses: readonly string[]): BoardColumn[] {
  const key = (v: ShopFloorVehicle): string => promisedAt(v) ?? '~';
  return statuses
    .map((status) => ({
      status,
      vehicles: board.Vehicles.filter((v) => v.Sts === status)
        .sort((a, b) => key(a).localeCompare(key(b)) || a.Num.localeCompare(b.Num))
        .map((v) => ({ ...v, late: isLate(v, board.Today, board.Time) })),
    }))
    .filter((column) => column.vehicles.length > 0);
}
