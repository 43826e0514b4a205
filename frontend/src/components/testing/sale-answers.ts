/**
 * The fake server's answers the sales screens' tests (sales orders, delivery challans, packages) share: the
 * branch's one warehouse, and a part on sale.
 */

/** Inventory/Settings/Warehouses of a branch with one store. */
export const ONE_WAREHOUSE = [
  { _id: 'WH1', EntId: 'ent-1', Name: 'Hosur Store', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 },
];

/** A brake pad set on sale at ₹1,200.00 with GST 18%, as the sale search answers it, under its code and id. */
export const brakePadsOnSale = (PCode: string, _id = 'PRT1') => ({
  _id,
  PCode,
  Desc: 'Brake pad set',
  Cat: 'CAT-BRAKES',
  Make: 'Maruti Suzuki',
  HSN: '87083000',
  UoM: 'SET',
  UnPr: 1200,
  TCode: 106,
});
