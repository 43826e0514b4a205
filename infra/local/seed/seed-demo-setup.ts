import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { findState } from '@shared/gst/states';
import {
  entityInsuranceInput,
  quickListInput,
  warehouseInput,
  type EntityInsurance,
} from '@shared/reference/branch-setup-schemas';
import { findInsurer, INSURERS } from '@shared/reference/insurers';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { putEntityInsurance } from '../../../functions/data/settings/insurance-repo';
import { putNewQuickListEntry } from '../../../functions/data/settings/quick-list-repo';
import { getEntity, writeSettings } from '../../../functions/data/settings/entity-settings-repo';
import { createWarehouse, listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { insertNamedItem, type NamedListKind } from '../../../functions/data/users/named-lists-repo';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';
import {
  DEMO_DEPARTMENTS,
  DEMO_DESIGNATIONS,
  DEMO_PARTS_WAREHOUSES,
  DEMO_QUICK_LIST,
  DEMO_TIE_UPS,
  DEMO_WORKSHOP_WAREHOUSES,
  type DemoWarehouse,
} from './demo-setup';

/** Written last: a later start sees the set-up is complete and writes nothing. */
export const demoSetupMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-SETUP' });

/** A value an interrupted earlier start already wrote (a taken name): leave it as it is. */
async function unlessPresent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof ApiError && error.status === ErrorCode.Conflict) return;
    if ((error as Error).name === 'ConditionalCheckFailedException') return;
    throw error;
  }
}

/**
 * Seeds the demo organisation's set-up (demo-setup.ts) through the same
 * repositories the calls use, with the calls' own input schemas. Once only.
 */
export async function seedDemoSetup(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoSetupMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const { orgId, workshopId, partsBranchId } = target;

  const named = (kind: NamedListKind, names: readonly string[]) =>
    names.map((Name) =>
      unlessPresent(() =>
        insertNamedItem(kind, {
          type: kind === 'DESIG' ? 'Designation' : 'Department',
          OrgId: orgId,
          Id: ulid(),
          Name,
          ver: 1,
        }),
      ),
    );
  const warehouses = (entityId: string, list: readonly DemoWarehouse[]) =>
    list.map((w) => {
      const input = warehouseInput.parse({ ...w, Active: true });
      const State = findState(w.StCode)?.Name;
      return unlessPresent(() =>
        createWarehouse(orgId, {
          ...input,
          ...(State ? { State } : {}),
          _id: ulid(),
          EntId: entityId,
          CrDt: nowIso(),
          ver: 1,
        }),
      );
    });
  const quickList = DEMO_QUICK_LIST.map((entry) =>
    putNewQuickListEntry(orgId, workshopId, ulid(), quickListInput.parse(entry)),
  );
  const tieUps = DEMO_TIE_UPS.map(({ InsId, ...details }) => {
    const Name = findInsurer(INSURERS, InsId)?.Name ?? InsId;
    const record: EntityInsurance = {
      ...entityInsuranceInput.parse({ TieUp: true, ...details }),
      InsId,
      Name,
      EntId: workshopId,
      Branches: [],
      UpDt: nowIso(),
      ver: 1,
    };
    return unlessPresent(() => putEntityInsurance(orgId, record, undefined));
  });

  await Promise.all([
    ...named('DESIG', DEMO_DESIGNATIONS),
    ...named('DEPT', DEMO_DEPARTMENTS),
    ...warehouses(workshopId, DEMO_WORKSHOP_WAREHOUSES),
    ...warehouses(partsBranchId, DEMO_PARTS_WAREHOUSES),
    ...quickList,
    ...tieUps,
  ]);
  // Each branch's first warehouse is its default and main one: reservations and issues start there.
  await defaultWarehouse(orgId, workshopId, DEMO_WORKSHOP_WAREHOUSES[0]?.Name);
  await defaultWarehouse(orgId, partsBranchId, DEMO_PARTS_WAREHOUSES[0]?.Name);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}

/** Names the warehouse `name` the branch's default (DefWId) and main (MainWId) one, unless a default is set. */
async function defaultWarehouse(orgId: string, entityId: string, name: string | undefined): Promise<void> {
  const [entity, list] = await Promise.all([getEntity(orgId, entityId), listWarehouses(orgId, entityId)]);
  const chosen = list.find((w) => w.Name === name);
  if (!entity || !chosen || entity.Settings.Inventory.DefWId) return;
  const Inventory = { ...entity.Settings.Inventory, DefWId: chosen._id, MainWId: chosen._id };
  await writeSettings({ orgId, entityId, expectedVer: entity.ver, settings: { ...entity.Settings, Inventory } });
}
