import type { packageRoutes } from '@shared/api/routes/packages';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { hasAccessFlag } from '@shared/access/module-access';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import type { PackageAnswer, PackagesPage } from '@shared/fulfilment/package-schemas';
import type { TrackingIntent } from '../data/inventory/tracking-writes';
import { createPackage, listPackages, readPackage } from '../data/fulfilment/packages-repo';
import { deliverPackage, shipPackage } from '../data/fulfilment/package-steps';
import type { PackageLine } from '../data/fulfilment/package-records';
import { readSalesOrderView } from '../data/fulfilment/sales-order-view';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call, FamilyImplementation } from '../lib/http/call';
import { lineTracking, trackedItems } from '../lib/item-tracking';
import { warehouseRefusal } from '../lib/warehouse-refusal';
import { toFulfilmentAnswer, toPackageAnswer, toPackageRow } from './package-answers';
import { packageEwayBill } from './package-eway-bill';

/**
 * Packages of sales orders (docs/sales-fulfilment.md): packed from an approved order's lines, shipped (the
 * goods out of stock at cost, flag PkgShp), delivered (flag PkgShp); the branch's list newest first with
 * the counts per status; one package; an order's fulfilment per line.
 */

type Routes = typeof packageRoutes;
const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });

const refuse = (errors: FieldError[]): never => {
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? FulfilmentMessages.nothingPicked, errors);
};

/** Packages are on unless the branch's entity configuration switches the Sales feature PacShip off. */
function assertPackagesOn(ctx: ServiceContext): void {
  if (ctx.entity.Config?.Sales?.Features?.PacShip === false)
    throw new ApiError(ErrorCode.Forbidden, FulfilmentMessages.packagesOff);
}

/** Shipping and delivery need the Sales flag PkgShp (platform §3; admins hold every flag). */
function assertShipRight(ctx: ServiceContext): void {
  assertPackagesOn(ctx);
  if (!hasAccessFlag(ctx.access, 'Sales', 'PkgShp'))
    throw new ApiError(ErrorCode.Forbidden, FulfilmentMessages.noShipRight);
}

export async function createOnePackage(call: Call<Routes['createPackage']>): Promise<PackageAnswer> {
  const ctx = serviceContext(call.session);
  assertPackagesOn(ctx);
  const body = call.body;
  const warehouses = await listWarehouses(ctx.actor.orgId, ctx.actor.entityId);
  const badWarehouse = warehouseRefusal(ctx, warehouses, body.WhId);
  if (badWarehouse) refuse([{ path: 'WhId', message: badWarehouse }]);
  const stored = await createPackage({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date: branchNow(ctx).date,
    fyStart: ctx.entity.Settings.Common.General?.FYStart,
    actor: actorOf(ctx),
    soId: body.SoId,
    soVer: body.SoVer,
    whId: body.WhId,
    whName: warehouses.find((w) => w._id === body.WhId)?.Name,
    lines: body.Lines,
    notes: body.Notes,
  });
  return toPackageAnswer(stored);
}

/** A tracked item's line takes its batches first-expiring-first; one that needs serials named is refused. */
const trackingOf =
  (ctx: ServiceContext) =>
  async (lines: readonly PackageLine[]): Promise<(TrackingIntent | undefined)[]> => {
    const tracked = await trackedItems(ctx.session, [...new Set(lines.map((l) => l.ItemId))]);
    const today = branchNow(ctx).date;
    const errors: FieldError[] = [];
    const intents = lines.map((l, i) => {
      const t = lineTracking(tracked.get(l.ItemId), {}, -l.QtyM, today, l.Desc);
      if (!t.ok) errors.push({ path: `Lines.${i}.${t.field}`, message: t.message });
      return t.ok ? t.Tracking : undefined;
    });
    if (errors.length > 0) refuse(errors);
    return intents;
  };

export async function shipOnePackage(call: Call<Routes['shipPackage']>): Promise<PackageAnswer> {
  const ctx = serviceContext(call.session);
  assertShipRight(ctx);
  const today = branchNow(ctx).date;
  const date = call.body.Date ?? today;
  if (date > today) refuse([{ path: 'Date', message: FulfilmentMessages.shipDate }]);
  const stored = await shipPackage({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    docId: call.params.Id,
    ver: call.body.ver,
    actor: actorOf(ctx),
    shipment: { Carrier: call.body.Carrier, TrackNo: call.body.TrackNo, VehicleNo: call.body.VehicleNo, Date: date },
    tracking: trackingOf(ctx),
  });
  return toPackageAnswer(stored);
}

export async function deliverOnePackage(call: Call<Routes['deliverPackage']>): Promise<PackageAnswer> {
  const ctx = serviceContext(call.session);
  assertShipRight(ctx);
  const today = branchNow(ctx).date;
  const date = call.body.Date ?? today;
  if (date > today) refuse([{ path: 'Date', message: FulfilmentMessages.deliverDate }]);
  const stored = await deliverPackage({
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    docId: call.params.Id,
    ver: call.body.ver,
    actor: actorOf(ctx),
    date,
  });
  return toPackageAnswer(stored);
}

export async function readOnePackage(call: Call<Routes['package']>): Promise<PackageAnswer> {
  const ctx = serviceContext(call.session);
  const doc = await readPackage(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, FulfilmentMessages.packageNotFound);
  return toPackageAnswer(doc);
}

export async function searchPackages(call: Call<Routes['packages']>): Promise<PackagesPage> {
  const ctx = serviceContext(call.session);
  const page = await listPackages(ctx.actor.orgId, ctx.actor.entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
    sts: call.query.Sts,
  });
  return { Items: page.items.map(toPackageRow), Counts: page.counts, ...(page.next ? { Next: page.next } : {}) };
}

export async function readFulfilment(call: Call<Routes['salesOrderFulfilment']>) {
  const ctx = serviceContext(call.session);
  const so = await readSalesOrderView(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!so) throw new ApiError(ErrorCode.NotFound, FulfilmentMessages.soNotFound);
  return toFulfilmentAnswer(so);
}

export const packageCalls: Omit<FamilyImplementation<Routes>, 'invoiceSalesOrder'> = {
  packages: searchPackages,
  package: readOnePackage,
  createPackage: createOnePackage,
  shipPackage: shipOnePackage,
  deliverPackage: deliverOnePackage,
  packageEwayBill,
  salesOrderFulfilment: readFulfilment,
};
