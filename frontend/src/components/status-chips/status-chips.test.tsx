import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from '../testing/inject-styles';
import { ChipGroup, StatusChips, ToggleChip } from './status-chips';

afterEach(cleanup);

const STATUSES = ['Unpaid', 'Partial', 'Draft'] as const;
type Status = (typeof STATUSES)[number];

/** The chips as a screen holds them: the pressed one is the screen's state. */
function Chips({ counts, start }: { counts: Record<string, number> | undefined; start?: Status }) {
  const [selected, setSelected] = useState<Status | undefined>(start);
  return (
    <>
      <StatusChips statuses={STATUSES} counts={counts} selected={selected} onSelect={setSelected} />
      <output>{selected ?? 'every status'}</output>
    </>
  );
}

const group = () => within(screen.getByRole('group', { name: 'Status' }));
const chip = (name: RegExp) => group().getByRole('button', { name });

describe('StatusChips', () => {
  it("shows 'All' with the sum, then each status by its label with its count", () => {
    render(<Chips counts={{ Unpaid: 3, Partial: 1, Draft: 0, Closed: 9 }} />);
    expect(
      group()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All4', 'Unpaid3', 'Partial1', 'Draft0']);
    expect(within(chip(/^All/)).getByLabelText('4 records').textContent).toBe('4');
  });

  it("shows '…' for every count until the answer has them", () => {
    render(<Chips counts={undefined} />);
    expect(
      group()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All…', 'Unpaid…', 'Partial…', 'Draft…']);
  });

  it('presses one chip at a time: All at first, then the status chosen, then All again', () => {
    render(<Chips counts={{ Unpaid: 1 }} />);
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip(/^Unpaid/));
    expect(chip(/^Unpaid/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Unpaid');
    fireEvent.click(chip(/^All/));
    expect(screen.getByRole('status').textContent).toBe('every status');
  });

  it('is a row of real buttons: each takes the keyboard focus and never submits a form', () => {
    render(<Chips counts={{}} start="Draft" />);
    for (const button of group().getAllByRole('button')) {
      button.focus();
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('type')).toBe('button');
    }
    expect(chip(/^Draft/).getAttribute('aria-pressed')).toBe('true');
  });

  it('looks pressed when pressed (the one chip look)', () => {
    const remove = injectStyles('frontend/src/components/status-chips/status-chips.css');
    try {
      render(<Chips counts={{}} start="Partial" />);
      expect(getComputedStyle(chip(/^Partial/)).borderRadius).toBe('999px');
      expect(getComputedStyle(chip(/^Partial/)).color).not.toBe(getComputedStyle(chip(/^Unpaid/)).color);
    } finally {
      remove();
    }
  });
});

describe('ToggleChip', () => {
  it('gives any one-of-a-few choice the same pressed chips', () => {
    let pressed = '';
    render(
      <ChipGroup label="Payments shown">
        <ToggleChip pressed onPress={() => (pressed = 'all')}>
          All payments
        </ToggleChip>
        <ToggleChip pressed={false} onPress={() => (pressed = 'unapplied')}>
          Unapplied Payments
        </ToggleChip>
      </ChipGroup>,
    );
    const shown = within(screen.getByRole('group', { name: 'Payments shown' }));
    expect(shown.getByRole('button', { name: 'All payments' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(shown.getByRole('button', { name: 'Unapplied Payments' }));
    expect(pressed).toBe('unapplied');
  });
});
