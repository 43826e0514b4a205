/**
 * Texts of the catalogue calls and screens (ours: the spec shows none for these),
 * defined once for the server's answers and the settings screens.
 */
export const CatalogueMessages = {
  searchTooShort: 'Enter at least 2 characters to search.',
  descriptionRequired: 'Enter a description to search parts.',
  notFound: 'This catalogue record was not found.',
  guideNotFound: 'There is no labour time guide for this body type.',
  makeNotFound: 'This vehicle make was not found.',
  vehicleNotFound: 'This vehicle was not found.',
  importHasErrors: 'Some rows have errors. Nothing was imported.',
  tooManyIds: 'Ask for at most 100 ids at a time.',
  unknownOpCode: 'No operation has this code.',
  badCursor: 'This list position is no longer valid. Search again.',
  nameTaken: (name: string): string => `“${name.trim()}” is already in this list.`,
} as const;
