import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { gstinState, placeOfSupply } from '@shared/invoices/invoice-rules';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { headAmountsOf, lineAmountsOf, receiptAmounts } from '@shared/sales/receipt-totals';
import { getReferenceSet } from '../../../functions/data/reference/reference-repo';
import type { SalesLinePlan } from '../../../functions/data/sales-orders/so-records';
import { createSalesDoc, readSalesDoc, saveSalesDoc } from '../../../functions/data/sales-orders/so-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { DEMO_PARTS_BRANCH_STOCK } from './demo-inventory';
import { demoCustomersFound } from './demo-customers-found';
import { DEMO_PARTS_BRANCH, DEMO_USERS } from './demo-organisation';
import { DEMO_PARTS_WAREHOUSES } from './demo-setup';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the orders are there and writes nothing. */
export const demoSalesOrdersMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-SALES-ORDERS' });

/** What the demo writes: three open orders (Draft, New, Approved) and one estimate waiting for the customer. */
export const DEMO_SALES_DOCS = [
  { kind: 'SalesOrder', sts: 'Draft', customer: 0, lines: [[0, 4]] },
  {
    kind: 'SalesOrder',
    sts: 'New',
    customer: 1,
    lines: [
      [1, 2],
      [2, 5],
    ],
  },
  {
    kind: 'SalesOrder',
    sts: 'Approved',
    customer: 2,
    lines: [
      [3, 2],
      [4, 3],
      [5, 1],
    ],
  },
  {
    kind: 'SalesEstimate',
    sts: 'New',
    customer: 1,
    lines: [
      [2, 10],
      [6, 4],
    ],
  },
] as const;

/**
 * Open sales orders and a sales estimate in the spare-parts branch, Karkhana
 * Spares Hosur (docs/sales-orders.md §9): made by the store exactly as the
 * screens' saves are (`createSalesDoc`: the gapless number in the document's own
 * transaction), figures by the counter sale's engine, for sample customers,
 * from the counter's stock; the approved one approved by the owner. Needs the
 * parties and the opening stock first.
 */
export async function seedDemoSalesOrders(
  target: DemoPartiesTarget = DEMO_PARTIES_TARGET,
): Promise<'seeded' | 'present'> {
  const marker = demoSalesOrdersMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const counterCode = DEMO_PARTS_WAREHOUSES[1]?.Code;
  const [warehouses, taxCodes, customers] = await Promise.all([
    listWarehouses(target.orgId, target.partsBranchId),
    getReferenceSet('TaxCodes'),
    demoCustomersFound(target.orgId, 0, 3),
  ]);
  const counter = warehouses.find((w) => w.Code === counterCode);
  if (!counter) throw new Error('The demo sales orders need the counter warehouse');
  const parts = DEMO_PARTS_BRANCH_STOCK.filter((b) => b.warehouseCode === counterCode)
    .flatMap((b) => b.lines)
    .filter((l) => l.part.UoM !== 'LTR')
    .map((l) => l.part);
  const settings = DEMO_PARTS_BRANCH.Settings;
  const { date } = branchNow({ entity: { Settings: settings } } as unknown as ServiceContext);
  const tax = settings.Common.Tax;
  const seller = { Name: DEMO_PARTS_BRANCH.DName, GSTIN: tax.GSTIN ?? '', StCode: settings.Address?.StCode ?? '33' };
  const actor = { userId: target.userId, userName: DEMO_USERS.find((u) => u.UserName === 'owner')?.Name };
  for (const doc of DEMO_SALES_DOCS) {
    const found = customers[doc.customer];
    if (!found?.custId) throw new Error('The demo sales orders need the sample customers');
    const party = found.party;
    const supply = placeOfSupply({
      recipientGstin: party.GSTIN,
      recipientState: party.BAdd?.StCode ?? gstinState(party.GSTIN),
      supplierState: seller.StCode,
    });
    const picked = doc.lines.flatMap(([p, qty]) =>
      parts[p % parts.length] ? [{ part: parts[p % parts.length]!, qty }] : [],
    );
    const amounts = receiptAmounts(
      picked.map(({ part, qty }) => ({
        ItemId: part._id,
        Qty: qty,
        UnPr: part.UnPr,
        TCode: part.TCode,
        HSN: part.HSN,
        Desc: part.Desc,
      })),
      {},
      {
        date,
        intra: supply.IntraState,
        taxCodes,
        intraTC: tax.IntraTC,
        interTC: tax.InterTC,
        round: settings.Acc.Round === true,
      },
    );
    const lines = picked.map(({ part, qty }, i): SalesLinePlan => {
      const a = amounts.lines[i];
      return {
        ItemId: part._id,
        PCode: part.PCode,
        Desc: part.Desc,
        HSN: part.HSN,
        UoM: part.UoM,
        Qty: qty,
        QtyM: toScaled(qty, QTY_DIGITS),
        UnPr: part.UnPr,
        UnPrP: rupeesToPaise(part.UnPr),
        ...lineAmountsOf(a),
      };
    });
    const approved = doc.sts === 'Approved';
    const stored = await createSalesDoc({
      kind: doc.kind,
      orgId: target.orgId,
      entId: target.partsBranchId,
      date,
      actor,
      sts: approved ? 'New' : doc.sts,
      fields: {
        Cust: found.custId,
        CustName: party.DName ?? [party.FName, party.LName].filter(Boolean).join(' '),
        Ph: party.Cons.Phones.Main,
        GSTIN: party.GSTIN,
        POS: supply.POS,
        IntraState: supply.IntraState,
        Seller: seller,
        WhId: counter._id,
        Notes: doc.kind === 'SalesEstimate' ? 'Quoted for the fleet’s monthly service stock.' : undefined,
        ...headAmountsOf(amounts),
      },
      lines,
    });
    if (approved) {
      const before = await readSalesDoc(doc.kind, target.orgId, target.partsBranchId, stored.head.DocId, true);
      if (before)
        await saveSalesDoc({
          before,
          head: { Sts: 'Approved', ApprBy: actor.userId, ApprAt: nowIso() },
          action: 'Approve',
          actor,
        });
    }
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
