import type { EntityConfig } from '../entity/entity-config';

/**
 * Sales receipts are on in a branch unless its entity configuration switches
 * the Accounting feature `SlsRcpt` off (platform §3), as the module's default
 * landing reads it (shared/access/default-landing.ts): the calls refuse
 * otherwise, and the side menu does not list the screens.
 */
export const salesReceiptsOn = (config: EntityConfig | undefined): boolean =>
  config?.Accounting?.Features?.SlsRcpt !== false;
