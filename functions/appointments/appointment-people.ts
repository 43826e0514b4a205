import type { AppointmentRecord } from '../data/appointments/appointments-repo';
import { readBranchStaff } from '../data/identity/branch-staff-repo';
import { readCustomerAndVehicle } from '../data/parties/customer-vehicle-repo';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { ServiceMessages } from '@shared/service/service-messages';
import type { AppointmentSettings } from '@shared/appointments/appointment-rules';
import type { ServiceContext } from '../lib/branch-context';
import { badRequest } from '../lib/http/refusals';

/** Who and what a booking names, as the advisor sends them. */
export type PeopleFields = {
  Cust?: string | undefined;
  ProdId?: string | undefined;
  Name?: string | undefined;
  Phone?: string | undefined;
  RegNo?: string | undefined;
  SA?: string | undefined;
  Bay?: string | undefined;
};

type People = Pick<AppointmentRecord, 'Cust' | 'CustName' | 'Phone' | 'ProdId' | 'RegNo' | 'SA' | 'SAName' | 'Bay'>;

const defined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * The customer, vehicle, advisor and bay of a booking, checked and named, reading
 * only the ids that changed from `before` (as the documents' own resolveNames does):
 * a known customer gives the name and main phone; without one the name and phone
 * typed in stand (a walk-in or a caller, matched or created at check-in).
 */
export async function resolvePeople(
  ctx: ServiceContext,
  settings: AppointmentSettings,
  asked: PeopleFields,
  before?: AppointmentRecord,
): Promise<People> {
  const newId = (id: string | undefined, old: string | undefined) => (id !== undefined && id !== old ? id : undefined);
  const customerId = newId(asked.Cust, before?.Cust);
  const vehicleId = newId(asked.ProdId, before?.ProdId);
  const advisorId = newId(asked.SA, before?.SA);
  const [{ customer, vehicle }, { advisor }] = await Promise.all([
    readCustomerAndVehicle(ctx.session.orgId, { customerId, vehicleId }),
    readBranchStaff(ctx.session.orgId, ctx.session.entityId, { advisorId, surveyorId: undefined }),
  ]);
  if (customerId !== undefined && !customer) throw badRequest(ServiceMessages.customerNotFound, 'Cust');
  if (vehicleId !== undefined && !vehicle) throw badRequest(ServiceMessages.vehicleNotFound, 'ProdId');
  if (advisorId !== undefined && !advisor) throw badRequest(ServiceMessages.advisorNotInBranch, 'SA');
  if (asked.Bay !== undefined && !settings.Bays.some((b) => b.Id === asked.Bay))
    throw badRequest(AppointmentMessages.bayUnknown, 'Bay');
  const known = asked.Cust !== undefined;
  if (!known && (asked.Name === undefined || asked.Phone === undefined))
    throw badRequest(AppointmentMessages.customerNeeded, 'Cust');
  return defined({
    Cust: asked.Cust,
    CustName: customer ? customer.DName : known ? before?.CustName : asked.Name,
    Phone: customer ? (customer.Cons.Phones.Main ?? asked.Phone) : known ? (before?.Phone ?? asked.Phone) : asked.Phone,
    ProdId: asked.ProdId,
    RegNo: vehicle ? vehicle.RegNo : asked.ProdId !== undefined ? before?.RegNo : asked.RegNo,
    SA: asked.SA,
    SAName: advisor ? advisor.Name : asked.SA !== undefined ? before?.SAName : undefined,
    Bay: asked.Bay,
  });
}
