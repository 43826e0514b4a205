import type { Paise } from '@shared/documents/money-math';
import { orgPk, type Key } from '../table/keys';
import { itemBalancePrefix, stockPk } from './inventory-keys';

/**
 * Month-end stock snapshots (docs/inventory-snapshots.md §2): a partition per
 * branch and month with a header and one row per item × warehouse, the
 * back-dated entries' corrections in a partition of their own, and the branches
 * the monthly job builds for. Keys hold ids only.
 */

/** P1/P2: a branch's snapshot of one month (`yyyy-mm`, in the branch's zone). */
export const snapshotPk = (orgId: string, entId: string, month: string): string =>
  `${stockPk(orgId, entId)}#SNAP#${month}`;
export const SNAPSHOT_HEAD = 'HEAD';
/** A row's sort key is its balance's (`BAL#<i>#<w>`): the build's cursor is a row's key too. */
export const snapshotRowKey = (orgId: string, entId: string, month: string, itemId: string, whId: string): Key => ({
  pk: snapshotPk(orgId, entId, month),
  sk: `${itemBalancePrefix(itemId)}${whId}`,
});
/** P5: the back-dated entries' corrections, by when they were valued. */
export const snapshotFixPk = (orgId: string, entId: string): string => `${stockPk(orgId, entId)}#SNAPFIX`;
/** P6: the branches the monthly job builds for (the one key outside ORG#: the job has no organisation). */
export const KEPT_BRANCHES_PK = 'SYS#STKSNAP';
export const keptBranchKey = (orgId: string, entId: string): Key => ({
  pk: KEPT_BRANCHES_PK,
  sk: `${orgPk(orgId)}#ENT#${entId}`,
});

/** Value totals of one warehouse (paise). */
export type SnapshotTotals = { OpenP: Paise; InP: Paise; OutP: Paise; CloseP: Paise };

export type SnapshotHead = Key & {
  type: 'StockSnapshot';
  Month: string;
  Sts: 'Building' | 'Ready';
  /** The last balance's sort key taken by the build. */
  Cursor?: string;
  Done: number;
  Rows: number;
  /** Per warehouse. */
  Tot: Record<string, SnapshotTotals>;
  /** Corrections (P5) are read after this ULID. */
  Since: string;
  StartedAt: string;
  ReadyAt?: string;
  ver: number;
};

/** Figures of one item × warehouse for a month: quantities in thousandths, money in paise, in and out positive. */
export type SnapshotFigures = {
  OpenQ: number;
  OpenP: Paise;
  InQ: number;
  InP: Paise;
  OutQ: number;
  OutP: Paise;
  CloseQ: number;
  CloseP: Paise;
};

export type SnapshotRow = Key &
  SnapshotFigures & {
    type: 'StockSnapshotRow';
    ItemId: string;
    WhId: string;
    PCode?: string;
    Desc: string;
    UoM?: string;
  };

export type SnapshotFix = Key & { type: 'StockSnapshotFix'; Month: string; Pairs: string[] };
