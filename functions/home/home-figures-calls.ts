import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { homeRoutes } from '@shared/api/routes/home';
import { orderInvoiceFigures, ordersFigures, revenueFigures, type HomeFiguresAnswer } from '@shared/home/home-figures';
import { HOME_FIGURE_PERMISSIONS as P } from '@shared/home/home-permissions';
import { readBalances, readMonthInvoices, readOrdersOpened, readStatusCounts } from '../data/home/home-figures-read';
import { loadSessionWithAccess } from '../data/identity/sessions-repo';
import { branchNow } from '../lib/branch-context';
import type { Call, SessionContext } from '../lib/http/call';

type Routes = typeof homeRoutes;

/**
 * The caller's rights in the branch: Home/Figures is a plain session call (every
 * user lands on Home), so its gate loads no access data; the figures need it to
 * decide what to show. One BatchGetItem of the session's access and branch.
 */
async function accessOf(session: SessionContext): Promise<{ ctx: AccessContext; today: string }> {
  const found =
    session.access && session.entity
      ? { access: { Access: session.access }, entity: session.entity }
      : await loadSessionWithAccess(session, true);
  if (!found.access || !found.entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  const ctx: AccessContext = {
    access: found.access.Access,
    config: found.entity.Config,
    settings: found.entity.Settings,
    user: { UserId: session.userId },
  };
  return { ctx, today: branchNow({ entity: found.entity }).date };
}

/**
 * GET Home/Figures (docs/home.md): each figure only for a user who may read the
 * list it opens — the repair-order dashboard (Service WO read), the estimate
 * dashboard (Est read), the profit and loss (revenue; with WO read, the average
 * repair order) and the receivables ageing. The reads run side by side.
 */
export async function homeFigures(call: Call<Routes['homeFigures']>): Promise<HomeFiguresAnswer> {
  const { orgId, entityId } = call.session;
  const { ctx, today } = await accessOf(call.session);
  const may = {
    orders: isPermitted(P.orders, ctx),
    estimates: isPermitted(P.estimates, ctx),
    revenue: isPermitted(P.revenue, ctx),
    receivables: isPermitted(P.receivables, ctx),
  };
  const month = today.slice(0, 7);
  const [counts, balances, opened, invoices] = await Promise.all([
    readStatusCounts(orgId, entityId, may),
    readBalances(orgId, entityId, month, may),
    may.orders ? readOrdersOpened(orgId, entityId, today) : undefined,
    may.orders ? readMonthInvoices(orgId, entityId, today) : undefined,
  ]);
  const byOrder = invoices ? orderInvoiceFigures(invoices, today) : undefined;
  const DeliveredToday = byOrder?.DeliveredToday ?? 0;
  return {
    Today: today,
    ...(may.orders && opened ? { Orders: ordersFigures(counts.orders, opened, DeliveredToday) } : {}),
    ...(may.estimates
      ? { Estimates: { WaitingApproval: Math.max(0, Number(counts.estimates?.WtngForAppr ?? 0)) } }
      : {}),
    ...(may.revenue ? { Revenue: revenueFigures(balances.sales, today) } : {}),
    ...(may.revenue && byOrder
      ? { AverageOrder: { ValueP: byOrder.ValueP, Orders: byOrder.Orders, AverageP: byOrder.AverageP } }
      : {}),
    ...(may.receivables ? { Receivables: { DueP: balances.receivablesP } } : {}),
  };
}
