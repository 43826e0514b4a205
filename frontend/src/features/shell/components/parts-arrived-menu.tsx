import { Menu, MenuButton, MenuItem, Text } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { partsNoticeRoutes } from '@shared/api/routes/parts-notices';
import { formatQuantity } from '@shared/documents/quantity-format';
import {
  PARTS_NOTICE_LIMIT,
  PartsNoticeMessages as M,
  repairOrderPath,
  type PartsArrivedAnswer,
} from '@shared/purchasing/parts-notices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { liveEvents, SHOP_FLOOR_FALLBACK_POLL_MS } from '../../../lib/live-events';
import { partsArrivedEvents } from '../../../lib/parts-arrived-events';
import { querySignal } from '../../../lib/query-signal';
import { useSession } from '../../../lib/session';
import './parts-arrived-menu.css';

/**
 * The header's 'Parts arrived' menu (docs/purchasing.md §22): the advisor's newest
 * notices that parts ordered for their repair orders came in, each opening its order.
 * Live over the tab's socket (a toast and the count at once); without a socket (chat
 * off for the branch) the list is read again every 15 s. The count is of notices newer
 * than the last time this user opened the menu on this device.
 */
export function PartsArrivedMenu() {
  const session = useSession();
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  if (!isPermitted(partsNoticeRoutes.partsArrivedNotices.permission, ctx)) return null;
  return <PartsArrivedList userId={session.User.UserId} entId={session.Entity.EntId} timeZone={session.User.TZ} />;
}

const seenKey = (userId: string, entId: string) => `kk.partsSeen.${entId}.${userId}`;

function readSeen(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function PartsArrivedList({ userId, entId, timeZone }: { userId: string; entId: string; timeZone: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const queryKey = ['parts-notices', entId, userId];
  const connected = useSyncExternalStore(liveEvents.subscribeState, liveEvents.isConnected);
  const list = useQuery({
    queryKey,
    queryFn: (context) => apiCall(partsNoticeRoutes.partsArrivedNotices, { signal: querySignal(context) }),
    refetchInterval: connected ? false : SHOP_FLOOR_FALLBACK_POLL_MS,
  });
  const [seen, setSeen] = useState(() => readSeen(seenKey(userId, entId)));

  useEffect(() => {
    const stopParts = partsArrivedEvents.subscribe(({ Notice }) => {
      queryClient.setQueryData<PartsArrivedAnswer>(queryKey, (old) => ({
        Notices: [Notice, ...(old?.Notices ?? []).filter((n) => n.Id !== Notice.Id)].slice(0, PARTS_NOTICE_LIMIT),
      }));
      toast.info(`${M.headline(Notice)}: ${M.parts(Notice.Parts, formatQuantity)}`);
    });
    // Events sent while the socket was down are not replayed: read the list again.
    const stopLive = liveEvents.subscribe((signal) => {
      if (signal === 'resync') void queryClient.invalidateQueries({ queryKey });
    });
    return () => {
      stopParts();
      stopLive();
    };
    // The key is made of these two.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, userId, entId]);

  const notices = list.data?.Notices ?? [];
  const unread = notices.filter((n) => n.At > seen).length;
  const markSeen = (open: boolean) => {
    const newest = notices[0]?.At;
    if (!open || !newest || newest <= seen) return;
    setSeen(newest);
    try {
      localStorage.setItem(seenKey(userId, entId), newest);
    } catch {
      // A private window without storage: the count resets with the tab.
    }
  };

  return (
    <Menu
      menuAlign="end"
      onOpenChange={markSeen}
      trigger={
        <MenuButton
          className="kk-header__parts"
          variation="link"
          aria-label={unread > 0 ? `${M.title}, ${M.unread(unread)}` : M.title}
          title={M.title}
        >
          {/* A parcel drawn in the text colour (an emoji needs a font the counter's PC may lack). */}
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0 9 4.5m0 0 9-4.5M12 12v9M7.5 5.25l9 4.5"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
              fill="none"
            />
          </svg>
          {unread > 0 ? (
            <span className="kk-parts-badge" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </MenuButton>
      }
    >
      <Text className="kk-parts-menu__title" fontWeight="bold">
        {M.title}
      </Text>
      {notices.length === 0 ? (
        <Text className="kk-parts-menu__empty" variation="secondary">
          {M.empty}
        </Text>
      ) : (
        notices.map((n) => (
          <MenuItem key={n.Id} className="kk-parts-menu__item" onClick={() => void navigate(repairOrderPath(n.WoId))}>
            <span className="kk-parts-menu__line">
              <strong>{M.headline(n)}</strong>
              <span>{M.parts(n.Parts, formatQuantity)}</span>
              <small>
                {n.WoSts} · {n.RcvNum} · {formatDateTime(n.At, timeZone)}
              </small>
            </span>
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
