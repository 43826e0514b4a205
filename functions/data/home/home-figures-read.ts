import { SYSTEM_ACCOUNTS } from '@shared/books/chart';
import type { MonthInvoice, SalesDayItem } from '@shared/home/home-figures';
import { monthBefore } from '@shared/home/home-figures';
import { monthPartition, statusCountsKey } from '../documents/document-keys';
import { balancesPk, creditAttr, debitAttr } from '../ledger/ledger-keys';
import { batchGet } from '../table/batch-get';
import { queryIndexAll } from '../table/index-query';
import { queryAll } from '../table/query-all';

/**
 * What Home reads (docs/home.md H1–H4): the branch's status count items, its
 * period balances, and this month's repair orders and invoices by month (GSI2).
 * Each read is one request (a Query pages only past 1 MB), and the caller asks
 * only for the parts the user may see.
 */

/** H1: the repair-order and estimate count items (one BatchGetItem; an absent item is no documents yet). */
export async function readStatusCounts(
  orgId: string,
  entId: string,
  want: { orders: boolean; estimates: boolean },
): Promise<{ orders?: Record<string, unknown>; estimates?: Record<string, unknown> }> {
  const orders = want.orders ? statusCountsKey(orgId, entId, 'WO') : undefined;
  const estimates = want.estimates ? statusCountsKey(orgId, entId, 'EST') : undefined;
  const keys = [orders, estimates].filter((k) => k !== undefined);
  if (keys.length === 0) return {};
  const [first, second] = await batchGet<Record<string, unknown>>(keys);
  // batchGet answers in the order asked: the orders' item first when both were wanted.
  return {
    ...(orders ? { orders: first } : {}),
    ...(estimates ? { estimates: orders ? second : first } : {}),
  };
}

const DAY_ATTRS = Array.from({ length: 31 }, (_, d) => `SalesD${String(d + 1).padStart(2, '0')}`);

/**
 * H2: the branch's period balances up to this month (books B3's partition), ONE
 * Query projected to what is wanted: last month's and this month's sales by day
 * (`SalesC`, `SalesI`, `SalesD01` …) and every month's receivables control (1200).
 * Without the receivables only the two months are read.
 */
export async function readBalances(
  orgId: string,
  entId: string,
  month: string,
  want: { revenue: boolean; receivables: boolean },
): Promise<{ sales: SalesDayItem[]; receivablesP: number }> {
  if (!want.revenue && !want.receivables) return { sales: [], receivablesP: 0 };
  const dr = debitAttr(SYSTEM_ACCOUNTS.receivables);
  const cr = creditAttr(SYSTEM_ACCOUNTS.receivables);
  const attrs = [
    'Month',
    ...(want.revenue ? ['SalesC', 'SalesI', ...DAY_ATTRS] : []),
    ...(want.receivables ? [dr, cr] : []),
  ];
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: want.receivables ? 'pk = :pk AND sk <= :to' : 'pk = :pk AND sk BETWEEN :from AND :to',
    ProjectionExpression: attrs.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attrs.map((a, i) => [`#a${i}`, a])),
    ExpressionAttributeValues: {
      ':pk': balancesPk(orgId, entId),
      ':to': `${month}#~`,
      ...(want.receivables ? {} : { ':from': monthBefore(month) }),
    },
  });
  const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
  return {
    sales: want.revenue ? (items as SalesDayItem[]) : [],
    receivablesP: want.receivables ? items.reduce((s, i) => s + num(i[dr]) - num(i[cr]), 0) : 0,
  };
}

/**
 * H3: the repair orders created this month and today, from the month's GSI2
 * partition (data-model-documents D6), reading only the sort keys
 * (`<CrDate>#<id>`).
 */
export async function readOrdersOpened(
  orgId: string,
  entId: string,
  today: string,
): Promise<{ today: number; month: number }> {
  const rows = await queryIndexAll<{ gsi2sk?: string }>({
    index: 2,
    partition: monthPartition(orgId, entId, 'WO', today),
    attributes: ['gsi2sk'],
  });
  return { month: rows.length, today: rows.filter((r) => r.gsi2sk?.startsWith(`${today}#`)).length };
}

type InvoiceHeadRow = {
  WOId?: string;
  Sts?: string;
  InvDate?: string;
  Amounts?: { Payable?: number; GrandTotal?: number };
};

/**
 * H4: this month's issued invoices (GSI2 by invoice date, D6), only what the
 * average repair order and the deliveries need.
 */
export async function readMonthInvoices(orgId: string, entId: string, today: string): Promise<MonthInvoice[]> {
  const rows = await queryIndexAll<InvoiceHeadRow>({
    index: 2,
    partition: monthPartition(orgId, entId, 'INV', today),
    attributes: ['WOId', 'Sts', 'InvDate', 'Amounts'],
  });
  return rows.map((r) => ({
    ...(r.WOId ? { WOId: r.WOId } : {}),
    ...(r.Sts ? { Sts: r.Sts } : {}),
    ...(r.InvDate ? { InvDate: r.InvDate } : {}),
    PayableP: Number(r.Amounts?.Payable ?? r.Amounts?.GrandTotal ?? 0),
  }));
}
