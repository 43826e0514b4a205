import { InventoryMessages } from './inventory-messages';

/**
 * The branch's Inventory settings `Issue` and `BZQty` (docs/inventory-settings.md §5,
 * docs/inventory-reservations.md §9): one answer each, asked by the server and the
 * screens alike. The spec names the fields only; their meaning here:
 * - `Issue` (absent or true): parts on repair orders leave stock when the parts desk
 *   issues them (Issue Parts). False: the branch has no parts desk; what a repair
 *   order still holds leaves stock when the order is completed.
 * - `BZQty` (Block Zero Quantity, absent or false off): on, a part or a counter-sale
 *   item the shelf cannot give in full (available = on hand − reserved) is refused
 *   with 'Insufficient Quantity.' instead of being asked about and requested. No
 *   switch lets stock go below zero.
 */

type InventorySwitches = { Issue?: boolean | undefined; BZQty?: boolean | undefined } | undefined;

/** Parts leave stock at the parts desk (Issue Parts): the default; only `Issue: false` turns it off. */
export const issuesAtPartsDesk = (settings: InventorySwitches): boolean => settings?.Issue !== false;

/** A part or item that the shelf cannot give in full is refused, not requested: only `BZQty: true`. */
export const blocksShortStock = (settings: InventorySwitches): boolean => settings?.BZQty === true;

/** Texts of the two switches, for the server's refusals and the screens. */
export const StockSwitchMessages = {
  /** The spec's text; a line's own detail says how much the shelf can give. */
  insufficient: InventoryMessages.insufficientQuantity,
  /** A line refused with BZQty on: what it may take at most (units), or nothing at all. */
  onlyAvailable: (most: number, uom = 'NOS'): string =>
    most > 0
      ? `Insufficient Quantity. Only ${most} ${uom} can be taken from stock for this line: lower the quantity to ${most}.`
      : 'Insufficient Quantity. None is available in stock.',
  /** A completion whose stock would not fit in its one transaction. */
  tooManyToIssue: (items: number): string =>
    `This repair order holds ${items} different stocked parts: too many to take off stock in one completion. Issue some of them at Issue Parts first, then complete it.`,
  /** The Issue Parts screen of a branch with `Issue` off. */
  issueOff:
    'This branch does not issue parts from a parts desk: parts reserved on a repair order leave stock when the order is completed. Issue here only serial-numbered parts (their serial numbers are needed) or a part to take off stock before then.',
} as const;
