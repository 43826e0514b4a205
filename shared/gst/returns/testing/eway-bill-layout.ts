import * as z from 'zod';

/**
 * The bulk-upload layout of the e-way bill portal (version 1.0.0621), as its keys
 * and types are written by India Compliance (gst_india/utils/e_waybill.py, the
 * bulk JSON's renamed keys: transType, actualFromStateCode, actualToStateCode) and
 * the portal's sample files: strict, so a key the portal does not know fails.
 */
const money = z.number().multipleOf(0.01).min(0);
const state = z.number().int().min(1).max(99);
export const ewayBillLayout = z.strictObject({
  version: z.literal('1.0.0621'),
  billLists: z
    .array(
      z.strictObject({
        userGstin: z.string().length(15),
        supplyType: z.enum(['O', 'I']),
        subSupplyType: z.number().int().min(1).max(12),
        subSupplyDesc: z.string().max(20),
        docType: z.enum(['INV', 'BIL', 'BOE', 'CHL', 'OTH']),
        docNo: z.string().min(1).max(16),
        docDate: z.string().regex(/^[0-3]\d\/[01]\d\/20\d\d$/),
        transType: z.number().int().min(1).max(4),
        fromGstin: z.string().regex(/^([0-9A-Z]{15}|URP)$/),
        fromTrdName: z.string().max(100),
        fromAddr1: z.string().max(120),
        fromAddr2: z.string().max(120),
        fromPlace: z.string().max(50),
        fromPincode: z.number().int().min(100000).max(999999),
        fromStateCode: state,
        actualFromStateCode: state,
        toGstin: z.string().regex(/^([0-9A-Z]{15}|URP)$/),
        toTrdName: z.string().max(100),
        toAddr1: z.string().max(120),
        toAddr2: z.string().max(120),
        toPlace: z.string().max(50),
        toPincode: z.number().int().min(100000).max(999999),
        toStateCode: state,
        actualToStateCode: state,
        totalValue: money,
        cgstValue: money,
        sgstValue: money,
        igstValue: money,
        cessValue: money,
        TotNonAdvolVal: money,
        OthValue: z.number().multipleOf(0.01),
        totInvValue: money,
        transMode: z.number().int().min(1).max(4),
        transDistance: z.number().int().min(0).max(4000),
        transporterId: z.string().max(15),
        transporterName: z.string().max(100),
        transDocNo: z.string().max(15),
        transDocDate: z.string(),
        vehicleNo: z.string().max(15),
        vehicleType: z.enum(['R', 'O']),
        mainHsnCode: z.number().int(),
        itemList: z
          .array(
            z.strictObject({
              itemNo: z.number().int().min(1),
              productName: z.string().max(100),
              productDesc: z.string().max(100),
              hsnCode: z.number().int().min(1000).max(99999999),
              quantity: z.number().min(0),
              qtyUnit: z.string().min(3).max(3),
              taxableAmount: money,
              sgstRate: z.number().min(0),
              cgstRate: z.number().min(0),
              igstRate: z.number().min(0),
              cessRate: z.number().min(0),
              cessNonAdvol: z.number().min(0),
            }),
          )
          .min(1)
          .max(250),
      }),
    )
    .min(1),
});
