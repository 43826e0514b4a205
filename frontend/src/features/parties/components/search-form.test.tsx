import { Messages } from '@shared/api/messages';
import { PartyMessages } from '@shared/parties/party-messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchProblems } from '../utils/search-rules';
import { SearchForm, type SearchFieldDef } from './search-form';

// Amplify forms render slowly under jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const FIELDS: SearchFieldDef[] = [
  { name: 'Name', label: 'Name' },
  { name: 'Phone', label: 'Phone' },
  { name: 'RegNo', label: 'Registration number' },
];

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

describe('search rules (spec platform §5)', () => {
  it('needs at least one field, blanks and spaces do not count', () => {
    expect(searchProblems({ Name: '', Phone: '   ' })).toEqual({ form: Messages.searchNeedsField, fields: {} });
  });

  it('needs at least 2 characters in every field given', () => {
    expect(searchProblems({ Name: ' k ', Phone: '98' })).toEqual({ fields: { Name: PartyMessages.searchTooShort } });
    expect(searchProblems({ Name: 'ka', Phone: '' })).toBeUndefined();
  });
});

describe('SearchForm', () => {
  it('an empty search shows the spec message and does not search', async () => {
    const onSearch = vi.fn();
    render(<SearchForm title="Customer search" fields={FIELDS} initial={{}} onSearch={onSearch} onStale={vi.fn()} />);
    search();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, At least One Field is Required To perform Search.',
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('a one-letter field is marked on the field and does not search', async () => {
    const onSearch = vi.fn();
    render(<SearchForm title="Customer search" fields={FIELDS} initial={{}} onSearch={onSearch} onStale={vi.fn()} />);
    type('Name', 'k');
    search();
    expect(await screen.findByText(PartyMessages.searchTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the trimmed fields given, leaving blanks out', async () => {
    const onSearch = vi.fn();
    render(<SearchForm title="Customer search" fields={FIELDS} initial={{}} onSearch={onSearch} onStale={vi.fn()} />);
    type('Name', '  ka ');
    type('Registration number', 'ab 12');
    search();
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledWith({ Name: 'ka', RegNo: 'ab 12' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the last search again and Clear empties every field', () => {
    render(
      <SearchForm
        title="Customer search"
        fields={FIELDS}
        initial={{ Phone: '98450' }}
        onSearch={vi.fn()}
        onStale={vi.fn()}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('98450');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('');
  });
});
