/** Messages of the inventory settings lists (docs/inventory-settings.md), used by the server and the screens. */
export const SettingsListMessages = {
  nameRequired: 'Enter a name.',
  nameTaken: (name: string): string => `'${name}' is already on this list.`,
  entryNotFound: 'This entry is no longer on the list. Refresh to see the list as it is now.',
  listFull: (max: number): string => `A list holds at most ${max} entries. Deactivate or remove one first.`,
  deactivated: (name: string): string => `'${name}' is in use, so it was deactivated instead of removed.`,
  valuesRequired: 'Enter at least one value.',
  valueTwice: (value: string): string => `'${value}' is entered twice.`,
  typeRequired: 'Choose the field type.',
  choicesRequired: 'A choice field needs at least one choice.',
  choicesOnlyForChoice: 'Only a choice field has choices.',
  warehouseRequired: 'Choose the warehouse the location is in.',
  warehouseUnknown: 'That warehouse is not one of this branch.',
  fieldNotInList: 'This list does not take that field.',
  featureOff: 'This list is not enabled for the branch.',
  reasonNotActive: (reason: string): string => `'${reason}' is not an active adjustment reason of this branch.`,
} as const;
