import { industryLabels } from '@shared/access/industry-labels';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title';

afterEach(cleanup);

function Title({ industry }: { industry: 'AUTO-2' | 'HC-3' | 'SVCS-1' }) {
  return <h1>{usePageTitle(industryLabels(industry))}</h1>;
}

const renderAt = (title: string, industry: 'AUTO-2' | 'HC-3' | 'SVCS-1') =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', handle: { title }, element: <Title industry={industry} /> }])} />);

describe('page titles speak the industry’s words (spec platform §1; issue 16 item 7)', () => {
  it('a vehicle screen is titled with Vehicle in an auto branch, Equipment in a service one', async () => {
    renderAt('{Product} Search', 'AUTO-2');
    await waitFor(() => expect(document.title).toBe('Vehicle Search · Karkhana'));
    cleanup();
    renderAt('{Products}', 'SVCS-1');
    await waitFor(() => expect(document.title).toBe('Equipment · Karkhana'));
  });

  it('customers are patients in a hospital', async () => {
    const { getByRole } = renderAt('{Customer} Search', 'HC-3');
    await waitFor(() => expect(getByRole('heading').textContent).toBe('Patient Search'));
  });
});
