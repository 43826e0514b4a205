import type { RouteDef } from '@shared/api/route';
import type { importAnswer, importBody, importQuery } from '@shared/catalogue/import-rows';
import type * as z from 'zod';
import type { ImportCall } from './run-import';
import { apiCall } from '../../lib/api-client';

type ImportRoute = RouteDef & { body: typeof importBody; query: typeof importQuery; response: typeof importAnswer };

/**
 * Any `.../Import` call as the CSV kit's import call: `{ Rows }` in, `Count` out;
 * `DryRun=true` for the preview's check. The rows are the file's cells keyed by
 * the server's field names, which the import-row schema reads (shared/catalogue/import-rows.ts).
 */
export function importCallOf<R extends ImportRoute>(route: R, params?: z.input<NonNullable<R['params']>>): ImportCall {
  return async (rows, { dryRun, signal }) => {
    // Called as the import route every family shares, whose answer is the import answer.
    const answer = await apiCall<ImportRoute>(route, {
      ...(params ? { params } : {}),
      query: dryRun ? { DryRun: 'true' } : {},
      body: { Rows: [...rows] },
      signal,
    });
    return answer.Count;
  };
}
