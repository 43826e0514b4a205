import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { salesOrderRoutes as R } from '@shared/api/routes/sales-orders';
import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { Party } from '@shared/parties/party-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import { inBranch } from '../test/challan-test-kit';
import { ok, packAs } from '../test/fulfilment-test-kit';
import { adjusted, createWarehouse } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { salePart } from '../test/sales-return-kit';
import { organisationWithLogins } from '../test/test-logins';

/**
 * The branch's Sales settings (settings/salessettings, docs/sales-settings.md) through the real handlers
 * against DynamoDB Local: each setting the screen shows changes what the sales calls do. Approval off, an
 * order saved as New is Approved at once and can be packed; on (or never set), it waits at New. The sales
 * warehouse is where a document without one goes from; the validity days date a new estimate.
 */

let owner: string;
let main: Warehouse;
let counter: Warehouse;
let cust: Party;
const PART = 'PRT8501';

const settingsOf = () => ok(invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: owner }));
async function putSales(Sales: Record<string, unknown>) {
  const { ver } = await settingsOf();
  return ok(invoke<EntitySettingsAnswer>(settingsRoutes.putSales, { token: owner, body: { ver, Sales } as never }));
}
const create = (route: typeof R.createSalesOrder | typeof R.createSalesEstimate, body: Record<string, unknown>) =>
  ok(
    invoke<SalesDocAnswer>(route, {
      token: owner,
      body: { Cust: cust._id, Lines: [{ ItemId: PART, Qty: 2 }], ...body } as never,
    }),
  );

beforeAll(async () => {
  const { org, tokens } = await organisationWithLogins(['owner'] as const);
  owner = await inBranch(tokens.owner, org.partsBranchId);
  [main, counter] = [await createWarehouse(owner, 'Hosur Main'), await createWarehouse(owner, 'Hosur Counter')];
  await salePart(org.orgId, { _id: PART, PCode: 'CL-77', Desc: 'Clutch plate', UoM: 'NOS', UnPr: 1850, TCode: 106 });
  await adjusted(owner, [
    { ItemId: PART, WhId: main._id, Qty: 5, UnCost: 1200 },
    { ItemId: PART, WhId: counter._id, Qty: 5, UnCost: 1200 },
  ]);
  cust = await ok(
    invoke<Party>(partiesRoutes.createCustomer, {
      token: owner,
      body: {
        DName: 'Selvam Autos',
        Cons: { Phones: { Main: '9845012501' } },
        BAdd: { A1: '2 Bazaar Street', Ct: 'Hosur', St: 'Tamil Nadu', Pin: '635109' },
      },
    }),
  );
});

describe('Sales settings', () => {
  it('never set: a New order waits for approval (the approval step stays)', async () => {
    const order = await create(R.createSalesOrder, { WhId: main._id });
    expect(order.Sts).toBe('New');
  });

  it('saves the section at its ver and keeps what the screen does not show', async () => {
    const saved = await putSales({
      Disc: true,
      ApprSO: false,
      WhId: counter._id,
      EstDays: 15,
      SOTerms: 'Goods once sold are not taken back.',
      SETerms: 'Prices valid as dated.',
    });
    expect(saved.Settings.Sales).toEqual({
      Disc: true,
      ApprSO: false,
      WhId: counter._id,
      EstDays: 15,
      SOTerms: 'Goods once sold are not taken back.',
      SETerms: 'Prices valid as dated.',
    });
    const stale = await invoke(settingsRoutes.putSales, {
      token: owner,
      body: { ver: 1, Sales: { ApprSO: true } } as never,
    });
    expect(stale.status).toBe(409);
    expect((await settingsOf()).Settings.Sales?.ApprSO).toBe(false);
  });

  it('approval off: an order saved as New is Approved at once and can be packed; a Draft stays a Draft', async () => {
    const order = await create(R.createSalesOrder, {});
    expect(order.Sts).toBe('Approved');
    const pkg = await ok(packAs(owner, order, counter._id, [{ LineId: order.Lines[0]!._id, Qty: 2 }]));
    expect(pkg.Lines.map((l) => l.Qty)).toEqual([2]);
    const draft = await create(R.createSalesOrder, { Sts: 'Draft' });
    expect(draft.Sts).toBe('Draft');
    const moved = await ok(
      invoke<SalesDocAnswer>(R.saveSalesOrder, {
        token: owner,
        params: { Id: draft._id },
        body: { ver: draft.ver, Sts: 'New' },
      }),
    );
    expect(moved.Sts).toBe('Approved');
  });

  it('an estimate is as asked; the order it converts to is Approved at once', async () => {
    const est = await create(R.createSalesEstimate, {});
    expect(est.Sts).toBe('New');
    // Its conversion makes an order as a save would: Approved at once without the approval step.
    const approved = await ok(
      invoke<SalesDocAnswer>(R.approveSalesEstimate, { token: owner, params: { Id: est._id }, body: { ver: est.ver } }),
    );
    const order = await ok(
      invoke<SalesDocAnswer>(R.convertSalesEstimate, {
        token: owner,
        params: { Id: est._id },
        body: { ver: approved.ver },
      }),
    );
    expect(order.Sts).toBe('Approved');
  });

  it('a document without a warehouse goes from the sales warehouse; one that names its own keeps it', async () => {
    const order = await create(R.createSalesOrder, {});
    expect(order.WhId).toBe(counter._id);
    const named = await create(R.createSalesOrder, { WhId: main._id });
    expect(named.WhId).toBe(main._id);
  });

  it('a new estimate without a date is valid for the branch days; its own date wins', async () => {
    const est = await create(R.createSalesEstimate, {});
    const [y, m, d] = est.CrDate.slice(0, 10).split('-').map(Number) as [number, number, number];
    expect(est.ExpDate).toBe(new Date(Date.UTC(y, m - 1, d + 15)).toISOString().slice(0, 10));
    const own = await create(R.createSalesEstimate, { ExpDate: '2099-03-31' });
    expect(own.ExpDate).toBe('2099-03-31');
  });

  it('approval on again: a New order waits', async () => {
    await putSales({ ApprSO: true });
    const order = await create(R.createSalesOrder, {});
    expect(order.Sts).toBe('New');
  });

  it('refuses validity days out of range, writing nothing', async () => {
    const { ver } = await settingsOf();
    const bad = await invoke(settingsRoutes.putSales, { token: owner, body: { ver, Sales: { EstDays: 0 } } as never });
    expect(bad.status).toBe(400);
    expect((await settingsOf()).ver).toBe(ver);
  });
});
