import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import { Alert, Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { SettingsListMessages } from '@shared/inventory/settings-list-messages';
import { LIST_DEFINITIONS, type ListEntry, type SettingsList } from '@shared/inventory/settings-lists';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useRemoveListEntry, useSettingsList } from '../api/inventory-lists';
import { useWarehouses } from '../api/warehouses';
import { entryDetail } from '../utils/settings-list-form';
import { SettingsListDialog } from './settings-list-dialog';
import { SettingsPage } from './settings-page';

/** What one list's screen says: the list, its title and what it is for, and what one entry is called. */
export type SettingsListScreenProps = {
  list: SettingsList;
  title: string;
  description: string;
  /** 'reason', 'category': the word on the New button and in the dialogs. */
  noun: string;
  /** The column heading of what a row shows besides its name, if anything. */
  detailHeader?: string;
};

const status = (entry: ListEntry): ReactNode =>
  entry.Active ? <Badge variation="success">Active</Badge> : <Badge>Inactive</Badge>;

/**
 * One inventory settings list (docs/inventory-settings.md §2): its entries,
 * active first, with New, Edit (rename, values, deactivate) and Remove. A
 * removal of an entry in use comes back as a deactivation, and says so. The
 * same component serves every list; only its props differ.
 */
export function SettingsListScreen({ list, title: slotted, description, noun, detailHeader }: SettingsListScreenProps) {
  const session = useSession();
  // Titles name items in the branch's words ('{Item} Categories' is 'Part Categories' in a workshop).
  const title = withIndustryLabels(slotted, industryLabels(session.Entity.Config.Industry));
  const entries = useSettingsList(list);
  const warehouses = useWarehouses();
  const remove = useRemoveListEntry(list);
  const [editing, setEditing] = useState<ListEntry | 'new' | undefined>();
  const [removing, setRemoving] = useState<ListEntry | undefined>();
  const feature = LIST_DEFINITIONS[list].feature;
  if (feature && !isInventoryFeatureOn(session.Entity.Config, feature))
    return (
      <SettingsPage title={title} loading={false}>
        <Alert variation="info">{SettingsListMessages.featureOff}</Alert>
      </SettingsPage>
    );

  const warehouseName = (id: string) => warehouses.data?.find((w) => w._id === id)?.Name ?? id;
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: removing._id, ver: removing.ver },
      {
        onSuccess: (answer) => (answer.Removed ? toast.success(Messages.deleted) : toast.info(answer.message)),
        onSettled: () => setRemoving(undefined),
      },
    );
  };
  const actions = (entry: ListEntry) => (
    <Flex gap="small">
      <Button size="small" onClick={() => setEditing(entry)} aria-label={`Edit ${entry.Name}`}>
        Edit
      </Button>
      <Button
        size="small"
        variation="destructive"
        onClick={() => setRemoving(entry)}
        aria-label={`Remove ${entry.Name}`}
      >
        Remove
      </Button>
    </Flex>
  );

  return (
    <SettingsPage
      title={title}
      description={description}
      loading={entries.isPending}
      error={entries.error}
      onRetry={() => void entries.refetch()}
    >
      <Flex>
        <Button variation="primary" onClick={() => setEditing('new')}>
          New {noun}
        </Button>
      </Flex>
      <RecordTableOrCards
        caption={title}
        columns={[
          { id: 'Name', header: 'Name', cell: (entry) => entry.Name },
          ...(detailHeader
            ? [{ id: 'Detail', header: detailHeader, cell: (entry: ListEntry) => entryDetail(entry, warehouseName) }]
            : []),
          { id: 'Active', header: 'Status', cell: status },
        ]}
        rows={entries.data}
        rowKey={(entry) => entry._id}
        emptyText={`No ${noun} yet. New ${noun} adds the first.`}
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={actions}
        card={(entry) => (
          <Flex direction="column" gap="xs">
            <Flex justifyContent="space-between" alignItems="center">
              <Text fontWeight="bold">{entry.Name}</Text>
              {status(entry)}
            </Flex>
            {detailHeader ? <Text variation="secondary">{entryDetail(entry, warehouseName)}</Text> : null}
            {actions(entry)}
          </Flex>
        )}
      />
      {editing ? (
        <SettingsListDialog
          key={editing === 'new' ? 'new' : editing._id}
          list={list}
          noun={noun}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${noun}`}
        message={
          removing?.Used
            ? `${removing.Name} is in use, so it will be deactivated: records that name it keep reading right.`
            : `Remove ${removing?.Name ?? ''}?`
        }
        confirmLabel={removing?.Used ? 'Deactivate' : 'Remove'}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
      />
    </SettingsPage>
  );
}
