import { Badge, Button, CheckboxField, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@shared/api/messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { Dialog } from '../../../components/dialog/dialog';
import { RecordTable } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { filledTexts, setServerFieldErrors } from '../../../lib/form-values';
import { useDeleteWarehouse, useSaveWarehouse, useWarehouses } from '../api/warehouses';
import { SettingsPage } from '../components/settings-page';
import { StateSelectField } from '../components/state-select-field';

export const handle = { title: 'Warehouses' };

const schema = z.object({
  Name: z.string().trim().min(1, Messages.fieldRequired).max(100),
  Code: z.string().trim().max(20),
  Add1: z.string().trim().max(200),
  Add2: z.string().trim().max(200),
  Ct: z.string().trim().max(100),
  StCode: z.string(),
  Pin: z.string().regex(/^(\d{6})?$/, 'Enter a 6-digit PIN code.'),
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
  const form = useForm<WarehouseForm>({ resolver: zodResolver(schema), defaultValues: toForm(existing) });
  const { errors } = form.formState;
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
      <form onSubmit={save} noValidate>
        <Flex direction="column" gap="small">
          <TextField label="Name" isRequired hasError={errors.Name !== undefined} errorMessage={errors.Name?.message} {...form.register('Name')} />
          <TextField label="Code" hasError={errors.Code !== undefined} errorMessage={errors.Code?.message} {...form.register('Code')} />
          <TextField label="Address line 1" {...form.register('Add1')} />
          <TextField label="Address line 2" {...form.register('Add2')} />
          <TextField label="City" hasError={errors.Ct !== undefined} errorMessage={errors.Ct?.message} {...form.register('Ct')} />
          <StateSelectField control={form.control} name="StCode" error={errors.StCode?.message} />
          <TextField label="PIN code" inputMode="numeric" maxLength={6} hasError={errors.Pin !== undefined} errorMessage={errors.Pin?.message} {...form.register('Pin')} />
          <CheckboxField label="Active" {...form.register('Active')} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={saveWarehouse.isPending} loadingText="Saving">
              Save
            </Button>
          </Flex>
        </Flex>
      </form>
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
            cell: (warehouse) => (warehouse.Active ? <Badge variation="success">Active</Badge> : <Badge>Inactive</Badge>),
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
            <Button size="small" variation="destructive" onClick={() => setDeleting(warehouse)} aria-label={`Delete ${warehouse.Name}`}>
              Delete
            </Button>
          </Flex>
        )}
      />
      {editing ? <WarehouseDialog key={editing === 'new' ? 'new' : editing._id} editing={editing} onClose={() => setEditing(undefined)} /> : null}
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
