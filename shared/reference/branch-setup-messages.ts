/**
 * Limits and messages of the per-branch setup records (branch-setup-schemas.ts),
 * zod-free: the repositories and calls that need only a message build none of
 * the setup schemas when they load (docs/decisions.md 'Lambda bundles').
 */

export const MAX_INSURANCE_BRANCHES = 100;

export const MAX_QUICK_LIST_ENTRIES = 100;

export const BranchSetupMessages = {
  warehouseNameTaken: (name: string): string => `A warehouse named '${name}' already exists in this branch.`,
  warehouseNotFound: 'Warehouse not found.',
  warehouseInUse: (use: string): string =>
    `This warehouse is the branch's ${use}. Choose another one in Inventory settings first.`,
  warehouseAdminOnly: 'Only the Inventory module admin or an entity admin can change warehouses.',
  unknownWarehouse: (field: string, id: string): string => `${field}: warehouse ${id} does not exist in this branch.`,
  unknownInsurer: (id: string): string => `Unknown insurance company '${id}'.`,
  noTieUp: 'No tie up settings found. Please setup tie up information in settings.',
  tooManyBranches: `An insurer can have at most ${MAX_INSURANCE_BRANCHES} branches.`,
  insuranceBranchNotFound: 'This insurer branch does not exist (it may have been removed already).',
  quickListFull: `The quick list can hold at most ${MAX_QUICK_LIST_ENTRIES} entries.`,
  quickListEntryNotFound: 'Quick list entry not found.',
} as const;
