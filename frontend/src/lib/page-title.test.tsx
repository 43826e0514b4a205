import { industryLabels } from '@shared/access/industry-labels';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../components/testing/render';
import { tabTitle, usePageName, usePageTitle } from './page-title';

afterEach(cleanup);

function Title({ industry }: { industry: 'AUTO-2' | 'HC-3' | 'SVCS-1' }) {
  return <h1>{usePageTitle(industryLabels(industry))}</h1>;
}

const renderAt = (title: string, industry: 'AUTO-2' | 'HC-3' | 'SVCS-1') =>
  renderRoutes([{ path: '/', handle: { title }, element: <Title industry={industry} /> }], '/', undefined);

describe('page titles speak the industry’s words (spec platform §1)', () => {
  it('a vehicle screen is titled with Vehicle in an auto branch, Equipment in a service one', async () => {
    renderAt('{Product} Search', 'AUTO-2');
    await waitFor(() => expect(document.title).toBe('Vehicle Search · Karkhana'));
    cleanup();
    renderAt('{Products}', 'SVCS-1');
    await waitFor(() => expect(document.title).toBe('Equipment · Karkhana'));
  });

  it('customers are patients in a hospital', async () => {
    renderAt('{Customer} Search', 'HC-3');
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Patient Search'));
  });
});

function NamedPage({ name }: { name: string }) {
  usePageName(name);
  return <p>{name}</p>;
}

describe('a page that names itself (a document and its number)', () => {
  it('shows its name in the tab while open, and the route title once it is gone', async () => {
    const router = renderRoutes(
      [
        {
          path: '/',
          element: <Title industry="AUTO-2" />,
          handle: { title: '{Order}' },
        },
        {
          path: '/order',
          handle: { title: '{Order}' },
          element: (
            <>
              <Title industry="AUTO-2" />
              <NamedPage name="Repair Order WO/2627/00012" />
            </>
          ),
        },
      ],
      '/order',
      undefined,
    );
    await waitFor(() => expect(document.title).toBe('Repair Order WO/2627/00012 · Karkhana'));
    // The shell's header keeps the route's title; the page's heading carries the number.
    expect(screen.getByRole('heading').textContent).toBe('Repair Order');
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Repair Order · Karkhana'));
  });

  it('one rule for every tab', () => {
    expect(tabTitle('Estimate EST/2627/00003')).toBe('Estimate EST/2627/00003 · Karkhana');
    expect(tabTitle('')).toBe('Karkhana');
  });
});
