import { settingsRoutes } from '@shared/api/routes/settings';
import type { QuickListEntry, QuickListInput } from '@shared/reference/branch-setup-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Position order; entries sharing a position keep the order they were added in (ULIDs sort by time). */
export const byPosition = (a: QuickListEntry, b: QuickListEntry): number => a.Pos - b.Pos || a._id.localeCompare(b._id);

/** GET OpCodeQuickLists (spec service-documents §7): every entry with its `ver`, in position order. */
export const quickListQueryOptions = queryOptions({
  queryKey: [settingsRoutes.listQuickLists.path],
  queryFn: (context) => apiCall(settingsRoutes.listQuickLists, { signal: querySignal(context) }),
  select: (entries: QuickListEntry[]) => [...entries].sort(byPosition),
});

export const useQuickList = () => useQuery(quickListQueryOptions);

/** One row's change; `key` names the screen's row so the outcome finds its way back. */
export type QuickListChange =
  | { kind: 'create'; key: string; input: QuickListInput }
  | { kind: 'update'; key: string; id: string; input: QuickListInput; ver: number }
  | { kind: 'delete'; key: string; id: string; ver: number };

export type QuickListOutcome =
  | { change: QuickListChange; ok: true; entry?: QuickListEntry }
  | { change: QuickListChange; ok: false; error: unknown };

function send(change: QuickListChange): Promise<QuickListEntry | undefined> {
  switch (change.kind) {
    case 'create':
      return apiCall(settingsRoutes.createQuickList, { body: change.input });
    case 'update':
      return apiCall(settingsRoutes.updateQuickList, {
        params: { id: change.id },
        body: { ...change.input, ver: change.ver },
      });
    case 'delete':
      return apiCall(settingsRoutes.deleteQuickList, { params: { id: change.id }, query: { ver: change.ver } }).then(
        () => undefined,
      );
  }
}

/**
 * Sends each changed entry on its own (each carries its own `ver`), one after
 * another, and carries on past a refusal: rows are independent, so a conflict on
 * one must not lose the others. Removals go first so the list has room for adds.
 */
export async function saveQuickListChanges(changes: readonly QuickListChange[]): Promise<QuickListOutcome[]> {
  const order = { delete: 0, update: 1, create: 2 } as const;
  const outcomes: QuickListOutcome[] = [];
  for (const change of [...changes].sort((a, b) => order[a.kind] - order[b.kind])) {
    try {
      const entry = await send(change);
      outcomes.push(entry ? { change, ok: true, entry } : { change, ok: true });
    } catch (error) {
      outcomes.push({ change, ok: false, error });
    }
  }
  return outcomes;
}

/** Saves the changed rows; the screen words refusals itself, row by row. */
export function useSaveQuickList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuickListChanges,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickListQueryOptions.queryKey }),
  });
}
