import * as z from 'zod';
import { pinCode } from '../fields/contact-fields';
import { optionalOrEmpty } from '../fields/optional-or-empty';
import { freeFormRecord, freeFormValue } from '../fields/free-form';
import { gstStateCode, sacCode, upiId } from '../fields/tax-fields';
import { timeZoneOrDefault } from '../fields/time-zone';
import { DECIMALS } from '../documents/constants';

/** Entity address, spec platform §3. */
export const entityAddress = z.strictObject({
  Add1: z.string().max(200).default(''),
  Add2: z.string().max(200).optional(),
  Ct: z.string().max(100).default(''),
  State: z.string().max(100).default(''),
  Pin: optionalOrEmpty(pinCode).default(''),
  StCode: gstStateCode,
  DefShip: z.boolean().optional(),
});

/** Entity settings, spec platform §3 'Entity Settings' and service-documents §7. */
export const entitySettings = z.strictObject({
  Acc: z
    .strictObject({
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
      /** Default income accounts of labour and part lines (service-documents §9: 4000, 4100). */
      LabAcc: z.number().int().positive().optional(),
      PartAcc: z.number().int().positive().optional(),
      /** Above the e-invoicing turnover threshold: B2B invoices export as e-invoice JSON (docs/gst-returns.md). */
      EInv: z.boolean().optional(),
      /** The branch's UPI id: an issued invoice's print carries a UPI QR for the amount due (docs/printing.md §7). */
      UPI: upiId.optional(),
      /**
       * A claim's compulsory excess as a settlement adjustment below both invoices' GST totals, for insurers
       * that settle that way; off (the default): billed to the insured with its GST, CBIC Circular
       * 217/11/2024-GST (docs/decisions.md 'The compulsory excess on the invoices').
       */
      ExcessSettle: z.boolean().optional(),
    })
    .default({ SPType: -1, LTot: 'AT' }),
  Common: z
    .strictObject({
      Tax: z
        .strictObject({
          Tax: z.boolean().default(true),
          GSTIN: z.string().optional(),
          LTot: z.string().optional(),
          /** 1 regular (GSTR1 and GSTR2), 2 composition (GSTR2 only). */
          GSTType: z.union([z.literal(1), z.literal(2)]).optional(),
          HSNSAC: z.boolean().optional(),
          /** Default intra-state (CGST+SGST) and inter-state (IGST) tax codes (service-documents §9: 106, 114). */
          IntraTC: z.number().int().positive().optional(),
          InterTC: z.number().int().positive().optional(),
          /** SAC printed on service lines (service-documents §9: 9987). */
          SAC: sacCode.optional(),
        })
        .default({ Tax: true }),
      /** Print options; the named ones are checked, others are kept as sent. */
      PrOptions: z
        .object({
          PaperSize: z.enum(['A4', 'A5', 'Letter', 'Thermal80']).optional(),
          Copies: z.number().int().min(1).max(5).optional(),
          ShowLogo: z.boolean().optional(),
          ShowSignature: z.boolean().optional(),
          Header: z.string().max(500).optional(),
          Footer: z.string().max(500).optional(),
        })
        .catchall(freeFormValue)
        .optional(),
      Notifier: freeFormRecord.optional(),
      /** Set only by the logo upload calls; Key and Type locate the stored image. */
      Logo: z
        .strictObject({
          Name: z.string().optional(),
          Key: z.string().optional(),
          Type: z.string().optional(),
          Size: z.number().int().optional(),
        })
        .optional(),
      /** Next record numbers per document kind (the number the next new record gets). */
      NextNo: z
        .partialRecord(
          z.enum(['Inv', 'Est', 'WO', 'SlsRcpt', 'CNote', 'PO', 'SO', 'Bill']),
          z.number().int().min(1).max(999_999_999),
        )
        .optional(),
      /** General settings: first month of the financial year (4 = April) and date display. */
      General: z
        .strictObject({
          FYStart: z.number().int().min(1).max(12).optional(),
          DateFormat: z.enum(['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD']).optional(),
        })
        .optional(),
    })
    .default({ Tax: { Tax: true } }),
  Inventory: z
    .strictObject({
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
      /** How stock is valued (docs/inventory.md §4): absent or AVG the moving average, FIFO first in first out. */
      Valuation: z.enum(['AVG', 'FIFO']).optional(),
      /** Purchase orders are approved before they are sent (settings/purchasesettings, docs/purchasing.md §18). */
      ApprPO: z.boolean().optional(),
      /** Terms printed on every purchase order (its PDF and the vendor's page). */
      POTerms: z.string().max(4000).optional(),
    })
    .default({ DUoM: -1 }),
  Service: z
    .strictObject({
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
  /** Sales module settings (service-documents §7 PUT EntitySettings/Sales). */
  Sales: z
    .strictObject({
      Disc: z.boolean().optional(),
      ApprSO: z.boolean().optional(),
      PrListId: z.string().max(64).optional(),
      SOTerms: z.string().max(4000).optional(),
      /** settings/salessettings (docs/sales-settings.md): the warehouse sales go from, unless a document names one. */
      WhId: z.string().max(64).optional(),
      /** Terms printed on every sales estimate. */
      SETerms: z.string().max(4000).optional(),
      /** A new sales estimate is valid this many days unless it names its own date. */
      EstDays: z.number().int().min(1).max(365).optional(),
    })
    .optional(),
  UITheme: z.strictObject({ AppeVariant: z.string().max(20).default('MS') }).default({ AppeVariant: 'MS' }),
  DecimalsNumber: z.literal(DECIMALS).default(DECIMALS),
  Address: entityAddress.optional(),
  TZ: timeZoneOrDefault,
});

export type EntitySettings = z.infer<typeof entitySettings>;
