import { withIndustryLabels, type IndustryLabels } from '@shared/access/industry-labels';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** A route module's `handle` names its page: `export const handle = { title: 'Home' }`. */
const titleOf = (handle: unknown): string | undefined => {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
};

/**
 * The innermost route's title, also shown in the browser tab. A title may name
 * industry labels ('{Product} Search'): the branch's words fill them in.
 */
export function usePageTitle(labels?: IndustryLabels): string {
  const matches = useMatches();
  const raw = matches.map((match) => titleOf(match.handle)).filter((t) => t !== undefined).at(-1) ?? '';
  const title = labels ? withIndustryLabels(raw, labels) : raw;
  useEffect(() => {
    document.title = title ? `${title} · Karkhana` : 'Karkhana';
  }, [title]);
  return title;
}
