import { Badge, Button, Flex, SwitchField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import type { CursorPages } from '../../../components/record-table/use-cursor-pages';
import { toast } from '../../../components/toast/toast-store';
import { SettingsFrame } from './settings-frame';

/** What every catalogue record answers (docs/decisions-catalogue.md 'Records, versions, imports'). */
export type CatalogueRecord = { _id: string; Act: boolean; ver: number; Own?: boolean };

type SetActive = {
  mutate: (
    vars: { id: string; ver: number; active: boolean },
    options: { onSuccess: () => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
};

export type CatalogueListProps<T extends CatalogueRecord> = {
  title: string;
  description: string;
  /** 'operation': the buttons and messages name one record. */
  noun: string;
  /** The user may create, edit, deactivate and import (module admin or entity admin); otherwise the list is read-only. */
  canWrite: boolean;
  onNew: () => void;
  onEdit: (row: T) => void;
  rowName: (row: T) => string;
  setActive: SetActive;
  rows: readonly T[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  columns: readonly RecordColumn<T>[];
  emptyText: string;
  showInactive: boolean;
  onShowInactive: (show: boolean) => void;
  /** The search field (a combobox or a filter) and other filters, above the list. */
  filters?: ReactNode;
  /** The CSV import, for writers. */
  importer?: ReactNode;
  paging?: { pages: CursorPages; next: string | undefined };
};

/**
 * The frame of the catalogue's settings lists: the records before any search
 * (first page), search, New, Edit, Deactivate / Activate (with the `ver` read)
 * and Import from CSV. A system record a user edits becomes the organisation's
 * own copy; the list says which is which.
 */
export function CatalogueList<T extends CatalogueRecord>(props: CatalogueListProps<T>) {
  const {
    title,
    description,
    noun,
    canWrite,
    onNew,
    onEdit,
    rowName,
    setActive,
    rows,
    isPending,
    error,
    onRetry,
    columns,
    emptyText,
    showInactive,
    onShowInactive,
    filters,
    importer,
    paging,
  } = props;
  const [deactivating, setDeactivating] = useState<T | undefined>();

  const status: RecordColumn<T> = {
    id: '__status',
    header: 'Status',
    cell: (row) => (
      <Flex gap="xs" wrap="wrap">
        {row.Act ? <Badge variation="success">Active</Badge> : <Badge>Inactive</Badge>}
        {row.Own === false ? <Badge variation="info">System</Badge> : null}
      </Flex>
    ),
  };
  const activate = (row: T) =>
    setActive.mutate(
      { id: row._id, ver: row.ver, active: true },
      { onSuccess: () => toast.success(Messages.updated), onSettled: () => undefined },
    );

  return (
    <SettingsFrame title={title} description={description}>
      <Flex direction="row" gap="small" wrap="wrap" alignItems="flex-end">
        {canWrite ? (
          <Button variation="primary" onClick={onNew}>
            {`New ${noun}`}
          </Button>
        ) : null}
        {canWrite ? importer : null}
        <SwitchField
          label="Show inactive"
          isChecked={showInactive}
          onChange={(event) => onShowInactive(event.target.checked)}
        />
      </Flex>
      {filters}
      <RecordTable
        caption={title}
        columns={[...columns, status]}
        rows={rows}
        rowKey={(row) => row._id}
        emptyText={emptyText}
        isLoading={isPending}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        error={error}
        onRetry={onRetry}
        {...(paging ? { paging } : {})}
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        {...(canWrite
          ? {
              rowActions: (row: T) => (
                <Flex gap="xs">
                  <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit ${rowName(row)}`}>
                    Edit
                  </Button>
                  {row.Act ? (
                    <Button
                      size="small"
                      variation="warning"
                      onClick={() => setDeactivating(row)}
                      aria-label={`Deactivate ${rowName(row)}`}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => activate(row)} aria-label={`Activate ${rowName(row)}`}>
                      Activate
                    </Button>
                  )}
                </Flex>
              ),
            }
          : {})}
      />
      <ConfirmDialog
        open={deactivating !== undefined}
        title={`Deactivate ${noun}`}
        message={`Deactivate ${deactivating ? rowName(deactivating) : ''}? It leaves searches and lookups; documents that use it keep it.`}
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        onConfirm={() =>
          deactivating &&
          setActive.mutate(
            { id: deactivating._id, ver: deactivating.ver, active: false },
            { onSuccess: () => toast.success(Messages.updated), onSettled: () => setDeactivating(undefined) },
          )
        }
        onCancel={() => setDeactivating(undefined)}
      />
    </SettingsFrame>
  );
}
