/**
 * A validation result the UI can point at: the line (by _id) and field, a clear
 * message, and whether it blocks ('error') or needs the user's confirmation.
 */
export type ValidationLevel = 'error' | 'confirm';
export type ValidationIssue = {
  readonly lineId?: string;
  readonly field: string;
  readonly message: string;
  readonly level: ValidationLevel;
};

export const hasErrors = (issues: readonly ValidationIssue[]): boolean => issues.some((i) => i.level === 'error');
export const needsConfirmation = (issues: readonly ValidationIssue[]): boolean =>
  !hasErrors(issues) && issues.some((i) => i.level === 'confirm');

/** Platform §5 'General': null, empty and -1 are not a selection. */
export const isValidSelection = (
  v: string | number | null | undefined,
  known?: ReadonlySet<string | number>,
): boolean => {
  if (v === null || v === undefined || v === '' || v === -1 || v === '-1') return false;
  return known === undefined || known.has(v);
};
