import type { UserAndEntity } from '@shared/api/routes/iam';
import { loginAnswer } from '../../../components/testing/fixtures';

/** An entity admin's session in a branch with Inventory and the given Inventory features (tests only). */
export function inventoryAdminSession(features: Record<string, boolean>): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return {
    ...session,
    Entity: {
      ...session.Entity,
      Config: { ...session.Entity.Config, Inventory: { Access: true, Features: features } },
    },
  };
}
