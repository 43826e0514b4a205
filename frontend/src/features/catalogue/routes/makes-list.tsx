import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { makeCreateBody, type MakeAnswer } from '@shared/catalogue/call-schemas';
import { MAX_IMPORT_ROWS, makeImportRow } from '@shared/catalogue/import-rows';
import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { formResolver, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { importMakes, useMakes, useMakeWrites } from '../api/named-records';
import { CatalogueList } from '../components/catalogue-list';
import { matchesName, NameFilter } from '../components/name-filter';
import { RecordDialog } from '../components/record-dialog';
import { showSaveError } from '../utils/save-error';
import { useCan } from '../utils/use-can';

export const handle = { title: 'Makes' };

type MakeForm = z.input<typeof makeCreateBody>;

function MakeDialog({ editing, onClose }: { editing: MakeAnswer | 'new'; onClose: () => void }) {
  const existing = editing === 'new' ? undefined : editing;
  const { save } = useMakeWrites();
  const form = useForm<MakeForm, unknown, z.output<typeof makeCreateBody>>({
    resolver: formResolver(makeCreateBody),
    defaultValues: { Name: existing?.Name ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(existing ? { id: existing._id, body: { ver: existing.ver, ...values } } : { body: values }, {
      onSuccess: () => {
        toast.success(existing ? Messages.updated : Messages.saved);
        form.reset(values);
        onClose();
      },
      onError: (error) => showSaveError(form, error, 'Name'),
    }),
  );
  return (
    <RecordDialog title={existing ? 'Edit make' : 'New make'} form={form} onSubmit={submit} saving={save.isPending} onClose={onClose}>
      <FormTextField<MakeForm> name="Name" label="Name" isRequired maxLength={40} />
    </RecordDialog>
  );
}

/** settings/MakesList (spec platform §2): vehicle makes; their models are on settings/Models. */
export function Component() {
  const canWrite = useCan(catalogueRoutes.createMake);
  const [text, setText] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<MakeAnswer | 'new' | undefined>();
  const makes = useMakes(showInactive);
  const { setActive } = useMakeWrites();
  const rows = makes.data?.filter((t) => matchesName(t.Name, text));

  return (
    <>
      <CatalogueList<MakeAnswer>
        title="Makes"
        description="Vehicle makes of the customers’ vehicles; each has its models."
        noun="make"
        canWrite={canWrite}
        onNew={() => setEditing('new')}
        onEdit={setEditing}
        rowName={(t) => t.Name}
        setActive={setActive}
        rows={rows}
        isPending={makes.isPending}
        error={makes.error}
        onRetry={() => void makes.refetch()}
        columns={[
          { id: 'Name', header: 'Name', cell: (t) => t.Name },
          { id: 'Models', header: 'Models', cell: (t) => <Link to={`/settings/Models?MakeId=${encodeURIComponent(t._id)}`}>{`Models of ${t.Name}`}</Link> },
        ]}
        emptyText={text ? SearchMessages.noResults : 'No makes yet.'}
        showInactive={showInactive}
        onShowInactive={setShowInactive}
        filters={<NameFilter label="Search makes" value={text} onChange={setText} />}
        importer={
          <CsvImport
            noun="makes"
            columns={[{ header: 'Name', field: 'Name', required: true, unique: true }]}
            schema={makeImportRow}
            importCall={importMakes}
            maxRows={MAX_IMPORT_ROWS}
            onImported={() => void makes.refetch()}
          />
        }
      />
      {editing ? <MakeDialog key={editing === 'new' ? 'new' : editing._id} editing={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
