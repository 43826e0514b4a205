import { partiesRoutes } from '@shared/api/routes/parties';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** POST Common/ConnectionCodes: a fresh code for this branch (each use of the button makes a new one). */
export function useCreateConnectionCode() {
  return useMutation({ mutationFn: () => apiCall(partiesRoutes.createConnectionCode, { body: {} }) });
}
