import type { Paise } from '../../documents/money-math';
import { isValidGstin } from '../gstin';
import type { EInvoiceParty } from './einvoice';
import { EwayBillMessages } from './eway-bill-messages';
import type { GstItem } from './gst-document';
import { isServiceCode, rupees } from './gstr1-rules';

/**
 * The e-way bill file (CGST Rule 138; docs/gst-returns.md 'E-way bill file'): the
 * portal's bulk-upload JSON, `{"version":"1.0.0621","billLists":[…]}`, for one
 * consignment of goods. Field names are the bulk tool's, which differ from the
 * API's in a few keys (`transType`, `actualFromStateCode`, `OthValue`,
 * `TotNonAdvolVal`: /work/shared/REFERENCE.md, after India Compliance's
 * e_waybill.py). Only goods travel: service lines (SAC 99…) stay off the item
 * list, and their value with tax is the file's `OthValue`, so the document's
 * total still adds up.
 */

export const EWAY_BILL_VERSION = '1.0.0621';

/** A consignment above this value, tax included, needs an e-way bill (Rule 138(1)). */
export const EWAY_BILL_LIMIT: Paise = 50_000_00;

/** Since 1 January 2025 an e-way bill may not be made for a document older than this. */
export const EWAY_BILL_MAX_AGE_DAYS = 180;

export const TRANSPORT_MODES = { Road: 1, Rail: 2, Air: 3, Ship: 4 } as const;
export type TransportMode = keyof typeof TRANSPORT_MODES;

/** What the person sending the goods says about the journey (Part B). */
export type Transport = {
  Mode: TransportMode;
  /** Approximate distance in km, 0–4000 (0: the portal computes it from the PIN codes). */
  DistanceKm: number;
  /** Road: the vehicle's registration, unless a transporter takes the goods (then its id). */
  VehicleNo?: string | undefined;
  TransporterId?: string | undefined;
  TransporterName?: string | undefined;
  /** Rail, air or ship: the transport document's number and date (YYYY-MM-DD). */
  TransDocNo?: string | undefined;
  TransDocDate?: string | undefined;
};

export type EwayBillSource = {
  /** O: outward (a sale), I: inward (a purchase from an unregistered person). */
  SupplyType: 'O' | 'I';
  /** INV tax invoice, BIL bill of supply, CHL delivery challan, OTH others. */
  DocType: 'INV' | 'BIL' | 'CHL' | 'OTH';
  DocNo: string;
  /** YYYY-MM-DD. */
  DocDate: string;
  /** Whose GSTIN files it: the branch's. */
  UserGstin: string;
  From: EInvoiceParty;
  To: EInvoiceParty;
  Items: readonly GstItem[];
  /** The document's value including tax (rounding included), paise. */
  Value: Paise;
  Transport: Transport;
  /**
   * Why the goods move, the portal's sub-supply type: 1 Supply (the default), 4 Job work, 5 For own use,
   * 8 Others with its description (a delivery challan's purpose, docs/challans.md §7).
   */
  SubSupply?: { Type: number; Desc?: string } | undefined;
};

type Item = {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: number;
  quantity: number;
  qtyUnit: string;
  taxableAmount: number;
  sgstRate: number;
  cgstRate: number;
  igstRate: number;
  cessRate: number;
  cessNonAdvol: number;
};

export type EwayBill = {
  userGstin: string;
  supplyType: 'O' | 'I';
  subSupplyType: number;
  subSupplyDesc: string;
  docType: EwayBillSource['DocType'];
  docNo: string;
  docDate: string;
  transType: number;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromAddr2: string;
  fromPlace: string;
  fromPincode: number;
  fromStateCode: number;
  actualFromStateCode: number;
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toAddr2: string;
  toPlace: string;
  toPincode: number;
  toStateCode: number;
  actualToStateCode: number;
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: number;
  TotNonAdvolVal: number;
  OthValue: number;
  totInvValue: number;
  transMode: number;
  transDistance: number;
  transporterId: string;
  transporterName: string;
  transDocNo: string;
  transDocDate: string;
  vehicleNo: string;
  vehicleType: 'R';
  mainHsnCode: number;
  itemList: Item[];
};

