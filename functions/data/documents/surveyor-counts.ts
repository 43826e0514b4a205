import { queryIndexAll } from '../table/index-query';
import { surveyorPartition } from './document-keys';

/**
 * Estimates assigned to one surveyor, per status (the surveyor dashboard's
 * counts). A surveyor's partition is small, so its index items are counted
 * rather than kept in a count item like a branch's (document-lists.ts
 * readStatusCounts); only the key is read, page by page, so every item counts.
 */
export async function countSurveyorEstimates(
  orgId: string,
  entId: string,
  surveyorId: string,
  statuses: readonly string[],
): Promise<Record<string, number>> {
  const partition = surveyorPartition(orgId, entId, surveyorId);
  const counts = await Promise.all(
    statuses.map(
      async (status) =>
        (await queryIndexAll<{ pk: string }>({ index: 1, partition, sortPrefix: `${status}#`, attributes: ['pk'] }))
          .length,
    ),
  );
  return Object.fromEntries(statuses.map((status, i) => [status, counts[i] ?? 0]));
}
