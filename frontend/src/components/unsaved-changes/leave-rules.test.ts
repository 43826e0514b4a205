import { describe, expect, it } from 'vitest';
import { leaveBlock, type LeaveState } from './leave-rules';

const free: LeaveState = {
  online: true,
  historyPop: false,
  openDialogs: 0,
  overlayMenuOpen: false,
  unsavedChanges: false,
};

describe('leaving a page (spec platform §2 Guard behaviour)', () => {
  it.each<[string, Partial<LeaveState>, ReturnType<typeof leaveBlock>]>([
    ['nothing holds a plain link', {}, undefined],
    [
      'offline holds every navigation',
      { online: false, historyPop: true, openDialogs: 1, unsavedChanges: true },
      'offline',
    ],
    [
      'Back with a dialog open closes the dialog first',
      { historyPop: true, openDialogs: 2, overlayMenuOpen: true, unsavedChanges: true },
      'dialog',
    ],
    [
      'Back with the overlay menu open closes the menu',
      { historyPop: true, overlayMenuOpen: true, unsavedChanges: true },
      'menu',
    ],
    ['a link from inside a dialog is the user’s choice', { openDialogs: 1 }, undefined],
    ['a link while the menu is open is the user’s choice', { overlayMenuOpen: true }, undefined],
    ['unsaved edits ask, whatever the navigation', { unsavedChanges: true, openDialogs: 1 }, 'unsaved'],
    ['unsaved edits ask on Back too', { historyPop: true, unsavedChanges: true }, 'unsaved'],
  ])('%s', (_name, state, expected) => {
    expect(leaveBlock({ ...free, ...state })).toBe(expected);
  });
});
