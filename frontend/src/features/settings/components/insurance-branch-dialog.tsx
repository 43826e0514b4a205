import { Button, Flex } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { email, officePhone, pinCode } from '@shared/fields/contact-fields';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import { gstStateCode } from '@shared/fields/tax-fields';
import type { EntityInsurance, InsuranceBranch, InsuranceBranchInput } from '@shared/reference/branch-setup-schemas';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
import { Form, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { filledTexts } from '../../../lib/form-values';
import { newInsuranceBranchId, useSaveInsuranceBranch } from '../api/insurance-branch';
import { gstinFeedback } from '../../../lib/gstin-feedback';
import { GstinField } from './gstin-field';
import { StateSelectField } from './state-select-field';

const schema = z
  .object({
    Name: z.string().trim().min(1, 'Enter the insurer branch name.').max(150),
    Add1: z.string().trim().max(200),
    Ct: z.string().trim().max(100),
    StCode: gstStateCode,
    Pin: optionalOrEmpty(pinCode),
    GSTIN: z.string(),
    Phone: optionalOrEmpty(officePhone),
    Email: optionalOrEmpty(email),
    Contact: z.string().trim().max(100),
  })
  .superRefine((values, ctx) => {
    // The same check the field shows while typing, so Save cannot send what it already marks wrong.
    const feedback = gstinFeedback(values.GSTIN, values.StCode || undefined, 'branch');
    if (feedback?.tone === 'error') ctx.addIssue({ code: 'custom', path: ['GSTIN'], message: feedback.message });
  });
type BranchForm = z.infer<typeof schema>;

const toForm = (b?: InsuranceBranch): BranchForm => ({
  Name: b?.Name ?? '',
  Add1: b?.Add1 ?? '',
  Ct: b?.Ct ?? '',
  StCode: b?.StCode ?? '',
  Pin: b?.Pin ?? '',
  GSTIN: b?.GSTIN ?? '',
  Phone: b?.Phone ?? '',
  Email: b?.Email ?? '',
  Contact: b?.Contact ?? '',
});

function toInput(values: BranchForm): InsuranceBranchInput {
  const { Name, StCode, GSTIN, ...optional } = values;
  const gstin = GSTIN.replace(/\s+/g, '').toUpperCase();
  return { Name: Name.trim(), StCode, ...filledTexts(optional), ...(gstin ? { GSTIN: gstin } : {}) };
}

export type InsuranceBranchDialogProps = {
  insurerId: string;
  insurerName: string;
  /** The branch to edit, or 'new' to add one under a fresh client-made id. */
  editing: InsuranceBranch | 'new';
  /** The ver of the insurer's record this change is based on; undefined when never set up. */
  ver: number | undefined;
  onSaved: (saved: EntityInsurance) => void;
  onClose: () => void;
};

/** Adds or edits one branch of an insurer (PUT Service/Insurance/{id}/Branch/{branchId}); opened over the details dialog. */
export function InsuranceBranchDialog({
  insurerId,
  insurerName,
  editing,
  ver,
  onSaved,
  onClose,
}: InsuranceBranchDialogProps) {
  const existing = editing === 'new' ? undefined : editing;
  const saveBranch = useSaveInsuranceBranch();
  const form = useForm<BranchForm>({ resolver: formResolver(schema), defaultValues: toForm(existing) });
  const stateCode = form.watch('StCode');
  useUnsavedChanges(form.formState.isDirty);

  const save = form.handleSubmit((values) => {
    const branchId = existing?.BranchId ?? newInsuranceBranchId();
    saveBranch.mutate(
      { insurerId, branchId, ver, input: toInput(values) },
      {
        onSuccess: (saved) => {
          toast.success(existing ? Messages.updated : Messages.saved);
          form.reset(values);
          onSaved(saved);
          onClose();
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });

  return (
    <Dialog open title={existing ? `Edit ${existing.Name}` : `New branch of ${insurerName}`} onClose={onClose}>
      <Form form={form} onSubmit={save}>
        <Flex direction="column" gap="small">
          <FormTextField<BranchForm> name="Name" label="Branch name" isRequired />
          <FormTextField<BranchForm> name="Add1" label="Address line" />
          <FormTextField<BranchForm> name="Ct" label="City" />
          <StateSelectField<BranchForm> name="StCode" isRequired />
          <FormTextField<BranchForm> name="Pin" label="PIN code" inputMode="numeric" maxLength={6} />
          <GstinField<BranchForm> name="GSTIN" stateCode={stateCode || undefined} />
          <FormTextField<BranchForm> name="Phone" label="Phone" type="tel" />
          <FormTextField<BranchForm> name="Email" label="E-mail" type="email" />
          <FormTextField<BranchForm> name="Contact" label="Contact person" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={saveBranch.isPending} loadingText="Saving">
              Save branch
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}
