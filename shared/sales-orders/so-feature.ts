import type { EntityConfig } from '../entity/entity-config';

/**
 * Sales orders and estimates are on in a branch unless its entity configuration
 * switches the Sales feature `SO` off (platform §3): the calls refuse (403) and
 * the side menu does not list the screens.
 */
export const salesOrdersOn = (config: EntityConfig | undefined): boolean => config?.Sales?.Features?.SO !== false;
