import { Messages } from '@shared/api/messages';
import { gstinCheckChar, GstinMessages } from '@shared/gst/gstin';
import { PartyMessages } from '@shared/parties/party-messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { ClientError, mapCallError } from '../../../lib/api-error';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { newPartyValues, type PartyBody } from '../utils/party-form-values';
import { PartyForm } from './party-form';

// Amplify forms render slowly under jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  clearToasts();
});

/** A GSTIN registered in Karnataka (29) with the right check character. */
const KARNATAKA_GSTIN = `29ABCDE1234F1Z${gstinCheckChar('29ABCDE1234F1Z')}`;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const billing = () => within(screen.getByRole('group', { name: 'Billing address' }));

function renderForm(onSave: (body: PartyBody) => Promise<void> = vi.fn(() => Promise.resolve()), readOnly = false) {
  return renderWithProviders(
    <PartyForm noun="Customer" initialValues={newPartyValues()} withCategory readOnly={readOnly} onSave={onSave} />,
  );
}

describe('PartyForm in the branch’s words', () => {
  it('a patient form asks for the patient category, not the customer category', () => {
    renderWithProviders(
      <PartyForm noun="Patient" initialValues={newPartyValues()} withCategory readOnly={false} onSave={vi.fn()} />,
    );
    expect(screen.getByLabelText('Patient category')).toBeTruthy();
    expect(screen.queryByLabelText('Customer category')).toBeNull();
  });
});

describe('PartyForm defaults (spec platform §3)', () => {
  it('starts as an individual, shipping same as billing, country IN', () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Individual' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Shipping address same as billing' }).checked).toBe(
      true,
    );
    expect(billing().getByLabelText<HTMLInputElement>('Country code').value).toBe('IN');
    expect(screen.queryByRole('group', { name: 'Shipping address' })).toBeNull();
    expect(screen.getByLabelText('Title').textContent).toContain('M/s.');
  });

  it('a company has a contact person that defaults to Mister, Male', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    const person = within(screen.getByRole('group', { name: 'Contact person' }));
    expect(person.getByLabelText<HTMLInputElement>('Salutation').value).toBe('Mister');
    expect(person.getByLabelText<HTMLSelectElement>('Sex').value).toBe('Male');
  });

  it('unticking "same as billing" shows the shipping address', () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shipping address same as billing' }));
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeTruthy();
  });

  it('without the right to save there is no Save button and the inputs are disabled', () => {
    renderForm(undefined, true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('First name').matches(':disabled')).toBe(true);
  });
});

