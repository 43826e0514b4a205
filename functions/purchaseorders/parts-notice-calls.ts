import type { partsNoticeRoutes } from '@shared/api/routes/parts-notices';
import { listPartsNotices } from '../data/purchasing/parts-notices-repo';
import type { Call } from '../lib/http/call';

/** GET Notices/PartsArrived (docs/purchasing.md §22): the caller's newest notices in their branch. */
export async function partsArrivedNotices(call: Call<typeof partsNoticeRoutes.partsArrivedNotices>) {
  const { orgId, entityId, userId } = call.session;
  return { Notices: await listPartsNotices(orgId, entityId, userId) };
}
