import { Messages } from '@shared/api/messages';
import { ok, refuse, type Sent } from './catalogue-test-kit';

/** A row of a short settings list as the server answers it. */
export type NamedRow = { _id: string; Name: string; Act: boolean; ver: number; Own?: boolean } & Record<
  string,
  unknown
>;

/** What the fake answers when a name is taken (the screens show the server's words under Name). */
export const NAME_TAKEN = 'This name is already in the list.';

/**
 * A fake of one short list's calls (`GET`, `POST`, `PUT {id}`, `PUT {id}/Deactivate`,
 * `POST Import`) over `rows`, checking `ver` like the server: a stale one answers the
 * conflict. Unlike the server it also refuses a name another row has, so the
 * screens' handling of a taken name can be seen.
 */
export type NamedListOptions = {
  /** Whether a row answers the list's query (the models' MakeId). */
  listed?: (row: NamedRow, query: Record<string, string>) => boolean;
  /** Fields the server adds to a created row (a model's make name). */
  created?: (body: Record<string, unknown>) => Record<string, unknown>;
};

export function namedListServer(base: string, rows: NamedRow[], options: NamedListOptions = {}) {
  const imported: Record<string, unknown>[][] = [];
  const taken = (name: unknown, id?: string) =>
    rows.some((r) => r._id !== id && r.Name.toLowerCase() === String(name).toLowerCase());
  const answer = ({ method, path, query, body }: Sent): Response | undefined => {
    if (path === base && method === 'GET')
      return ok(rows.filter((r) => (query.All === 'true' || r.Act) && (options.listed?.(r, query) ?? true)));
    if (path === base && method === 'POST') {
      if (taken(body?.Name)) return refuse(409, NAME_TAKEN);
      const created = {
        ...body,
        ...options.created?.(body ?? {}),
        _id: `NEW${rows.length + 1}`,
        Act: true,
        ver: 1,
        Own: true,
      } as NamedRow;
      rows.push(created);
      return ok(created);
    }
    if (path === `${base}/Import` && method === 'POST') {
      const sentRows = (body?.Rows ?? []) as Record<string, unknown>[];
      if (query.DryRun !== 'true') imported.push(sentRows);
      return ok({ Count: sentRows.length, DryRun: query.DryRun === 'true' });
    }
    if (!path.startsWith(`${base}/`) || method !== 'PUT') return undefined;
    const [id, deactivate] = path.slice(base.length + 1).split('/');
    const current = rows.find((r) => r._id === id);
    if (!current) return refuse(404, 'This catalogue record was not found.');
    if (body?.ver !== current.ver) return refuse(409, Messages.conflict);
    if (body.Name !== undefined && taken(body.Name, id)) return refuse(409, NAME_TAKEN);
    const saved = {
      ...current,
      ...body,
      ...(deactivate ? { Act: false } : {}),
      Own: true,
      ver: current.ver + 1,
    } as NamedRow;
    rows.splice(rows.indexOf(current), 1, saved);
    return ok(saved);
  };
  return { answer, imported };
}
