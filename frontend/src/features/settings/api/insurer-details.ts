import { settingsRoutes } from '@shared/api/routes/settings';
import type { EntityInsuranceInput } from '@shared/reference/branch-setup-schemas';
import { apiCall } from '../../../lib/api-client';
import { useInsurerRecordWrite, withVer } from './entity-insurance';

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
