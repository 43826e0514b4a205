import { Messages } from '@shared/api/messages';
import type { RouteDef } from '@shared/api/route';
import { SearchMessages } from '@shared/messages/search-messages';
import { MAX_IMPORT_ROWS } from '@shared/catalogue/import-rows';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { CsvImport } from '../../../components/csv-import/csv-import';
import type { CsvColumn } from '../../../components/csv-import/csv-rows';
import type { ImportCall } from '../../../components/csv-import/run-import';
import { formResolver } from '../../../components/form';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { showSaveError } from '../utils/save-error';
import { useCan } from '../utils/use-can';
import { CatalogueList, type CatalogueListProps, type CatalogueRecord } from './catalogue-list';
import { matchesName, NameFilter } from './name-filter';
import { RecordDialog } from './record-dialog';

/** A create (no id) or an update of the record `id` with the `ver` read. */
export type NamedSave<O> = { id?: undefined; body: O } | { id: string; body: Partial<O> & { ver: number } };

export type NamedWrites<O> = {
  save: {
    mutate: (save: NamedSave<O>, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  setActive: CatalogueListProps<CatalogueRecord>['setActive'];
};

export type NamedRecordScreenProps<
  T extends CatalogueRecord & { Name: string },
  I extends FieldValues,
  O extends FieldValues,
> = {
  title: string;
  description: string;
  /** The list's noun in the industry's words: 'New category', 'Deactivate category'. */
  noun: string;
  /** The dialog's noun: 'New category', 'Edit category'. */
  dialogNoun: string;
  /** Creating decides who may write (the server answers 403 to the others). */
  createRoute: RouteDef;
  /** The whole list, inactive records too when `all`. */
  useList: (all: boolean) => UseQueryResult<T[]>;
  useWrites: () => NamedWrites<O>;
  /** The create body's schema: the dialog checks with it before anything is sent. */
  schema: z.ZodType<O, I>;
  defaults: (existing: T | undefined) => DefaultValues<I>;
  /** The dialog's fields (Name first: a duplicate name is shown under it). */
  fields: (existing: T | undefined) => ReactNode;
  /** What an update sends of the dialog's values (all of them unless told). */
  updateOf?: (values: O) => Partial<O>;
  columns: readonly RecordColumn<T>[];
  /** How a row is named on its buttons and searched by the filter (its Name unless told). */
  rowName?: (row: T) => string;
  /** The list's order (as the server answers it unless told). */
  order?: (a: T, b: T) => number;
  searchLabel: string;
  emptyText: string;
  /** More filters before the search field (the models' make). */
  filters?: ReactNode;
  importer: { noun: string; columns: readonly CsvColumn[]; schema: z.ZodType; call: ImportCall };
};

function NamedRecordDialog<T extends CatalogueRecord & { Name: string }, I extends FieldValues, O extends FieldValues>({
  config,
  editing,
  onClose,
}: {
  config: NamedRecordScreenProps<T, I, O>;
  editing: T | 'new';
  onClose: () => void;
}) {
  const { useWrites, schema, defaults, fields, updateOf, dialogNoun } = config;
  const existing = editing === 'new' ? undefined : editing;
  const { save } = useWrites();
  const form = useForm<I, unknown, O>({ resolver: formResolver(schema), defaultValues: defaults(existing) });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      existing
        ? { id: existing._id, body: { ver: existing.ver, ...(updateOf ? updateOf(values) : values) } }
        : { body: values },
      {
        onSuccess: () => {
          toast.success(existing ? Messages.updated : Messages.saved);
          form.reset(form.getValues());
          onClose();
        },
        // Names are unique in a list: the server's "already taken" answer goes under Name.
        onError: (error) => showSaveError(form, error, 'Name' as FieldPath<I>),
      },
    ),
  );
  return (
    <RecordDialog
      title={`${existing ? 'Edit' : 'New'} ${dialogNoun}`}
      form={form}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
    >
      {fields(existing)}
    </RecordDialog>
  );
}

/**
 * A settings screen of a short named list (service categories, work-order types,
 * makes, models): the whole list in one answer, filtered in the browser by the
 * catalogue's word rule, with New / Edit in a dialog, Deactivate / Activate and
 * Import from CSV for writers. Each screen is a configuration of this one.
 */
export function NamedRecordScreen<
  T extends CatalogueRecord & { Name: string },
  I extends FieldValues,
  O extends FieldValues,
>(config: NamedRecordScreenProps<T, I, O>) {
  const {
    title,
    description,
    noun,
    createRoute,
    useList,
    useWrites,
    columns,
    order,
    searchLabel,
    emptyText,
    filters,
    importer,
  } = config;
  const rowName = config.rowName ?? ((row: T) => row.Name);
  const canWrite = useCan(createRoute);
  const [text, setText] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<T | 'new' | undefined>();
  const list = useList(showInactive);
  const { setActive } = useWrites();
  const filtered = list.data?.filter((row) => matchesName(rowName(row), text));
  const rows = order ? filtered?.sort(order) : filtered;

  return (
    <>
      <CatalogueList<T>
        title={title}
        description={description}
        noun={noun}
        canWrite={canWrite}
        onNew={() => setEditing('new')}
        onEdit={setEditing}
        rowName={rowName}
        setActive={setActive}
        rows={rows}
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        emptyText={text ? SearchMessages.noResults : emptyText}
        showInactive={showInactive}
        onShowInactive={setShowInactive}
        filters={
          filters ? (
            <div className="kk-catalogue__filters">
              {filters}
              <NameFilter label={searchLabel} value={text} onChange={setText} />
            </div>
          ) : (
            <NameFilter label={searchLabel} value={text} onChange={setText} />
          )
        }
        importer={
          <CsvImport
            noun={importer.noun}
            columns={importer.columns}
            schema={importer.schema}
            importCall={importer.call}
            maxRows={MAX_IMPORT_ROWS}
            onImported={() => void list.refetch()}
          />
        }
      />
      {editing ? (
        <NamedRecordDialog
          key={editing === 'new' ? 'new' : editing._id}
          config={config}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
