import { ApiError, ErrorCode } from '@shared/api/errors';
import type { serviceRoutes } from '@shared/api/routes/service';
import type { RouteResponse } from '@shared/api/route';
import type { Call } from '../../lib/http/call';

type Routes = typeof serviceRoutes;

export async function myJobs(_call: Call<Routes['myJobs']>): Promise<RouteResponse<Routes['myJobs']>> {
  throw new ApiError(ErrorCode.NotFound, 'My Jobs is not available yet.');
}

export async function updateJob(_call: Call<Routes['updateJob']>): Promise<RouteResponse<Routes['updateJob']>> {
  throw new ApiError(ErrorCode.NotFound, 'Job updates are not available yet.');
}
