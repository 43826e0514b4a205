import { useSyncExternalStore } from 'react';

/** Whether the browser reports a network (spec platform §4 'Update and connectivity'). */
const subscribe = (listener: () => void): (() => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
