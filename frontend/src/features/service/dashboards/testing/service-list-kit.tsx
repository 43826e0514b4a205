import type { UserAndEntity } from '@shared/api/routes/iam';
import type { DashboardRow } from '@shared/service/call-schemas';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../../../components/testing/render';
import { stubServer, type FakeServer, type Sent } from '../../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../../components/testing/fixtures';

export { stubServer, type FakeServer, type Sent };

/**
 * The people of the service lists: an advisor (creates estimates and orders), a
 * parts manager (reads orders only), a technician (NoW.Tec, reads orders) and a
 * technician's colleague without the flag.
 */
export type Role = 'advisor' | 'reader' | 'technician' | 'helper';

const ACCESS: Record<Role, UserAndEntity['Access']> = {
  advisor: {
    SA: false,
    EA: false,
    Common: { Customer: 'CRU', Product: 'CRU' },
    Service: { Access: true, MA: false, Est: 'CRU', WO: 'CRU' },
  },
  reader: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, WO: 'R', Est: 'R' } },
  technician: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, WO: 'R' } },
  helper: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, WO: 'R' } },
};

export function sessionOf(role: Role, industry: 'AUTO-2' | 'SVCS-1' = 'AUTO-2'): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({ access: ACCESS[role], userId: `user-${role}` });
  return {
    ...session,
    Entity: { ...session.Entity, Config: { ...session.Entity.Config, Industry: industry } },
    User: { ...session.User, ...(role === 'technician' ? { NoW: { Tec: true } } : {}) },
  };
}

export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string) => jsonResponse(status, { errorCode: status, message });

/** Stands in for a screen this feature does not own (a document): shows the path it was opened at. */
function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/** Renders route modules at `at` with the app's error toasts, for the given user; other paths show their address. */
export function renderRoute(routes: { path: string; Component: ComponentType }[], at: string, session: UserAndEntity) {
  return renderRoutes([...routes, { path: '*', Component: Elsewhere }], at, session);
}

/** A valid document id (a ULID) numbered n. */
export const docId = (n: number): string => `01JD${String(n).padStart(22, '0')}`;

/** A dashboard row: an estimate or order numbered n. */
export function row(n: number, over: Partial<DashboardRow> = {}): DashboardRow {
  return {
    _id: docId(n),
    Num: `EST/2627/${String(n).padStart(5, '0')}`,
    Sts: 'New',
    CustName: `Customer ${n}`,
    RegNo: `KA01AB${String(1000 + n)}`,
    SA: 'user-advisor',
    SAName: 'Priya Nair',
    CrDate: '2026-11-20',
    PrDate: '2026-11-21',
    PrTime: '17:00',
    GrandTotal: 123456.5,
    ...over,
  };
}

export const EMPLOYEES = [
  { UserId: 'user-advisor', Name: 'Priya Nair', UserName: 'advisor' },
  { UserId: 'user-manager', Name: 'Suresh Gowda', UserName: 'manager' },
];

/** The machine is shared: give list refreshes more than waitFor's default second. */
export const SLOW = { timeout: 5000 };
