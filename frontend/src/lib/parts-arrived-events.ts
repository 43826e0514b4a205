import { partsArrivedEvent } from '@shared/purchasing/parts-notices';
import { socketEventBus } from './socket-event-bus';

/** The advisor's parts-arrived notices on the tab's one socket (docs/purchasing.md §22): the header's notices menu listens. */
export const partsArrivedEvents = socketEventBus(partsArrivedEvent);
