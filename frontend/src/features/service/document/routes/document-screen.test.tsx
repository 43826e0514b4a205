import { Messages } from '@shared/api/messages';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { clearUnsavedChanges, hasUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import {
  ESTIMATE_ID,
  estimateAnswer,
  ok,
  refuse,
  renderDocument,
  stubServer,
  type FakeServer,
  type Sent,
} from '../testing/document-test-kit';
import { ServiceScreenMessages } from '../utils/messages';

const NEW_ESTIMATE_ID = '01JDXK0000000000000000NEWE';
const SLOW = { timeout: 5000 };

/** The catalogue and parties the screen searches. */
const catalogue: FakeServer = ({ path, query }) => {
  if (path === 'Products/Search' && query.RegNo)
    return ok({
      Items: [
        { _id: 'P1', RegNo: 'MH12AB1234', Make: 'Maruti', Model: 'Ciaz', Owner: { CustId: 'C1', DName: 'Ravi Kumar' } },
      ],
    });
  if (path.startsWith('LTGS/LTG-SEDAN/Opcodesearch/')) {
    return ok({
      Items: [
        {
          _id: 'OP001',
          OpCode: 'BR-001',
          Desc: 'Front brake pads replace',
          Cat: 'BRAKES',
          SAC: '9987',
          TCode: 106,
          Hrs: 1.5,
          Rate: 800,
          Pr: 1200,
          Fixed: false,
        },
      ],
    });
  }
  if (path.startsWith('DummyParts/ByDescriptionLite/')) {
    return ok({
      Items: [
        {
          _id: 'PRT0001',
          PCode: 'BP-100',
          Desc: 'Brake pad set',
          Cat: 'BRAKES',
          Make: 'Bosch',
          HSN: '87083000',
          UoM: 'NOS',
          UnPr: 1450,
          TCode: 106,
        },
      ],
    });
  }
  if (path.startsWith('Service/Complaints/SearchLite/'))
    return ok({ Items: [{ _id: 'CMP001', Desc: 'Noise from front brakes', Cat: 'BRAKES' }] });
  return undefined;
};

let sent: Sent[];
let server: FakeServer;
beforeEach(() => {
  server = () => undefined;
  sent = stubServer((call) => server(call) ?? catalogue(call));
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

const writes = () => sent.filter((s) => s.method !== 'GET');

/** Types into a search combobox and picks the suggestion with `label`. */
async function pick(input: HTMLElement, text: string, label: RegExp | string) {
  fireEvent.change(input, { target: { value: text } });
  const option = await screen.findByRole('option', { name: label }, SLOW);
  fireEvent.click(option);
}

describe('the estimate screen', () => {
  it('creates an estimate with a complaint, a catalogue labour line and a part, then opens it', async () => {
    server = ({ method, path, body }) => {
      if (method === 'POST' && path === 'Service/Estimates') {
        return ok(
          estimateAnswer({
            _id: NEW_ESTIMATE_ID,
            Num: 'EST/2627/00013',
            ver: 1,
            ...(body as object),
            Totals: estimateAnswer().Totals,
          }),
        );
      }
      if (path === `Service/Estimates/${NEW_ESTIMATE_ID}`)
        return ok(estimateAnswer({ _id: NEW_ESTIMATE_ID, Num: 'EST/2627/00013', ver: 1 }));
      return undefined;
    };
    const router = renderDocument('/Service/Estimate/New/false/autoclose/true');
    expect(await screen.findByRole('heading', { name: 'New Estimate' })).toBeTruthy();

    await pick(screen.getByRole('combobox', { name: 'Vehicle (registration no.)' }), 'MH12', /MH12AB1234/);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('Ravi Kumar'),
    );
    await pick(screen.getByRole('combobox', { name: 'Complaint WC1' }), 'noise', /Noise from front brakes/);

    fireEvent.click(
      within(screen.getByRole('region', { name: 'Complaint 1' })).getByRole('button', { name: 'Add labour' }),
    );
    // The guide of the vehicle's body type must be known before operations can be searched.
    await waitFor(() => expect(sent.some((s) => s.path === 'LTGS/GetLTGIDOfBodyType/SEDAN')).toBe(true), SLOW);
    await pick(await screen.findByRole('combobox', { name: 'Labour, labour 1' }), 'brake', /Front brake pads replace/);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Hours, labour 1' }) as HTMLInputElement).value).toBe('1.5'),
    );
    expect((screen.getByRole('textbox', { name: 'Rate, labour 1' }) as HTMLInputElement).value).toBe('800');

    // The first 'Add part' is under EO1; the last one adds a part under no labour line.
    fireEvent.click(screen.getAllByRole('button', { name: 'Add part' })[0] as HTMLElement);
    await pick(
      within(screen.getByRole('table', { name: 'Parts for EO1' })).getByRole('combobox', { name: 'Part, part 1' }),
      'pad',
      /Brake pad set/,
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Unit price, part 1' }) as HTMLInputElement).value).toBe('1450'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1), SLOW);
    const body = writes()[0]?.body as Record<string, unknown>;
    expect(body.ProdId).toBe('P1');
    expect(body.Cust).toBe('C1');
    expect(body.Comps).toEqual([{ _id: 'WC1', Comp_Id: 'CMP001', Desc: 'Noise from front brakes' }]);
    expect(body.Ops).toEqual([
      {
        _id: 'EO1',
        Desc: 'Front brake pads replace',
        Op_Id: 'OP001',
        Qty: 1.5,
        Pr: 800,
        EstPr: 800,
        SAC: '9987',
        TCode: 106,
        PBy: 'Cus',
        Sts: 'New',
        CompId: 'WC1',
      },
    ]);
    expect(body.Parts).toEqual([
      // The catalogue part's HSN comes with the pick: the tax invoice names it (CGST Rule 46(g)).
      {
        _id: 'EP1',
        Desc: 'Brake pad set',
        MPN: 'BP-100',
        PCode: 'BP-100',
        UoM: 'NOS',
        Make: 'Bosch',
        UnPr: 1450,
        EstPr: 1450,
        TCode: 106,
        HSN: '87083000',
        Qty: 1,
        PBy: 'Cus',
        Sts: 'New',
        OpId: 'EO1',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Service/Estimate/${NEW_ESTIMATE_ID}`), SLOW);
    expect(await screen.findByRole('heading', { name: 'Estimate EST/2627/00013' }, SLOW)).toBeTruthy();
    expect(await screen.findByText(Messages.saved)).toBeTruthy();
    // A whole journey through four searches: on the shared 2-core machine it needs more than the default 20 s.
  }, 60_000);

  it('refuses an operation that is already on the estimate, at once', async () => {
    server = ({ path }) => (path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer()) : undefined);
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    const section = await screen.findByRole('region', { name: 'Complaint 1' }, SLOW);
    await waitFor(() => expect(sent.some((s) => s.path === 'LTGS/GetLTGIDOfBodyType/SEDAN')).toBe(true), SLOW);
    fireEvent.click(within(section).getByRole('button', { name: 'Add labour' }));
    const cell = await screen.findByRole('combobox', { name: 'Labour, labour 2' });
    await pick(cell, 'brake', /Front brake pads replace/);
    expect(await screen.findByText(DocumentMessages.duplicateOperation)).toBeTruthy();
    await waitFor(() => expect((cell as HTMLInputElement).value).toBe(''));
    expect((screen.getByRole('textbox', { name: 'Hours, labour 2' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps free-form lines to users with the free-form permission', async () => {
    server = ({ path }) => (path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer()) : undefined);
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`, 'advisor');
    const section = await screen.findByRole('region', { name: 'Complaint 1' }, SLOW);
    expect(screen.queryByText(/saved as free-form lines/)).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Add labour' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Labour, labour 2' }), {
      target: { value: 'Polish the bonnet' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(problems.textContent).toContain(`EO2 · Desc: ${ServiceScreenMessages.freeFormNotAllowed}`);
    expect(writes()).toHaveLength(0);
    cleanup();

    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`, 'admin');
    expect(await screen.findByText(/saved as free-form lines/, undefined, SLOW)).toBeTruthy();
  });

  it('shows what the insurer and the customer pay, and recomputes as the user types', async () => {
    server = ({ path }) =>
      path === `Service/Estimates/${ESTIMATE_ID}`
        ? ok(
            estimateAnswer({
              Ops: [
                {
                  _id: 'EO1',
                  Desc: 'Front bumper replace',
                  Op_Id: 'OP009',
                  CompId: 'WC1',
                  Qty: 1,
                  Pr: 1000,
                  AssPr: 900,
                  PBy: 'Ins',
                  Sts: 'New',
                  TCode: 106,
                },
                {
                  _id: 'EO2',
                  Desc: 'Wheel alignment',
                  Op_Id: 'OP010',
                  CompId: 'WC1',
                  Qty: 1,
                  Pr: 500,
                  PBy: 'Cus',
                  Sts: 'New',
                  TCode: 106,
                },
              ],
              Totals: { ...estimateAnswer().Totals, Labor: 1400, GrandTotal: 1652, Insurer: 1062, Customer: 590 },
            }),
          )
        : undefined;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    expect(within(totals).getByRole('status', { name: 'Insurer pays' }).textContent).toBe('₹1,062.00');
    expect(within(totals).getByRole('status', { name: 'Customer pays' }).textContent).toBe('₹590.00');
    // The surveyor approved less than quoted on the insurer's line: the difference shows on that line.
    expect(screen.getByRole('status', { name: 'Assessed − quoted, labour 1' }).textContent).toBe('-₹100.00');

    fireEvent.change(screen.getByRole('textbox', { name: 'Rate, labour 2' }), { target: { value: '1500' } });
    // 1,500 + 18 % GST = 1,770 for the customer; the insurer's 900 + 18 % = 1,062 stays.
    await waitFor(() =>
      expect(within(totals).getByRole('status', { name: 'Customer pays' }).textContent).toBe('₹1,770.00'),
    );
    expect(within(totals).getByRole('status', { name: 'Insurer pays' }).textContent).toBe('₹1,062.00');
  });

  it('shows the conflict toast with Refresh when someone saved the estimate first', async () => {
    server = ({ method, path }) => {
      if (method === 'PUT') return refuse(409, 'This record was changed by someone else.');
      return path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer()) : undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rate, labour 1' }, SLOW), {
      target: { value: '900' },
    });
    // Leaving now would ask first (the unsaved-changes guard).
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    act(() => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Rate, labour 1' }), { key: 's', ctrlKey: true });
    });
    expect(await screen.findByText('Duplicate', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: `Service/Estimates/${ESTIMATE_ID}`, body: { ver: 3 } });
  });

  it('offers Approve only when the answer lists it, and posts it with the ver', async () => {
    let actions = ['Hold'];
    server = ({ method, path, body }) => {
      if (method === 'POST' && path === `Service/Estimates/${ESTIMATE_ID}/Approve`)
        return ok(estimateAnswer({ ver: 4, Sts: 'Approved', Actions: ['Convert To WO'], ...(body ? {} : {}) }));
      return path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer({ Actions: actions })) : undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    const bar = await screen.findByRole('toolbar', { name: 'Document actions' }, SLOW);
    expect(within(bar).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Hold' })).toBeTruthy();
    cleanup();

    actions = ['Approve', 'Hold', 'Cancel'];
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    fireEvent.click(
      within(await screen.findByRole('toolbar', { name: 'Document actions' }, SLOW)).getByRole('button', {
        name: 'Approve',
      }),
    );
    await waitFor(
      () =>
        expect(writes().at(-1)).toMatchObject({
          method: 'POST',
          path: `Service/Estimates/${ESTIMATE_ID}/Approve`,
          body: { ver: 3 },
        }),
      SLOW,
    );
    expect(await screen.findByRole('button', { name: 'Convert To WO' }, SLOW)).toBeTruthy();
  });

  it('lists the lines and fields a refusal names, and marks the line', async () => {
    server = ({ method, path }) => {
      if (method === 'PUT') {
        return refuse(400, 'The estimate cannot be saved.', {
          errors: [{ path: 'EO1.Pr', message: DocumentMessages.customerPriceNeeded }],
          Issues: [{ LineId: 'EO1', Field: 'Pr', Message: DocumentMessages.customerPriceNeeded }],
        });
      }
      return path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateAnswer()) : undefined;
    };
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rate, labour 1' }, SLOW), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const problems = await screen.findByRole('list', { name: 'Problems' }, SLOW);
    expect(problems.textContent).toBe(`EO1 · Pr: ${DocumentMessages.customerPriceNeeded}`);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Rate, labour 1' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByRole('list', { name: 'Problems in labour 1' }).textContent).toContain(
      DocumentMessages.customerPriceNeeded,
    );
  });
});
