import * as z from 'zod/mini';

/** Industry types, spec platform §1. */
export const INDUSTRIES = [
  'HC-1', 'HC-2', 'HC-3', 'HC-4',
  'AUTO-1', 'AUTO-2', 'AUTO-3', 'AUTO-4',
  'SVCS-1', 'SVCS-2', 'SVCS-3',
  'MAN-1', 'OTHER', 'PROJECTS',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Main business type: the family an industry belongs to ('AUTO' for AUTO-2). */
export const mainBusinessType = (industry: Industry): string => industry.split('-')[0] ?? industry;

const flag = z.optional(z.boolean());
const own = z.optional(z.enum(['OWN', 'BOTH']));

/** Entity configuration, spec platform §3 'Entity Config': which modules and features are on. */
export const entityConfig = z.object({
  Industry: z.enum(INDUSTRIES),
  Common: z._default(z.object({
      Cust: flag,
      Ven: flag,
      Prod: flag,
      Geo: flag,
      ProdModels: own,
      Notify: z.optional(z.object({ Email: flag })),
      HR: z.optional(z.object({ Attendance: z.optional(z.object({ Access: flag })) })),
    }), {}),
  Accounting: z.optional(z.object({ Access: flag, LTG: flag, Features: z.optional(z.object({ Bill: flag, Inv: flag, SlsRcpt: flag })) })),
  Service: z.optional(z.object({
      Access: flag,
      Features: z.optional(z.object({
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
        })),
    })),
  Sales: z.optional(z.object({ Access: flag, Features: z.optional(z.object({ SO: flag, PacShip: flag })) })),
  Inventory: z.optional(z.object({
      Access: flag,
      Features: z.optional(z.object({
          MUoM: flag,
          Wh: flag,
          SN: flag,
          BN: flag,
          PrList: flag,
          Manf: z.optional(z.literal('OWN')),
          PO: flag,
          Parts: flag,
        })),
    })),
  Works: z.optional(z.object({
      Access: flag,
      Features: z.optional(z.object({ WSpace: flag, WSpc_Id: z.optional(z.string()), Proj: flag, Task: flag, Meet: flag, TSheet: flag })),
    })),
  ConnectX: z.optional(z.object({ Access: flag, Only: flag })),
  Comm: z.optional(z.object({ Access: flag })),
  Payroll: z.optional(z.object({ Access: flag })),
  Desk: z.optional(z.object({ Access: flag })),
  FinInst: z.optional(z.object({ Access: flag })),
});

export type EntityConfig = z.infer<typeof entityConfig>;
