import { isPermitted, type AccessContext } from '../access/access-model';
import { ticketPermission } from './ticket-permissions';

/** The branch's Service feature `Ticket`: on unless its configuration sets it to false. */
export const isTicketFeatureOn = (ctx: Pick<AccessContext, 'config'>): boolean =>
  ctx.config.Service?.Features?.Ticket !== false;

/** Whether "New ticket" and "Follow up" are offered: the right to raise one, in a branch with tickets. */
export const mayRaiseTickets = (ctx: AccessContext): boolean =>
  isTicketFeatureOn(ctx) && isPermitted(ticketPermission('C'), ctx);
