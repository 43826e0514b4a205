import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../testing/resize-observer';
import * as z from 'zod';
import {
  asNumber,
  columnWidth,
  tableMinWidth,
  type ComboboxOption,
  type ComboboxSearch,
  type LineGridColumn,
} from './line-grid-columns';
import { LineGrid } from './line-grid';

const line = z.object({
  Code: z.string().trim().min(1, 'Enter the code.'),
  Desc: z.string().trim().min(1, 'Enter the description.'),
  Qty: z.number('Enter the quantity.').positive('Quantity must be more than 0.'),
  Rate: z.number('Enter the rate.').min(0),
});
const schema = z.object({ Lines: z.array(line) });
type Line = z.infer<typeof line>;
type Form = z.infer<typeof schema>;

const amount = (row: Line): number | undefined => {
  const qty = asNumber(row.Qty);
  const rate = asNumber(row.Rate);
  return qty === undefined || rate === undefined
    ? undefined
    : new Decimal(qty).times(rate).toDecimalPlaces(2).toNumber();
};

const columns = (search: ComboboxSearch): LineGridColumn<Line>[] => [
  {
    key: 'Code',
    header: 'Code',
    kind: 'combobox',
    required: true,
    width: '8rem',
    search,
    onPick: (option, editor) => {
      if (!editor.row.Desc) editor.set('Desc', option.detail ?? '');
    },
  },
  { key: 'Desc', header: 'Description', kind: 'text', required: true },
  { key: 'Qty', header: 'Qty', kind: 'number', required: true, width: '5rem', total: true },
  { key: 'Rate', header: 'Rate', kind: 'money', required: true, width: '7rem' },
  { key: 'Amount', header: 'Amount', kind: 'computed', format: 'money', width: '8rem', total: true, compute: amount },
];

const blank = (): Line => ({ Code: '', Desc: '', Qty: 1, Rate: 0 });
const START: Line[] = [
  { Code: 'GS01', Desc: 'General service', Qty: 1, Rate: 1500 },
  { Code: 'WB01', Desc: 'Wheel balancing', Qty: 4, Rate: 250.5 },
];

let submitted: Form | undefined;

function Harness({ search, lines = START, maxLines }: { search: ComboboxSearch; lines?: Line[]; maxLines?: number }) {
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { Lines: lines } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        submitted = values;
      })}
    >
      <LineGrid
        form={form}
        name="Lines"
        columns={columns(search)}
        newLine={blank}
        label="Lines"
        maxLines={maxLines}
        summary={(rows) => `${rows.length} lines`}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const noSearch: ComboboxSearch = () => Promise.resolve([]);
const cell = (header: string, n: number): HTMLInputElement =>
  screen.getByRole(header === 'Code' ? 'combobox' : 'textbox', { name: `${header}, line ${n}` }) as HTMLInputElement;
const values = (header: string): string[] =>
  screen
    .queryAllByRole(header === 'Code' ? 'combobox' : 'textbox', { name: new RegExp(`^${header}, line \\d+$`) })
    .map((el) => (el as HTMLInputElement).value);
const focused = (): string | null => document.activeElement?.getAttribute('aria-label') ?? null;
const grid = (): HTMLElement => screen.getByRole('table', { name: 'Lines' }).parentElement as HTMLElement;

/** What Tab walks through, in order: jsdom has no native Tab, so the test reads the document's tab sequence. */
const tabSequence = (container: HTMLElement): string[] =>
  [...container.querySelectorAll<HTMLElement>('input, button, select, textarea, [tabindex]')]
    .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[hidden]'))
    .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');

afterEach(() => {
  cleanup();
  submitted = undefined;
  vi.unstubAllGlobals();
});

