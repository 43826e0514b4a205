import { ApiError, ErrorCode } from '@shared/api/errors';
import { isTicketFeatureOn } from '@shared/tickets/ticket-access';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import type { SessionGate } from '../lib/http/call';

/**
 * The branch's Service feature `Ticket` (spec platform §3 entity configuration):
 * on unless the configuration sets it to false, like the other core features.
 * Checked for every call of the family after its permission and before its
 * request is read, so a branch without tickets answers 403 whatever was sent.
 */
export const ticketGate: SessionGate = {
  admit: async (session) => {
    if (session.entity && !isTicketFeatureOn({ config: session.entity.Config }))
      throw new ApiError(ErrorCode.Forbidden, TicketMessages.featureOff);
  },
};