describe('PartyForm validation (shared party rules)', () => {
  it('needs a name and a 10-digit phone, and saves nothing until then', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    save();
    expect(await screen.findByText(PartyMessages.nameRequired)).toBeTruthy();
    type('First name', 'Ravi');
    type('Phone', '12345');
    save();
    expect(await screen.findByText(PartyMessages.phone)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the body with blanks left out and the shipping address copied from billing', async () => {
    const onSave = vi.fn((_body: PartyBody) => Promise.resolve());
    renderForm(onSave);
    type('Title', 'Mr.');
    type('First name', 'Ravi');
    type('Last name', 'Kumar');
    type('Phone', '+91 98450 00001');
    // The city is picked from the state's cities: the state comes first.
    stubServer(() => jsonResponse(200, ['Bengaluru', 'Mysuru']));
    fireEvent.change(billing().getByLabelText('State'), { target: { value: 'Karnataka' } });
    await waitFor(() => expect(billing().getByRole('option', { name: 'Bengaluru' })).toBeTruthy());
    fireEvent.change(billing().getByLabelText('City'), { target: { value: 'Bengaluru' } });
    vi.unstubAllGlobals();
    type('GSTIN', KARNATAKA_GSTIN.toLowerCase());
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = onSave.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      Type: 'Individual',
      Sltn: 'Mr.',
      FName: 'Ravi',
      LName: 'Kumar',
      Cons: { Phones: { Main: '+91 98450 00001', Others: [] }, Emails: [] },
      BAdd: { Ct: 'Bengaluru', St: 'Karnataka', CCode: 'IN' },
      SAdd: { Ct: 'Bengaluru', St: 'Karnataka', CCode: 'IN' },
      GSTIN: KARNATAKA_GSTIN.toLowerCase(),
    });
    expect(body).not.toHaveProperty('DName');
    expect(body).not.toHaveProperty('CPerson');
  });

  it('puts the server field errors on the fields', async () => {
    const refused = new ClientError(400, 'Some fields are not valid.', 400, [
      { path: 'Cons.Phones.Main', message: PartyMessages.duplicateCustomerPhone },
    ]);
    renderForm(() => Promise.reject(refused));
    type('First name', 'Ravi');
    type('Phone', '9845000001');
    save();
    expect(await screen.findByText(PartyMessages.duplicateCustomerPhone)).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('PartyForm stale edit', () => {
  it('a 409 from the server shows the conflict toast with Refresh', async () => {
    renderForm(() => Promise.reject(new ClientError(409, Messages.duplicate, 409, undefined, Messages.conflict)));
    type('First name', 'Ravi');
    save();
    expect(await screen.findByText(Messages.conflict)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('PartyForm duplicate value', () => {
  it('a taken GSTIN is the GSTIN field’s error, not the conflict toast with Refresh', async () => {
    const taken = { path: 'GSTIN', message: PartyMessages.duplicateCustomerGstin };
    renderForm(() =>
      Promise.reject(mapCallError({ status: 409, body: { errorCode: 409, message: taken.message, errors: [taken] } })),
    );
    type('First name', 'Ravi');
    save();
    await waitFor(() => expect(screen.getByLabelText('GSTIN').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(taken.message).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByText(Messages.duplicate)).toBeNull();
  });
});

describe('PartyForm GSTIN feedback as you type', () => {
  it('says what is wrong with the number', () => {
    renderForm();
    type('GSTIN', '29ABCDE1234F1');
    expect(screen.getByText(GstinMessages.format)).toBeTruthy();
    const wrongCheck = KARNATAKA_GSTIN.slice(0, 14) + (KARNATAKA_GSTIN.endsWith('A') ? 'B' : 'A');
    type('GSTIN', wrongCheck);
    expect(screen.getByText(GstinMessages.checksum)).toBeTruthy();
    type('GSTIN', `00${KARNATAKA_GSTIN.slice(2)}`);
    expect(screen.getByText(GstinMessages.stateCode)).toBeTruthy();
  });

  it('confirms a valid number and its state, and flags a billing address in another state', () => {
    renderForm();
    type('GSTIN', KARNATAKA_GSTIN);
    expect(screen.getByText('Valid GSTIN of Karnataka (29).')).toBeTruthy();
    fireEvent.change(billing().getByLabelText('State'), { target: { value: 'Maharashtra' } });
    expect(screen.getByText(GstinMessages.stateMismatch)).toBeTruthy();
  });
});

describe('PartyForm: the link to another business (connection codes)', () => {
  const link = { OId: 'ORGB', EId: 'BRANCHB' };
  const connectedValues = () => ({ ...newPartyValues(), DName: 'Connected Spares', Connect: link });

  it('saving a connected record sends its current link back, so the link is never dropped', async () => {
    const onSave = vi.fn((_body: PartyBody) => Promise.resolve());
    renderWithProviders(
      <PartyForm
        noun="Vendor"
        initialValues={connectedValues()}
        withCategory={false}
        readOnly={false}
        onSave={onSave}
      />,
    );
    expect(
      screen.getByText('Connected to a business on Karkhana. A new code from them replaces the link.'),
    ).toBeTruthy();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].Connect).toEqual(link);
  });

  it('a code typed in is sent as the new link', async () => {
    const onSave = vi.fn((_body: PartyBody) => Promise.resolve());
    renderWithProviders(
      <PartyForm
        noun="Vendor"
        initialValues={{ ...newPartyValues(), DName: 'New Spares' }}
        withCategory={false}
        readOnly={false}
        onSave={onSave}
      />,
    );
    type('Connection code', '  ORGB.BRANCHB.ABCDEFGHIJKLMNOP ');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].Connect).toEqual({ Code: 'ORGB.BRANCHB.ABCDEFGHIJKLMNOP' });
  });
});

describe('PartyForm: the customer category is picked from settings/customercategories', () => {
  const CATEGORIES = [
    { _id: 'C1', Name: 'Fleet', Active: true, Used: true, ver: 1 },
    { _id: 'C2', Name: 'Retail', Active: true, ver: 1 },
    { _id: 'C3', Name: 'Insurance', Active: false, ver: 2 },
  ];
  const optionsOf = (label: string) =>
    [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
  afterEach(() => vi.unstubAllGlobals());

  it('offers None and the active categories, and sends the one chosen', async () => {
    stubServer(({ path }) =>
      path === 'Settings/CustomerCategories' ? jsonResponse(200, CATEGORIES) : jsonResponse(404, {}),
    );
    const onSave = vi.fn((_body: PartyBody) => Promise.resolve());
    renderForm(onSave);
    await waitFor(() => expect(optionsOf('Customer category')).toHaveLength(3));
    expect(optionsOf('Customer category')).toEqual([
      ['', 'None'],
      ['Fleet', 'Fleet'],
      ['Retail', 'Retail'],
    ]);
    type('Customer category', 'Fleet');
    type('First name', 'Ravi');
    type('Phone', '+91 98450 00001');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ Cat: 'Fleet' });
  });

  it('keeps a category the record already holds that is not on the list, marked so', async () => {
    stubServer(() => jsonResponse(200, CATEGORIES));
    const onSave = vi.fn((_body: PartyBody) => Promise.resolve());
    renderWithProviders(
      <PartyForm
        noun="Customer"
        initialValues={{ ...newPartyValues(), Cat: 'transport' }}
        withCategory
        readOnly={false}
        onSave={onSave}
      />,
    );
    await waitFor(() => expect(optionsOf('Customer category')).toHaveLength(4));
    expect(optionsOf('Customer category')[1]).toEqual(['transport', 'transport (not on the list)']);
    expect((screen.getByLabelText('Customer category') as HTMLSelectElement).value).toBe('transport');
  });
});
