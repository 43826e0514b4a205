import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { BooksMessages } from '@shared/books/books-messages';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import type { ProfitUnitCostAnswer } from '@shared/books/unit-cost';
import type { ValuationMethod } from '@shared/inventory/fifo';
import type { ItemAnswer } from '@shared/inventory/item-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { valueMovements } from '../data/inventory/stock-writes';
import { periodBalanceItems } from '../data/ledger/ledger-read';
import { db } from '../lib/aws-clients';
import { invoke, type Answer } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { salePart, sold, takeBack } from '../test/sales-return-kit';
import { createCustomerAndVehicle, createRepairOrder, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { setValuation } from '../test/valuation-test-kit';

/**
 * The profit and loss by unit cost (report 502, docs/books.md §6.11) through the real postings and DynamoDB
 * Local, a branch on each method. §6.11's worked example (10 brake pads in at ₹100.00 and 10 at ₹120.00, 15
 * sold over the counter at ₹150.00, rent ₹100.00) with the pads' unit cost ₹110.00: cost of goods at unit cost
 * ₹1,650.00, a valuation difference of 0 on the moving average and +₹50.00 by FIFO. Then oil filters without a
 * unit cost issued to a repair order (counted at their posted cost) and one returned from it, a unit cost set
 * and two more issued, and 5 pads taken back over the counter.
 */

const PADS = 'PRT9951';
const FILTER = 'PRT9952';
const ZONE = 'Asia/Kolkata';
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** Posted cost of goods of the 15 pads, and of the 5 taken back (the sale's own cost, shared by quantity). */
const POSTED: Record<ValuationMethod, { sale: number; back: number }> = {
  AVG: { sale: 1_65_000, back: 55_000 },
  // 10 × ₹100 + 5 × ₹120; 5/15 of ₹1,600.00 = ₹533.333… → 53,333 p.
  FIFO: { sale: 1_60_000, back: 53_333 },
};

describe.each(['AVG', 'FIFO'] as ValuationMethod[])(
  'the profit and loss by unit cost on a branch valuing by %s',
  (method) => {
    let org: TestOrganisation;
    let tokens: Record<'owner' | 'advisor' | 'partsclerk' | 'cashier', string>;
    let main: Warehouse;
    let receipt: ReceiptAnswer;
    let orderId = '';
    const month = today().slice(0, 7);
    const range = { From: month, To: month };
    const atUnitCost = async () =>
      ok(await invoke<ProfitUnitCostAnswer>(booksRoutes.profitUnitCost, { token: tokens.owner, query: range }));
    const cogsOf = (a: ProfitAndLossAnswer) => a.Expenses.find((r) => r.Code === 5000)?.TotalP ?? 0;

    beforeAll(async () => {
      ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk', 'cashier'] as const));
      main = await createWarehouse(tokens.owner, 'Main');
      await salePart(org.orgId, { _id: PADS, PCode: 'BP-U', Desc: 'Brake pads', UoM: 'NOS', UnPr: 150, TCode: 106 });
      await createPart(org.orgId, { _id: FILTER, PCode: 'FLT-U', Desc: 'Oil filter', UoM: 'NOS' });
      await setValuation(tokens.owner, method);
      const pads = ok(
        await invoke<ItemAnswer>(inventoryItemRoutes.createItem, {
          token: tokens.owner,
          body: { ItemId: PADS, UnCost: 110 },
        }),
      );
      expect(pads.UnCost).toBe(110);
      ok(await invoke(inventoryItemRoutes.createItem, { token: tokens.owner, body: { ItemId: FILTER } }));
      await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 100, Reason: 'Opening stock' }]);
      await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 120, Reason: 'Opening stock' }]);
      await adjusted(tokens.owner, [{ ItemId: FILTER, WhId: main._id, Qty: 10, UnCost: 50, Reason: 'Opening stock' }]);
      receipt = await sold(tokens.owner, main._id, {
        Lines: [{ ItemId: PADS, Qty: 15 }],
        Payments: [{ Type: 'Cash', Amt: 2655 }],
      });
      ok(
        await invoke(booksRoutes.createExpense, {
          token: tokens.owner,
          body: { Date: today(), CatId: 'rent', Amount: 100, PayType: 'Cash' },
        }),
      );
    }, 120_000);

    it('§6.11: cost of goods at unit cost ₹1,650.00, the difference from the posted cost, the profit after it', async () => {
      const unit = await atUnitCost();
      const posted = POSTED[method].sale;
      expect(unit.Valuation).toBe(method);
      expect(unit.Expenses.map((r) => [r.Code, r.Name, r.TotalP])).toEqual([
        [5000, 'Cost of goods sold (at unit cost)', 1_65_000],
        [6100, 'Rent', 10_000],
      ]);
      expect(unit.PostedCogsP).toEqual([posted]);
      expect(unit.ValuationDiffP).toEqual([method === 'AVG' ? 0 : 5_000]);
      expect(unit.NoUnitCostP).toEqual([0]);
      expect(unit.IncomeP).toEqual([2_25_000]);
      expect(unit.TotalProfitP).toBe(50_000);
      // The P&L as posted (501) is the profit at unit cost plus the difference, to the paisa.
      const pnl = ok(
        await invoke<ProfitAndLossAnswer>(booksRoutes.profitAndLoss, { token: tokens.owner, query: range }),
      );
      expect(cogsOf(pnl)).toBe(posted);
      expect(pnl.TotalProfitP).toBe(unit.TotalProfitP + (unit.ValuationDiffP[0] ?? 0));
    });

    it('counts an item without a unit cost at its posted cost, named apart; a return from the order takes it back', async () => {
      const W = lines('RepairOrder');
      const order = await createRepairOrder(
        tokens.advisor,
        await createCustomerAndVehicle(tokens.advisor),
        org.users.advisor.userId,
        {
          Comps: [W.complaint(1, 'Oil change')],
          Ops: [W.labor(1, { CompId: 'WC1' })],
          Parts: [W.part(1, { OpId: 'WO1', In_Id: FILTER, Qty: 6 })],
        },
      );
      orderId = order._id;
      const line = { DocId: orderId, LineId: 'WP1', WhId: main._id };
      ok(await invoke(inventoryRoutes.issuePart, { token: tokens.partsclerk, body: { ...line, Qty: 4 } }));
      ok(await invoke(inventoryRoutes.returnPart, { token: tokens.partsclerk, body: { ...line, Qty: 1 } }));
      const unit = await atUnitCost();
      // 4 filters out at ₹50.00 and 1 back: ₹150.00 at posted cost, in 5000 at unit cost and in the part without one.
      expect(unit.Expenses[0]?.TotalP).toBe(1_65_000 + 15_000);
      expect(unit.PostedCogsP).toEqual([POSTED[method].sale + 15_000]);
      expect(unit.NoUnitCostP).toEqual([15_000]);
    });

    it('counts the unit cost set on the item from then on, and a sales return takes back its share of the sale', async () => {
      const item = ok(
        await invoke<ItemAnswer>(inventoryItemRoutes.item, { token: tokens.owner, params: { Id: FILTER } }),
      );
      const saved = ok(
        await invoke<ItemAnswer>(inventoryItemRoutes.updateItem, {
          token: tokens.owner,
          params: { Id: FILTER },
          body: { ver: item.ver, UnCost: 60 },
        }),
      );
      expect(saved.UnCost).toBe(60);
      ok(
        await invoke(inventoryRoutes.issuePart, {
          token: tokens.partsclerk,
          body: { DocId: orderId, LineId: 'WP1', WhId: main._id, Qty: 2 },
        }),
      );
      ok(
        await takeBack(tokens.owner, {
          SR: receipt._id,
          Lines: [{ LineId: receipt.Lines[0]?._id ?? '', Qty: 5 }],
          Refund: { Type: 'Cash' },
          Reason: 'Wrong size',
        }),
      );
      const unit = await atUnitCost();
      const { sale, back } = POSTED[method];
      // Unit cost: pads 1,65,000 − 55,000 (5/15 of the sale's), filters 15,000 at posted cost + 2 × ₹60.00.
      expect(unit.Expenses[0]?.TotalP).toBe(1_65_000 - 55_000 + 15_000 + 12_000);
      expect(unit.PostedCogsP).toEqual([sale - back + 15_000 + 10_000]);
      expect(unit.ValuationDiffP).toEqual([1_37_000 - (sale - back + 25_000)]);
      expect(unit.NoUnitCostP).toEqual([15_000]);
      // The counters ride on the period balances the postings already update: the month's 8 shards at most.
      const items = await periodBalanceItems(org.orgId, org.workshopId, month, month);
      expect(items.length).toBeLessThanOrEqual(8);
      expect(items.reduce((s, i) => s + Number(i.CogsUnitP ?? 0), 0)).toBe(1_37_000);
    });

    it('reads the unit costs in the balances’ own BatchGetItem: no request more', async () => {
      const sent: string[] = [];
      const name = 'unitCostRequestCounter';
      db().middlewareStack.add(
        (next, context) => async (args) => {
          sent.push(String(context.commandName));
          return next(args);
        },
        { step: 'initialize', name },
      );
      try {
        const source = { DocType: 'RepairOrder', DocId: orderId, LineId: 'WP1' };
        const plan = await valueMovements(org.orgId, org.workshopId, [
          { ItemId: PADS, WhId: main._id, Desc: 'Brake pads', Kind: 'Sale', Qty: -1_000, source },
          { ItemId: FILTER, WhId: main._id, Desc: 'Oil filter', Kind: 'Issue', Qty: -1_000, source },
          // A transfer posts no cost of goods: its item is not read.
          {
            ItemId: PADS,
            WhId: 'WH-ELSEWHERE',
            Desc: 'Brake pads',
            Kind: 'TransferIn',
            Qty: 1_000,
            ValueP: 100,
            source,
          },
        ]);
        expect(sent).toEqual(['BatchGetItemCommand']);
        expect(plan.unitCosts).toEqual([11_000, 6_000, undefined]);
      } finally {
        db().middlewareStack.remove(name);
      }
    });

    it('removes a unit cost with null, refuses a negative one, and refuses the report without 502', async () => {
      const item = ok(
        await invoke<ItemAnswer>(inventoryItemRoutes.item, { token: tokens.owner, params: { Id: FILTER } }),
      );
      expectRefused(
        await invoke(inventoryItemRoutes.updateItem, {
          token: tokens.owner,
          params: { Id: FILTER },
          body: { ver: item.ver, UnCost: -1 },
        }),
        400,
      );
      const cleared = ok(
        await invoke<ItemAnswer>(inventoryItemRoutes.updateItem, {
          token: tokens.owner,
          params: { Id: FILTER },
          body: { ver: item.ver, UnCost: null },
        }),
      );
      expect(cleared.UnCost).toBeUndefined();
      expect(cleared.ver).toBe(item.ver + 1);
      expectRefused(await invoke(booksRoutes.profitUnitCost, { token: tokens.cashier, query: range }), 403);
      expectRefused(
        await invoke(booksRoutes.profitUnitCost, { token: tokens.owner, query: { From: '2024-01', To: '2026-01' } }),
        400,
        BooksMessages.rangeTooLong,
      );
    });
  },
);
