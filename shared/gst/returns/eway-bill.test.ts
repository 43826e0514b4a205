import { describe, expect, it } from 'vitest';
import {
  buildEwayBill,
  consignmentValue,
  ewayBillProblems,
  needsEwayBill,
  type EwayBillSource,
  type Transport,
} from './eway-bill';
import { EwayBillMessages } from './eway-bill-messages';
import type { GstItem } from './gst-document';
import { ewayBillLayout as layout } from './testing/eway-bill-layout';

const line = (HSN: string, Taxable: number, Rate: number, intra: boolean, Qty = 1): GstItem => {
  const tax = Math.round((Taxable * Rate) / 100);
  const half = Math.round(tax / 2);
  return {
    HSN,
    Desc: HSN.startsWith('99') ? 'Labour' : `Part ${HSN}`,
    UQC: HSN.startsWith('99') ? 'OTH' : 'NOS',
    Qty,
    Rate,
    Taxable,
    IGST: intra ? 0 : tax,
    CGST: intra ? half : 0,
    SGST: intra ? tax - half : 0,
    Cess: 0,
    Gross: Taxable,
    Discount: 0,
  };
};

const road: Transport = { Mode: 'Road', DistanceKm: 42, VehicleNo: 'ka 01-ab 1234' };
const branch = {
  Name: 'Demo Motors',
  GSTIN: '29AAACD1234F1Z5',
  StCode: '29',
  Addr: { A1: '12 MG Road', Ct: 'Bengaluru', Pin: '560001' },
};
const customer = {
  Name: 'Fleet Co',
  GSTIN: '29AABCF5678K1Z2',
  StCode: '29',
  Addr: { A1: '4 Hosur Road', Ct: 'Bengaluru', Pin: '560068' },
};

function source(items: GstItem[], extra: Partial<EwayBillSource> = {}): EwayBillSource {
  const value = items.reduce((s, i) => s + i.Taxable + i.IGST + i.CGST + i.SGST, 0);
  return {
    SupplyType: 'O',
    DocType: 'INV',
    DocNo: 'INV/26-27/00042',
    DocDate: '2026-11-20',
    UserGstin: branch.GSTIN,
    From: branch,
    To: customer,
    Items: items,
    Value: value,
    Transport: road,
    ...extra,
  };
}

describe('the e-way bill file', () => {
  it('lists the goods only; the labour and the rounding are its other value, so the total is the invoice’s to the paisa', () => {
    // Two parts at 18% within Karnataka (₹40,000.00 and ₹12,345.67) and ₹5,000 of labour (SAC 9987).
    const items = [
      line('87089900', 40_000_00, 18, true, 4),
      line('84212300', 12_345_67, 18, true),
      line('998714', 5_000_00, 18, true),
    ];
    const file = buildEwayBill({ ...source(items), Value: 67_868_00 });
    expect(layout.safeParse(file).success).toBe(true);
    const bill = file.billLists[0]!;
    expect(bill.itemList.map((i) => i.hsnCode)).toEqual([87089900, 84212300]);
    expect(bill).toMatchObject({
      totalValue: 52_345.67,
      cgstValue: 4_711.11,
      sgstValue: 4_711.11,
      igstValue: 0,
      // 67,868.00 − (52,345.67 + 9,422.22) = 6,100.11: the labour with its tax (5,900.00) and the rounding (0.11).
      OthValue: 6_100.11,
      totInvValue: 67_868,
      vehicleNo: 'KA01AB1234',
      docDate: '20/11/2026',
      mainHsnCode: 87089900,
    });
    expect(bill.itemList[0]).toMatchObject({ cgstRate: 9, sgstRate: 9, igstRate: 0, quantity: 4, qtyUnit: 'NOS' });
    expect(ewayBillProblems(bill, { DocDate: '2026-11-20' }, '2026-11-28')).toEqual([]);
  });

  it('across states carries IGST rates, and an unregistered party is URP', () => {
    const items = [line('87089900', 60_000_00, 28, false)];
    const file = buildEwayBill(
      source(items, {
        To: { Name: 'Walk-in', StCode: '33', Addr: { A1: 'Anna Salai', Ct: 'Chennai', Pin: '600002' } },
      }),
    );
    expect(layout.safeParse(file).success).toBe(true);
    const bill = file.billLists[0]!;
    expect(bill).toMatchObject({ toGstin: 'URP', toStateCode: 33, igstValue: 16_800, OthValue: 0 });
    expect(bill.itemList[0]).toMatchObject({ igstRate: 28, cgstRate: 0, sgstRate: 0 });
  });

  it('is needed above ₹50,000 of goods with tax, not at ₹50,000, and services never count', () => {
    const at = [line('87089900', 42_372_88, 18, true)];
    expect(consignmentValue(at)).toBe(50_000_00);
    expect(needsEwayBill(at)).toBe(false);
    expect(needsEwayBill([line('87089900', 42_372_89, 18, true)])).toBe(true);
    expect(needsEwayBill([line('998714', 90_000_00, 18, true)])).toBe(false);
  });

  it('says what the portal would refuse: no PIN, a road journey without a vehicle, a document over 180 days old', () => {
    const items = [line('87089900', 60_000_00, 18, true)];
    const noPin = buildEwayBill(source(items, { To: { ...customer, Addr: { A1: 'x', Ct: '' } } })).billLists[0]!;
    expect(ewayBillProblems(noPin, { DocDate: '2026-11-20' }, '2026-11-28')).toEqual([
      EwayBillMessages.pin('customer'),
      EwayBillMessages.place('customer'),
    ]);
    const noVehicle = buildEwayBill(source(items, { Transport: { Mode: 'Road', DistanceKm: 10 } })).billLists[0]!;
    expect(ewayBillProblems(noVehicle, { DocDate: '2026-11-20' }, '2026-11-28')).toEqual([EwayBillMessages.vehicle]);
    const badVehicle = buildEwayBill(source(items, { Transport: { ...road, VehicleNo: '12345' } })).billLists[0]!;
    expect(ewayBillProblems(badVehicle, { DocDate: '2026-11-20' }, '2026-11-28')).toEqual([EwayBillMessages.vehicleNo]);
    const rail = buildEwayBill(source(items, { Transport: { Mode: 'Rail', DistanceKm: 900 } })).billLists[0]!;
    expect(ewayBillProblems(rail, { DocDate: '2026-11-20' }, '2026-11-28')).toEqual([EwayBillMessages.transportDoc]);
    const old = buildEwayBill(source(items, { DocDate: '2026-05-01' })).billLists[0]!;
    expect(ewayBillProblems(old, { DocDate: '2026-05-01' }, '2026-11-28')).toEqual([EwayBillMessages.tooOld(180)]);
  });
});
