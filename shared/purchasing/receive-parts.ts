/**
 * A receive of more lines than one transaction holds (docs/purchasing-journey.md §4): the order is
 * claimed, then received in parts of at most `RECEIVE_PART_LINES` lines, each part one transaction
 * complete in itself, the last clearing the claim. Shared by the server and the receive screen.
 */

/** Lines per part: a part writes per line the order's line, a movement and a balance (and a request). */
export const RECEIVE_PART_LINES = 25;

/** The receive's status while its parts are under way: the spec's receive status list names it. */
export const RECEIVING_STATUS = 'Partially Received';

/** How many parts a receive of `lines` lines takes (1: today's single transaction). */
export const receiveParts = (lines: number): number => Math.max(1, Math.ceil(lines / RECEIVE_PART_LINES));

/**
 * Items whose stock value a bill changes in its own transaction (price differences, charges spread): each is
 * a movement and a balance; more come in parts (docs/purchasing-journey.md §4 'The bill of a large receive').
 */
export const MAX_BILL_VALUE_ITEMS = 30;

export const ReceivePartMessages = {
  /** Every other writer of an order refuses while a receive in parts holds its claim. */
  beingReceived: 'This order is being received: try again in a moment.',
  /** A bill or a return of a receive whose parts are not all in yet. */
  receiveUnfinished: (num: string): string =>
    `Receive ${num} is still coming in: bill or return it once all its parts are received.`,
  /** The receive screen while a receive in parts runs, from the receive's own `Part` (the parts in so far). */
  partProgress: (done: number, parts: number): string => `Receiving part ${Math.min(done + 1, parts)} of ${parts}…`,
  /** The receive screen while a long receive runs, before its parts are known. */
  progress: (lines: number): string =>
    receiveParts(lines) > 1
      ? `Receiving ${lines} lines in ${receiveParts(lines)} parts…`
      : `Receiving ${lines} line${lines === 1 ? '' : 's'}…`,
  /** A parts order's requests move with the order in one transaction: fewer lines than a plain order. */
  partsOrderLines: (max: number): string => `A parts order has at most ${max} lines: make a second order for the rest.`,
};
