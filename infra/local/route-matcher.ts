import { routeKey, type RouteDef } from '@shared/api/route';

export type Match = { route: RouteDef; routeKey: string; pathParameters: Record<string, string> };

type Compiled = { route: RouteDef; pattern: RegExp; names: string[]; literals: number };

/**
 * Matches `METHOD /api/...` to the route table the way API Gateway does: a
 * literal segment wins over a `{param}` segment at the same place.
 */
export function createRouteMatcher(routes: readonly RouteDef[]): (method: string, path: string) => Match | undefined {
  const compiled: Compiled[] = routes.map((route) => {
    const names: string[] = [];
    const segments = route.path.split('/');
    const source = segments
      .map((segment) => {
        const param = segment.match(/^\{(\w+)\}$/);
        if (param?.[1]) {
          names.push(param[1]);
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { route, pattern: new RegExp(`^/api/${source}/?$`), names, literals: segments.length - names.length };
  });
  compiled.sort((a, b) => b.literals - a.literals);

  return (method, path) => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        pathParameters[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { route: candidate.route, routeKey: routeKey(candidate.route), pathParameters };
    }
    return undefined;
  };
}
