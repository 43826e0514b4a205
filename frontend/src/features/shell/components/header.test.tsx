import { AUTO2_TEST_CONFIG } from '@shared/access/test/access-test-context';
import { predefinedRole } from '@shared/access/roles';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from '../../../components/testing/inject-styles';
import { renderRoutes } from '../../../components/testing/render';
import { loginAnswer } from '../../../components/testing/fixtures';
import { Header } from './header';

afterEach(cleanup);

function HeaderWithMenu() {
  const [open, setOpen] = useState(false);
  return <Header title="Home" menuOpen={open} onToggleMenu={() => setOpen((o) => !o)} />;
}

function renderHeader() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const { Token: _token, ...session } = loginAnswer({ access: predefinedRole('Owner').Access });
  renderRoutes(
    [{ path: '*', element: <HeaderWithMenu /> }],
    '/basic/Home',
    { ...session, Entity: { ...session.Entity, Config: AUTO2_TEST_CONFIG } },
    { queryClient },
  );
}

// The first render loads the Amplify UI modules, which is slow on a busy machine.
describe('the menu button (spec platform §2 header)', { timeout: 20_000 }, () => {
  it('draws a three-bar icon, has a 44 px touch target and a name that says what it does', () => {
    const removeStyles = injectStyles('frontend/src/app/styles.css');
    try {
      renderHeader();
      const button = screen.getByRole('button', { name: 'Show menu' });
      const icon = button.querySelector('svg.kk-burger');
      expect(icon).not.toBeNull();
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      // Three bars, drawn in the text colour.
      expect(icon?.querySelector('path')?.getAttribute('d')).toBe('M3 6h18M3 12h18M3 18h18');
      expect(icon?.querySelector('path')?.getAttribute('stroke')).toBe('currentColor');
      const style = getComputedStyle(button);
      expect([style.minWidth, style.minHeight]).toEqual(['44px', '44px']);

      fireEvent.click(button);
      expect(screen.getByRole('button', { name: 'Hide menu' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      removeStyles();
    }
  });
});
