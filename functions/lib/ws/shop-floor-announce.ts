import type { SocketEvent } from '@shared/api/socket';
import type { AppointmentChangedEvent } from '@shared/appointments/appointment-events';
import type { DocumentChangedEvent } from '@shared/service/shop-floor-events';
import { listBranchConnectionIds } from '../../data/realtime/connections-repo';
import { fanOut, type FanOutResult, type Poster } from './fan-out';
import { log } from '../http/log';
import { postToConnection } from './post-to-connection';

/**
 * The live shop floor (docs/customer-loop.md §20): after a write of an estimate or a
 * repair order has committed, every live connection of the document's branch hears
 * DocumentChanged (after an appointment's, AppointmentChanged: §11a). Cost: one GSI1
 * query of the branch's connections and one PostToConnection per connection, in parallel. It never throws: the write is
 * already stored, and a screen that missed the event catches up with its fallback
 * poll (a gone connection is forgotten by the poster, a failed post is logged).
 */

export type Branch = { orgId: string; entityId: string };
export type DocumentChange = Omit<DocumentChangedEvent, 'event' | 'At'>;
export type AppointmentChange = Omit<AppointmentChangedEvent, 'event' | 'At'>;

let poster: Poster = postToConnection;

/** Tests and the bench replace the poster (the management API in the cloud, the emulator locally). */
export const setShopFloorPoster = (post: Poster = postToConnection): void => {
  poster = post;
};

/** Every live connection of the branch hears `event`; never throws (above). */
async function announceToBranch(branch: Branch, event: SocketEvent, id: string): Promise<FanOutResult | undefined> {
  try {
    const connections = await listBranchConnectionIds(branch.orgId, branch.entityId);
    if (connections.length === 0) return { delivered: 0, gone: 0, failed: 0 };
    return await fanOut(connections, event, undefined, poster);
  } catch (error) {
    log('warn', 'shop floor event not sent', { Id: id, event: event.event, error: (error as Error).name });
    return undefined;
  }
}

export const announceDocumentChange = (branch: Branch, change: DocumentChange): Promise<FanOutResult | undefined> =>
  announceToBranch(branch, { event: 'DocumentChanged', ...change, At: new Date().toISOString() }, change.Id);

/** An appointment booked, moved, cancelled, checked in or completed: the branch's calendars read again. */
export const announceAppointmentChange = (
  branch: Branch,
  change: AppointmentChange,
): Promise<FanOutResult | undefined> =>
  announceToBranch(branch, { event: 'AppointmentChanged', ...change, At: new Date().toISOString() }, change.Id);
