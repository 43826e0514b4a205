import { Button, Flex } from '@aws-amplify/ui-react';
import type { ItemGroup } from '@shared/inventory/item-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Form, FormTextField, setServerFieldErrors } from '../../../components/form';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useCreateItemGroup, useItemGroups, useUpdateItemGroup } from '../api/item-calls';
import { ITEM_PATHS } from './item-paths';

type Values = { Name: string; Desc: string };

/** A group's name and description: a new group, or one being renamed at its `ver`. */
function ItemGroupForm({ group, onDone }: { group?: ItemGroup; onDone: () => void }) {
  const create = useCreateItemGroup();
  const update = useUpdateItemGroup();
  const form = useForm<Values>({ defaultValues: { Name: group?.Name ?? '', Desc: group?.Desc ?? '' } });
  const submit = form.handleSubmit(async (v) => {
    const fields = { Name: v.Name.trim(), ...(v.Desc.trim() ? { Desc: v.Desc.trim() } : {}) };
    try {
      if (group) await update.mutateAsync({ Id: group._id, ver: group.ver, ...fields });
      else await create.mutateAsync(fields);
      toast.success(`Group ${fields.Name} saved.`);
      onDone();
    } catch (error) {
      if ((toClientError(error).errors ?? []).length === 0) return void notifyError(error);
      setServerFieldErrors(form, error);
    }
  });
  return (
    <Form
      form={form}
      onSubmit={(e) => void submit(e)}
      aria-label={group ? `Edit group ${group.Name}` : 'New item group'}
    >
      <Flex gap="small" wrap="wrap" alignItems="flex-end">
        <FormTextField<Values> name="Name" label="Group name" autoComplete="off" />
        <FormTextField<Values> name="Desc" label="Description" autoComplete="off" />
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variation="primary" isLoading={create.isPending || update.isPending}>
          Save group
        </Button>
      </Flex>
    </Form>
  );
}

/** items/ItemGroups (docs/inventory-items.md §7): the organisation's item groups by name; a row is renamed or switched off in place. */
export function ItemGroups() {
  const groups = useItemGroups();
  const update = useUpdateItemGroup();
  const [editing, setEditing] = useState<ItemGroup | undefined>();
  const toggle = (g: ItemGroup) =>
    update.mutateAsync({ Id: g._id, ver: g.ver, Act: !g.Act }).catch((error: unknown) => notifyError(error));
  const columns: RecordColumn<ItemGroup>[] = [
    { id: 'Name', header: 'Group', cell: (g) => g.Name },
    { id: 'Desc', header: 'Description', cell: (g) => g.Desc ?? '' },
    { id: 'Act', header: 'Status', cell: (g) => (g.Act ? 'Active' : 'Inactive') },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={ITEM_PATHS.newGroup} className="amplify-button amplify-button--small amplify-button--primary">
          New group
        </Link>
        <Link to={ITEM_PATHS.items} className="amplify-button amplify-button--small">
          Items
        </Link>
      </div>
      {editing ? <ItemGroupForm key={editing._id} group={editing} onDone={() => setEditing(undefined)} /> : null}
      <RecordTableOrCards
        caption="Item groups"
        columns={columns}
        rows={groups.data?.Items}
        rowKey={(g) => g._id}
        emptyText="No item groups yet. New group adds one."
        isLoading={groups.isPending}
        error={groups.isError ? groups.error : null}
        onRetry={() => void groups.refetch()}
        rowTestId="group-row"
        actionsHeader="Actions"
        rowActions={(g) => (
          <Flex gap="xs">
            <Button size="small" onClick={() => setEditing(g)}>{`Rename ${g.Name}`}</Button>
            <Button size="small" onClick={() => void toggle(g)}>
              {g.Act ? `Switch off ${g.Name}` : `Switch on ${g.Name}`}
            </Button>
          </Flex>
        )}
        card={(g) => (
          <button type="button" className="kk-record-card" onClick={() => setEditing(g)}>
            <strong>{g.Name}</strong>
            <span>{g.Act ? 'Active' : 'Inactive'}</span>
            <span className="kk-record-card__muted">{g.Desc ?? ''}</span>
          </button>
        )}
      />
    </div>
  );
}

/** items/ItemGroup/New: a group by name; back to the groups once saved. */
export function ItemGroupNew() {
  const navigate = useNavigate();
  return (
    <div className="kk-screen">
      <ItemGroupForm onDone={() => void navigate(ITEM_PATHS.groups)} />
    </div>
  );
}
