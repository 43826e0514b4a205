import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { docPk } from '../documents/document-keys';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import type { Page } from './stock-repo';
import { transfersInPartition, transfersOutPartition } from './transfer-keys';
import type { TransferHead } from './transfers-repo';

/**
 * The branch's transfer lists (docs/inventory-transfers.md §1): those it sends
 * (T1, the headers) and those on their way to it or received (T2, the `IX#IN`
 * copies), newest first, one Query a page.
 */

const TAGS = { out: 'TRANSFERS_OUT', in: 'TRANSFERS_IN' } as const;

export async function listTransfers(
  orgId: string,
  entId: string,
  q: { direction: 'out' | 'in'; limit: number; cursor?: string | undefined },
): Promise<Page<TransferHead>> {
  const partition = q.direction === 'out' ? transfersOutPartition(orgId, entId) : transfersInPartition(orgId, entId);
  const tag = TAGS[q.direction];
  const startKey = decodePageCursor(q.cursor, {
    tag,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<TransferHead>({
    index: 1,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(tag, page.lastKey) } : { items: page.items };
}
