import { iamRoutes } from '@shared/api/routes/iam';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { PartyRelation } from '@shared/chat/call-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { useSession } from '../../../lib/session';
import { useChatHub } from '../hooks/use-chat-hub';

/**
 * What the chat menu lists (spec platform §4 'Chat': opening the menu loads
 * employees, unread counts and the active vendors or customers): the branch's
 * employees, the organisations connected to it (its vendor and its customer
 * records that carry a link, each marked with what it is), and the caller's rooms. Read when the menu opens, kept while the shell lives.
 */
export const chatListKeys = {
  employees: (entityId: string) => ['chat', 'employees', entityId] as const,
  parties: ['chat', 'connected'] as const,
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
      apiCall(iamRoutes.employeesOfEntity, {
        params: { orgId: session.Entity.OrgId, entityId: session.Entity.EntId },
        signal: querySignal(context),
      }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** A connected business: its record's id and name, the branch it is linked to, and what it is to this organisation. */
export type ConnectedBusiness = {
  _id: string;
  DName: string;
  Connect: { EId: string; OId: string };
  Relation: PartyRelation;
};

export function useConnectedParties() {
  return useQuery({
    queryKey: chatListKeys.parties,
    queryFn: async (context): Promise<ConnectedBusiness[]> => {
      const signal = querySignal(context);
      const [vendors, customers] = await Promise.all([
        apiCall(partiesRoutes.connectedVendors, { signal }),
        apiCall(partiesRoutes.connectedCustomers, { signal }),
      ]);
      return [
        ...vendors.map((p) => ({ ...p, Relation: 'Vendor' as const })),
        ...customers.map((p) => ({ ...p, Relation: 'Customer' as const })),
      ];
    },
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useChatRooms() {
  const hub = useChatHub();
  return useQuery({
    queryKey: chatListKeys.rooms,
    queryFn: () => hub.calls.rooms(),
    staleTime: 30_000,
    meta: { silent: true },
  });
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
