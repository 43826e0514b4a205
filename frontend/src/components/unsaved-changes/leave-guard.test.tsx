import { Messages } from '@shared/api/messages';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog/dialog';
import { renderRoutes } from '../testing/render';
import { clearToasts } from '../toast/toast-store';
import { LeaveGuard, UNSAVED_CHANGES_MESSAGE } from './leave-guard';
import { clearUnsavedChanges, hasUnsavedChanges } from './unsaved-changes-store';
import { useUnsavedChanges } from './use-unsaved-changes';

function EditForm() {
  const [name, setName] = useState('Karkhana Motors');
  useUnsavedChanges(name !== 'Karkhana Motors');
  return (
    <form>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </form>
  );
}

function PageWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h2>Customer page</h2>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog open={open} title="Add vehicle" onClose={() => setOpen(false)}>
        <Link to="/basic/Home">Go home from the dialog</Link>
      </Dialog>
    </>
  );
}

type GuardProps = { overlayMenuOpen?: boolean; onCloseMenu?: () => void };

function startAt(path: string, guard: GuardProps = {}, history: string[] = []) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <nav>
              <Link to="/basic/Home">Home</Link>
            </nav>
            <LeaveGuard {...guard} />
            <Outlet />
          </>
        ),
        children: [
          { path: 'settings/companyprofile', element: <EditForm /> },
          { path: 'basic/Home', element: <h2>Home page</h2> },
          { path: 'Customers/Customer/:id', element: <PageWithDialog /> },
        ],
      },
    ],
    path,
    undefined,
    { history },
  );
}

afterEach(() => {
  cleanup();
  clearToasts();
  clearUnsavedChanges();
  vi.unstubAllGlobals();
});

// The first render loads the Amplify UI modules, which is slow on a busy machine.
describe('unsaved-changes prompt (spec platform §2 Guard behaviour)', { timeout: 20_000 }, () => {
  it('lets the user leave a page without edits at once', async () => {
    const router = startAt('/settings/companyprofile');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basic/Home');
  });

  it('asks before leaving an edited form; Stay keeps the edit, Leave navigates', async () => {
    const router = startAt('/settings/companyprofile');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Karkhana Motors Pune' } });
    expect(hasUnsavedChanges()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain(UNSAVED_CHANGES_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings/companyprofile');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Karkhana Motors Pune');

    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basic/Home');
    // The form is gone, and with it its claim to unsaved edits.
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks the browser to confirm a reload while edits are unsaved', () => {
    startAt('/settings/companyprofile');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Edited' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('keeps the user on the page while offline and says why', async () => {
    const router = startAt('/settings/companyprofile');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    });
    expect(await screen.findByText(Messages.offline)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings/companyprofile');
  });

  it('Back with a dialog open closes the dialog and stays; a second Back leaves', async () => {
    const router = startAt('/Customers/Customer/C1', {}, ['/basic/Home']);
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog', { name: 'Add vehicle' })).toBeTruthy();

    await act(async () => {
      await router.navigate(-1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/Customers/Customer/C1');

    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('a link chosen inside a dialog is followed: only Back is held for dialogs', async () => {
    const router = startAt('/Customers/Customer/C1');
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    fireEvent.click(screen.getByRole('link', { name: 'Go home from the dialog' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basic/Home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Back with the overlay menu open closes the menu and stays', async () => {
    const onCloseMenu = vi.fn();
    const router = startAt('/Customers/Customer/C1', { overlayMenuOpen: true, onCloseMenu }, ['/basic/Home']);
    await act(async () => {
      await router.navigate(-1);
    });
    expect(onCloseMenu).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/Customers/Customer/C1');
  });

  it('a menu link is followed while the menu is open', async () => {
    const onCloseMenu = vi.fn();
    const router = startAt('/Customers/Customer/C1', { overlayMenuOpen: true, onCloseMenu });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basic/Home');
    expect(onCloseMenu).not.toHaveBeenCalled();
  });
});
