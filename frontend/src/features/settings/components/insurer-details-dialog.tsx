import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { email, officePhone } from '@shared/fields/contact-fields';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import type { EntityInsurance, EntityInsuranceInput, InsuranceBranch } from '@shared/reference/branch-setup-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { Dialog } from '../../../components/dialog/dialog';
import {
  Form,
  formResolver,
  FormSwitchField,
  FormTextAreaField,
  FormTextField,
  setServerFieldErrors,
} from '../../../components/form';
import { RecordTable } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { filledTexts } from '../../../lib/form-values';
import { useSaveInsurerDetails } from '../api/insurer-details';
import { useDeleteInsuranceBranch } from '../api/insurance-branch';
import { InsuranceBranchDialog } from './insurance-branch-dialog';

const PAY_DAYS_MESSAGE = 'Enter the days from 0 to 365.';

const schema = z.object({
  TieUp: z.boolean(),
  GarageCode: z.string().trim().max(50),
  Contact: z.string().trim().max(100),
  Phone: optionalOrEmpty(officePhone),
  Email: optionalOrEmpty(email),
  PayDays: z
    .string()
    .trim()
    .regex(/^\d{0,3}$/, PAY_DAYS_MESSAGE)
    .refine((days) => days === '' || Number(days) <= 365, PAY_DAYS_MESSAGE),
  Notes: z.string().trim().max(1000),
});
type DetailsForm = z.infer<typeof schema>;

const toForm = (record: EntityInsurance | null): DetailsForm => ({
  TieUp: record?.TieUp ?? false,
  GarageCode: record?.GarageCode ?? '',
  Contact: record?.Contact ?? '',
  Phone: record?.Phone ?? '',
  Email: record?.Email ?? '',
  PayDays: record?.PayDays === undefined ? '' : String(record.PayDays),
  Notes: record?.Notes ?? '',
});

function toInput(values: DetailsForm): EntityInsuranceInput {
  const { TieUp, PayDays, ...texts } = values;
  return { TieUp, ...filledTexts(texts), ...(PayDays.trim() !== '' ? { PayDays: Number(PayDays) } : {}) };
}

export type InsurerDetailsDialogProps = {
  insurer: { _id: string; Name: string };
  /**
   * The insurer's record from the list's query (null: never set up). It stays
   * live: every write lands in that query, so the branches shown follow it.
   */
  record: EntityInsurance | null;
  onClose: () => void;
};

/**
 * One insurer's tie-up details (read with the list, GET Service/EntityInsurance; PUT .../{id}) and its
 * branches (PUT Service/Insurance/{id}/Branch/{branchId}). Both saves answer the
 * whole record, which lands in the key the list reads, so list and dialog agree.
 */
