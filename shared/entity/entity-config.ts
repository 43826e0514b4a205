import * as z from 'zod/mini';
import { INDUSTRIES } from './industries';

export { INDUSTRIES, mainBusinessType, type Industry } from './industries';

const flag = z.optional(z.boolean());
const own = z.optional(z.enum(['OWN', 'BOTH']));

/** An optional group of settings. */
const group = <T extends z.core.$ZodLooseShape>(shape: T) => z.optional(z.object(shape));

/**
 * Entity configuration, spec platform §3 'Entity Config': which modules and
 * features are on. Written with `zod/mini` because the screen manifests read
 * the industry on the login page's first load (its 150 KB budget); the server
 * nests it in full-zod schemas, which share zod's core.
 */
export const entityConfig = z.object({
  Industry: z.enum(INDUSTRIES),
  Common: z._default(
    z.object({
      Cust: flag,
      Ven: flag,
      Prod: flag,
      Geo: flag,
      ProdModels: own,
      Notify: group({ Email: flag }),
      HR: group({ Attendance: group({ Access: flag }) }),
      /** The new-features flag (platform §6, off by default): Clone of an invoice, and more to come. */
      NewFeat: flag,
    }),
    {},
  ),
  Accounting: group({ Access: flag, LTG: flag, Features: group({ Bill: flag, Inv: flag, SlsRcpt: flag }) }),
  Service: group({
    Access: flag,
    Features: group({
      Labor: z.optional(z.literal('OWN')),
      LTG: flag,
      TrackWO: flag,
      MBrand: z.optional(z.enum(['Y', 'N'])),
      Prod: flag,
      Compl: z.optional(z.literal('OWN')),
      Est: flag,
      WO: flag,
      CO: flag,
      Appt: flag,
      Ticket: flag,
      EqLocTrack: flag,
      DeclSvc: flag,
      Pics: flag,
      LPG: flag,
    }),
  }),
  Sales: group({ Access: flag, Features: group({ SO: flag, PacShip: flag }) }),
  Inventory: group({
    Access: flag,
    Features: group({
      MUoM: flag,
      Wh: flag,
      SN: flag,
      BN: flag,
      PrList: flag,
      Manf: z.optional(z.literal('OWN')),
      PO: flag,
      Parts: flag,
    }),
  }),
  Works: group({
    Access: flag,
    Features: group({
      WSpace: flag,
      WSpc_Id: z.optional(z.string()),
      Proj: flag,
      Task: flag,
      Meet: flag,
      TSheet: flag,
    }),
  }),
  ConnectX: group({ Access: flag, Only: flag }),
  Comm: group({ Access: flag }),
  Payroll: group({ Access: flag }),
  Desk: group({ Access: flag }),
  FinInst: group({ Access: flag }),
});

export type EntityConfig = z.infer<typeof entityConfig>;
