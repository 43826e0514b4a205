import { Badge, Button, CheckboxField, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { customerCategoryInput, type CustomerCategory } from '@shared/settings/customer-categories';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { Form, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useCustomerCategories, useRemoveCustomerCategory, useSaveCustomerCategory } from '../api/customer-categories';
import { SettingsPage } from '../components/settings-page';

export const handle = { title: 'Customer Categories' };

type AddForm = z.input<typeof customerCategoryInput>;
type Editing = { category: CustomerCategory; Name: string; Desc: string; Active: boolean; error?: string };

const status = (c: CustomerCategory): ReactNode =>
  c.Active ? <Badge variation="success">Active</Badge> : <Badge>Inactive</Badge>;

/**
 * settings/customercategories (docs/customer-categories.md §5): the
 * organisation's categories, active first. Add at the top (Enter adds), edit a
 * row in place (Enter saves, Escape cancels), remove with a confirmation; a
 * category in use keeps its name and is deactivated rather than removed.
 */
export function Component() {
  const categories = useCustomerCategories();
  const save = useSaveCustomerCategory();
  const remove = useRemoveCustomerCategory();
  const addForm = useForm<AddForm>({
    resolver: formResolver(customerCategoryInput),
    defaultValues: { Name: '', Desc: '' },
  });
  const [editing, setEditing] = useState<Editing | undefined>();
  const [removing, setRemoving] = useState<CustomerCategory | undefined>();

  const add = addForm.handleSubmit((values) =>
    save.mutate(
      { fields: { Name: values.Name, ...(values.Desc ? { Desc: values.Desc } : {}) } },
      {
        onSuccess: () => {
          toast.success(Messages.saved);
          addForm.reset({ Name: '', Desc: '' });
          addForm.setFocus('Name');
        },
        onError: (error) => setServerFieldErrors(addForm, error),
      },
    ),
  );

  const saveEdit = () => {
    if (!editing) return;
    const { category, Name, Desc, Active } = editing;
    if (!Name.trim()) return setEditing({ ...editing, error: Messages.requiredFields });
    save.mutate(
      { id: category._id, ver: category.ver, fields: { Name: Name.trim(), Desc: Desc.trim(), Active } },
      {
        onSuccess: () => {
          toast.success(Messages.updated);
          setEditing(undefined);
        },
        // A name refused (taken, or fixed by use) shows under the field; a stale ver is the conflict toast.
        onError: (error) => {
          const field = toClientError(error).errors?.find((e) => e.path === 'Name');
          if (field) setEditing({ ...editing, error: field.message });
        },
      },
    );
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveEdit();
    }
    if (event.key === 'Escape') setEditing(undefined);
  };
  const isEditing = (c: CustomerCategory) => editing?.category._id === c._id;

  const nameCell = (c: CustomerCategory): ReactNode =>
    editing && isEditing(c) ? (
      <TextField
        label={`Name of ${c.Name}`}
        labelHidden
        value={editing.Name}
        autoFocus
        isDisabled={c.Used}
        descriptiveText={c.Used ? 'In use: the name stays.' : undefined}
        hasError={editing.error !== undefined}
        errorMessage={editing.error}
        onChange={(e) => setEditing({ ...editing, Name: e.target.value, error: undefined })}
        onKeyDown={keys}
      />
    ) : (
      c.Name
    );
  const descCell = (c: CustomerCategory): ReactNode =>
    editing && isEditing(c) ? (
      <TextField
        label={`Description of ${c.Name}`}
        labelHidden
        value={editing.Desc}
        autoFocus={c.Used}
        onChange={(e) => setEditing({ ...editing, Desc: e.target.value })}
        onKeyDown={keys}
      />
    ) : (
      (c.Desc ?? '')
    );
  const statusCell = (c: CustomerCategory): ReactNode =>
    editing && isEditing(c) ? (
      <CheckboxField
        label="Active"
        name="Active"
        checked={editing.Active}
        onChange={(e) => setEditing({ ...editing, Active: e.target.checked })}
        onKeyDown={keys}
      />
    ) : (
      status(c)
    );
  const actions = (c: CustomerCategory) => (
    <Flex gap="xs">
      {isEditing(c) ? (
        <>
          <Button size="small" variation="primary" onClick={saveEdit} isLoading={save.isPending} loadingText="Saving">
            Save
          </Button>
          <Button size="small" onClick={() => setEditing(undefined)}>
            Cancel
          </Button>
        </>
      ) : (
        <>
          <Button
            size="small"
            aria-label={`Edit ${c.Name}`}
            onClick={() => setEditing({ category: c, Name: c.Name, Desc: c.Desc ?? '', Active: c.Active })}
          >
            Edit
          </Button>
          <Button size="small" variation="destructive" aria-label={`Remove ${c.Name}`} onClick={() => setRemoving(c)}>
            Remove
          </Button>
        </>
      )}
    </Flex>
  );
  const confirmRemove = () =>
    removing &&
    remove.mutate(
      { id: removing._id, ver: removing.ver },
      {
        onSuccess: (answer) => (answer.Removed ? toast.success(Messages.deleted) : toast.info(answer.message)),
        onSettled: () => setRemoving(undefined),
      },
    );

  return (
    <SettingsPage
      title="Customer Categories"
      description="Groups of customers (retail, fleet, insurance) that price lists can price for. Customers and price lists pick from the active ones; a category in use keeps its name and is deactivated instead of removed."
      loading={categories.isPending}
      error={categories.error}
      onRetry={() => void categories.refetch()}
    >
      <Form form={addForm} onSubmit={(event) => void add(event)} aria-label="Add customer category">
        <Flex gap="small" alignItems="flex-start" wrap="wrap">
          <FormTextField<AddForm> name="Name" label="New category" autoComplete="off" flex="1 1 12rem" />
          <FormTextField<AddForm> name="Desc" label="Description" autoComplete="off" flex="2 1 16rem" />
          <Button type="submit" marginTop="large" isLoading={save.isPending && !editing} loadingText="Adding">
            Add
          </Button>
        </Flex>
      </Form>
      <RecordTableOrCards
        caption="Customer Categories"
        columns={[
          { id: 'Name', header: 'Name', cell: nameCell },
          { id: 'Desc', header: 'Description', cell: descCell },
          { id: 'Active', header: 'Status', cell: statusCell },
        ]}
        rows={categories.data}
        rowKey={(c) => c._id}
        emptyText="No customer categories yet. Add the first above (Retail, Fleet, Insurance)."
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={actions}
        card={(c) => (
          <Flex direction="column" gap="xs">
            <Flex justifyContent="space-between" alignItems="center">
              <Text fontWeight="bold">{nameCell(c)}</Text>
              {statusCell(c)}
            </Flex>
            {isEditing(c) || c.Desc ? <Text variation="secondary">{descCell(c)}</Text> : null}
            {actions(c)}
          </Flex>
        )}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove customer category"
        message={
          removing?.Used
            ? `${removing.Name} is in use, so it will be deactivated: customers and price lists that name it keep it.`
            : `Remove ${removing?.Name ?? ''}?`
        }
        confirmLabel={removing?.Used ? 'Deactivate' : 'Remove'}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(undefined)}
      />
    </SettingsPage>
  );
}
