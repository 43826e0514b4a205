import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import {
  ESTIMATE_ID,
  estimateAnswer,
  ok,
  ORDER_ID,
  orderAnswer,
  renderDocument,
  fakeDocumentServer,
} from '../testing/document-test-kit';
import { ServiceScreenMessages } from '../utils/messages';

/**
 * A saved document opens as saved: a walk-in customer's estimate or order (no
 * insurer, so no line has an assessed price) has its actions enabled and asks
 * nothing on leaving, and an edit typed back to what was saved is no edit.
 */
// Generous: the web project shares 2 cores with the rest of the suite.
const SLOW = { timeout: 10_000 };
const fake = fakeDocumentServer();
const actions = () => screen.findByRole('toolbar', { name: 'Document actions' }, SLOW);
// queryAll: the observer below may see the toolbar between renders, before its buttons are in.
const enabled = (toolbar: HTMLElement): string[] =>
  within(toolbar)
    .queryAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled)
    .map((b) => b.textContent ?? '');

describe('a customer-paid document as saved', () => {
  it('opens an estimate with every action enabled, and an edit typed back leaves it unchanged', async () => {
    fake.server = ({ method, path }) => {
      if (method === 'POST' && path === `Service/Estimates/${ESTIMATE_ID}/Approve`)
        return ok(estimateAnswer({ ver: 4, Sts: 'Approved', Actions: ['Convert To WO', 'Hold'] }));
      return path === `Service/Estimates/${ESTIMATE_ID}`
        ? ok(estimateAnswer({ Actions: ['Approve', 'Hold'] }))
        : undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    const toolbar = await actions();
    expect(enabled(toolbar)).toEqual(['Approve', 'Hold']);
    expect(screen.queryByText(ServiceScreenMessages.saveBeforeActions)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
    // No insurer pays: the grid has no assessed price or its difference, and more room for the line's name.
    expect(screen.queryByRole('textbox', { name: 'Assessed, labour 1' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Assessed − quoted' })).toBeNull();

    const hours = screen.getByRole('textbox', { name: 'Hours, labour 1' });
    fireEvent.change(hours, { target: { value: '2' } });
    await waitFor(() => expect(enabled(toolbar)).toEqual([]), SLOW);
    expect(screen.getByText(ServiceScreenMessages.saveBeforeActions)).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(true);
    // The assessed price of a customer-paid line stays blank: typing the hours back is no change.
    fireEvent.change(hours, { target: { value: '1.5' } });
    await waitFor(() => expect(enabled(toolbar)).toEqual(['Approve', 'Hold']), SLOW);
    expect(hasUnsavedChanges()).toBe(false);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    await waitFor(
      () =>
        expect(fake.writes()).toEqual([
          expect.objectContaining({ path: `Service/Estimates/${ESTIMATE_ID}/Approve`, body: { ver: 3 } }),
        ]),
      SLOW,
    );
    expect(await screen.findByRole('button', { name: 'Convert To WO' }, SLOW)).toBeTruthy();
  });

  it('opens a repair order whose technicians arrive after it with its actions enabled', async () => {
    fake.server = ({ path }) => {
      if (path.startsWith('Users/EmployeesOfEntity/'))
        return ok([{ UserId: 'tech-1', Name: 'Suresh', UserName: 'suresh', Tec: true }]);
      return path === `Service/WorkOrders/${ORDER_ID}`
        ? ok(
            orderAnswer({
              Sts: 'InProgress',
              Ops: [{ ...orderAnswer().Ops?.[0], _id: 'WO1', Tech: 'tech-1' }],
              Parts: [{ ...orderAnswer().Parts?.[0], _id: 'WP1', Sts: 'PartsAvl' }],
            }),
          )
        : undefined;
    };
    renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    const toolbar = await actions();
    // The status reads as the dashboards name it, not as its code.
    expect(screen.getByText('In Progress', { selector: '.kk-doc__status' })).toBeTruthy();
    const partStatus = screen.getByLabelText('Status, part 1');
    expect(partStatus instanceof HTMLInputElement ? partStatus.value : partStatus.textContent).toBe('Parts Available');
    expect(enabled(toolbar)).toEqual(['Complete', 'Hold', 'Cancel']);
    await waitFor(
      () =>
        expect((screen.getByRole('combobox', { name: 'Technician, labour 1' }) as HTMLInputElement).value).toBe(
          'Suresh',
        ),
      SLOW,
    );
    expect(enabled(toolbar)).toEqual(['Complete', 'Hold', 'Cancel']);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('opens the latest version of an order it has shown before, not the cached one', async () => {
    let order = orderAnswer();
    fake.server = ({ path }) => {
      if (path === `Service/Estimates/${ESTIMATE_ID}`) return ok(estimateAnswer());
      return path === `Service/WorkOrders/${ORDER_ID}` ? ok(order) : undefined;
    };
    const router = renderDocument(`/Service/WorkOrder/${ORDER_ID}`);
    expect(enabled(await actions())).toEqual(['Complete', 'Hold', 'Cancel']);
    await router.navigate(`/Service/Estimate/${ESTIMATE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Estimate EST/2627/00012' }, SLOW)).toBeTruthy();
    // Meanwhile the technician completed the last job: the order is Completed.
    order = orderAnswer({ ver: 6, Sts: 'Completed', Actions: ['Generate Invoice', 'Hold'] });
    // Every toolbar the screen shows from here on is the latest order's: the cached one never flashes up.
    const shown: string[][] = [];
    const seen = new MutationObserver(() => {
      const bar = screen.queryByRole('toolbar', { name: 'Document actions' });
      if (bar) shown.push(enabled(bar));
    });
    seen.observe(document.body, { childList: true, subtree: true });
    await router.navigate(`/Service/WorkOrder/${ORDER_ID}`);
    await waitFor(() => expect(shown.at(-1)).toEqual(['Generate Invoice', 'Hold']), SLOW);
    seen.disconnect();
    expect(shown.filter((labels) => labels.includes('Complete'))).toEqual([]);
  });
});
