import { beforeAll, describe, expect, it } from 'vitest';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { paiseToRupees, QTY_SCALE, roundDiv, rupeesToPaise } from '@shared/documents/money-math';
import { receiptAmounts } from '@shared/sales/receipt-totals';
import { partyCreateBody, unlinkedParty } from '@shared/parties/party-schemas';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { idsByCode } from '../../../functions/data/catalogue/search-repo';
import { getItems } from '../../../functions/data/inventory/items-repo';
import { listStock } from '../../../functions/data/inventory/stock-repo';
import { listPrices } from '../../../functions/data/inventory/price-lists-repo';
import { createParty, getParty, listConnectedParties } from '../../../functions/data/parties/parties-repo';
import { getReferenceSet } from '../../../functions/data/reference/reference-repo';
import { getEntity } from '../../../functions/data/settings/entity-settings-repo';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { signIn } from '../../../functions/test/chat-test-kit';
import { writeSystemRecords } from '../../../functions/test/system-catalogue';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import {
  createTestOrganisation,
  TEST_PASSWORD,
  type TestOrganisation,
} from '../../../functions/test/test-organisation';
import { DEMO_WORKSHOP_STOCK } from './demo-inventory';
import { seedConnectedVendor, testConnectedVendor } from './seed-demo-vendor';
import { seedReference } from './seed-reference';
import {
  seedVendorStock,
  TRADE_LIST,
  VENDOR_STOCK,
  WORKSHOPS_CATEGORY,
  WORKSHOPS_LIST,
  type VendorStockSeed,
} from './seed-demo-vendor-stock';

/**
 * Bharat Auto Parts' stock and price lists (seed-demo-vendor-stock.ts): written
 * once, the workshop's main-store part codes all its items, the opening stock
 * with its cost, the default and the Workshops list, and the workshop its
 * linked customer in that category — and a counter sale at Bharat prices the
 * workshop at the Workshops list and a walk-in at the default list.
 */
let org: TestOrganisation;
let seed: VendorStockSeed;

beforeAll(async () => {
  // Only the parts the distributor stocks, as the system seed writes them, and the tax codes the sale reads.
  await Promise.all([
    seedReference(),
    writeSystemRecords(
      'PART',
      VENDOR_STOCK.map((l) => l.part),
    ),
  ]);
  org = await createTestOrganisation();
  const vendor = testConnectedVendor(
    { orgId: org.orgId, entityId: org.workshopId, userId: org.users.owner.userId },
    TEST_PASSWORD,
  );
  seed = { ...vendor, workshopName: 'Test Motors', customerId: `${vendor.recordId}C` };
  expect(await seedConnectedVendor(seed)).toBe('seeded');
  expect(await seedVendorStock(seed)).toBe('seeded');
}, 120_000);

