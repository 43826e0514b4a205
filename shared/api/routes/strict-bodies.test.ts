import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { routeKey } from '../route';
import { allRoutes } from './index';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
};

/** Paths of the objects in a schema that would drop unknown keys silently (zod's default "strip"). */
function strippingObjects(schema: z.ZodType, path = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const found: string[] = [];
  if (def.type === 'object') {
    // Strict objects refuse unknown keys; a deliberate catchall (print options) keeps them.
    if (!def.catchall) found.push(path);
    for (const [key, value] of Object.entries(def.shape ?? {}))
      found.push(...strippingObjects(value, `${path}.${key}`, seen));
  }
  for (const inner of [
    def.innerType,
    def.element,
    def.in,
    def.out,
    def.left,
    def.right,
    def.valueType,
    ...(def.options ?? []),
  ]) {
    if (inner) found.push(...strippingObjects(inner, path, seen));
  }
  return found;
}

/** docs/decisions.md "A PUT never resets what it left out": unknown keys are refused with 400, never dropped. */
describe('request bodies refuse unknown keys', () => {
  const writes = allRoutes().filter((route) => route.body && route.method === 'PUT');
  it.each(writes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    expect(route.body && strippingObjects(route.body)).toEqual([]);
  });
});
