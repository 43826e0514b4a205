import { inventoryRoutes } from '@shared/api/routes/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { saveFile } from '../../../lib/save-file';
import { INVENTORY_KEY } from './inventory-calls';

/**
 * The stock statement's calls (docs/inventory-snapshots.md §8). A month still
 * being built answers its progress; the screen asks again until it is ready.
 */

export type StatementQuery = z.input<typeof inventoryRoutes.stockStatement.query>;

/** How soon a month still being built is asked for again: each ask builds a few more seconds' worth. */
const AGAIN_MS = 250;

export const useStockStatement = (query: StatementQuery) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'statement', query],
    queryFn: (context) => apiCall(inventoryRoutes.stockStatement, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.Sts === 'Building' ? AGAIN_MS : false),
  });

/** GET Inventory/StockStatement/Csv: the whole month (or warehouse) as a file. */
export async function downloadStatement(Month: string, Wh: string | undefined, name: string): Promise<void> {
  const csv = await apiCall(inventoryRoutes.stockStatementCsv, { query: { Month, ...(Wh ? { Wh } : {}) } });
  saveFile(csv, name);
}
