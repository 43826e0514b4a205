import { iamRoutes } from '@shared/api/routes/iam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { querySignal } from '../../../../lib/query-signal';
import { useSession } from '../../../../lib/session';

/**
 * GET Users/EmployeesOfEntity/{orgId}/{entityId}: the branch's people, the
 * choices of the advisor (SA) filter. Every employee may read it; it changes
 * rarely, so a dashboard visit does not ask again for five minutes.
 */
export const branchEmployeesOptions = (orgId: string, entityId: string) =>
  queryOptions({
    queryKey: ['iam', 'employees', orgId, entityId],
    queryFn: (context) =>
      apiCall(iamRoutes.employeesOfEntity, { params: { orgId, entityId }, signal: querySignal(context) }),
    staleTime: 5 * 60_000,
  });

export function useBranchEmployees() {
  const { Org, Entity } = useSession();
  return useQuery(branchEmployeesOptions(Org.OrgId, Entity.EntId));
}
