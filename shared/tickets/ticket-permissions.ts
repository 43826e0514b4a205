import { inModule, resource, type Permission } from '../access/permission';

/**
 * Service `Ticket` rights (spec platform §3, §6): R to read, C to raise, U to
 * change (docs/tickets.md §4). Apart from the access model, so the screen
 * manifests name them without bringing the model into the first load.
 */
export const ticketPermission = (right: 'C' | 'R' | 'U'): Permission =>
  inModule('Service', resource('Service', 'Ticket', right));
