import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { challanLineFigures, challanTotals } from '@shared/challans/challan-figures';
import type { ChallanPurpose } from '@shared/challans/challan-statuses';
import { QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import type { ChallanLinePlan, ChallanRecipient } from '../../../functions/data/challans/challan-records';
import { createChallanDraft } from '../../../functions/data/challans/challans-repo';
import { issueChallan, returnOnChallan } from '../../../functions/data/challans/challan-stock';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { DEMO_PARTS_BRANCH_STOCK } from './demo-inventory';
import { DEMO_PARTS_BRANCH, DEMO_USERS } from './demo-organisation';
import { DEMO_PARTS_WAREHOUSES } from './demo-setup';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the challans are there and writes nothing. */
export const demoChallansMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-CHALLANS' });

const HOSUR = { A1: 'Plot 7, Bagalur Road', Ct: 'Hosur', St: 'Tamil Nadu', StCode: '33', Pin: '635109' };

/**
 * The spare-parts branch's delivery challans (docs/challans.md, issue 28 'Demo
 * data'): goods on approval to a garage (issued, out) and goods to a job worker
 * for machining (issued, one unit back). Each step is the call's own
 * (`issueChallan`, `returnOnChallan`: stock, number and books in one
 * transaction). Needs the opening stock first.
 */
export async function seedDemoChallans(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoChallansMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const storeCode = DEMO_PARTS_WAREHOUSES[0]?.Code;
  const warehouses = await listWarehouses(target.orgId, target.partsBranchId);
  const store = warehouses.find((w) => w.Code === storeCode);
  if (!store) throw new Error('The demo challans need the parts branch’s store');
  const parts = DEMO_PARTS_BRANCH_STOCK.filter((b) => b.warehouseCode === storeCode)
    .flatMap((b) => b.lines)
    .filter((l) => l.part.UoM !== 'LTR' && !/Battery/.test(l.part.Desc) && l.Qty >= 4)
    .map((l) => l.part);
  const settings = DEMO_PARTS_BRANCH.Settings;
  const { date } = branchNow({ entity: { Settings: settings } } as unknown as ServiceContext);
  const actor = { userId: target.userId, userName: DEMO_USERS.find((u) => u.UserName === 'owner')?.Name };
  const seller = {
    Name: DEMO_PARTS_BRANCH.DName,
    GSTIN: settings.Common.Tax.GSTIN ?? '',
    StCode: settings.Address?.StCode ?? '33',
  };

  const make = async (
    purpose: ChallanPurpose,
    to: ChallanRecipient,
    picked: typeof parts,
    qty: number,
    pct: number,
  ) => {
    const lines: ChallanLinePlan[] = picked.map((p) => {
      const QtyM = toScaled(qty, QTY_DIGITS);
      const RateP = rupeesToPaise(p.UnPr);
      return {
        ItemId: p._id,
        PCode: p.PCode,
        Desc: p.Desc,
        HSN: p.HSN,
        UoM: p.UoM,
        Qty: qty,
        QtyM,
        RateP,
        TaxPct: pct,
        ...challanLineFigures(QtyM, RateP, pct, true),
      };
    });
    const t = challanTotals(lines);
    const draft = await createChallanDraft({
      orgId: target.orgId,
      entId: target.partsBranchId,
      date,
      actor,
      fields: {
        Date: date,
        Purpose: purpose,
        WhId: store._id,
        WhName: store.Name,
        To: to,
        POS: '33',
        IntraState: true,
        Seller: seller,
        VehicleNo: 'TN70AB1234',
        ...t,
      },
      lines,
    });
    return issueChallan({
      orgId: target.orgId,
      entId: target.partsBranchId,
      docId: draft.head.DocId,
      ver: draft.head.ver,
      date,
      actor,
    });
  };

  await make(
    'Approval',
    { Kind: 'Other', Name: 'Selvam Auto Works', Addr: HOSUR, GSTIN: '33AAPFS1234K1Z3' },
    parts.slice(0, 2),
    2,
    18,
  );
  const jobWork = await make(
    'JobWork',
    { Kind: 'Other', Name: 'Sri Murugan Engineering', Addr: { ...HOSUR, A1: '3 SIPCOT Phase 2' } },
    parts.slice(2, 3),
    4,
    0,
  );
  await returnOnChallan({
    orgId: target.orgId,
    entId: target.partsBranchId,
    docId: jobWork.head.DocId,
    ver: jobWork.head.ver,
    date,
    actor,
    lines: [{ LineId: 'DL1', Qty: 1 }],
    notes: 'First piece machined',
  });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
