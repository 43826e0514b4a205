import { Button, Flex } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { CUSTOM_FIELD_TYPES, type ListEntry, type SettingsList } from '@shared/inventory/settings-lists';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog/dialog';
import {
  Form,
  FormCheckboxField,
  FormSelectField,
  formResolver,
  FormTextField,
  setServerFieldErrors,
} from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useSaveListEntry } from '../api/inventory-lists';
import { useWarehouses } from '../api/warehouses';
import { listEntryForm, listFieldOf, toListFields, toListForm, type ListEntryForm } from '../utils/settings-list-form';

const TYPE_OPTIONS = CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: type[0]?.toUpperCase() + type.slice(1) }));

/** The fields a list takes besides its name and Active. */
function ListFields({ list, form }: { list: SettingsList; form: ReturnType<typeof useForm<ListEntryForm>> }) {
  const warehouses = useWarehouses();
  const type = useWatch({ control: form.control, name: 'Type' });
  switch (list) {
    case 'Locations':
      return (
        <FormSelectField<ListEntryForm>
          name="WhId"
          label="Warehouse"
          isRequired
          placeholder="Choose the warehouse"
          options={(warehouses.data ?? []).map((w) => ({ value: w._id, label: w.Name }))}
        />
      );
    case 'Attributes':
      return (
        <FormTextField<ListEntryForm>
          name="Values"
          label="Values"
          isRequired
          hint="Separated by commas, for example Red, Black, Silver."
        />
      );
    case 'CustomFields':
      return (
        <>
          <FormSelectField<ListEntryForm> name="Type" label="Type" isRequired options={TYPE_OPTIONS} />
          {type === 'choice' ? (
            <FormTextField<ListEntryForm> name="Choices" label="Choices" isRequired hint="Separated by commas." />
          ) : null}
          <FormCheckboxField<ListEntryForm> name="Req" label="Required on every item" />
        </>
      );
    default:
      return null;
  }
}

/** Adds an entry, or edits one at the `ver` it was read at (a stale one answers 409 and keeps the dialog open). */
export function SettingsListDialog({
  list,
  noun,
  editing,
  onClose,
}: {
  list: SettingsList;
  noun: string;
  editing: ListEntry | 'new';
  onClose: () => void;
}) {
  const existing = editing === 'new' ? undefined : editing;
  const saveEntry = useSaveListEntry(list);
  const form = useForm<ListEntryForm>({ resolver: formResolver(listEntryForm), defaultValues: toListForm(existing) });
  useUnsavedChanges(form.formState.isDirty);

  const save = form.handleSubmit((values) => {
    saveEntry.mutate(
      { ...(existing ? { id: existing._id, ver: existing.ver } : {}), fields: toListFields(list, values) },
      {
        onSuccess: () => {
          toast.success(existing ? Messages.updated : Messages.saved);
          form.reset(values);
          onClose();
        },
        onError: (error) => setServerFieldErrors(form, error, listFieldOf),
      },
    );
  });

  return (
    <Dialog open title={existing ? `Edit ${existing.Name}` : `New ${noun}`} onClose={onClose}>
      <Form form={form} onSubmit={save}>
        <Flex direction="column" gap="small">
          <FormTextField<ListEntryForm> name="Name" label="Name" isRequired autoComplete="off" />
          <ListFields list={list} form={form} />
          <FormCheckboxField<ListEntryForm> name="Active" label="Active (offered on new records)" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={saveEntry.isPending} loadingText="Saving">
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}
