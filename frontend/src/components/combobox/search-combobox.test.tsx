import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComboboxOption, ComboboxSearch } from './combobox-option';
import { ClientError } from '../../lib/api-error';
import { SearchCombobox } from './search-combobox';
import { SEARCH_DELAY_MS } from './use-debounced-search';

type Pending = {
  text: string;
  signal: AbortSignal;
  resolve: (options: ComboboxOption[]) => void;
  reject: (error: Error) => void;
};

let pending: Pending[];
let picked: ComboboxOption[];
const search = vi.fn<ComboboxSearch>();

function Harness() {
  const [text, setText] = useState('');
  return (
    <SearchCombobox
      label="Find an operation"
      text={text}
      onTextChange={setText}
      search={search}
      onPick={(option) => {
        picked.push(option);
        setText(option.label);
      }}
    />
  );
}

const input = (): HTMLInputElement => screen.getByRole('combobox', { name: 'Find an operation' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const answer = async (at: number, options: ComboboxOption[]) => act(async () => pending[at]?.resolve(options));
const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent);
const status = () => screen.getByRole('status', { hidden: true });

const BRAKE_PADS: ComboboxOption = {
  value: 'OP001',
  label: 'Front brake pads replace',
  detail: 'BR-001',
  figure: '1.5 h × ₹950 = ₹1,425',
};
const BRAKE_DISC: ComboboxOption = {
  value: 'OP002',
  label: 'Front brake disc skim',
  detail: 'BR-002',
  figure: '₹1,150',
};

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  picked = [];
  search.mockReset();
  search.mockImplementation(
    (text, signal) => new Promise((resolve, reject) => pending.push({ text, signal, resolve, reject })),
  );
  render(<Harness />);
  input().focus();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchCombobox', () => {
  it('waits for a pause in typing and asks once, for the latest text, from 2 characters on', () => {
    type('b');
    wait(SEARCH_DELAY_MS * 2);
    // One character is too short to search: the status says so and nothing is sent.
    expect(search).not.toHaveBeenCalled();
    expect(status().textContent).toBe(SearchMessages.searchTypeMore);
    type('br');
    wait(SEARCH_DELAY_MS - 50);
    type('bra');
    wait(SEARCH_DELAY_MS - 1);
    expect(search).not.toHaveBeenCalled();
    expect(status().textContent).toBe(SearchMessages.searching);
    wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('bra');
  });

  it('drops a slower answer to older text: only the latest text’s answer is shown, and the older call is aborted', async () => {
    type('br');
    wait(SEARCH_DELAY_MS);
    type('bra');
    wait(SEARCH_DELAY_MS);
    expect(pending.map((p) => p.text)).toEqual(['br', 'bra']);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(pending[1]?.signal.aborted).toBe(false);
    await answer(1, [BRAKE_PADS]);
    await answer(0, [BRAKE_DISC, BRAKE_PADS]);
    expect(optionTexts()).toEqual(['Front brake pads replaceBR-0011.5 h × ₹950 = ₹1,425']);
  });

  it('shows description, code and the figure that matters for each result', async () => {
    type('front brake');
    wait(SEARCH_DELAY_MS);
    await answer(0, [BRAKE_PADS, BRAKE_DISC]);
    const [first, second] = screen.getAllByRole('option');
    expect(first?.querySelector('.kk-combobox__option-label')?.textContent).toBe('Front brake pads replace');
    expect(first?.querySelector('.kk-combobox__option-detail')?.textContent).toBe('BR-001');
    expect(first?.querySelector('.kk-combobox__option-figure')?.textContent).toBe('1.5 h × ₹950 = ₹1,425');
    expect(second?.querySelector('.kk-combobox__option-figure')?.textContent).toBe('₹1,150');
  });

  it('is driven by the keyboard: arrows move, Enter picks the highlighted result, Escape closes and keeps the text', async () => {
    type('brake');
    wait(SEARCH_DELAY_MS);
    await answer(0, [BRAKE_PADS, BRAKE_DISC]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input().value).toBe('brake');
    expect(picked).toEqual([]);

    type('brake d');
    wait(SEARCH_DELAY_MS);
    await answer(1, [BRAKE_DISC]);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(picked).toEqual([BRAKE_DISC]);
    expect(input().value).toBe('Front brake disc skim');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says when nothing was found or the search failed', async () => {
    type('zz');
    wait(SEARCH_DELAY_MS);
    await answer(0, []);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(status().textContent).toBe(SearchMessages.noResults);
    expect(input().getAttribute('aria-describedby')).toBe(status().id);
    type('zzz');
    wait(SEARCH_DELAY_MS);
    // A failure is told in the words of service-documents §8 'Lookup calls'.
    await act(async () => pending[1]?.reject(new Error('offline')));
    expect(status().textContent).toBe(`${Messages.horriblyWrongShort} ${SearchMessages.keepTyping}`);
    type('zzzz');
    wait(SEARCH_DELAY_MS);
    await act(async () => pending[2]?.reject(new ClientError(0, 'Network error', 0)));
    expect(status().textContent).toBe(`${Messages.cannotConnect} ${SearchMessages.keepTyping}`);
    type('');
    expect(status().hidden).toBe(true);
  });
});
