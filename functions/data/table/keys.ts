/**
 * The table's generic key shape and the pieces every area's keys share
 * (docs/data-model.md). Every tenant-owned key starts with `ORG#<orgId>`.
 */
export type Key = { pk: string; sk: string };

/** The table's key and index attributes: storage, never part of an answer. */
export const KEY_ATTRIBUTES: ReadonlySet<string> = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);

export const orgPk = (orgId: string): string => `ORG#${orgId}`;

export const nowIso = (): string => new Date().toISOString();
export const epochSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);
