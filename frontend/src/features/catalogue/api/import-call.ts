import type { RouteDef } from '@shared/api/route';
import type { importAnswer, importBody, importQuery } from '@shared/catalogue/import-rows';
import type * as z from 'zod';
import type { ImportCall } from '../../../components/csv-import/run-import';
import { apiCall, type ArgsTuple } from '../../../lib/api-client';

type ImportRoute = RouteDef & { body: typeof importBody; query: typeof importQuery; response: typeof importAnswer };

/**
 * Any `.../Import` call as the CSV kit's import call: `{ Rows }` in, `Count` out;
 * `DryRun=true` for the preview's check. The rows are the file's cells keyed by
 * the server's field names, which the import-row schema reads (shared/catalogue/import-rows.ts).
 */
export function importCallOf<R extends ImportRoute>(route: R, params?: z.input<NonNullable<R['params']>>): ImportCall {
  return async (rows, { dryRun, signal }) => {
    const args = { ...(params ? { params } : {}), query: dryRun ? { DryRun: 'true' as const } : {}, body: { Rows: [...rows] }, signal };
    const answer = await apiCall(route, ...([args] as unknown as ArgsTuple<R>));
    return (answer as z.infer<typeof importAnswer>).Count;
  };
}
