import type { serviceRoutes } from '@shared/api/routes/service';
import type { RouteResponse } from '@shared/api/route';
import type { ServiceLaborLine } from '@shared/documents/schemas';
import { docIdOf, listTechnicianJobs } from '../../data/documents/job-store';
import type { Call } from '../../lib/http/call';
import { serviceContext } from '../../lib/branch-context';
import { jobRowOf, requireTechnician, type JobRow } from './job-row';

type Routes = typeof serviceRoutes;

/**
 * GET Service/Jobs/Mine (docs/service-actions.md 'My Jobs', data-model D7): the
 * caller's own labour lines in this branch that are not done, from the technician's
 * index partition, with the order each belongs to (one BatchGet of their headers).
 */
export async function myJobs(call: Call<Routes['myJobs']>): Promise<RouteResponse<Routes['myJobs']>> {
  const ctx = serviceContext(call.session);
  await requireTechnician(ctx);
  const { orgId, entityId, userId } = ctx.session;
  const page = await listTechnicianJobs(orgId, entityId, userId, call.query.Limit, call.query.Cursor);
  const Items = page.jobs.flatMap((job): JobRow[] => {
    const head = page.heads.get(docIdOf(job));
    return head ? [jobRowOf(head, job as unknown as ServiceLaborLine, job.ver)] : [];
  });
  return { Items, ...(page.next ? { Next: page.next } : {}) };
}
