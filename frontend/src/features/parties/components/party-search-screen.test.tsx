import type { UserAndEntity } from '@shared/api/routes/iam';
import { Messages } from '@shared/api/messages';
import { PartyMessages } from '@shared/parties/party-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppQueryClient } from '../../../app/query-client';
import { fakeServerOfFile, type Sent } from '../../../components/testing/fake-server';
import { renderRoutes } from '../../../components/testing/render';
import { getToasts } from '../../../components/toast/toast-store';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { PartySearchScreen } from './party-search-screen';

const adminSession = (): UserAndEntity => {
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return session;
};

const fake = fakeServerOfFile();
/** A call as asked: its path and query string. */
const pathOf = (call: Sent | undefined) => `${call?.path}?${new URLSearchParams(call?.query)}`;

beforeEach(() => {
  fake.server = ({ path, query }) => {
    if (path.startsWith('Vendors/Recent')) {
      return 'Next' in query
        ? jsonResponse(200, { Items: [{ _id: 'v1', DName: 'Anand Tyres', Type: 'Company' }] })
        : jsonResponse(200, {
            Items: [{ _id: 'v3', DName: 'Bosch Spares Depot', Type: 'Company', Ct: 'Pune' }],
            Next: 'opaque-2',
          });
    }
    return jsonResponse(200, { Items: [{ _id: 'v2', DName: 'Coastal Lubricants', Type: 'Company' }] });
  };
});

function renderScreen(entry = '/Vendors/VendorSearch') {
  // The app's client: failed calls reach the toaster as they do in the app.
  return renderRoutes(
    [{ path: '/Vendors/VendorSearch', element: <PartySearchScreen kind="vendor" /> }],
    entry,
    adminSession(),
    { queryClient: createAppQueryClient() },
  );
}

describe('vendor search before and after a search (issue: recent records first)', { timeout: 20_000 }, () => {
  it('lists the branch’s recent vendors with their pages, then the search results', async () => {
    renderScreen();
    const recent = await screen.findByRole('table', { name: 'Recent vendors' });
    expect(within(recent).getByText('Bosch Spares Depot')).toBeTruthy();
    expect(pathOf(fake.sent[0])).toBe('Vendors/Recent?Limit=25');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Anand Tyres')).toBeTruthy();
    expect(pathOf(fake.sent.at(-1))).toBe('Vendors/Recent?Limit=25&Next=opaque-2');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'coastal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('table', { name: 'Vendors found' });
    expect(within(found).getByText('Coastal Lubricants')).toBeTruthy();
    expect(pathOf(fake.sent.at(-1))).toBe('Vendors/Search?Name=coastal&Limit=25');
  });
});

const search = (name: string) => {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};
const searches = () => fake.sent.filter((call) => pathOf(call).startsWith('Vendors/Search'));

describe('search terms the form and the server agree on', { timeout: 20_000 }, () => {
  it('a name without two letters or digits ("😀😀") is the field’s error, sent nowhere, shown once', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Recent vendors' });
    search('😀😀');
    expect(await screen.findByText(PartyMessages.searchTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(searches()).toEqual([]);
    expect(getToasts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('results clear when the next term is too short or empty', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Recent vendors' });
    search('coastal');
    expect(await screen.findByRole('table', { name: 'Vendors found' })).toBeTruthy();
    search('c');
    expect(await screen.findByText(PartyMessages.searchTooShort)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.queryByText('Coastal Lubricants')).toBeNull();

    search('coastal');
    expect(await screen.findByRole('table', { name: 'Vendors found' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Search' });
    search('');
    expect(await screen.findByText(Messages.searchNeedsField)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('an input error the server answers shows once, by the list, without Retry', async () => {
    fake.server = () => jsonResponse(400, { errorCode: 400, message: PartyMessages.searchTooShort });
    renderScreen('/Vendors/VendorSearch?Name=zz');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PartyMessages.searchTooShort);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(getToasts()).toEqual([]);
  });
});