describe('the connected distributor’s stock and price lists', () => {
  it('is written once, with stock at cost, both lists, and the workshop as a linked customer in Workshops', async () => {
    const orgId = seed.vendor.OrgId;
    const entId = seed.vendor.Entities[0]?.EntId ?? '';
    const before = await snapshotOrganisation(orgId);
    expect(await seedVendorStock(seed)).toBe('present');
    expect(await snapshotOrganisation(orgId)).toBe(before);

    // 30 items; every part on the workshop's main stores is one of them, found by its code as a PO's line is.
    expect(VENDOR_STOCK).toHaveLength(30);
    const ids = VENDOR_STOCK.map((l) => l.part._id);
    expect((await getItems(orgId, ids)).every(Boolean)).toBe(true);
    const workshopCodes = DEMO_WORKSHOP_STOCK[0]?.lines.map((l) => l.part.PCode) ?? [];
    for (const code of workshopCodes) {
      const found = (await idsByCode({ orgId, ownOnly: false }, 'PART', code)).ids;
      expect(
        found.some((id) => ids.includes(id)),
        code,
      ).toBe(true);
    }

    const stock = (await listStock(orgId, entId, { limit: 100 })).items;
    expect(stock).toHaveLength(30);
    for (const line of VENDOR_STOCK) {
      const balance = stock.find((b) => b.ItemId === line.part._id);
      expect(balance?.OnHand).toBe(line.Qty * QTY_SCALE);
      expect(balance?.ValueP).toBe(line.Qty * line.UnCostP);
    }

    const entity = await getEntity(orgId, entId);
    expect(entity?.Settings.Inventory).toMatchObject({ PrList: true, PrListId: TRADE_LIST._id });
    const trade = await listPrices(orgId, TRADE_LIST._id, { limit: 100 });
    const workshops = await listPrices(orgId, WORKSHOPS_LIST._id, { limit: 100 });
    expect([trade.items.length, workshops.items.length]).toEqual([30, 30]);

    const linked = await listConnectedParties(orgId, 'CUST');
    expect(linked.map((r) => r.Connect)).toEqual([{ OId: org.orgId, EId: org.workshopId }]);
    expect((await getParty(orgId, 'CUST', linked[0]?.Id ?? '', true))?.Cat).toBe(WORKSHOPS_CATEGORY);
  });

  it('sells to the workshop at the Workshops list and to a walk-in at the default list', async () => {
    const orgId = seed.vendor.OrgId;
    const entId = seed.vendor.Entities[0]?.EntId ?? '';
    const owner = await signIn({ ...org, domain: seed.vendor.Domain }, 'owner');
    const line = VENDOR_STOCK.find((l) => l.part.UoM === 'NOS');
    const entity = await getEntity(orgId, entId);
    const godown = (await listStock(orgId, entId, { limit: 1 })).items[0]?.WhId ?? '';
    if (!line || !entity) throw new Error('nothing to sell');
    const taxCodes = await getReferenceSet('TaxCodes');
    const { date } = branchNow({ entity } as unknown as ServiceContext);
    const tax = entity.Settings.Common.Tax;
    // What the counter charges for one at a unit price (the invoice engine the save uses).
    const totalAt = (UnPr: number) =>
      receiptAmounts(
        [{ ItemId: line.part._id, Qty: 1, UnPr, TCode: line.part.TCode }],
        {},
        {
          date,
          intra: true,
          taxCodes,
          intraTC: tax.IntraTC,
          interTC: tax.InterTC,
          round: entity.Settings.Acc.Round === true,
          taxable: tax.Tax !== false,
        },
      ).GrandTotalP;
    const sell = (buyer: Record<string, unknown>, UnPr: number) =>
      owner.call<ReceiptAnswer>(salesReceiptRoutes.createReceipt, {
        body: {
          WhId: godown,
          ...buyer,
          Lines: [{ ItemId: line.part._id, Qty: 1 }],
          Payments: [{ Type: 'Cash', Amt: paiseToRupees(totalAt(UnPr)) }],
        },
      });
    const workshopPrice = paiseToRupees(roundDiv(rupeesToPaise(line.part.UnPr) * 90, 100));
    const toWorkshop = await sell({ Cust: seed.customerId }, workshopPrice);
    expect(toWorkshop.status, JSON.stringify(toWorkshop.body)).toBe(200);
    expect(toWorkshop.body.Lines[0]?.UnPr).toBe(workshopPrice);
    expect(toWorkshop.body.CustName).toBe('Test Motors');
    const toWalkIn = await sell({}, line.part.UnPr);
    expect(toWalkIn.status, JSON.stringify(toWalkIn.body)).toBe(200);
    expect(toWalkIn.body.Lines[0]?.UnPr).toBe(line.part.UnPr);
  });

  it('puts the workshop’s record a connection already made in Workshops rather than writing a second', async () => {
    const vendor = testConnectedVendor(
      { orgId: org.orgId, entityId: org.workshopId, userId: org.users.owner.userId },
      TEST_PASSWORD,
    );
    const other: VendorStockSeed = { ...vendor, workshopName: 'Test Motors', customerId: `${vendor.recordId}C` };
    await seedConnectedVendor(other);
    const orgId = other.vendor.OrgId;
    const actor = {
      orgId,
      entityId: other.vendor.Entities[0]?.EntId ?? '',
      userId: other.vendor.Users[0]?.UserId ?? '',
    };
    const made = `${vendor.recordId}M`;
    await createParty(actor, 'CUST', made, {
      ...unlinkedParty(partyCreateBody.parse({ Type: 'Company', DName: 'Test Motors (linked)' })),
      Connect: { OId: org.orgId, EId: org.workshopId },
    });
    expect(await seedVendorStock(other)).toBe('seeded');
    const linked = await listConnectedParties(orgId, 'CUST');
    expect(linked.map((r) => r.Id)).toEqual([made]);
    expect((await getParty(orgId, 'CUST', made, true))?.Cat).toBe(WORKSHOPS_CATEGORY);
  }, 60_000);
});
