import { vi } from 'vitest';

/**
 * Stands in for ResizeObserver (jsdom lays nothing out): returns a function that
 * reports a width to the observer made last, as a browser would on a resize, so
 * a test drives a layout that follows its own width (useNarrowLayout). Undone by
 * vi.unstubAllGlobals().
 */
export function stubResizeObserver(): (width: number) => void {
  let report: ((width: number) => void) | undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        report = (width) =>
          callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (width) => report?.(width);
}
