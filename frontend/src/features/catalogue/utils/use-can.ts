import { isPermitted } from '@shared/access/access-model';
import type { RouteDef } from '@shared/api/route';
import { useSession } from '../../../lib/session';

/** Whether this user may make the call: the UI hides what the server would refuse (403). */
export function useCan(route: RouteDef): boolean {
  const session = useSession();
  return isPermitted(route.permission, { access: session.Access, config: session.Entity.Config });
}
