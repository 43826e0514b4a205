import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { isPermitted } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { Messages } from '@shared/api/messages';
import type { appointmentRoutes } from '@shared/api/routes/appointments';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import type { Appointment } from '@shared/appointments/appointment-schemas';
import type { PartyInput } from '@shared/parties/party-schemas';
import type { ProductInput } from '@shared/parties/product-schemas';
import {
  appointmentChangeWrites,
  getAppointment,
  type AppointmentRecord,
} from '../../data/appointments/appointments-repo';
import { findCustomerIdByPhone, findProductIdByRegNo } from '../../data/parties/match-repo';
import { branchNow } from '../../lib/branch-context';
import type { Call } from '../../lib/http/call';
import { createRepairOrderWith } from '../document-calls';
import {
  appointmentAnswer,
  appointmentContext,
  appointmentNotFound,
  holdOf,
  type AppointmentContext,
} from '../../data/appointments/appointment-context';

const WO_CREATE = inModule('Service', resource('Service', 'WO', 'C'));

/**
 * The customer of a booking made without one (on the public page, or a caller's
 * name and phone): the customer who has that phone, else a new customer of that
 * name and phone (docs/customer-loop.md §5). Two check-ins racing to create the
 * same customer meet at the phone's uniqueness item; the loser reads the winner's.
 */
async function customerOf(ctx: AppointmentContext, a: AppointmentRecord): Promise<string> {
  if (a.Cust) return a.Cust;
  const phone = a.Phone ?? '';
  const found = await findCustomerIdByPhone(ctx.session.orgId, phone);
  if (found) return found;
  const name = a.CustName ?? phone;
  const party = {
    Type: 'Individual',
    FName: name,
    DName: name,
    Cons: { Phones: { Main: phone, Others: [] }, Emails: [] },
  } as unknown as PartyInput;
  const id = ulid();
  // Loaded when first needed: the parties' writes bring their schemas, which a booking never needs at cold start.
  const { createParty } = await import('../../data/parties/parties-repo');
  try {
    await createParty(ctx.actor, 'CUST', id, party);
    return id;
  } catch (error) {
    const again = await findCustomerIdByPhone(ctx.session.orgId, phone);
    if (again) return again;
    throw error;
  }
}

/** The vehicle by its registration number, else a new vehicle of that number owned by the customer from today. */
async function vehicleOf(ctx: AppointmentContext, a: AppointmentRecord, custId: string, name: string) {
  if (a.ProdId) return a.ProdId;
  if (!a.RegNo) return undefined;
  const found = await findProductIdByRegNo(ctx.session.orgId, a.RegNo);
  if (found) return found;
  const id = ulid();
  const { createProduct } = await import('../../data/parties/products-repo');
  try {
    await createProduct(ctx.actor, id, { RegNo: a.RegNo } as ProductInput, {
      CustId: custId,
      DName: name,
      Dt: branchNow(ctx).date,
      OwnId: ulid(),
    });
    return id;
  } catch (error) {
    const again = await findProductIdByRegNo(ctx.session.orgId, a.RegNo);
    if (again) return again;
    throw error;
  }
}

/**
 * POST Appointments/{Id}/CheckIn: the appointment opens a repair order (the
 * ordinary creation path, with the customer, vehicle, advisor and the wish as its
 * complaint) and turns InProgress, the order naming the appointment (`ApptId`) and
 * the appointment the order (`WOId`, `WONum`). The appointment's change at its
 * `ver` is a write of the order's own transaction: of two check-ins at once, one
 * opens the order and the other is refused, and no second order exists.
 */
export async function checkInAppointment(
  call: Call<(typeof appointmentRoutes)['checkInAppointment']>,
): Promise<Appointment> {
  const ctx = await appointmentContext(call.session);
  if (!isPermitted(WO_CREATE, ctx.access)) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  const before = await getAppointment(ctx.session.orgId, ctx.session.entityId, call.params.Id, true);
  if (!before) throw appointmentNotFound();
  if (before.Sts === 'InProgress') throw new ApiError(ErrorCode.Conflict, AppointmentMessages.checkedIn);
  if (before.Sts !== 'Scheduled') throw new ApiError(ErrorCode.Conflict, AppointmentMessages.notScheduled(before.Sts));
  if (before.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, AppointmentMessages.stale);
  const Cust = await customerOf(ctx, before);
  const ProdId = await vehicleOf(ctx, before, Cust, before.CustName ?? '');
  const body: Record<string, unknown> = {
    Cust,
    ...(ProdId ? { ProdId } : {}),
    // The advisor of the appointment, else the one checking the customer in (an order needs its advisor).
    SA: before.SA ?? ctx.session.userId,
    ...(before.Wish ? { Comps: [{ _id: 'WC1', Desc: before.Wish }] } : {}),
  };
  let next: AppointmentRecord | undefined;
  try {
    await createRepairOrderWith(ctx, body, {
      head: { ApptId: before.Id },
      writes: ({ DocId, Num }) => {
        next = {
          ...before,
          Sts: 'InProgress',
          Cust,
          ...(ProdId ? { ProdId } : {}),
          ...(before.SA
            ? {}
            : { SA: ctx.session.userId, ...(ctx.actor.userName ? { SAName: ctx.actor.userName } : {}) }),
          WOId: DocId,
          WONum: Num,
          Log: [...before.Log, { At: new Date().toISOString(), By: ctx.session.userId, Act: `Checked in: ${Num}` }],
        };
        return appointmentChangeWrites(before, next, holdOf(ctx.settings));
      },
    });
  } catch (error) {
    const now = await getAppointment(ctx.session.orgId, ctx.session.entityId, before.Id, true);
    if (now && now.ver !== before.ver)
      throw new ApiError(
        ErrorCode.Conflict,
        now.Sts === 'InProgress' ? AppointmentMessages.checkedIn : AppointmentMessages.stale,
      );
    throw error;
  }
  if (!next) throw new Error('The repair order was created without its appointment');
  return appointmentAnswer({ ...next, ver: before.ver + 1 });
}
