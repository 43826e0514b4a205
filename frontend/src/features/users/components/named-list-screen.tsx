import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { resource } from '@shared/access/permission';
import { Messages } from '@shared/api/messages';
import { namedItemBody, type NamedItem } from '@shared/users/user-schemas';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { Form, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { RecordTable } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useCreateNamed, useDeleteNamed, useNamedList, useUpdateNamed, type NamedListName } from '../api/named-lists';

const addSchema = namedItemBody;
type AddForm = z.input<typeof addSchema>;

type Props = { list: NamedListName; resourceName: 'Desig' | 'Dept'; title: string; singular: string };

/** settings/Designations and settings/Departments: a list of names to add, rename and delete. */
export function NamedListScreen({ list, resourceName, title, singular }: Props) {
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config };
  const can = (right: 'C' | 'U' | 'D') => isPermitted(resource('Common', resourceName, right), ctx);
  const items = useNamedList(list);
  const create = useCreateNamed(list);
  const update = useUpdateNamed(list);
  const remove = useDeleteNamed(list);
  const addForm = useForm<AddForm, unknown, z.output<typeof addSchema>>({
    resolver: formResolver(addSchema),
    defaultValues: { Name: '' },
  });
  const [editing, setEditing] = useState<{ item: NamedItem; name: string } | undefined>();
  const [deleting, setDeleting] = useState<NamedItem | undefined>();

  // A name already in the list comes back as an error of Name (409 naming the field): shown on the input.
  const add = addForm.handleSubmit(({ Name }) =>
    create.mutate(Name, {
      onSuccess: () => {
        toast.success(Messages.saved);
        addForm.reset({ Name: '' });
      },
      onError: (error) => setServerFieldErrors(addForm, error),
    }),
  );

  const saveEdit = () => {
    if (!editing || editing.name.trim() === '') return toast.error(Messages.requiredFields);
    update.mutate(
      { id: editing.item.Id, Name: editing.name.trim(), ver: editing.item.ver },
      {
        onSuccess: () => {
          toast.success(Messages.updated);
          setEditing(undefined);
        },
      },
    );
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={2}>{title}</Heading>
      {can('C') ? (
        <Form form={addForm} onSubmit={(event) => void add(event)} aria-label={`Add ${singular.toLowerCase()}`}>
          <Flex gap="small" alignItems="flex-start">
            <FormTextField<AddForm> name="Name" label={`New ${singular.toLowerCase()}`} />
            <Button type="submit" marginTop="large" isLoading={create.isPending} loadingText="Adding">
              Add
            </Button>
          </Flex>
        </Form>
      ) : null}
      <RecordTable
        caption={title}
        columns={[
          {
            id: 'Name',
            header: 'Name',
            cell: (item) =>
              editing?.item.Id === item.Id ? (
                <TextField
                  label={`Name of ${item.Name}`}
                  labelHidden
                  value={editing.name}
                  onChange={(e) => setEditing({ item, name: e.target.value })}
                />
              ) : (
                item.Name
              ),
          },
        ]}
        rows={items.data}
        rowKey={(item) => item.Id}
        emptyText={`No ${title.toLowerCase()} yet.`}
        isLoading={items.isPending}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        error={items.isError ? items.error : null}
        onRetry={() => void items.refetch()}
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={(item) => (
          <Flex gap="xs">
            {editing?.item.Id === item.Id ? (
              <>
                <Button size="small" variation="primary" onClick={saveEdit} isLoading={update.isPending}>
                  Save
                </Button>
                <Button size="small" onClick={() => setEditing(undefined)}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                {can('U') ? (
                  <Button size="small" onClick={() => setEditing({ item, name: item.Name })}>
                    Rename
                  </Button>
                ) : null}
                {can('D') ? (
                  <Button size="small" variation="warning" onClick={() => setDeleting(item)}>
                    Delete
                  </Button>
                ) : null}
              </>
            )}
          </Flex>
        )}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete ${singular.toLowerCase()}`}
        message={`Delete ${deleting?.Name ?? ''}? Users keep the name they were given.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.Id, {
            onSuccess: () => toast.success(Messages.deleted),
            onSettled: () => setDeleting(undefined),
          })
        }
        onCancel={() => setDeleting(undefined)}
      />
    </Flex>
  );
}