export function InsurerDetailsDialog({ insurer, record, onClose }: InsurerDetailsDialogProps) {
  const saveDetails = useSaveInsurerDetails();
  const form = useForm<DetailsForm>({ resolver: formResolver(schema), defaultValues: toForm(record) });
  useUnsavedChanges(form.formState.isDirty);
  // The version this dialog's edits are based on. Only our own saves move it; a
  // change made elsewhere keeps answering 409 until the record is read afresh.
  const [ver, setVer] = useState<number | undefined>(record?.ver);
  const [editingBranch, setEditingBranch] = useState<InsuranceBranch | 'new' | undefined>();
  const [removing, setRemoving] = useState<InsuranceBranch | undefined>();
  const removeBranch = useDeleteInsuranceBranch();
  const branches = record?.Branches ?? [];

  const save = form.handleSubmit((values) => {
    saveDetails.mutate(
      { insurerId: insurer._id, ver, input: toInput(values) },
      {
        onSuccess: (saved) => {
          toast.success(Messages.updated);
          setVer(saved.ver);
          form.reset(toForm(saved));
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });

  const confirmRemove = () => {
    if (!removing || ver === undefined) return;
    removeBranch.mutate(
      { insurerId: insurer._id, branchId: removing.BranchId, ver },
      {
        onSuccess: (saved) => {
          toast.success(Messages.deleted);
          setVer(saved.ver);
        },
        onSettled: () => setRemoving(undefined),
      },
    );
  };

  return (
    <Dialog open title={insurer.Name} onClose={onClose}>
      <Flex direction="column" gap="medium">
        <Form form={form} onSubmit={save} aria-label={`Tie-up details of ${insurer.Name}`}>
          <Flex direction="column" gap="small">
            <FormSwitchField<DetailsForm> name="TieUp" label="Cashless tie-up" />
            <FormTextField<DetailsForm>
              name="GarageCode"
              label="Garage code"
              hint="The workshop's code with this insurer."
            />
            <FormTextField<DetailsForm> name="Contact" label="Contact person" />
            <FormTextField<DetailsForm> name="Phone" label="Phone" type="tel" />
            <FormTextField<DetailsForm> name="Email" label="E-mail" type="email" />
            <FormTextField<DetailsForm>
              name="PayDays"
              label="Claim settlement days"
              inputMode="numeric"
              maxLength={3}
              hint="Days the insurer takes to settle a claim."
            />
            <FormTextAreaField<DetailsForm> name="Notes" label="Notes" rows={3} />
            <Flex justifyContent="flex-end" gap="small">
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variation="primary" isLoading={saveDetails.isPending} loadingText="Saving">
                Save
              </Button>
            </Flex>
          </Flex>
        </Form>

        <Flex direction="column" gap="small">
          <Flex justifyContent="space-between" alignItems="center">
            <Heading level={3}>Branches</Heading>
            <Button size="small" onClick={() => setEditingBranch('new')}>
              Add branch
            </Button>
          </Flex>
          {branches.length === 0 ? (
            <Text>No branches yet.</Text>
          ) : (
            <BranchTable
              insurerName={insurer.Name}
              branches={branches}
              onEdit={setEditingBranch}
              onRemove={setRemoving}
            />
          )}
        </Flex>
      </Flex>
      {editingBranch ? (
        <InsuranceBranchDialog
          key={editingBranch === 'new' ? 'new' : editingBranch.BranchId}
          insurerId={insurer._id}
          insurerName={insurer.Name}
          editing={editingBranch}
          ver={ver}
          onSaved={(saved) => setVer(saved.ver)}
          onClose={() => setEditingBranch(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove branch"
        message={`Remove the branch ${removing?.Name ?? ''} of ${insurer.Name}?`}
        confirmLabel="Remove"
        busy={removeBranch.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
      />
    </Dialog>
  );
}

type BranchTableProps = {
  insurerName: string;
  branches: readonly InsuranceBranch[];
  onEdit: (branch: InsuranceBranch) => void;
  onRemove: (branch: InsuranceBranch) => void;
};

function BranchTable({ insurerName, branches, onEdit, onRemove }: BranchTableProps) {
  // The dialog is narrow: the record table scrolls sideways in its own box rather than squeezing its columns.
  return (
    <RecordTable
      caption={`Branches of ${insurerName}`}
      columns={[
        { id: 'Name', header: 'Name', cell: (branch) => branch.Name },
        { id: 'Ct', header: 'City', cell: (branch) => branch.Ct },
        { id: 'State', header: 'State', cell: (branch) => branch.State },
        { id: 'GSTIN', header: 'GSTIN', cell: (branch) => branch.GSTIN },
        { id: 'Phone', header: 'Phone', cell: (branch) => branch.Phone },
      ]}
      rows={branches}
      rowKey={(branch) => branch.BranchId}
      emptyText="No branches yet."
      actionsHeader={<span className="kk-visually-hidden">Actions</span>}
      rowActions={(branch) => (
        <Flex gap="small">
          <Button size="small" onClick={() => onEdit(branch)} aria-label={`Edit ${branch.Name}`}>
            Edit
          </Button>
          <Button
            size="small"
            variation="destructive"
            onClick={() => onRemove(branch)}
            aria-label={`Remove ${branch.Name}`}
          >
            Remove
          </Button>
        </Flex>
      )}
    />
  );
}
