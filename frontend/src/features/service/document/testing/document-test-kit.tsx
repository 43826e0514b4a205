import type { UserAndEntity } from '@shared/api/routes/iam';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import { industryLabels } from '@shared/access/industry-labels';
import { Outlet } from 'react-router';
import { renderRoutes } from '../../../../components/testing/render';
import { usePageTitle } from '../../../../lib/page-title';
import { jsonResponse, loginAnswer } from '../../../../components/testing/fixtures';
import { fakeServerOfFile } from '../../../../components/testing/fake-server';
import { stubServer as stubAnyServer, type Sent } from '../../../../components/testing/fake-server';
export type { Sent };
import { Component as Estimate } from '../routes/estimate';
import { Component as EstimatePrint } from '../routes/estimate-print';
import { Component as WorkOrder } from '../routes/work-order';
import { Component as WorkOrderPrint } from '../routes/work-order-print';

/**
 * The document screen against a fake server at the fetch boundary (the API
 * client, its contract parsing and error mapping run for real), in a memory
 * router with the app's error toasts.
 */
/** A screen's own answers; undefined falls back to the shared lookups, then 404. */
export type FakeServer = (sent: Sent) => Response | undefined;

export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(status, { errorCode: status, message, ...extra });

/** A service advisor (writes estimates and orders, no free-form lines) or an entity admin (everything, FF included). */
export function sessionOf(role: 'advisor' | 'admin'): UserAndEntity {
  const access =
    role === 'admin'
      ? { SA: false, EA: true, Common: {} }
      : {
          SA: false,
          EA: false,
          Common: { Product: 'R', Customer: 'R', Vendor: 'R' },
          Service: { Access: true, MA: false, Est: 'CRUD', WO: 'CRUD' },
        };
  const { Token: _token, ...session } = loginAnswer({ access });
  return session;
}

/** Answers the lookups every document screen asks for (and the demo vehicle); the test's server answers the rest. */
const lookups = ({ path }: Sent): Response | undefined => {
  if (path === 'System/TaxCodes') return ok(DEFAULT_TAX_CODES);
  if (path === 'Service/WorkOrderTypes') return ok([]);
  if (path === 'System/Insurance') return ok([]);
  // The demo vehicle: a sedan owned by Ravi Kumar, priced from the sedan guide.
  if (path === 'Products/P1')
    return ok({
      _id: 'P1',
      RegNo: 'MH12AB1234',
      Body: 'Sedan',
      Owner: { CustId: 'C1', DName: 'Ravi Kumar', FromDt: '2024-01-01' },
      CrDt: '2024-01-01',
      UpDt: '2024-01-01',
      ver: 1,
    });
  if (path === 'LTGS/GetLTGIDOfBodyType/SEDAN') return ok({ _id: 'LTG-SEDAN' });
  return undefined;
};

export const stubServer = (server: FakeServer): Sent[] =>
  stubAnyServer(
    (call) => server(call) ?? lookups(call) ?? refuse(404, `No fake answer for ${call.method} ${call.path}`),
  );

/** The fake server of a test file of these screens (components/testing/fake-server.ts fakeServerOfFile). */
export const fakeDocumentServer = () => fakeServerOfFile(stubServer);

/** The shell's part in a page's title: the browser tab (root-shell's usePageTitle). */
function TitledShell() {
  usePageTitle(industryLabels('AUTO-2'));
  return <Outlet />;
}

