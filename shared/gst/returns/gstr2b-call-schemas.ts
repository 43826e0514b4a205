import * as z from 'zod';
import { returnPeriod } from '../../invoices/gst-return-call-schemas';

/**
 * Request and answer shapes of the GSTR-2B calls (docs/purchasing.md §17.5), in the
 * `invoices` family beside GSTR-1. The file travels as its text inside the body, so
 * the server (not the gateway's JSON parse) says what is wrong with an unreadable file.
 */

/** The largest body the import takes: far above a 2,000-invoice file, below Lambda's 6 MB request limit. */
export const GSTR2B_MAX_BODY_BYTES = 5 * 1024 * 1024;

export const gstr2bQuery = z.strictObject({ Period: returnPeriod });
/** The CSV of the month's reconciliation, all rows or one outcome's. */
export const gstr2bCsvQuery = z.strictObject({
  Period: returnPeriod,
  Status: z.enum(['Matched', 'Mismatched', 'MissingInBooks', 'MissingIn2B'], 'Unknown outcome.').optional(),
});
export const gstr2bImportBody = z.strictObject({
  Period: returnPeriod,
  FileName: z.string().trim().max(200).optional(),
  /** The JSON file's text as downloaded from the portal. */
  File: z.string().min(1, 'Choose the GSTR-2B JSON file to import.').max(GSTR2B_MAX_BODY_BYTES),
});

const heads = {
  Taxable: z.number(),
  IGST: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  Cess: z.number(),
  /** IGST + CGST + SGST + cess, added in paise. */
  Tax: z.number(),
  Value: z.number(),
};
export const gstr2bDocAnswer = z.strictObject({
  Sec: z.enum(['b2b', 'b2ba', 'cdnr', 'cdnra']),
  Kind: z.enum(['INV', 'CN', 'DN']),
  GSTIN: z.string(),
  Name: z.string(),
  No: z.string(),
  Date: z.string(),
  Rev: z.boolean(),
  Itc: z.string(),
  ...heads,
});
export const gstr2bBillAnswer = z.strictObject({
  BillId: z.string(),
  Num: z.string(),
  VendId: z.string(),
  VendName: z.string(),
  GSTIN: z.string(),
  No: z.string(),
  Date: z.string(),
  ...heads,
});
export const GSTR2B_STATUS_NAMES = ['Matched', 'Mismatched', 'MissingInBooks', 'MissingIn2B'] as const;
export const GSTR2B_REASON_NAMES = ['Value', 'Tax', 'Date', 'GSTIN', 'Number'] as const;
const counts = z.strictObject({
  Matched: z.number().int(),
  Mismatched: z.number().int(),
  MissingInBooks: z.number().int(),
  MissingIn2B: z.number().int(),
});
export const gstr2bRowAnswer = z.strictObject({
  Status: z.enum(GSTR2B_STATUS_NAMES),
  Reasons: z.array(z.enum(GSTR2B_REASON_NAMES)),
  Doc: gstr2bDocAnswer.optional(),
  Bill: gstr2bBillAnswer.optional(),
});
/** Who imported the month's file, when, its hash and what it held (the counts as reconciled then). */
export const gstr2bImportAnswer = z.strictObject({
  FileName: z.string(),
  Hash: z.string(),
  At: z.string(),
  By: z.string(),
  ByName: z.string(),
  GenDate: z.string(),
  Docs: z.number().int(),
  Counts: counts,
});
/** The month's reconciliation: with today's bills against the last file imported (`Import` null: none yet). */
export const gstr2bView = z.strictObject({
  Period: returnPeriod,
  GSTIN: z.string(),
  Import: gstr2bImportAnswer.nullable(),
  Counts: counts,
  Rows: z.array(gstr2bRowAnswer),
});
export type Gstr2bView = z.infer<typeof gstr2bView>;
export type Gstr2bRowAnswer = z.infer<typeof gstr2bRowAnswer>;
