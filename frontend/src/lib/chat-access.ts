import { isModuleEnabled, isNewFeaturesOn } from '@shared/access/access-model';
import type { UserAndEntity } from '@shared/api/routes/iam';

/**
 * The chat button shows, and chat's socket starts, only when the organisation's
 * new-features flag is on (spec platform §2 'Common header', §4 'Chat': chat
 * sockets only start when the flag is on) and the branch's configuration
 * enables the Communication module, which every chat call requires
 * (shared/api/routes/chat.ts).
 */
export const isChatOn = (session: Pick<UserAndEntity, 'Entity' | 'Org'>): boolean =>
  isNewFeaturesOn({ newFeatures: session.Org.NewFeat === true }) && isModuleEnabled(session.Entity.Config, 'Comm');
