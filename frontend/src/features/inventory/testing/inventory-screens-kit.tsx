import type { UserAndEntity } from '@shared/api/routes/iam';
import { useLocation } from 'react-router';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { inventoryScreens } from '../routes/screens';

/** The inventory screens against the shared fake server (components/testing/fake-server.ts), as a parts clerk. */
export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  jsonResponse(status, { errorCode: status, message, ...(errors ? { errors } : {}) });
export const SLOW = { timeout: 5000 };

export function partsClerkSession(): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: {},
      Inventory: { Access: true, MA: false, Item: 'CRU', Adjust: 'CR', WO: 'RU' },
    },
  });
  return {
    ...session,
    Entity: { ...session.Entity, Config: { ...session.Entity.Config, Inventory: { Access: true } } },
  };
}

export const WAREHOUSES = [
  { _id: 'WH1', EntId: 'ent-1', Name: 'Main', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 },
  { _id: 'WH2', EntId: 'ent-1', Name: 'Rack B', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 },
];

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export const renderInventory = (at: string) =>
  renderRoutes(
    [
      { path: '/items/inventory', Component: inventoryScreens.stock.Component },
      { path: '/items/adjustments', Component: inventoryScreens.adjustments.Component },
      { path: '/items/adjustment/new', Component: inventoryScreens.adjustmentNew.Component },
      { path: '/items/IssueParts', Component: inventoryScreens.issueParts.Component },
      { path: '/allocatedparts/allocatedpartslist', Component: inventoryScreens.myInventory.Component },
      { path: '*', Component: Elsewhere },
    ],
    at,
    partsClerkSession(),
  );
