import { FieldMessages } from '../validation/field-messages';

/**
 * Catalogue texts (spec platform §5, §8) that every domain uses, kept below the
 * API layer so domain rules can use them without importing shared/api;
 * shared/api/messages lists them in the full catalogue.
 */
export const CommonMessages = {
  fieldRequired: FieldMessages.required,
  searchNeedsField: 'Sorry, At least One Field is Required To perform Search.',
  // ours: the spec shows no text for a lost optimistic-lock race
  conflict: 'This record was changed by someone else. Refresh to see the latest version.',
} as const;
