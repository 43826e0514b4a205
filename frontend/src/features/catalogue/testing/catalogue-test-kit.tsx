import type { UserAndEntity } from '@shared/api/routes/iam';
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import { stubServer, type FakeServer, type Sent } from '../../../components/testing/fake-server';

export { stubServer, type FakeServer, type Sent };
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { clearUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';

export type TestRole = 'admin' | 'advisor' | 'manager';

/**
 * An entity admin (writes everything), a service manager (Service module admin:
 * writes the Service lists, not makes and models) or a service advisor (reads the
 * catalogue). `lpg` switches the branch's labour time guide pricing feature on.
 */
export function sessionOf(role: TestRole, { lpg = false }: { lpg?: boolean } = {}): UserAndEntity {
  const access = {
    admin: { SA: false, EA: true, Common: {} },
    manager: { SA: false, EA: false, Common: { Product: 'CRU' }, Service: { Access: true, MA: true } },
    advisor: { SA: false, EA: false, Common: { Product: 'CRU' }, Service: { Access: true, MA: false } },
  }[role];
  const { Token: _token, ...session } = loginAnswer({ access });
  const Service = {
    ...session.Entity.Config.Service,
    Access: true,
    Features: { ...session.Entity.Config.Service?.Features, LPG: lpg },
  };
  return { ...session, Entity: { ...session.Entity, Config: { ...session.Entity.Config, Service } } };
}

/** Answers every fetch from `server` and records what was sent (GETs too). */

/** After each test: unmount, forget toasts and unsaved-changes guards, and give fetch back. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    clearToasts();
    clearUnsavedChanges();
    vi.unstubAllGlobals();
  });
}

export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string) => jsonResponse(status, { errorCode: status, message });

/** Renders a route module at `path` (with the app's error toasts) for the given user. */
export function renderRoute(
  routes: { path: string; Component: ComponentType }[],
  at: string,
  role: TestRole,
  options: { lpg?: boolean } = {},
) {
  return renderRoutes(routes, at, sessionOf(role, options));
}

export const CATEGORIES = [
  { _id: 'BRAKES', Name: 'Brakes', Pos: 1, Own: false, Act: true, ver: 0 },
  { _id: 'ELECTRICAL', Name: 'Electrical', Pos: 2, Own: false, Act: true, ver: 0 },
];