describe('LineGrid keyboard', () => {
  it('Tab walks the editable cells of a line in column order, then its actions, then the next line; computed cells are skipped', () => {
    render(<Harness search={noSearch} />);
    expect(tabSequence(grid())).toEqual([
      'Code, line 1',
      'Description, line 1',
      'Qty, line 1',
      'Rate, line 1',
      'Move line 1 down',
      'Remove line 1',
      'Code, line 2',
      'Description, line 2',
      'Qty, line 2',
      'Rate, line 2',
      'Move line 2 up',
      'Remove line 2',
      'Add line',
    ]);
  });

  it('Enter moves to the next cell, past computed cells to the next line, and past the last line adds one; Shift+Enter goes back', async () => {
    render(<Harness search={noSearch} />);
    cell('Code', 1).focus();
    const enter = (shiftKey = false) =>
      fireEvent.keyDown(document.activeElement as Element, { key: 'Enter', shiftKey });
    enter();
    expect(focused()).toBe('Description, line 1');
    enter();
    enter();
    expect(focused()).toBe('Rate, line 1');
    enter();
    expect(focused()).toBe('Code, line 2');
    enter(true);
    expect(focused()).toBe('Rate, line 1');
    cell('Rate', 2).focus();
    enter();
    await waitFor(() => expect(focused()).toBe('Code, line 3'));
    expect(values('Description')).toEqual(['General service', 'Wheel balancing', '']);
  });

  it('Enter on the last cell does not add past maxLines', () => {
    render(<Harness search={noSearch} maxLines={2} />);
    cell('Rate', 2).focus();
    fireEvent.keyDown(cell('Rate', 2), { key: 'Enter' });
    expect(values('Code')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Add line' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('LineGrid lines', () => {
  it('adds a line with the button and focuses its first cell; removes a line', async () => {
    render(<Harness search={noSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(focused()).toBe('Code, line 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(values('Code')).toEqual(['WB01', '']);
    expect(screen.getByText('2 lines')).toBeTruthy();
  });

  it('reorders with Alt+ArrowUp/Down from any cell (focus stays on the moved line) and with the buttons', async () => {
    render(<Harness search={noSearch} lines={[...START, { Code: 'AC01', Desc: 'AC gas', Qty: 1, Rate: 900 }]} />);
    cell('Description', 3).focus();
    fireEvent.keyDown(cell('Description', 3), { key: 'ArrowUp', altKey: true });
    expect(values('Code')).toEqual(['GS01', 'AC01', 'WB01']);
    await waitFor(() => expect(focused()).toBe('Description, line 2'));
    // From a combobox cell too: the grid takes Alt+Arrow before the list does.
    fireEvent.keyDown(cell('Code', 2), { key: 'ArrowUp', altKey: true });
    expect(values('Code')).toEqual(['AC01', 'GS01', 'WB01']);
    await waitFor(() => expect(focused()).toBe('Code, line 1'));
    fireEvent.keyDown(cell('Code', 1), { key: 'ArrowUp', altKey: true });
    expect(values('Code')).toEqual(['AC01', 'GS01', 'WB01']);
    fireEvent.click(screen.getByRole('button', { name: 'Move line 1 down' }));
    expect(values('Code')).toEqual(['GS01', 'AC01', 'WB01']);
    expect((screen.getByRole('button', { name: 'Move line 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move line 3 down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows each line’s own validation messages under it, and marks the cells', async () => {
    render(<Harness search={noSearch} />);
    fireEvent.change(cell('Description', 2), { target: { value: '  ' } });
    fireEvent.change(cell('Qty', 2), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const problems = await screen.findByRole('list', { name: 'Problems in line 2' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Description: Enter the description.', 'Qty: Enter the quantity.']);
    expect(screen.queryByRole('list', { name: 'Problems in line 1' })).toBeNull();
    expect(cell('Description', 2).getAttribute('aria-invalid')).toBe('true');
    expect(cell('Description', 2).getAttribute('aria-describedby')).toBe(problems.id);
    expect(cell('Description', 1).getAttribute('aria-invalid')).toBe('false');
    expect(submitted).toBeUndefined();
    // Fixing it clears the line's messages.
    fireEvent.change(cell('Description', 2), { target: { value: 'Wheel alignment' } });
    fireEvent.change(cell('Qty', 2), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted?.Lines[1]).toEqual({ Code: 'WB01', Desc: 'Wheel alignment', Qty: 2, Rate: 250.5 }),
    );
    expect(screen.queryByRole('list', { name: 'Problems in line 2' })).toBeNull();
  });

  it('computed cells are read-only outputs that follow their line; the sticky footer totals through the money formatter', () => {
    render(<Harness search={noSearch} />);
    const amountOf = (n: number) => screen.getByRole('status', { name: `Amount, line ${n}` });
    expect(amountOf(1).tagName).toBe('OUTPUT');
    expect(amountOf(2).textContent).toBe('₹1,002.00');
    expect(screen.queryByRole('textbox', { name: 'Amount, line 1' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Total Amount' }).textContent).toBe('₹2,502.00');
    expect(screen.getByRole('status', { name: 'Total Qty' }).textContent).toBe('5');
    fireEvent.change(cell('Qty', 1), { target: { value: '0.1' } });
    fireEvent.change(cell('Qty', 2), { target: { value: '0.2' } });
    fireEvent.change(cell('Rate', 1), { target: { value: '100000' } });
    expect(amountOf(1).textContent).toBe('₹10,000.00');
    expect(screen.getByRole('status', { name: 'Total Qty' }).textContent).toBe('0.3');
    expect(screen.getByRole('status', { name: 'Total Amount' }).textContent).toBe('₹10,050.10');
    expect(grid().querySelector('tfoot')?.className).toContain('kk-line-grid__footer');
  });
});

describe('LineGrid layout', () => {
  it('stacks each line as a card when the grid is narrow (390 px), and shows columns when wide', () => {
    const report = stubResizeObserver();
    render(<Harness search={noSearch} />);
    expect(grid().className).not.toContain('kk-line-grid--stacked');
    act(() => report(390));
    expect(grid().className).toContain('kk-line-grid--stacked');
    expect(grid().dataset.layout).toBe('cards');
    act(() => report(1024));
    expect(grid().className).not.toContain('kk-line-grid--stacked');
  });
});

describe('LineGrid widths (docs/line-grid.md Widths)', () => {
  it('a figure column without a width takes 7rem; the description takes the rest and the table never leaves it under 16rem', () => {
    const cols: LineGridColumn<Line>[] = [
      { key: 'Desc', header: 'Labour', kind: 'combobox', search: noSearch },
      { key: 'Qty', header: 'Hours', kind: 'number', width: '5rem' },
      { key: 'Amount', header: 'Amount', kind: 'computed', format: 'money', compute: amount },
    ];
    expect(cols.map((c) => columnWidth(c))).toEqual([undefined, '5rem', '7rem']);
    expect(tableMinWidth(cols)).toBe('calc(2.5rem + 10rem + 16rem + 5rem + 7rem)');
  });

  it('as a table the grid has its least width and every column its width; as cards neither', () => {
    const report = stubResizeObserver();
    render(<Harness search={noSearch} />);
    act(() => report(1024));
    const table = screen.getByRole('table', { name: 'Lines' });
    // 2.5rem + 10rem + 8rem + 16rem + 5rem + 7rem + 8rem, which the DOM sums.
    expect(table.style.minWidth).toBe('calc(56.5rem)');
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual([
      '2.5rem',
      '8rem',
      '',
      '5rem',
      '7rem',
      '8rem',
      '10rem',
    ]);
    act(() => report(390));
    expect(table.style.minWidth).toBe('');
  });
});

describe('LineGrid combobox cell', () => {
  type Pending = { text: string; resolve: (options: ComboboxOption[]) => void };

  it('searches as you type after a pause, drops a slower answer to older text, and a pick fills the line', async () => {
    const pending: Pending[] = [];
    const search = vi.fn<ComboboxSearch>((text) => new Promise((resolve) => pending.push({ text, resolve })));
    render(<Harness search={search} lines={[blank()]} />);
    const code = cell('Code', 1);
    code.focus();
    fireEvent.change(code, { target: { value: 'b' } });
    fireEvent.change(code, { target: { value: 'br' } });
    // Typing without a pause asks once, for the latest text.
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search.mock.calls[0]?.[0]).toBe('br');
    fireEvent.change(code, { target: { value: 'bra' } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(search.mock.calls[0]?.[1].aborted).toBe(true);
    // The answer to 'bra' comes first; the late answer to 'br' must not replace it.
    await act(async () => pending[1]?.resolve([{ value: 'BRK01', label: 'BRK01', detail: 'Brake pads' }]));
    await act(async () => pending[0]?.resolve([{ value: 'BR-OLD', label: 'BR-OLD', detail: 'Stale' }]));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['BRK01Brake pads']);
    fireEvent.keyDown(code, { key: 'ArrowDown' });
    fireEvent.keyDown(code, { key: 'Enter' });
    // Enter picked from the open list; it did not move on.
    expect(focused()).toBe('Code, line 1');
    expect(code.value).toBe('BRK01');
    expect(cell('Description', 1).value).toBe('Brake pads');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(focused()).toBe('Description, line 1');
  });

  it('Enter after typing moves on when nothing is offered, whether the search found nothing or has not answered yet', async () => {
    const search = vi.fn<ComboboxSearch>(() => Promise.resolve([]));
    render(<Harness search={search} lines={[blank()]} />);
    const code = cell('Code', 1);
    code.focus();
    fireEvent.change(code, { target: { value: 'NEW01' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(focused()).toBe('Description, line 1');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    code.focus();
    fireEvent.change(code, { target: { value: 'NEW012' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(focused()).toBe('Description, line 1');
    expect(code.value).toBe('NEW012');
  });

  it('Escape closes the list but keeps what was typed', async () => {
    const search = vi.fn<ComboboxSearch>(() => Promise.resolve([{ value: 'GS01', label: 'GS01' }]));
    render(<Harness search={search} lines={[blank()]} />);
    const code = cell('Code', 1);
    code.focus();
    fireEvent.change(code, { target: { value: 'gs' } });
    await screen.findByRole('option');
    fireEvent.keyDown(code, { key: 'Escape' });
    fireEvent.keyDown(code, { key: 'Escape' });
    expect(code.value).toBe('gs');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