export type EwayBillFile = { version: typeof EWAY_BILL_VERSION; billLists: EwayBill[] };

/** The portal's date: dd/mm/yyyy. */
const ewbDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A registration as the portal wants it: capitals and digits only ('ka 01-ab 1234' → 'KA01AB1234'). */
export const normaliseVehicleNo = (v: string): string => v.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The goods of a document: its lines with an HSN that is not a service code (SAC 99…). */
export const goodsOf = (items: readonly GstItem[]): GstItem[] =>
  items.filter((i) => i.HSN !== '' && !isServiceCode(i.HSN));

/** The consignment's value with tax: what Rule 138's ₹50,000 is measured on. */
export const consignmentValue = (items: readonly GstItem[]): Paise =>
  goodsOf(items).reduce((s, i) => s + i.Taxable + i.IGST + i.CGST + i.SGST + i.Cess, 0);

/** Whether a document moving goods needs an e-way bill: its goods with tax above ₹50,000. */
export const needsEwayBill = (items: readonly GstItem[]): boolean => consignmentValue(items) > EWAY_BILL_LIMIT;

const stateOf = (p: EInvoiceParty): number => Number(p.StCode ?? (p.GSTIN ?? '').slice(0, 2));

function party(p: EInvoiceParty) {
  const a = p.Addr ?? {};
  return {
    gstin: p.GSTIN && isValidGstin(p.GSTIN) ? p.GSTIN : 'URP',
    name: p.Name,
    addr1: a.A1 ?? '',
    addr2: a.A2 ?? '',
    place: a.Ct ?? '',
    pin: Number(a.Pin ?? 0),
    state: stateOf(p),
  };
}

/** A rate per head from the line's own split: intra-state halves the rate into CGST and SGST. */
function item(i: GstItem, n: number): Item {
  const intra = i.IGST === 0 && i.CGST + i.SGST > 0;
  return {
    itemNo: n + 1,
    productName: i.Desc.slice(0, 100),
    productDesc: i.Desc.slice(0, 100),
    hsnCode: Number(i.HSN),
    quantity: i.Qty,
    qtyUnit: i.UQC || 'OTH',
    taxableAmount: rupees(i.Taxable),
    sgstRate: intra ? i.Rate / 2 : 0,
    cgstRate: intra ? i.Rate / 2 : 0,
    igstRate: intra || i.IGST === 0 ? 0 : i.Rate,
    cessRate: 0,
    cessNonAdvol: 0,
  };
}

export function buildEwayBill(s: EwayBillSource): EwayBillFile {
  const goods = goodsOf(s.Items);
  const sum = (k: 'Taxable' | 'IGST' | 'CGST' | 'SGST' | 'Cess'): Paise => goods.reduce((t, i) => t + i[k], 0);
  const goodsValue = sum('Taxable') + sum('IGST') + sum('CGST') + sum('SGST') + sum('Cess');
  const from = party(s.From);
  const to = party(s.To);
  const main = [...goods].sort((a, b) => b.Taxable - a.Taxable)[0];
  const t = s.Transport;
  return {
    version: EWAY_BILL_VERSION,
    billLists: [
      {
        userGstin: s.UserGstin,
        supplyType: s.SupplyType,
        subSupplyType: s.SubSupply?.Type ?? 1,
        subSupplyDesc: s.SubSupply?.Desc ?? '',
        docType: s.DocType,
        docNo: s.DocNo,
        docDate: ewbDate(s.DocDate),
        transType: 1,
        fromGstin: from.gstin,
        fromTrdName: from.name,
        fromAddr1: from.addr1,
        fromAddr2: from.addr2,
        fromPlace: from.place,
        fromPincode: from.pin,
        fromStateCode: from.state,
        actualFromStateCode: from.state,
        toGstin: to.gstin,
        toTrdName: to.name,
        toAddr1: to.addr1,
        toAddr2: to.addr2,
        toPlace: to.place,
        toPincode: to.pin,
        toStateCode: to.state,
        actualToStateCode: to.state,
        totalValue: rupees(sum('Taxable')),
        cgstValue: rupees(sum('CGST')),
        sgstValue: rupees(sum('SGST')),
        igstValue: rupees(sum('IGST')),
        cessValue: rupees(sum('Cess')),
        TotNonAdvolVal: 0,
        // Services on the same document, and its rounding: the rest of its value.
        OthValue: rupees(s.Value - goodsValue),
        totInvValue: rupees(s.Value),
        transMode: TRANSPORT_MODES[t.Mode],
        transDistance: t.DistanceKm,
        transporterId: t.TransporterId?.toUpperCase() ?? '',
        transporterName: t.TransporterName ?? '',
        transDocNo: t.TransDocNo ?? '',
        transDocDate: t.TransDocDate ? ewbDate(t.TransDocDate) : '',
        vehicleNo: t.VehicleNo ? normaliseVehicleNo(t.VehicleNo) : '',
        vehicleType: 'R',
        mainHsnCode: main ? Number(main.HSN) : 0,
        itemList: goods.map(item),
      },
    ],
  };
}

