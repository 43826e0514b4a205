import * as z from 'zod';
import { portalDateTime } from '../fields/iso-date';
import { GSTR1_SECTIONS } from '../gst/returns/gstr1';

/**
 * Request and answer shapes of the `invoices` family's GST return calls (docs/gst-returns.md):
 * the GSTR-1 view and its CSV sections, the e-invoice export and attaching an IRN.
 * call-schemas.ts re-exports them with the rest of the family.
 */

/** A return period, YYYY-MM. */
export const returnPeriod = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Choose a month like 2026-10.');
export { GSTR1_SECTIONS, type Gstr1Section } from '../gst/returns/gstr1';
export const gstr1Query = z.strictObject({ Period: returnPeriod });
export const gstr1CsvQuery = z.strictObject({
  Period: returnPeriod,
  Section: z.enum(GSTR1_SECTIONS, 'Unknown section.'),
});
/** The e-invoice export (INV-01 JSON for the IRP's bulk upload): B2B invoices of a month, or the listed ones. */
export const eInvoiceQuery = z.strictObject({
  Period: returnPeriod.optional(),
  Ids: z
    .string()
    .max(27 * 100)
    .optional(),
});
/** Attach the IRP's answer to an issued invoice: its IRN and signed QR then appear on the print. */
export const irnBody = z.strictObject({
  ver: z.number().int().min(1),
  IRN: z.string().regex(/^[0-9a-f]{64}$/, 'An IRN is 64 hexadecimal characters.'),
  AckNo: z.string().max(20).optional(),
  /** The IRP's acknowledgement date and time. */
  AckDt: portalDateTime.optional(),
  SignedQR: z.string().min(1).max(4000),
});

/**
 * The GSTR-1 view: the portal JSON's sections (shared/gst/returns) plus each
 * section's totals for the screen. Amounts in rupees with 2 decimals, as the
 * portal writes them.
 */
export const gstr1View = z.object({
  Period: returnPeriod,
  GSTIN: z.string(),
  /** The portal JSON (gstin, fp, b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue), exactly what Json downloads. */
  Return: z.record(z.string(), z.unknown()),
  /** Per section: count of records, taxable value, and tax per head. */
  Summary: z.array(
    z.object({
      Section: z.enum(GSTR1_SECTIONS),
      Count: z.number().int(),
      Taxable: z.number(),
      IGST: z.number(),
      CGST: z.number(),
      SGST: z.number(),
      Cess: z.number(),
    }),
  ),
});
export type Gstr1View = z.infer<typeof gstr1View>;
