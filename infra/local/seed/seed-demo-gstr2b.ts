import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Gstr2bDoc } from '@shared/gst/returns/gstr2b';
import { writeGstr2b } from '@shared/gst/returns/gstr2b-write';
import { getEntity } from '../../../functions/data/settings/entity-settings-repo';
import { listBills } from '../../../functions/data/purchasing/bill-lists';
import type { BillHead } from '../../../functions/data/purchasing/bill-records';
import { DEMO_BILLS } from './seed-demo-bills';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/**
 * The demo month's GSTR-2B (issue 27 'Demo data'; docs/purchasing.md §17.7): the
 * portal's JSON for the workshop, listing the vendors' invoices of the demo bills
 * (seed-demo-bills.ts) with two mismatches to find:
 * - Sri Manjunatha Auto Spares filed SMAS/0412 at ₹250.00 more taxable value than
 *   its bill in the books (reason: value);
 * - Chamundi Lubricants filed its invoice as CL/2627/0078, the digits of the bill's
 *   CL/2627/0087 swapped, same date and figures (reason: number).
 * The file is written where a user picks it from (DEMO_GSTR2B_DIR, beside this
 * seed; not committed), named as the portal names its download. The bills' dates
 * follow the day the demo was seeded, so the file is written at each start.
 */

export const DEMO_GSTR2B_DIR = fileURLToPath(new URL('./files/', import.meta.url));

/** The value the first vendor's return adds to its invoice: a mismatch of value, beyond ₹1 a head. */
export const DEMO_VALUE_GAP_P = 250_00;
/** The second vendor's invoice number as its return has it. */
export const DEMO_MISTYPED_NUMBER = 'CL/2627/0078';

const docOf = (bill: BillHead): Gstr2bDoc => ({
  Sec: 'b2b',
  Kind: 'INV',
  GSTIN: bill.VendGSTIN ?? '',
  Name: bill.VendName,
  No: bill.VendBillNo,
  Date: bill.VendBillDate,
  POS: bill.POS,
  Rev: bill.RevCharge,
  Itc: 'Y',
  TaxableP: bill.SubP + bill.ChgP,
  IgstP: bill.IgstP,
  CgstP: bill.CgstP,
  SgstP: bill.SgstP,
  CessP: 0,
  ValueP: bill.TotP,
});

/** Writes the demo's GSTR-2B file; answers its path, or undefined when the demo bills are not there. */
export async function seedDemoGstr2b(
  target: DemoPartiesTarget = DEMO_PARTIES_TARGET,
  dir: string = DEMO_GSTR2B_DIR,
): Promise<string | undefined> {
  const [entity, bills] = await Promise.all([
    getEntity(target.orgId, target.workshopId),
    listBills(target.orgId, target.workshopId, { limit: 100 }),
  ]);
  const gstin = entity?.Settings.Common.Tax.GSTIN;
  const [valueBill, numberBill] = DEMO_BILLS.map((d) => bills.items.find((b) => b.VendBillNo === d.vendBillNo));
  if (!gstin || !valueBill?.VendGSTIN || !numberBill?.VendGSTIN) return undefined;
  const docs = [
    {
      ...docOf(valueBill),
      TaxableP: valueBill.SubP + valueBill.ChgP + DEMO_VALUE_GAP_P,
      ValueP: valueBill.TotP + DEMO_VALUE_GAP_P,
    },
    { ...docOf(numberBill), No: DEMO_MISTYPED_NUMBER },
  ];
  // The 2B of the later bill's month; an earlier one is a late-filed invoice in it, as the portal lists them.
  const period = [valueBill.VendBillDate, numberBill.VendBillDate].sort().at(-1)!.slice(0, 7);
  const [y, m] = period.split('-').map(Number) as [number, number];
  const genDate = new Date(Date.UTC(y, m, 14)).toISOString().slice(0, 10);
  const file = writeGstr2b({ gstin, period, genDate, docs });
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `returns_R2B_${gstin}_${period.slice(5)}${period.slice(0, 4)}.json`);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}