// The portal's checks that a file made here could fail ------------------------------------

export const EWAY_BILL_MAX_ITEMS = 250;
const PIN = /^[1-9]\d{5}$/;
const VEHICLE = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$|^TR[A-Z0-9]{5,13}$/;
const TRANSPORTER_ID = /^[0-9A-Z]{15}$/;

/** Days from `from` to `to` (YYYY-MM-DD), whole days. */
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Why the portal would refuse this e-way bill, in the user's words (empty when
 * it would not): addresses without a PIN or place, a road journey without a
 * vehicle or transporter, a document older than 180 days on `today`.
 */
export function ewayBillProblems(bill: EwayBill, source: Pick<EwayBillSource, 'DocDate'>, today: string): string[] {
  const problems: string[] = [];
  const who = bill.supplyType === 'O' ? { from: 'branch', to: 'customer' } : { from: 'vendor', to: 'branch' };
  if (bill.itemList.length === 0) problems.push(EwayBillMessages.noGoods);
  if (bill.itemList.length > EWAY_BILL_MAX_ITEMS) problems.push(EwayBillMessages.tooManyItems(EWAY_BILL_MAX_ITEMS));
  if (daysBetween(source.DocDate, today) > EWAY_BILL_MAX_AGE_DAYS)
    problems.push(EwayBillMessages.tooOld(EWAY_BILL_MAX_AGE_DAYS));
  for (const [side, pin, place, state] of [
    [who.from, bill.fromPincode, bill.fromPlace, bill.fromStateCode],
    [who.to, bill.toPincode, bill.toPlace, bill.toStateCode],
  ] as const) {
    if (!PIN.test(String(pin))) problems.push(EwayBillMessages.pin(side));
    if (place.trim() === '') problems.push(EwayBillMessages.place(side));
    if (!(state >= 1 && state <= 99)) problems.push(EwayBillMessages.state(side));
  }
  if (!Number.isInteger(bill.transDistance) || bill.transDistance < 0 || bill.transDistance > 4000)
    problems.push(EwayBillMessages.distance);
  if (bill.transporterId !== '' && !TRANSPORTER_ID.test(bill.transporterId))
    problems.push(EwayBillMessages.transporterId);
  if (bill.transMode === TRANSPORT_MODES.Road) {
    if (bill.vehicleNo === '' && bill.transporterId === '') problems.push(EwayBillMessages.vehicle);
    else if (bill.vehicleNo !== '' && !VEHICLE.test(bill.vehicleNo)) problems.push(EwayBillMessages.vehicleNo);
  } else if (bill.transDocNo === '' || bill.transDocDate === '') problems.push(EwayBillMessages.transportDoc);
  return problems;
}
