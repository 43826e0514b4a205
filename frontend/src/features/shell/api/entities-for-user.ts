import { iamRoutes } from '@shared/api/routes/iam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Branches the user may switch to (spec platform §7, cached: it only changes with settings). */
export const entitiesForUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [iamRoutes.entitiesForUser.path, userId],
    queryFn: (context) => apiCall(iamRoutes.entitiesForUser, { params: { userId }, signal: querySignal(context) }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useEntitiesForUser = (userId: string, enabled: boolean) =>
  useQuery({ ...entitiesForUserQueryOptions(userId), enabled });
