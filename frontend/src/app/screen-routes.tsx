import type { RouteObject } from 'react-router';
import { SESSION } from '@shared/access/permission';
import { screenModule, type ScreenEntry } from '../lib/screen-manifest';

/**
 * A manifest entry as a lazy route. The screen is guarded with the entry's
 * permission (spec platform §6), unless it checks a record-dependent right
 * itself; a screen module without a `handle` takes the entry's title.
 */
export function screenRoute(entry: ScreenEntry): RouteObject {
  return {
    path: entry.path,
    lazy: async () => {
      // The guard loads with the screen, not with the login page (its 150 KB budget).
      const [{ Component: Screen, handle }, { RequirePermission }] = await Promise.all([
        entry.lazy(),
        import('../components/require-permission'),
      ]);
      // A screen that checks its own record-dependent right is still only there when its module is.
      const Component = () => (
        <RequirePermission
          permission={entry.guard === 'screen' ? SESSION : entry.permission}
          module={screenModule(entry)}
        >
          <Screen />
        </RequirePermission>
      );
      return { Component, handle: handle ?? { title: entry.title } };
    },
  };
}
