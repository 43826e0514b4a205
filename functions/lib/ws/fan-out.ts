import type { SocketEvent } from '@shared/api/socket';
import { log } from '../http/log';
import { postToConnection } from './post-to-connection';

/** The sender of one event to one connection (the management API; replaced in fault tests). */
export type Poster = (connectionId: string, data: unknown) => Promise<boolean>;

export type FanOutResult = { delivered: number; gone: number; failed: number };

/**
 * Pushes one event to connections, one PostToConnection each, in parallel. It
 * runs only after the message (or document) is stored, and never throws: a gone
 * connection (410) is removed by the poster, a throttled or failed post is logged,
 * and the client catches up (chat: JoinChat with its cursor on reconnect; the shop
 * floor's screens: their fallback poll), so nothing stored is lost.
 */
export async function fanOut(
  connectionIds: readonly string[],
  event: SocketEvent,
  except?: string,
  post: Poster = postToConnection,
): Promise<FanOutResult> {
  const targets = [...new Set(connectionIds)].filter((id) => id !== except);
  const outcomes = await Promise.allSettled(targets.map((id) => post(id, event)));
  const result: FanOutResult = { delivered: 0, gone: 0, failed: 0 };
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      result.failed += 1;
      log('warn', 'socket event not delivered', { event: event.event, error: (outcome.reason as Error).name });
    } else if (outcome.value) result.delivered += 1;
    else result.gone += 1;
  }
  return result;
}
