import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closedMonths } from '@shared/inventory/statement-months';
import { StatementMessages } from '@shared/inventory/statement-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { formatMonth, todayIn } from '../../../lib/format';
import { inventoryScreens } from '../routes/screens';
import { ok, partsClerkSession, refuse, SLOW, WAREHOUSES } from '../testing/inventory-screens-kit';

/** reports/stockstatement (docs/inventory-snapshots.md §8) against the fake server. */

const session = partsClerkSession();
const months = closedMonths(todayIn(session.User.TZ));
const LINE = {
  ItemId: 'PRT9701',
  PCode: 'BP-1',
  Desc: 'Brake pads',
  UoM: 'NOS',
  WhId: 'WH1',
  OpenQty: 10,
  Open: 2500,
  InQty: 5,
  In: 1402.5,
  OutQty: 4,
  Out: 1040.67,
  CloseQty: 11,
  Close: 2861.83,
};
const READY = {
  Sts: 'Ready',
  Done: 2,
  Totals: { Open: 125000, In: 1402.5, Out: 1040.67, Close: 125361.83 },
  Items: [LINE, { ...LINE, ItemId: 'PRT9702', PCode: 'OF-2', Desc: 'Oil filter', WhId: 'WH2' }],
};

let sent: Sent[];
let statement: (call: Sent) => unknown;
let saved: { name: string; blob: Blob }[];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  statement = (call) => ({ Month: call.query.Month, ...READY });
  sent = stubServer((call) => {
    if (call.path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (call.path === 'Inventory/StockStatement') return ok(statement(call));
    if (call.path === 'Inventory/StockStatement/Csv')
      return new Response('Code,Item\r\nBP-1,Brake pads\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    return refuse(404, 'No fake answer');
  });
  saved = [];
  URL.createObjectURL = (blob: Blob) => `blob:${saved.push({ name: '', blob })}`;
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = (at: string) =>
  renderRoutes(
    [{ path: '/reports/stockstatement', Component: inventoryScreens.stockStatement.Component }],
    at,
    session,
  );
const statementCalls = () => sent.filter((s) => s.path === 'Inventory/StockStatement');

describe('reports/stockstatement', () => {
  it('opens on the last month that has ended, shows it being built, then its lines and totals in ₹', async () => {
    let asked = 0;
    statement = (call) => {
      asked += 1;
      return asked === 1
        ? { Month: call.query.Month, Sts: 'Building', Done: 99, Items: [] }
        : { Month: call.query.Month, ...READY };
    };
    render('/reports/stockstatement');
    expect(
      await screen.findByText(/Building the statement of .*: 99 stock records read so far/, undefined, SLOW),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: `Stock statement of ${formatMonth(months[0]!)}` }, SLOW);
    const first = (await within(table).findAllByTestId('statement-row', undefined, SLOW))[0] as HTMLElement;
    expect(within(first).getByText('11 NOS')).toBeTruthy();
    expect(within(first).getByText('₹2,861.83')).toBeTruthy();
    expect(within(first).getByText('₹1,040.67')).toBeTruthy();
    const totals = screen.getByLabelText(`Totals of ${formatMonth(months[0]!)}`);
    expect(within(totals).getByText('₹1,25,361.83')).toBeTruthy();
    expect(within(totals).getByText('₹1,25,000.00')).toBeTruthy();
    expect(statementCalls()[0]?.query).toMatchObject({ Month: months[0] });
    // The picker offers the months that have ended, most recent first.
    const picker = screen.getByLabelText('Month') as HTMLSelectElement;
    expect([...picker.options].slice(0, 2).map((o) => o.value)).toEqual(months.slice(0, 2));
  });

  it('asks for the month and the warehouse chosen, and downloads the CSV', async () => {
    render('/reports/stockstatement');
    await screen.findAllByTestId('statement-row', undefined, SLOW);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: months[2] } });
    await waitFor(() => expect(statementCalls().at(-1)?.query).toMatchObject({ Month: months[2] }), SLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Rack B' }, SLOW));
    await waitFor(() => expect(statementCalls().at(-1)?.query).toMatchObject({ Month: months[2], Wh: 'WH2' }), SLOW);

    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', false),
      SLOW,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved[0]?.name).toBe(`Stock-statement-${months[2]}-Rack B.csv`), SLOW);
    expect(sent.find((s) => s.path === 'Inventory/StockStatement/Csv')?.query).toEqual({ Month: months[2], Wh: 'WH2' });
  });

  it('says so when nothing was in stock in the month', async () => {
    statement = (call) => ({
      Month: call.query.Month,
      Sts: 'Ready',
      Done: 0,
      Totals: { Open: 0, In: 0, Out: 0, Close: 0 },
      Items: [],
    });
    render(`/reports/stockstatement?Month=${months[3]}`);
    expect(await screen.findByText(StatementMessages.empty, undefined, SLOW)).toBeTruthy();
    expect(statementCalls()[0]?.query).toMatchObject({ Month: months[3] });
  });
});
