import type { EntityConfig } from '../entity/entity-config';
import { isModuleEnabled } from '../access/module-switch';
import { isNewFeaturesOn } from '../access/specific-rules';

/**
 * Whether chat is on (spec platform §2 'Common header': the chat button is
 * new-features only; §4 'Chat': chat sockets only start when the flag is on):
 * the organisation's new-features flag (`Org.NewFeat`) and the branch's
 * Communication module (`Comm.Access`). The header shows the chat button by
 * it, and the server refuses chat calls, socket connections and joins by it.
 */
export const isChatOn = (org: { NewFeat?: boolean | undefined }, config: EntityConfig): boolean =>
  isNewFeaturesOn({ newFeatures: org.NewFeat === true }) && isModuleEnabled(config, 'Comm');

export const ChatGateMessages = {
  /** The refusal (403) of a chat call or socket while the organisation's new-features flag is off. */
  newFeaturesOff: 'Chat is not available for this organisation.',
} as const;
