import type { Paise } from '@shared/documents/money-math';
import type { Layer } from '@shared/inventory/fifo';
import type { BatchPart } from '@shared/inventory/tracking';

/**
 * Stock records as stored (docs/inventory.md §2). Quantities are thousandths of
 * a unit, money integer paise; the item's code, description and unit ride on
 * the balance for the stock list, from the catalogue part it is (§6).
 */

/**
 * Where a rewrite of an item and warehouse's later history starts (movements
 * after `FromSk` are valued again), the balance there (that movement included),
 * the back-dated movement that set it (`Mine`) and when.
 */
export type Rebuild = {
  FromSk: string;
  Before: { OnHand: number; ValueP: Paise; Seq: number; Layers?: Layer[] };
  Mine: string;
  At: string;
};

export type BalanceRecord = {
  pk: string;
  sk: string;
  type: 'StockBalance';
  ItemId: string;
  WhId: string;
  PCode?: string;
  Desc: string;
  UoM?: string;
  OnHand: number;
  ValueP: Paise;
  /** A FIFO balance's open layers, oldest first, adding up to OnHand and ValueP; absent on a moving-average one (§4). */
  Layers?: Layer[];
  /** Held for open repair orders' part lines (thousandths; docs/inventory-reservations.md): available = OnHand − Resv. */
  Resv?: number;
  /** How many movements made this balance: the next movement's `Seq`. */
  Seq: number;
  /** A back-dated movement's rewrite of the later history still under way (docs/inventory.md §4a). */
  Rebuild?: Rebuild;
  ver: number;
  UpDt: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
};

/** What a movement came from: a document's line. */
export type MovementSource = { DocType: string; DocId: string; DocNum?: string; LineId: string };

export type MovementRecord = MovementSource & {
  pk: string;
  sk: string;
  type: 'StockMovement';
  MovId: string;
  ItemId: string;
  WhId: string;
  /** Adjust, Issue, Return, TransferOut, TransferIn, MaterialIn, MaterialOut; Receive as it comes. */
  Kind: string;
  Qty: number;
  UnCostP: Paise;
  ValueP: Paise;
  /** The balance after this movement: a check or a recomputation starts here without the history before. */
  OnHand: number;
  BalP: Paise;
  Seq: number;
  /** 'FIFO' when valued first in first out (a fact of the movement, kept on replay); absent: the moving average. */
  Val?: 'FIFO';
  /** The open layers this movement found, when the balance before it was FIFO: a replay from here starts without the history before (§4a). */
  LayersBefore?: Layer[];
  /** The day a back-dated movement was dated (it sorts at that day's end); absent when dated the day it was made. */
  EffDt?: string;
  Reason?: string;
  /** A batch-tracked item's batches, each with its part of `Qty` (docs/inventory-batches.md). */
  Batches?: BatchPart[];
  /** A serial-tracked item's serial numbers, as many as the units moved. */
  Serials?: string[];
  By: string;
  ByName?: string;
  At: string;
};
