import type { EntityConfig } from '../entity/entity-config';
import type { ModuleKey } from './modules';

/**
 * The module switch of the entity configuration (spec platform §3 'Entity Config':
 * `<Module>.Access`). On its own, with no imports at run time, because the app's
 * start-up code (which screens a branch has) needs only this rule of the access
 * model, and the login route's budget counts every byte (docs/decisions.md).
 */
export const isModuleEnabled = (config: EntityConfig, module: ModuleKey): boolean => config[module]?.Access === true;
