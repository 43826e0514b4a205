import type { LoginResponse, UserAndEntity } from '@shared/api/routes/iam';
import { loginAnswer } from '../../../components/testing/fixtures';

type InventoryRights = LoginResponse['Access']['Inventory'];

/** The Inventory rights of a parts manager: purchase orders created and read (PO CR), items kept. */
export const PARTS_MANAGER: InventoryRights = { Access: true, MA: true, PO: 'CR', Item: 'CRU' };

/** A session of branch ent-1 with purchase orders switched on and the given Inventory rights (web tests). */
export function purchasingSession(inventory: InventoryRights = PARTS_MANAGER): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Inventory: inventory },
  });
  return {
    ...session,
    Entity: {
      ...session.Entity,
      Config: { ...session.Entity.Config, Inventory: { Access: true, Features: { PO: true } } },
    },
  };
}
