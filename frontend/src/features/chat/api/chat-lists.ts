import { iamRoutes } from '@shared/api/routes/iam';
import { partiesRoutes } from '@shared/api/routes/parties';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { useSession } from '../../../lib/session';
import { useChatHub } from '../hooks/use-chat-hub';
import { isDealerIndustry } from '../utils/party-labels';

/**
 * What the chat menu lists (spec platform §4 'Chat': opening the menu loads
 * employees, unread counts and the active vendors or customers): the branch's
 * employees, the organisations connected as vendors (customers for a dealer),
 * and the caller's rooms. Read when the menu opens, kept while the shell lives.
 */
export const chatListKeys = {
  employees: (entityId: string) => ['chat', 'employees', entityId] as const,
  parties: (dealer: boolean) => ['chat', dealer ? 'customers' : 'vendors'] as const,
  rooms: ['chat', 'rooms'] as const,
  publicRoom: (entityId: string) => ['chat', 'publicRoom', entityId] as const,
  partyEmployees: (entityId: string) => ['chat', 'partyEmployees', entityId] as const,
  search: (text: string) => ['chat', 'search', text] as const,
};

export function useEmployees() {
  const session = useSession();
  return useQuery({
    queryKey: chatListKeys.employees(session.Entity.EntId),
    queryFn: (context) =>
      apiCall(iamRoutes.employeesOfEntity, { params: { orgId: session.Entity.OrgId, entityId: session.Entity.EntId }, signal: querySignal(context) }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useConnectedParties() {
  const session = useSession();
  const dealer = isDealerIndustry(session.Entity.Config.Industry);
  return useQuery({
    queryKey: chatListKeys.parties(dealer),
    queryFn: (context) => apiCall(dealer ? partiesRoutes.connectedCustomers : partiesRoutes.connectedVendors, { signal: querySignal(context) }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useChatRooms() {
  const hub = useChatHub();
  return useQuery({ queryKey: chatListKeys.rooms, queryFn: () => hub.calls.rooms(), staleTime: 30_000, meta: { silent: true } });
}

/** The public room between this branch and a connected one (gets or creates it, so it is asked for only when the user opens it). */
export function usePublicRoom(otherEntity: string | undefined) {
  const hub = useChatHub();
  const session = useSession();
  return useQuery({
    queryKey: chatListKeys.publicRoom(otherEntity ?? ''),
    queryFn: () => hub.calls.publicRoomBetween(session.Entity.EntId, otherEntity ?? ''),
    enabled: otherEntity !== undefined,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/** The people of a connected business's branch (the active vendor's list), with their online dot. */
export function usePartyEmployees(otherEntity: string | undefined) {
  const hub = useChatHub();
  return useQuery({
    queryKey: chatListKeys.partyEmployees(otherEntity ?? ''),
    queryFn: () => hub.calls.partyEmployees(otherEntity ?? ''),
    enabled: otherEntity !== undefined,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/** Searching one's conversations by words (beyond the spec): two characters at least. */
export function useMessageSearch(text: string) {
  const hub = useChatHub();
  const trimmed = text.trim();
  return useQuery({
    queryKey: chatListKeys.search(trimmed),
    queryFn: () => hub.calls.search(trimmed),
    enabled: trimmed.length >= 2,
    staleTime: 10_000,
    meta: { silent: true },
  });
}
