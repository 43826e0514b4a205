import { entityConfig, type EntityConfig } from '@shared/entity/entity-config';
import { entitySettings, type EntitySettings } from '@shared/entity/entity-settings';
import type { DemoUsername } from '@shared/access/roles';
import { DEFAULT_INTER_STATE_TAX_CODE, DEFAULT_INTRA_STATE_TAX_CODE, SERVICE_SAC } from '@shared/documents/constants';

/**
 * The demo organisation seeded on first start (README 'Demo data'): a car
 * workshop in Bengaluru (AUTO-2, Karnataka, GST state 29) and a spare-parts
 * branch in Hosur (AUTO-3, Tamil Nadu, GST state 33), so branch switching also
 * switches GST state and menus.
 */
export const DEMO_DOMAIN = 'demo';
export const DEMO_PASSWORD = 'karkhana-demo';
export const DEMO_ORG = { OrgId: '01JDEMO0RG000000000000000A', Name: 'Karkhana Demo Motors' };

/** The spec's defaults (service-documents §9), set as a workshop's admin would on day one. */
const DEFAULT_TAX = {
  IntraTC: DEFAULT_INTRA_STATE_TAX_CODE,
  InterTC: DEFAULT_INTER_STATE_TAX_CODE,
  SAC: SERVICE_SAC,
} as const;

type DemoEntity = { EntId: string; DName: string; UName: string; Config: EntityConfig; Settings: EntitySettings };

export const DEMO_WORKSHOP: DemoEntity = {
  EntId: '01JDEMOENT000000000000000W',
  DName: 'Karkhana Motors Koramangala',
  UName: 'koramangala',
  Config: entityConfig.parse({
    Industry: 'AUTO-2',
    Common: { Cust: true, Ven: true, Prod: true, Geo: false, ProdModels: 'BOTH', Notify: { Email: true } },
    Accounting: { Access: true, Features: { Bill: true, Inv: true, SlsRcpt: true } },
    Service: {
      Access: true,
      // No Labor OWN: the workshop uses the system catalogue's operations beside its own; LPG opens Setup Labor Rates.
      Features: {
        LTG: true,
        TrackWO: true,
        MBrand: 'N',
        Prod: true,
        Est: true,
        WO: true,
        Appt: true,
        DeclSvc: true,
        Pics: true,
        LPG: true,
      },
    },
    Inventory: { Access: true, Features: { Wh: true, Parts: true, PO: true } },
    Comm: { Access: true },
  }),
  Settings: entitySettings.parse({
    Acc: { Round: true, Disc: true, SPType: -1, LTot: 'AT' },
    Common: { Tax: { Tax: true, GSTIN: '29AAKCK4321M1Z5', GSTType: 1, HSNSAC: true, ...DEFAULT_TAX } },
    Service: { PrDays: 1, Labor: 'OWN', Disc: true },
    Address: {
      Add1: '14, 80 Feet Road',
      Add2: 'Koramangala 4th Block',
      Ct: 'Bengaluru',
      State: 'Karnataka',
      Pin: '560034',
      StCode: '29',
      DefShip: true,
    },
    TZ: 'Asia/Calcutta',
  }),
};

/** A parts dealer's modules: sales, inventory and accounting, with chat (the demo's parts branch and its connected distributor). */
export const PARTS_DEALER_CONFIG = entityConfig.parse({
  Industry: 'AUTO-3',
  Common: { Cust: true, Ven: true, Prod: true },
  Accounting: { Access: true, Features: { Bill: true, Inv: true, SlsRcpt: true } },
  Sales: { Access: true, Features: { SO: true, PacShip: true } },
  // Batch-tracked fluids and serial-tracked batteries (docs/inventory-batches.md, seed-demo-batches.ts).
  // Price lists: the 'Fleet customers' list prices the Fleet category's parts (docs/inventory-items.md §6).
  Inventory: { Access: true, Features: { Wh: true, Parts: true, PO: true, BN: true, SN: true, PrList: true } },
  Comm: { Access: true },
});

export const DEMO_PARTS_BRANCH: DemoEntity = {
  EntId: '01JDEMOENT000000000000000P',
  DName: 'Karkhana Spares Hosur',
  UName: 'hosur',
  Config: PARTS_DEALER_CONFIG,
  Settings: entitySettings.parse({
    Acc: { Round: true, SPType: -1, LTot: 'AT' },
    Common: { Tax: { Tax: true, GSTIN: '33AAKCK4321M1ZG', GSTType: 1, HSNSAC: true, ...DEFAULT_TAX } },
    Address: {
      Add1: 'Plot 22, SIPCOT Phase 1',
      Ct: 'Hosur',
      State: 'Tamil Nadu',
      Pin: '635126',
      StCode: '33',
      DefShip: true,
    },
    TZ: 'Asia/Calcutta',
    // Lists on, no default list: walk-ins pay the part's price, Fleet customers their list's.
    Inventory: { PrList: true },
  }),
};

export type DemoUser = {
  UserName: DemoUsername;
  Name: string;
  Desig: string;
  Phone: string;
  /** Branches the user works in; the first is their default. */
  Branches: DemoEntity[];
  Technician?: boolean;
};

const both = [DEMO_WORKSHOP, DEMO_PARTS_BRANCH];
const workshop = [DEMO_WORKSHOP];

export const DEMO_USERS: DemoUser[] = [
  { UserName: 'owner', Name: 'Rajesh Kulkarni', Desig: 'Proprietor', Phone: '9845000001', Branches: both },
  { UserName: 'admin', Name: 'Anita Rao', Desig: 'Office Administrator', Phone: '9845000002', Branches: both },
  { UserName: 'manager', Name: 'Suresh Gowda', Desig: 'Service Manager', Phone: '9845000003', Branches: workshop },
  { UserName: 'advisor', Name: 'Priya Nair', Desig: 'Service Advisor', Phone: '9845000004', Branches: workshop },
  { UserName: 'cashier', Name: 'Mohammed Irfan', Desig: 'Cashier', Phone: '9845000005', Branches: both },
  {
    UserName: 'technician',
    Name: 'Ravi Kumar',
    Desig: 'Senior Technician',
    Phone: '9845000006',
    Branches: workshop,
    Technician: true,
  },
  { UserName: 'partsmanager', Name: 'Lakshmi Iyer', Desig: 'Parts Manager', Phone: '9845000007', Branches: both },
  {
    UserName: 'partsclerk',
    Name: 'Arun Prakash',
    Desig: 'Stores Clerk',
    Phone: '9845000008',
    Branches: [DEMO_PARTS_BRANCH, DEMO_WORKSHOP],
  },
];

export const demoEmail = (username: string): string => `${username}@demo.karkhana.app`;
