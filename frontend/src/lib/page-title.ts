import { withIndustryLabels, type IndustryLabels } from '@shared/access/industry-labels';
import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

/** A route module's `handle` names its page: `export const handle = { title: 'Home' }`. */
const titleOf = (handle: unknown): string | undefined => {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
};

/** The browser tab's text for a page title: the one rule every page's tab follows. */
export const tabTitle = (title: string): string => (title ? `${title} · Karkhana` : 'Karkhana');

// The open page's own name, when it says more than its route's title (a document's number).
let pageName: string | undefined;
const listeners = new Set<() => void>();
const setPageName = (name: string | undefined): void => {
  pageName = name;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A page that knows more than its route's title names itself
 * ('Repair Order WO/2627/00012', its heading): the browser tab shows that name
 * while the page is open, then the route's title again.
 */
export function usePageName(name: string | undefined): void {
  useEffect(() => {
    if (!name) return undefined;
    setPageName(name);
    return () => setPageName(undefined);
  }, [name]);
}

/**
 * The innermost route's title (the shell's header shows it); the browser tab
 * shows the open page's own name when it gave one (`usePageName`), else this
 * title. A title may name industry labels ('{Product} Search'): the branch's
 * words fill them in.
 */
export function usePageTitle(labels?: IndustryLabels): string {
  const matches = useMatches();
  const raw =
    matches
      .map((match) => titleOf(match.handle))
      .filter((t) => t !== undefined)
      .at(-1) ?? '';
  const title = labels ? withIndustryLabels(raw, labels) : raw;
  const name = useSyncExternalStore(subscribe, () => pageName);
  const shown = name ?? title;
  useEffect(() => {
    document.title = tabTitle(shown);
  }, [shown]);
  return title;
}
