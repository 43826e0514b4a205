import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { clearUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import {
  ESTIMATE_ID,
  estimateAnswer,
  ok,
  ORDER_ID,
  orderAnswer,
  renderDocument,
  stubServer,
  type FakeServer,
  type Sent,
} from '../testing/document-test-kit';
import { ServiceScreenMessages } from '../utils/messages';

const SLOW = { timeout: 5000 };
let sent: Sent[];
let server: FakeServer;
beforeEach(() => {
  server = () => undefined;
  sent = stubServer((call) => server(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});
const writes = () => sent.filter((s) => s.method !== 'GET');

describe('working a repair order', () => {
  it('is titled in the industry words and refuses issuing more than was received', async () => {
    server = ({ path }) => (path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined);
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Repair Order WO/2627/00007' }, SLOW)).toBeTruthy();
    // The browser tab names the order too.
    await waitFor(() => expect(document.title).toBe('Repair Order WO/2627/00007 · Karkhana'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Issued, part 1' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('list', { name: 'Problems' })).textContent).toBe(
      `WP1 · IQty: ${ServiceScreenMessages.insufficientQuantity}`,
    );
    expect(writes()).toHaveLength(0);
  });

  it('sublets a labour line to a vendor picked from the vendors', async () => {
    server = ({ method, path }) => {
      if (path === 'Vendors/Search')
        return ok({ Items: [{ _id: 'V1', DName: 'Ganesh Garage', Type: 'Vendor', Ct: 'Pune' }] });
      if (method === 'PUT') return ok(orderAnswer({ ver: 6 }));
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined;
    };
    // Subletting an approved line changes the agreed work: the admin may (the advisor's cell is read-only, line-locks.test.tsx).
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`, 'admin');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sublet to, labour 1' }, SLOW), {
      target: { value: 'Gan' },
    });
    const list = await screen.findByRole('listbox', { name: 'Sublet to, labour 1 suggestions' });
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Not sublet', 'Ganesh GaragePune']),
      SLOW,
    );
    fireEvent.click(within(list).getByRole('option', { name: /Ganesh Garage/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1), SLOW);
    expect((writes()[0]?.body?.Ops as unknown[])[0]).toMatchObject({ _id: 'WO1', Sublet: true, VenId: 'V1' });
    expect((writes()[0]?.body?.Ops as Record<string, unknown>[])[0]).not.toHaveProperty('VendorName');
  });

  it('refuses a status the line cannot take by hand', async () => {
    server = ({ path }) => (path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined);
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    const status = await screen.findByRole('combobox', { name: 'Status, labour 1' }, SLOW);
    fireEvent.change(status, { target: { value: 'Decl' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Declined' }, SLOW));
    expect(await screen.findByText(ServiceScreenMessages.statusNotAllowed('Approved', 'Declined'))).toBeTruthy();
    await waitFor(() => expect((status as HTMLInputElement).value).toBe('Approved'));
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    server = ({ method, path }) => {
      if (method === 'POST' && path === `Service/WorkOrders/${ORDER_ID}/Cancel`)
        return ok(orderAnswer({ ver: 6, Sts: 'Cancelled', Actions: ['Restart'] }));
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(orderAnswer()) : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    fireEvent.click(
      within(await screen.findByRole('toolbar', { name: 'Document actions' }, SLOW)).getByRole('button', {
        name: 'Cancel',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel: give a reason' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText(ServiceScreenMessages.reasonRequired)).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Customer took the car away' },
    });
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(
      () =>
        expect(writes()).toEqual([
          expect.objectContaining({
            path: `Service/WorkOrders/${ORDER_ID}/Cancel`,
            body: { ver: 5, Reason: 'Customer took the car away' },
          }),
        ]),
      SLOW,
    );
    expect(await screen.findByRole('button', { name: 'Restart' }, SLOW)).toBeTruthy();
  });
});

describe('converting an estimate', () => {
  it('opens the repair order the estimate became', async () => {
    server = ({ method, path }) => {
      if (method === 'POST' && path === `Service/Estimates/${ESTIMATE_ID}/ConvertToWO`)
        return ok(orderAnswer({ Sts: 'Approved', ver: 1 }));
      if (path === `Service/WorkOrders/${ORDER_ID}`) return ok(orderAnswer({ ver: 1 }));
      return path === `Service/Estimates/${ESTIMATE_ID}`
        ? ok(estimateAnswer({ Sts: 'Approved', Actions: ['Convert To WO', 'Hold'] }))
        : undefined;
    };
    const router = renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    fireEvent.click(
      within(await screen.findByRole('toolbar', { name: 'Document actions' }, SLOW)).getByRole('button', {
        name: 'Convert To WO',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Service/WorkOrder/${ORDER_ID}`), SLOW);
    expect(await screen.findByRole('heading', { name: 'Repair Order WO/2627/00007' }, SLOW)).toBeTruthy();
    // The browser tab names the order too.
    await waitFor(() => expect(document.title).toBe('Repair Order WO/2627/00007 · Karkhana'));
    expect(writes()[0]).toMatchObject({ path: `Service/Estimates/${ESTIMATE_ID}/ConvertToWO`, body: { ver: 3 } });
  });
});

describe('supplementary estimates and the audit log', () => {
  const SUPP_ID = '01JDXK0000000000000000SXPA';
  const withTotals = (GrandTotal: number, Insurer: number, Customer: number) => ({
    ...estimateAnswer().Totals,
    GrandTotal,
    Insurer,
    Customer,
  });

  it('opens the initial estimate and each supplementary, and adds them up in Overall', async () => {
    server = ({ path }) => {
      if (path === `Service/Estimates/${ESTIMATE_ID}`)
        return ok(
          estimateAnswer({
            Sts: 'Converted',
            SuppEst: [SUPP_ID],
            Actions: ['Add Supplementary'],
            Totals: withTotals(11800, 5900, 5900),
          }),
        );
      if (path === `Service/Estimates/${SUPP_ID}`)
        return ok(
          estimateAnswer({
            _id: SUPP_ID,
            Num: 'EST/2627/00014',
            Code: 'a',
            ParentId: ESTIMATE_ID,
            Totals: withTotals(2360, 2360, 0),
          }),
        );
      return undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    const tabs = await screen.findByRole('navigation', { name: 'Estimate and supplementaries' }, SLOW);
    expect(within(tabs).getByRole('link', { name: 'Initial' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Supp. a' }).getAttribute('href')).toBe(
      `/Service/Estimate/${SUPP_ID}`,
    );
    // The next supplementary's code is on its button.
    expect(screen.getByRole('button', { name: 'Add Supplementary - b' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('button', { name: 'Overall' }));
    const overall = await screen.findByRole('table', { name: 'Overall estimate' });
    await waitFor(
      () => expect(within(overall).getAllByRole('row').at(-1)?.textContent).toBe('Overall₹14,160.00₹8,260.00₹5,900.00'),
      SLOW,
    );
  });

  it('lists who changed what and when, field by field, only for users who may see it', async () => {
    let canAudit = false;
    server = ({ path }) => {
      if (path === `Service/Estimates/${ESTIMATE_ID}/AuditLog`) {
        return ok({
          Items: [
            {
              At: '2026-11-24T05:30:00.000Z',
              By: 'user-1',
              ByName: 'Asha Rao',
              Action: 'Save',
              ver: 3,
              Changes: [{ Path: 'Ops.EO1.Pr', Before: 750, After: 800 }],
            },
          ],
        });
      }
      return path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer({ CanAudit: canAudit })) : undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    await screen.findByRole('heading', { name: 'Estimate EST/2627/00012' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Audit Log' })).toBeNull();
    cleanup();

    canAudit = true;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Audit Log' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Audit log' });
    expect(await within(dialog).findByText('Ops.EO1.Pr: 750 → 800', undefined, SLOW)).toBeTruthy();
    expect(within(dialog).getByText(/^Save · Asha Rao · /)).toBeTruthy();
  });
});

describe('printing', () => {
  it('opens a print variant from the Print menu and shows the print-ready page', async () => {
    server = ({ path }) =>
      path === `Service/WorkOrders/${ORDER_ID}`
        ? ok(orderAnswer({ Ops: [{ ...orderAnswer().Ops?.[0], _id: 'WO1', PBy: 'Ins', AssPr: 750 }] }))
        : undefined;
    const router = renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    // Keyboard first: Enter opens the print menu.
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Print repair order' }, SLOW), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Insurance | Customer' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/Service/WorkOrder/${ORDER_ID}/Print/insuranceSplitCustomer`),
      SLOW,
    );
    const sheet = await screen.findByRole('article', { name: 'Repair Order WO/2627/00007' }, SLOW);
    expect(within(sheet).getByText('Front brake pads replace')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the document' }).getAttribute('href')).toBe(
      `/Service/WorkOrder/${ORDER_ID}`,
    );
  });

  it('says so when a print is not offered for the document', async () => {
    server = ({ path }) => (path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer()) : undefined);
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}/Print/technician`);
    expect(await screen.findByText(/This print is not offered for this document/, undefined, SLOW)).toBeTruthy();
  });
});
