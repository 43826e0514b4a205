/**
 * Which mounted forms hold edits that are not saved yet. The app has one
 * navigation blocker (react-router allows one per router), in the shell; forms
 * only report here whether they are dirty, and the blocker asks.
 */
const dirtyForms = new Set<symbol>();

export function setFormDirty(form: symbol, dirty: boolean): void {
  if (dirty) dirtyForms.add(form);
  else dirtyForms.delete(form);
}

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/** Tests start from a clean slate. */
export const clearUnsavedChanges = (): void => dirtyForms.clear();
