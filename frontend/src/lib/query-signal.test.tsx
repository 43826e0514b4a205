import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { querySignal } from './query-signal';

afterEach(cleanup);

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function Screen({ seen }: { seen: AbortSignal[] }) {
  useQuery({
    queryKey: ['screen'],
    queryFn: (context) => {
      seen.push(querySignal(context));
      return new Promise<string>(() => undefined);
    },
  });
  return null;
}

/** StrictMode's double mount in development must not abort a screen's first request. */
describe('querySignal', () => {
  it('survives the StrictMode double mount: one request, not aborted', async () => {
    const seen: AbortSignal[] = [];
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <Screen seen={seen} />
        </QueryClientProvider>
      </StrictMode>,
    );
    await tick();
    expect(seen.length).toBe(1);
    expect(seen[0]?.aborted).toBe(false);
  });

  it('still aborts the request when the screen is left for good', async () => {
    const seen: AbortSignal[] = [];
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen seen={seen} />
      </QueryClientProvider>,
    );
    await tick();
    unmount();
    await tick();
    expect(seen[0]?.aborted).toBe(true);
  });
});
