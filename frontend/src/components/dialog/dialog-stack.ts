/**
 * Open dialogs, innermost last. Escape closes only the top one (spec platform
 * §2 'Guard behaviour'), and navigation guards can ask whether any is open.
 */
type Entry = { id: number; close: () => void };

let stack: Entry[] = [];
let nextId = 1;
let listening = false;

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const top = stack.at(-1);
  if (!top) return;
  event.preventDefault();
  event.stopPropagation();
  top.close();
}

export function pushDialog(close: () => void): () => void {
  const id = nextId++;
  stack = [...stack, { id, close }];
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('keydown', onKeyDown, true);
    listening = true;
  }
  return () => {
    stack = stack.filter((entry) => entry.id !== id);
    if (stack.length === 0 && listening) {
      document.removeEventListener('keydown', onKeyDown, true);
      listening = false;
    }
  };
}

export const openDialogCount = (): number => stack.length;

/** Closes the innermost open dialog, as Escape would; false when none is open. */
export function closeTopDialog(): boolean {
  const top = stack.at(-1);
  if (!top) return false;
  top.close();
  return true;
}
