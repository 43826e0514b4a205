import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { OFFERED_PAYMENT_TYPES } from '@shared/invoices/payment-types';
import { headAmountsOf, receiptAmounts } from '@shared/sales/receipt-totals';
import { getReferenceSet } from '../../../functions/data/reference/reference-repo';
import { listReceipts, postReceipt } from '../../../functions/data/sales/receipts-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { DEMO_PARTS_BRANCH_STOCK } from './demo-inventory';
import { DEMO_PARTS_BRANCH, DEMO_USERS } from './demo-organisation';
import { DEMO_PARTS_WAREHOUSES } from './demo-setup';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the day's sales are there and writes nothing. */
export const demoSalesMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-SALES' });

/** Walk-ins at the Hosur counter: most give nothing, some a name and phone, one a GSTIN (a tax invoice). */
const BUYERS = [
  {},
  { Name: 'Murugan', Ph: '9443000101' },
  {},
  { Name: 'Selvam Auto Works', GSTIN: '33AAPFS1234K1Z3' },
  { Ph: '9443000102' },
  {},
  { Name: 'Priya', Ph: '9443000103' },
  {},
] as const;
export const DEMO_SALES_COUNT = BUYERS.length;

/**
 * A day of counter sales in the spare-parts branch (issue 28 'Demo data'):
 * eight walk-in receipts from the counter's untracked stock (no fluids by the
 * litre, no serial-numbered batteries), each posted exactly as the counter
 * screen's save is (`postReceipt`: number, stock, payments and books in one
 * transaction), figures by the same engine. Needs the opening stock first.
 */
export async function seedDemoSales(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoSalesMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const counterCode = DEMO_PARTS_WAREHOUSES[1]?.Code;
  const [warehouses, taxCodes, earlier] = await Promise.all([
    listWarehouses(target.orgId, target.partsBranchId),
    getReferenceSet('TaxCodes'),
    listReceipts(target.orgId, target.partsBranchId, { limit: DEMO_SALES_COUNT }),
  ]);
  const counter = warehouses.find((w) => w.Code === counterCode);
  if (!counter) throw new Error('The demo sales need the counter warehouse');
  const parts = DEMO_PARTS_BRANCH_STOCK.filter((b) => b.warehouseCode === counterCode)
    .flatMap((b) => b.lines)
    .filter((l) => l.part.UoM !== 'LTR' && !/Battery/.test(l.part.Desc) && l.Qty >= 2)
    .map((l) => l.part);
  const settings = DEMO_PARTS_BRANCH.Settings;
  const { date } = branchNow({ entity: { Settings: settings } } as unknown as ServiceContext);
  const tax = settings.Common.Tax;
  const actor = { userId: target.userId, userName: DEMO_USERS.find((u) => u.UserName === 'owner')?.Name };
  // A start that stopped part-way keeps the sales it made and makes the rest.
  for (let n = earlier.items.length; n < DEMO_SALES_COUNT; n += 1) {
    const buyer: { Name?: string; Ph?: string; GSTIN?: string } = BUYERS[n] ?? {};
    const picked = [0, 1, 2].slice(0, 1 + (n % 3)).map((k) => parts[(n * 5 + k * 3) % parts.length]);
    const sold = [...new Map(picked.filter((p) => p !== undefined).map((p) => [p._id, p])).values()];
    const intra = !buyer.GSTIN || buyer.GSTIN.startsWith(settings.Address?.StCode ?? '');
    const amounts = receiptAmounts(
      sold.map((p) => ({ ItemId: p._id, Qty: 1, UnPr: p.UnPr, TCode: p.TCode, HSN: p.HSN, Desc: p.Desc })),
      {},
      { date, intra, taxCodes, intraTC: tax.IntraTC, interTC: tax.InterTC, round: settings.Acc.Round === true },
    );
    // Cash, or UPI, or a split of the two.
    const type = OFFERED_PAYMENT_TYPES[n % 2] ?? 'Cash';
    const half = Math.floor(amounts.GrandTotalP / 200) * 100;
    const Pays =
      n % 4 === 3
        ? [
            { Type: 'Cash', AmtP: half },
            { Type: 'UPI', AmtP: amounts.GrandTotalP - half, Ref: `UPI-DEMO-${n}` },
          ]
        : [{ Type: type, AmtP: amounts.GrandTotalP }];
    await postReceipt({
      orgId: target.orgId,
      entId: target.partsBranchId,
      actor,
      head: {
        Date: date,
        WhId: counter._id,
        ...(buyer.Name ? { CustName: buyer.Name } : {}),
        ...(buyer.Ph ? { Ph: buyer.Ph } : {}),
        ...(buyer.GSTIN ? { GSTIN: buyer.GSTIN } : {}),
        B2B: buyer.GSTIN !== undefined,
        POS: buyer.GSTIN ? buyer.GSTIN.slice(0, 2) : (settings.Address?.StCode ?? ''),
        IntraState: intra,
        Seller: { Name: DEMO_PARTS_BRANCH.DName, GSTIN: tax.GSTIN ?? '', StCode: settings.Address?.StCode ?? '' },
        ...headAmountsOf(amounts),
        Pays,
      },
      lines: sold.map((p, i) => ({
        ItemId: p._id,
        PCode: p.PCode,
        Desc: p.Desc,
        HSN: p.HSN,
        UoM: p.UoM,
        Qty: 1,
        QtyM: toScaled(1, QTY_DIGITS),
        UnPrP: rupeesToPaise(p.UnPr),
        TCode: amounts.lines[i]?.TCode,
        DiscP: amounts.lines[i]?.DiscP ?? 0,
        TaxableP: amounts.lines[i]?.TaxableP ?? 0,
        CGSTP: amounts.lines[i]?.CGSTP ?? 0,
        SGSTP: amounts.lines[i]?.SGSTP ?? 0,
        IGSTP: amounts.lines[i]?.IGSTP ?? 0,
        TotalP: amounts.lines[i]?.TotalP ?? 0,
      })),
      gst: tax.GSTIN
        ? {
            Kind: 'Invoice',
            Date: date,
            Sts: 'Issued',
            SupplierGSTIN: tax.GSTIN,
            SupplierStCode: settings.Address?.StCode ?? '',
            ...(buyer.GSTIN ? { RecipientGSTIN: buyer.GSTIN } : {}),
            RecipientName: buyer.Name ?? '',
            POS: buyer.GSTIN ? buyer.GSTIN.slice(0, 2) : (settings.Address?.StCode ?? ''),
            RevCharge: false,
            Value: amounts.GrandTotalP,
            lines: amounts.gstLines,
          }
        : undefined,
    });
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
