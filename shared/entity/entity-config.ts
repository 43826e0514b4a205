import * as z from 'zod';

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

const flag = z.boolean().optional();
const own = z.enum(['OWN', 'BOTH']).optional();

/** Entity configuration, spec platform §3 'Entity Config': which modules and features are on. */
export const entityConfig = z.object({
  Industry: z.enum(INDUSTRIES),
  Common: z
    .object({
      Cust: flag,
      Ven: flag,
      Prod: flag,
      Geo: flag,
      ProdModels: own,
      Notify: z.object({ Email: flag }).optional(),
      HR: z.object({ Attendance: z.object({ Access: flag }).optional() }).optional(),
    })
    .default({}),
  Accounting: z
    .object({ Access: flag, LTG: flag, Features: z.object({ Bill: flag, Inv: flag, SlsRcpt: flag }).optional() })
    .optional(),
  Service: z
    .object({
      Access: flag,
      Features: z
        .object({
          Labor: z.literal('OWN').optional(),
          LTG: flag,
          TrackWO: flag,
          MBrand: z.enum(['Y', 'N']).optional(),
          Prod: flag,
          Compl: z.literal('OWN').optional(),
          Est: flag,
          WO: flag,
          CO: flag,
          Appt: flag,
          Ticket: flag,
          EqLocTrack: flag,
          DeclSvc: flag,
          Pics: flag,
          LPG: flag,
        })
        .optional(),
    })
    .optional(),
  Sales: z.object({ Access: flag, Features: z.object({ SO: flag, PacShip: flag }).optional() }).optional(),
  Inventory: z
    .object({
      Access: flag,
      Features: z
        .object({
          MUoM: flag,
          Wh: flag,
          SN: flag,
          BN: flag,
          PrList: flag,
          Manf: z.literal('OWN').optional(),
          PO: flag,
          Parts: flag,
        })
        .optional(),
    })
    .optional(),
  Works: z
    .object({
      Access: flag,
      Features: z
        .object({ WSpace: flag, WSpc_Id: z.string().optional(), Proj: flag, Task: flag, Meet: flag, TSheet: flag })
        .optional(),
    })
    .optional(),
  ConnectX: z.object({ Access: flag, Only: flag }).optional(),
  Comm: z.object({ Access: flag }).optional(),
  Payroll: z.object({ Access: flag }).optional(),
  Desk: z.object({ Access: flag }).optional(),
  FinInst: z.object({ Access: flag }).optional(),
});

export type EntityConfig = z.infer<typeof entityConfig>;
