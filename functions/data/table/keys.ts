/**
 * The table's generic key shape and the pieces every area's keys share
 * (docs/data-model.md). Every tenant-owned key starts with `ORG#<orgId>`.
 */
export type Key = { pk: string; sk: string };

export const orgPk = (orgId: string): string => `ORG#${orgId}`;

export const nowIso = (): string => new Date().toISOString();
export const epochSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);
