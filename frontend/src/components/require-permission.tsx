import type { ReactNode } from 'react';
import { isModuleEnabled, isPermitted } from '@shared/access/access-model';
import type { ModuleKey } from '@shared/access/modules';
import type { Permission } from '@shared/access/permission';
import { Messages } from '@shared/api/messages';
import { useSession } from '../lib/session';

/**
 * Renders a screen only when the access model permits it (spec platform §6:
 * module switch and user access, entity admin for settings, 'new' needs create,
 * an existing record needs read); otherwise the Unauthorised page's text
 * 'Sorry You Are Unauthorised To Access This Page.' in place, so the address
 * stays what the user opened.
 */
export function RequirePermission({
  permission,
  module,
  children,
}: {
  permission: Permission;
  module?: ModuleKey | undefined;
  children: ReactNode;
}) {
  const session = useSession();
  // A module the branch does not enable is not there, whatever the user's rights (spec platform §6).
  const moduleOn = module === undefined || isModuleEnabled(session.Entity.Config, module);
  const allowed =
    moduleOn &&
    isPermitted(permission, {
      access: session.Access,
      config: session.Entity.Config,
      user: session.User,
      settings: session.Entity.Settings,
    });
  if (allowed) return <>{children}</>;
  return (
    <section className="kk-unauthorised" role="alert">
      <h2>{Messages.unauthorisedPage}</h2>
    </section>
  );
}
