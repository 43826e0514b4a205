import { ApiError, ErrorCode } from '@shared/api/errors';
import type { serviceRoutes } from '@shared/api/routes/service';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import type { Call } from '../../lib/http/call';

type Routes = typeof serviceRoutes;

export async function estimateAction(_call: Call<Routes['estimateAction']>): Promise<EstimateAnswer | RepairOrderAnswer> {
  throw new ApiError(ErrorCode.NotFound, 'Estimate actions are not available yet.');
}

export async function repairOrderAction(_call: Call<Routes['repairOrderAction']>): Promise<RepairOrderAnswer | EstimateAnswer> {
  throw new ApiError(ErrorCode.NotFound, 'Repair-order actions are not available yet.');
}
