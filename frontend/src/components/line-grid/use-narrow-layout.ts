import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this width (px) of the grid itself, each line is shown as a card. */
export const STACK_BELOW_PX = 640;

const viewportIsNarrow = (threshold: number): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width: ${threshold - 1}px)`).matches;

/**
 * Whether the grid is too narrow for columns. It follows the grid's own width
 * (a side menu or a dialog narrows it as much as a phone does), measured before
 * paint so a phone never sees the table flash; before anything is laid out it
 * falls back to the viewport width.
 */
export function useNarrowLayout(ref: RefObject<HTMLElement | null>, threshold = STACK_BELOW_PX): boolean {
  const [narrow, setNarrow] = useState(() => viewportIsNarrow(threshold));

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const follow = (width: number) => {
      // Zero means not laid out (hidden, or a test DOM): keep the viewport's answer.
      if (width > 0) setNarrow(width < threshold);
    };
    follow(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) follow(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);

  return narrow;
}
