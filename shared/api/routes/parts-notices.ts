import { inModule, SESSION } from '../../access/permission';
import { partsArrivedAnswer } from '../../purchasing/parts-notices';
import { defineRoute } from '../route';

/**
 * The advisor's parts-arrived notices (docs/purchasing.md §22), in the small
 * `purchaseorders` family beside the receives without an order. Any session of a
 * branch with Service: a notice is the caller's own (their user and branch from
 * the session), so there is nothing of anyone else's to guard.
 */
export const partsNoticeRoutes = {
  partsArrivedNotices: defineRoute({
    family: 'purchaseorders',
    method: 'GET',
    path: 'Notices/PartsArrived',
    permission: inModule('Service', SESSION),
    response: partsArrivedAnswer,
  }),
} as const;
