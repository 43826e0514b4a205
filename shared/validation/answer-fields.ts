import type * as z from 'zod';

/**
 * A record read with GET can be saved back with PUT (docs/decisions.md 'A
 * record read can be saved back'): the fields only the server writes (display
 * names, totals, stamps, `Actions`…) are the keys its answer schema has and its
 * body schema has not. They are taken out of a body before the body's strict
 * schema reads it, at every level where both schemas have an object; any other
 * unknown key is still refused ('Not a field of this form: …'). Derived from the
 * two schemas, so a new answer field needs no list kept by hand.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

/** The schemas a value is checked against once wrappers, pipes, lazies, unions and intersections are looked through. */
function parts(schema: z.ZodType, depth = 0): z.ZodType[] {
  if (depth > 20) return [];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return parts(def.innerType, depth + 1);
  if (def.type === 'pipe' && def.in && def.out)
    return parts(defOf(def.in).type === 'transform' ? def.out : def.in, depth + 1);
  if (def.type === 'lazy' && def.getter) return parts(def.getter(), depth + 1);
  if (def.type === 'intersection' && def.left && def.right)
    return [...parts(def.left, depth + 1), ...parts(def.right, depth + 1)];
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => parts(o, depth + 1));
  return [schema];
}

type Shape = { fields: Map<string, z.ZodType[]>; open: boolean };

/** The keys an object value may have under these schemas, each with its schemas; undefined when none is an object. */
function shapeOf(schemas: readonly z.ZodType[]): Shape | undefined {
  const objects = schemas.flatMap((s) => parts(s)).filter((s) => defOf(s).type === 'object');
  if (objects.length === 0) return undefined;
  const fields = new Map<string, z.ZodType[]>();
  let open = false;
  for (const o of objects) {
    const def = defOf(o);
    // A catchall other than `never` keeps keys it does not name (print options): nothing there is the server's alone.
    if (def.catchall && defOf(def.catchall).type !== 'never') open = true;
    for (const [key, value] of Object.entries(def.shape ?? {})) fields.set(key, [...(fields.get(key) ?? []), value]);
  }
  return { fields, open };
}

const elementsOf = (schemas: readonly z.ZodType[]): z.ZodType[] =>
  schemas
    .flatMap((s) => parts(s))
    .map((s) => defOf(s))
    .flatMap((d) => (d.type === 'array' && d.element ? [d.element] : []));

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function strip(value: unknown, body: readonly z.ZodType[], answer: readonly z.ZodType[]): unknown {
  if (Array.isArray(value)) {
    const [bodyItems, answerItems] = [elementsOf(body), elementsOf(answer)];
    return bodyItems.length === 0 || answerItems.length === 0
      ? value
      : value.map((item) => strip(item, bodyItems, answerItems));
  }
  if (!isPlainObject(value)) return value;
  const [b, a] = [shapeOf(body), shapeOf(answer)];
  if (!b || !a) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const inBody = b.fields.get(key);
    const inAnswer = a.fields.get(key);
    if (!inBody && inAnswer && !b.open) continue;
    kept[key] = inBody && inAnswer ? strip(v, inBody, inAnswer) : v;
  }
  return kept;
}

/** The body without the fields only the answer has, at every level where both schemas have an object or a list of them. */
export const withoutAnswerFields = (value: unknown, body: z.ZodType, answer: z.ZodType): unknown =>
  strip(value, [body], [answer]);
