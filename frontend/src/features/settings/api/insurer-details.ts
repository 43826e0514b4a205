import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntityInsuranceInput } from '@shared/reference/branch-setup-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { entityInsuranceQueryOptions, useInsurerRecordWrite, withVer } from './entity-insurance';

/** GET Service/EntityInsurance/{id}: one insurer's record, from the same cache entry as the tie-up list. */
export const useEntityInsurance = (insurerId: string) => useQuery(entityInsuranceQueryOptions(insurerId));

export type InsurerDetailsSave = {
  insurerId: string;
  /** The ver the form was read at; left out for an insurer never set up. */
  ver: number | undefined;
  input: EntityInsuranceInput;
};

/** PUT Service/EntityInsurance/{id}: the tie-up details (the insurer's branches are kept). */
export const useSaveInsurerDetails = () =>
  useInsurerRecordWrite(({ insurerId, ver, input }: InsurerDetailsSave) =>
    apiCall(settingsRoutes.putEntityInsurance, { params: { id: insurerId }, body: { ...input, ...withVer(ver) } }),
  );