/** `settings` changes the branch's settings of the session (e.g. rounding to the rupee, Acc.Round). */
export function renderDocument(
  at: string,
  role: 'advisor' | 'admin' = 'advisor',
  settings?: (s: UserAndEntity['Entity']['Settings']) => UserAndEntity['Entity']['Settings'],
  /** Changes the branch's entity configuration (e.g. the Inventory module on). */
  config?: (c: UserAndEntity['Entity']['Config']) => UserAndEntity['Entity']['Config'],
) {
  const session = sessionOf(role);
  if (settings) session.Entity = { ...session.Entity, Settings: settings(session.Entity.Settings) };
  if (config) session.Entity = { ...session.Entity, Config: config(session.Entity.Config) };
  return renderRoutes(
    [
      {
        Component: TitledShell,
        children: [
          { path: '/Service/Estimate/:Id/Print/:Variant', Component: EstimatePrint },
          { path: '/Service/WorkOrder/:Id/Print/:Variant', Component: WorkOrderPrint },
          { path: '/Service/Estimate/:Id/*', Component: Estimate },
          { path: '/Service/WorkOrder/:Id/*', Component: WorkOrder },
        ],
      },
    ],
    at,
    session,
  );
}

export const ESTIMATE_ID = '01JDXK00000000000000000EST';
export const ORDER_ID = '01JDXK000000000000000000WB';

const zeroTotals = {
  Labor: 0,
  Parts: 0,
  Taxable: 0,
  CGST: 0,
  SGST: 0,
  IGST: 0,
  Total: 0,
  Adjust: 0,
  GrandTotal: 0,
  Insurer: 0,
  Customer: 0,
  Internal: 0,
  Warranty: 0,
  Depreciation: 0,
  Excess: 0,
  Estimated: 0,
};

/** An estimate as the server answers it. */
export const estimateAnswer = (overrides: Partial<EstimateAnswer> = {}): EstimateAnswer => ({
  _id: ESTIMATE_ID,
  Num: 'EST/2627/00012',
  ver: 3,
  EntId: 'ent-1',
  CrDate: '2026-11-24',
  CrTime: '10:00',
  CrBy: 'user-1',
  Sts: 'New',
  SA: 'user-1',
  SAName: 'Asha Rao',
  Cust: 'C1',
  CustName: 'Ravi Kumar',
  ProdId: 'P1',
  RegNo: 'MH12AB1234',
  Totals: zeroTotals,
  Actions: [],
  CanAudit: false,
  Comps: [{ _id: 'WC1', Comp_Id: 'CMP001', Desc: 'Noise from front brakes' }],
  Ops: [
    {
      _id: 'EO1',
      Desc: 'Front brake pads replace',
      Op_Id: 'OP001',
      CompId: 'WC1',
      Qty: 1.5,
      Pr: 800,
      PBy: 'Cus',
      Sts: 'New',
      TCode: 106,
      SAC: '9987',
    },
  ],
  Parts: [],
  ...overrides,
});

/** A repair order as the server answers it: one approved labour line with a part. */
export const orderAnswer = (overrides: Partial<RepairOrderAnswer> = {}): RepairOrderAnswer => ({
  _id: ORDER_ID,
  Num: 'WO/2627/00007',
  ver: 5,
  EntId: 'ent-1',
  CrDate: '2026-11-24',
  CrTime: '10:00',
  CrBy: 'user-1',
  Sts: 'Approved',
  SA: 'user-1',
  Cust: 'C1',
  CustName: 'Ravi Kumar',
  ProdId: 'P1',
  RegNo: 'MH12AB1234',
  Totals: zeroTotals,
  Actions: ['Complete', 'Hold', 'Cancel'],
  CanAudit: false,
  Comps: [{ _id: 'WC1', Desc: 'Noise from front brakes' }],
  Ops: [
    {
      _id: 'WO1',
      Desc: 'Front brake pads replace',
      Op_Id: 'OP001',
      CompId: 'WC1',
      Qty: 1.5,
      Pr: 800,
      PBy: 'Cus',
      Sts: 'Approved',
      TCode: 106,
    },
  ],
  Parts: [
    {
      _id: 'WP1',
      Desc: 'Brake pad set',
      MPN: 'BP-100',
      OpId: 'WO1',
      Qty: 2,
      RQty: 2,
      IQty: 0,
      UnPr: 1450,
      PBy: 'Cus',
      Sts: 'Approved',
      TCode: 106,
    },
  ],
  ...overrides,
});
