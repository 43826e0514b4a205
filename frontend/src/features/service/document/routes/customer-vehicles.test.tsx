import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderDocument, fakeDocumentServer, type FakeServer } from '../testing/document-test-kit';

const SLOW = { timeout: 5000 };
const fake = fakeDocumentServer();

/** Asha owns two cars; another customer's car also matches 'KA01'. */
const parties: FakeServer = ({ path, query }) => {
  if (path === 'Customers/Search')
    return ok({ Items: [{ _id: 'C2', DName: 'Asha Rao', Type: 'Individual', Phone: '9800000002' }] });
  if (path === 'Customers/C2') {
    return ok({
      _id: 'C2',
      Type: 'Individual',
      DName: 'Asha Rao',
      Cons: { Phones: { Main: '9800000002', Others: [] }, Emails: [] },
      Vehs: [
        { _id: 'P7', RegNo: 'KA01MX4321' },
        { _id: 'P8', RegNo: 'KA05ZZ0007' },
      ],
      CrDt: '2024-01-01',
      UpDt: '2024-01-01',
      ver: 1,
    });
  }
  if (path === 'Products/Search' && query.RegNo)
    return ok({ Items: [{ _id: 'P9', RegNo: 'KA01AB1111', Owner: { CustId: 'C9', DName: 'Someone Else' } }] });
  return undefined;
};

describe('picking the customer first offers her vehicles', () => {
  it('lists them under the vehicle field and first in its search; a pick sets the vehicle', async () => {
    fake.server = parties;
    renderDocument('/Service/Estimate/New/false/autoclose/true');
    expect(await screen.findByRole('heading', { name: 'New Estimate' }, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'Asha' } });
    fireEvent.click(await screen.findByRole('option', { name: /Asha Rao/ }, SLOW));

    const hers = await screen.findByRole('group', { name: 'Vehicles of Asha Rao' }, SLOW);
    expect(
      within(hers)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['KA01MX4321', 'KA05ZZ0007']);

    const vehicle = screen.getByRole('combobox', { name: 'Vehicle (registration no.)' });
    fireEvent.change(vehicle, { target: { value: 'KA01' } });
    const list = await screen.findByRole('listbox', { name: 'Vehicle (registration no.) suggestions' }, SLOW);
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(["KA01MX4321Asha Rao's vehicle", 'KA01AB1111Someone Else']),
      SLOW,
    );

    fireEvent.click(within(hers).getByRole('button', { name: 'KA05ZZ0007' }));
    await waitFor(() => expect((vehicle as HTMLInputElement).value).toBe('KA05ZZ0007'));
    expect(screen.queryByRole('group', { name: 'Vehicles of Asha Rao' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('Asha Rao');
  });
});
