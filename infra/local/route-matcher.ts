import { routeKey, type RouteDef } from '@shared/api/route';

export type Match = { route: RouteDef; routeKey: string; pathParameters: Record<string, string> };

/** A path whose percent-encoding does not decode (`%E0%A4%A`, a lone `%`): the gateway answers 400. */
export type MalformedPath = { malformed: true };

type Compiled = { route: RouteDef; pattern: RegExp; names: string[]; literals: number };

/** Decodes one path segment; undefined when its escapes are broken or not UTF-8. */
function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Matches `METHOD /api/...` to the route table the way API Gateway does: a
 * literal segment wins over a `{param}` segment at the same place.
 */
export function createRouteMatcher(
  routes: readonly RouteDef[],
): (method: string, path: string) => Match | MalformedPath | undefined {
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
      for (const [index, name] of candidate.names.entries()) {
        const value = decodeSegment(found[index + 1] ?? '');
        if (value === undefined) return { malformed: true };
        pathParameters[name] = value;
      }
      return { route: candidate.route, routeKey: routeKey(candidate.route), pathParameters };
    }
    return undefined;
  };
}
