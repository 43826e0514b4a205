import { settingsRoutes } from '@shared/api/routes/settings';
import type { InsuranceBranchInput } from '@shared/reference/branch-setup-schemas';
import { ulid } from 'ulid';
import { apiCall } from '../../../lib/api-client';
import { useInsurerRecordWrite, withVer } from './entity-insurance';

/** The client names a new insurer branch (the PUT adds it); a ULID fits the server's /^[\w-]{1,40}$/. */
export const newInsuranceBranchId = (): string => ulid();

export type InsuranceBranchSave = {
  insurerId: string;
  branchId: string;
  /** The ver of the insurer's record the dialog was based on; left out for an insurer never set up. */
  ver: number | undefined;
  input: InsuranceBranchInput;
};

/** PUT Service/Insurance/{id}/Branch/{branchId}: adds (new id) or replaces (existing id) one branch of the insurer. */
export const useSaveInsuranceBranch = () =>
  useInsurerRecordWrite(({ insurerId, branchId, ver, input }: InsuranceBranchSave) =>
    apiCall(settingsRoutes.putInsuranceBranch, {
      params: { id: insurerId, branchId },
      body: { ...input, ...withVer(ver) },
    }),
  );

export type InsuranceBranchRemoval = { insurerId: string; branchId: string; ver: number };

/** DELETE Service/Insurance/{id}/Branch/{branchId}?ver=n: removes one branch of the insurer. */
export const useDeleteInsuranceBranch = () =>
  useInsurerRecordWrite(({ insurerId, branchId, ver }: InsuranceBranchRemoval) =>
    apiCall(settingsRoutes.deleteInsuranceBranch, { params: { id: insurerId, branchId }, query: { ver } }),
  );
