import { Badge, Button, Flex } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { pinCode } from '@shared/fields/contact-fields';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { Dialog } from '../../../components/dialog/dialog';
import { Form, FormCheckboxField, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { RecordTable } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { filledTexts } from '../../../lib/form-values';
import { useDeleteWarehouse, useSaveWarehouse, useWarehouses } from '../api/warehouses';
import { SettingsPage } from '../components/settings-page';
import { StateSelectField } from '../components/state-select-field';

export const handle = { title: 'Warehouses' };

const schema = z.object({
  Name: z.string().trim().min(1).max(100),
  Code: z.string().trim().max(20),
  Add1: z.string().trim().max(200),
  Add2: z.string().trim().max(200),
  Ct: z.string().trim().max(100),
  StCode: z.string(),
  Pin: optionalOrEmpty(pinCode),
  Active: z.boolean(),
});
type WarehouseForm = z.infer<typeof schema>;

const toForm = (w?: Warehouse): WarehouseForm => ({
  Name: w?.Name ?? '',
  Code: w?.Code ?? '',
  Add1: w?.Add1 ?? '',
  Add2: w?.Add2 ?? '',
  Ct: w?.Ct ?? '',
  StCode: w?.StCode ?? '',
  Pin: w?.Pin ?? '',
  Active: w?.Active ?? true,
});

function toInput(values: WarehouseForm) {
  const { Name, Active, ...optional } = values;
  return { Name, Active, ...filledTexts(optional) };
}

function WarehouseDialog({ editing, onClose }: { editing: Warehouse | 'new'; onClose: () => void }) {
  const existing = editing === 'new' ? undefined : editing;
  const saveWarehouse = useSaveWarehouse();
  const form = useForm<WarehouseForm>({ resolver: formResolver(schema), defaultValues: toForm(existing) });
  useUnsavedChanges(form.formState.isDirty);

  const save = form.handleSubmit((values) => {
    saveWarehouse.mutate(
      { ...(existing ? { id: existing._id, ver: existing.ver } : {}), input: toInput(values) },
      {
        onSuccess: () => {
          toast.success(existing ? Messages.updated : Messages.saved);
          form.reset(values);
          onClose();
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });

  return (
    <Dialog open title={existing ? `Edit ${existing.Name}` : 'New warehouse'} onClose={onClose}>
      <Form form={form} onSubmit={save}>
        <Flex direction="column" gap="small">
          <FormTextField<WarehouseForm> name="Name" label="Name" isRequired />
          <FormTextField<WarehouseForm> name="Code" label="Code" />
          <FormTextField<WarehouseForm> name="Add1" label="Address line 1" />
          <FormTextField<WarehouseForm> name="Add2" label="Address line 2" />
          <FormTextField<WarehouseForm> name="Ct" label="City" />
          <StateSelectField<WarehouseForm> name="StCode" />
          <FormTextField<WarehouseForm> name="Pin" label="PIN code" inputMode="numeric" maxLength={6} />
          <FormCheckboxField<WarehouseForm> name="Active" label="Active" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={saveWarehouse.isPending} loadingText="Saving">
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}

function WarehouseSettings() {
  const warehouses = useWarehouses();
  const deleteWarehouse = useDeleteWarehouse();
  const [editing, setEditing] = useState<Warehouse | 'new' | undefined>();
  const [deleting, setDeleting] = useState<Warehouse | undefined>();

  const confirmDelete = () => {
    if (!deleting) return;
    deleteWarehouse.mutate(deleting._id, {
      onSuccess: () => toast.success(Messages.deleted),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <SettingsPage
      title="Warehouses"
      description="Where the branch keeps its parts and items."
      loading={warehouses.isPending}
      error={warehouses.error}
      onRetry={() => void warehouses.refetch()}
    >
      <Flex>
        <Button variation="primary" onClick={() => setEditing('new')}>
          New warehouse
        </Button>
      </Flex>
      <RecordTable
        caption="Warehouses"
        columns={[
          { id: 'Name', header: 'Name', cell: (warehouse) => warehouse.Name },
          { id: 'Code', header: 'Code', cell: (warehouse) => warehouse.Code },
          { id: 'Ct', header: 'City', cell: (warehouse) => warehouse.Ct },
          { id: 'State', header: 'State', cell: (warehouse) => warehouse.State ?? warehouse.StCode },
          {
            id: 'Active',
            header: 'Status',
            cell: (warehouse) =>
              warehouse.Active ? <Badge variation="success">Active</Badge> : <Badge>Inactive</Badge>,
          },
        ]}
        rows={warehouses.data}
        rowKey={(warehouse) => warehouse._id}
        emptyText="No warehouses yet."
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={(warehouse) => (
          <Flex gap="small">
            <Button size="small" onClick={() => setEditing(warehouse)} aria-label={`Edit ${warehouse.Name}`}>
              Edit
            </Button>
            <Button
              size="small"
              variation="destructive"
              onClick={() => setDeleting(warehouse)}
              aria-label={`Delete ${warehouse.Name}`}
            >
              Delete
            </Button>
          </Flex>
        )}
      />
      {editing ? (
        <WarehouseDialog
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete warehouse"
        message={`Delete the warehouse ${deleting?.Name ?? ''}?`}
        confirmLabel="Delete"
        busy={deleteWarehouse.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </SettingsPage>
  );
}

/** settings/warehousesettings (spec platform §2; §6 warehouse settings need inventory access). */
export function Component() {
  return <WarehouseSettings />;
}
