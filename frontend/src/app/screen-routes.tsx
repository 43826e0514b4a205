import type { RouteObject } from 'react-router';
import { RequirePermission } from '../components/require-permission';
import type { ScreenEntry } from '../lib/screen-manifest';

/**
 * A manifest entry as a lazy route. The screen is guarded with the entry's
 * permission (spec platform §6), unless it checks a record-dependent right
 * itself; a screen module without a `handle` takes the entry's title.
 */
export function screenRoute(entry: ScreenEntry): RouteObject {
  return {
    path: entry.path,
    lazy: async () => {
      const { Component: Screen, handle } = await entry.lazy();
      const Component =
        entry.guard === 'screen'
          ? Screen
          : () => (
              <RequirePermission permission={entry.permission}>
                <Screen />
              </RequirePermission>
            );
      return { Component, handle: handle ?? { title: entry.title } };
    },
  };
}
