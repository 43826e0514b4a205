import { z } from 'zod';

/** Decimals used for amounts everywhere (spec platform §3: DecimalsNumber is forced to 2). */
export const DECIMALS = 2;

/** A GST state code: two digits, 01 to 38 (97 other territory). */
export const gstStateCode = z.string().regex(/^\d{2}$/, 'Enter a two-digit GST state code.');

/** Entity address, spec platform §3. */
export const entityAddress = z.object({
  Add1: z.string().max(200).default(''),
  Add2: z.string().max(200).optional(),
  Ct: z.string().max(100).default(''),
  State: z.string().max(100).default(''),
  Pin: z.string().regex(/^\d{6}$/, 'Enter a 6-digit PIN code.').or(z.literal('')).default(''),
  StCode: gstStateCode,
  DefShip: z.boolean().optional(),
});

/** Entity settings, spec platform §3 'Entity Settings' and service-documents §7. */
export const entitySettings = z.object({
  Acc: z
    .object({
      EdInvPr: z.boolean().optional(),
      Round: z.boolean().optional(),
      Disc: z.boolean().optional(),
      EdCntrSPr: z.boolean().optional(),
      BillVer: z.boolean().optional(),
      SAdj: z.boolean().optional(),
      PAdj: z.boolean().optional(),
      ITerms: z.string().max(4000).optional(),
      IPTerms: z.string().max(4000).optional(),
      SPType: z.number().int().default(-1),
      LTot: z.string().default('AT'),
      SlsRcpt: z.boolean().optional(),
    })
    .default({ SPType: -1, LTot: 'AT' }),
  Common: z
    .object({
      Tax: z
        .object({
          Tax: z.boolean().default(true),
          GSTIN: z.string().optional(),
          LTot: z.string().optional(),
          /** 1 regular (GSTR1 and GSTR2), 2 composition (GSTR2 only). */
          GSTType: z.number().int().optional(),
          HSNSAC: z.boolean().optional(),
        })
        .default({ Tax: true }),
      PrOptions: z.record(z.string(), z.unknown()).optional(),
      Notifier: z.record(z.string(), z.unknown()).optional(),
      Logo: z.object({ Name: z.string().optional() }).optional(),
    })
    .default({ Tax: { Tax: true } }),
  Inventory: z
    .object({
      DefWId: z.string().optional(),
      MainWId: z.string().optional(),
      MultiWh: z.boolean().optional(),
      PrList: z.boolean().optional(),
      PrListId: z.string().optional(),
      NoPRPrice: z.boolean().optional(),
      SKU: z.boolean().optional(),
      DUoM: z.number().int().default(-1),
      Issue: z.boolean().optional(),
      BZQty: z.boolean().optional(),
    })
    .default({ DUoM: -1 }),
  Service: z
    .object({
      MPN: z.boolean().optional(),
      PrDays: z.number().int().min(0).default(1),
      Labor: z.string().default('OWN'),
      PrMPN: z.boolean().optional(),
      Review: z.boolean().optional(),
      Disc: z.boolean().optional(),
      WTerms: z.string().max(4000).optional(),
      ETerms: z.string().max(4000).optional(),
      CNotes: z.string().max(4000).optional(),
    })
    .default({ PrDays: 1, Labor: 'OWN' }),
  UITheme: z.object({ AppeVariant: z.string().default('MS') }).default({ AppeVariant: 'MS' }),
  DecimalsNumber: z.literal(DECIMALS).default(DECIMALS),
  Address: entityAddress.optional(),
  TZ: z.string().default('Asia/Calcutta'),
});

export type EntitySettings = z.infer<typeof entitySettings>;
