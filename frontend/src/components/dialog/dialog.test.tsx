import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { openDialogCount } from './dialog-stack';

afterEach(cleanup);

function TwoDialogs() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
        <input aria-label="outer field" />
      </Dialog>
      <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
        <input aria-label="inner field" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('closes only the top dialog on Escape (spec platform §2)', () => {
    render(<TwoDialogs />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openDialogCount()).toBe(0);
  });

  it('moves focus into the dialog', () => {
    render(
      <Dialog open title="Focus" onClose={() => undefined}>
        <input aria-label="first" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
  });
});
