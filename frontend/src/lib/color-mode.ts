import { useSyncExternalStore } from 'react';
import { readTheme, saveTheme, type ColorMode } from './token-storage';

/** Light or dark, kept under the `Theme` key (spec platform §3) so it survives a reload. */
let mode: ColorMode | undefined;
const listeners = new Set<() => void>();

const current = (): ColorMode => (mode ??= readTheme());
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setColorMode(next: ColorMode): void {
  mode = next;
  saveTheme(next);
  listeners.forEach((listener) => listener());
}

export const useColorMode = (): ColorMode => useSyncExternalStore(subscribe, current, current);
