/**
 * Unread counters (spec platform §3 'Unread counts': SenderId and UnreadCount
 * for private chats, _id and UnreadCount for rooms). One map per kind, keyed by
 * the sender or the room, so the list's badges and the header's total read the
 * same numbers.
 */
export type UnreadCounts = { private: Readonly<Record<string, number>>; rooms: Readonly<Record<string, number>> };

export const NO_UNREAD: UnreadCounts = { private: {}, rooms: {} };

const positive = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

export function unreadFrom(
  privateRows: readonly { SenderId: string; UnreadCount: number }[],
  roomRows: readonly { _id: string; UnreadCount: number }[],
): UnreadCounts {
  const sum = (rows: readonly (readonly [string, number])[]) => {
    const out: Record<string, number> = {};
    for (const [id, count] of rows) out[id] = (out[id] ?? 0) + positive(count);
    return out;
  };
  return {
    private: sum(privateRows.map((r) => [r.SenderId, r.UnreadCount] as const)),
    rooms: sum(roomRows.map((r) => [r._id, r.UnreadCount] as const)),
  };
}

/** The header's badge: every unread message, private and room. */
export const unreadTotal = (counts: UnreadCounts): number =>
  [...Object.values(counts.private), ...Object.values(counts.rooms)].reduce((sum, count) => sum + positive(count), 0);

export type UnreadKind = keyof UnreadCounts;

/** A message arrived where the user is not reading: one more. */
export const addUnread = (counts: UnreadCounts, kind: UnreadKind, id: string, by = 1): UnreadCounts => ({
  ...counts,
  [kind]: { ...counts[kind], [id]: positive((counts[kind][id] ?? 0) + by) },
});

/** Messages became read: fewer, never below 0 (spec platform §4 'Chat'). */
export const markRead = (counts: UnreadCounts, kind: UnreadKind, id: string, by: number): UnreadCounts =>
  addUnread(counts, kind, id, -by);

/** The badge text: '99+' past 99, nothing at 0. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));
