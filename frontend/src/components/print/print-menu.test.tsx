import type { PrintChoice } from '@shared/documents/print';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_LABELS } from '@shared/documents/print/test/menu-labels';
import { PrintMenu } from './print-menu';

afterEach(cleanup);

/** Opens the menu from the keyboard, as a user tabbing to Print would. */
const openByKeyboard = async (name: RegExp) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  return screen.findByRole('menu');
};

describe('PrintMenu (service-documents §2 print button groups)', () => {
  it('an estimate lists its variants with one Supp. Estimate per supplementary, and hands the pick over', async () => {
    const onPick = vi.fn<(choice: PrintChoice) => void>();
    render(<PrintMenu kind="estimate" suppCodes={['a', 'b']} onPick={onPick} />);
    const menu = await openByKeyboard(/print estimate/i);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual([...MENU_LABELS.estimateWithAB]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Supp. Estimate - b' }));
    expect(onPick).toHaveBeenCalledWith({ variant: 'supplementary', supp: 'b' });
  });

  it('a repair order offers the Technician Copy and none of the estimate variants', async () => {
    const onPick = vi.fn<(choice: PrintChoice) => void>();
    render(<PrintMenu kind="repairOrder" onPick={onPick} />);
    const menu = await openByKeyboard(/print repair order/i);
    expect(within(menu).queryByRole('menuitem', { name: 'Initial Estimate' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Technician Copy' }));
    expect(onPick).toHaveBeenCalledWith({ variant: 'technician' });
  });
});
