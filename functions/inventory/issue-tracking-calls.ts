import { ApiError, ErrorCode } from '@shared/api/errors';
import type { WaitingPartRow } from '@shared/inventory/issue-schemas';
import type { TrackMode } from '@shared/inventory/tracking';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import type { IssueTracking } from '../data/inventory/issue-tracking';
import type { WaitingPart } from '../data/inventory/part-issues-repo';
import type { SessionContext } from '../lib/http/call';
import { trackedItems } from './item-tracking';

/**
 * Issue Parts' side of batches and serials (docs/inventory-batches.md §6): the
 * rows say how each item is tracked, so the panel asks for a batch or serials;
 * an issue or a return of a tracked item carries what the clerk entered.
 */

export const lineItem = ({ line }: WaitingPart): string => String(line.In_Id);

/** Each row with its item's tracking (the branch's features on). */
export const withTracking = (rows: WaitingPartRow[], tracked: Map<string, TrackMode>): WaitingPartRow[] =>
  rows.map((row) => {
    const Track = tracked.get(row.ItemId);
    return Track ? { ...row, Track } : row;
  });

/** The issue's tracking, or undefined for an untracked item (which may name no batch nor serials). */
export async function issueTracking(
  session: SessionContext,
  today: string,
  itemId: string,
  body: { Batch?: string | undefined; Serials?: string[] | undefined },
): Promise<IssueTracking | undefined> {
  const mode = (await trackedItems(session, [itemId])).get(itemId);
  const serials = body.Serials && body.Serials.length > 0 ? body.Serials : undefined;
  if (!mode) {
    if (!body.Batch && !serials) return undefined;
    const message = TrackingMessages.notTracked('This part');
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: body.Batch ? 'Batch' : 'Serials', message }]);
  }
  if (mode === 'BN' && serials) {
    const message = TrackingMessages.notTracked('This part');
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Serials', message }]);
  }
  return { mode, today, Batch: body.Batch, Serials: serials };
}
