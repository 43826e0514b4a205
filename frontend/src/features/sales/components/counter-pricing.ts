import { partiesRoutes } from '@shared/api/routes/parties';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { findSaleParts } from '../api/receipt-calls';
import type { CounterLine } from './counter-lines';

/**
 * The counter sale priced for its buyer (docs/sales.md §2 'Price'): a customer
 * on record is sold at the price list of their customer category valid today,
 * which the sale lookups answer when told the category. The category comes from
 * the customer's record (the search rows do not carry it); a walk-in has none.
 */
export function useBuyerCategory(customerId: string | undefined): string | undefined {
  const customer = useQuery({
    enabled: customerId !== undefined,
    queryKey: ['sales', 'buyer', customerId ?? ''],
    queryFn: (context) =>
      apiCall(partiesRoutes.getCustomer, { params: { id: customerId ?? '' }, signal: querySignal(context) }),
    staleTime: 60_000,
  });
  return customerId === undefined ? undefined : customer.data?.Cat || undefined;
}

/**
 * When the buyer's category changes with lines already on the sale (the customer
 * picked after the first scan), each line is looked up again at the new price,
 * keeping its quantity and discount; the server prices the save the same way.
 */
export function useRepricing(
  category: string | undefined,
  lines: readonly CounterLine[],
  setLines: (change: (now: CounterLine[]) => CounterLine[]) => void,
): void {
  const priced = useRef(category);
  const current = useRef(lines);
  current.current = lines;
  useEffect(() => {
    if (priced.current === category) return;
    priced.current = category;
    const parts = current.current.map((l) => l.part);
    if (parts.length === 0) return;
    let stale = false;
    void Promise.all(parts.map((p) => findSaleParts(p.PCode, category).catch(() => []))).then((found) => {
      if (stale) return;
      const fresh = new Map(found.flat().map((p) => [p._id, p]));
      setLines((now) => now.map((l) => ({ ...l, part: fresh.get(l.part._id) ?? l.part })));
    });
    return () => {
      stale = true;
    };
  }, [category, setLines]);
}
