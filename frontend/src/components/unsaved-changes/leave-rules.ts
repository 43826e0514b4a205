/**
 * Why leaving the current page is held back (spec platform §2 'Guard
 * behaviour'), in the order the rules apply:
 * - 'offline': leaving needs network; the user stays and is told so.
 * - 'dialog': Back (a history pop) while a dialog is open closes the top dialog
 *   instead of leaving; dialogs are closed first.
 * - 'menu': Back while the overlay side menu is open closes the menu instead.
 * - 'unsaved': a page with unsaved edits asks whether to stay or leave.
 * A link or a save that navigates from inside a dialog or the menu is the
 * user's own choice, so only history pops are held for dialogs and the menu;
 * the dialog goes with its page and the shell closes the menu on arrival.
 */
export type LeaveBlock = 'offline' | 'dialog' | 'menu' | 'unsaved';

export type LeaveState = {
  online: boolean;
  /** Back or forward in the browser history (react-router's POP). */
  historyPop: boolean;
  openDialogs: number;
  /** The side menu is open over the page (narrow screens); a docked menu does not count. */
  overlayMenuOpen: boolean;
  unsavedChanges: boolean;
};

export function leaveBlock(state: LeaveState): LeaveBlock | undefined {
  if (!state.online) return 'offline';
  if (state.historyPop && state.openDialogs > 0) return 'dialog';
  if (state.historyPop && state.overlayMenuOpen) return 'menu';
  if (state.unsavedChanges) return 'unsaved';
  return undefined;
}
