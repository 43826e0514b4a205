import { shopFloorRoutes } from '@shared/api/routes/shop-floor';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { apiCall } from '../../../../lib/api-client';
import { ClientError } from '../../../../lib/api-error';
import { BoardView } from '../components/board-view';
import './tv-board.css';

export const handle = { title: 'Shop floor' };

/** How often the wall display reads the board (docs/customer-loop.md §20: a poll, not the socket). */
export const TV_POLL_MS = 10_000;

export const TvTexts = {
  loading: 'Opening the shop floor…',
  noToken: 'This display link is not complete. Ask a manager for the display link again.',
  updated: (time: string) => `Updated ${time}`,
  stale: 'Not updated for a while: check the network.',
} as const;

/**
 * /tv#<token>: the workshop's wall display (docs/customer-loop.md §20). No login and
 * nothing of the app's shell: the board of the one branch the token names, in large
 * type, read again every TV_POLL_MS. A disconnected display shows the server's words
 * and stops asking. The token is the address's fragment (never sent in a request line
 * or a Referer), as the approval link's is.
 */
export function Component() {
  const token = useLocation().hash.replace(/^#/, '');
  return <TvBoard token={token} />;
}

/** The server refused the token (disconnected, forged): asking again will not help. */
const refused = (error: unknown): boolean =>
  error instanceof ClientError && error.status !== undefined && error.status < 500;

export function TvBoard({ token }: { token: string }) {
  const board = useQuery({
    queryKey: ['Public/ShopFloor', token],
    queryFn: ({ signal }) =>
      apiCall(shopFloorRoutes.publicShopFloor, { params: { Token: token }, signal, reauth: false }),
    enabled: token.length >= 20,
    retry: (count, error) => !refused(error) && count < 2,
    // A refused token stops the asking; a network failure keeps the last board and tries again.
    refetchInterval: (query) => (refused(query.state.error) ? false : TV_POLL_MS),
    refetchIntervalInBackground: true,
  });
  const stale = useStale(board.dataUpdatedAt);
  if (token.length < 20) return <Message text={TvTexts.noToken} />;
  if (refused(board.error)) return <Message text={(board.error as Error).message} />;
  if (!board.data) return <Message text={TvTexts.loading} />;
  return (
    <main className="kk-tv">
      <header className="kk-tv__header">
        <h1>{board.data.Branch}</h1>
        <span className={stale ? 'kk-tv__stamp kk-tv__stamp--stale' : 'kk-tv__stamp'}>
          {stale ? TvTexts.stale : TvTexts.updated(board.data.Time)}
        </span>
      </header>
      <BoardView board={board.data} size="large" />
    </main>
  );
}

function Message({ text }: { text: string }) {
  return (
    <main className="kk-tv kk-tv--message">
      <p role="alert">{text}</p>
    </main>
  );
}

/** The board is stale when three reads in a row have not arrived. */
function useStale(updatedAt: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TV_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return updatedAt > 0 && now - updatedAt > 3 * TV_POLL_MS;
}
