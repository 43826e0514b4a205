import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { workOrderTypeCreateBody, type WorkOrderTypeAnswer } from '@shared/catalogue/call-schemas';
import { MAX_IMPORT_ROWS, workOrderTypeImportRow } from '@shared/catalogue/import-rows';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { formResolver, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { importWorkOrderTypes, useWorkOrderTypes, useWorkOrderTypeWrites } from '../api/named-records';
import { CatalogueList } from '../components/catalogue-list';
import { matchesName, NameFilter } from '../components/name-filter';
import { RecordDialog } from '../components/record-dialog';
import { showSaveError } from '../utils/save-error';
import { useCan } from '../utils/use-can';

export const handle = { title: '{Order} Types' };

type TypeForm = z.input<typeof workOrderTypeCreateBody>;

function TypeDialog({ editing, onClose }: { editing: WorkOrderTypeAnswer | 'new'; onClose: () => void }) {
  const existing = editing === 'new' ? undefined : editing;
  const { save } = useWorkOrderTypeWrites();
  const form = useForm<TypeForm, unknown, z.output<typeof workOrderTypeCreateBody>>({
    resolver: formResolver(workOrderTypeCreateBody),
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
    <RecordDialog title={existing ? 'Edit work order type' : 'New work order type'} form={form} onSubmit={submit} saving={save.isPending} onClose={onClose}>
      <FormTextField<TypeForm> name="Name" label="Name" isRequired maxLength={60} />
    </RecordDialog>
  );
}

/** settings/WorkOrderTypes (spec platform §2): the kinds of repair order (paid service, warranty, accident…). */
export function Component() {
  const canWrite = useCan(catalogueRoutes.createWorkOrderType);
  const labels = industryLabels(useSession().Entity.Config.Industry);
  const [text, setText] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<WorkOrderTypeAnswer | 'new' | undefined>();
  const types = useWorkOrderTypes(showInactive);
  const { setActive } = useWorkOrderTypeWrites();
  const rows = types.data?.filter((t) => matchesName(t.Name, text));

  return (
    <>
      <CatalogueList<WorkOrderTypeAnswer>
        title={withIndustryLabels('{Order} Types', labels)}
        description={withIndustryLabels('The kinds of {order}: paid service, warranty, accident repair…', labels)}
        noun={withIndustryLabels('{order} type', labels)}
        canWrite={canWrite}
        onNew={() => setEditing('new')}
        onEdit={setEditing}
        rowName={(t) => t.Name}
        setActive={setActive}
        rows={rows}
        isPending={types.isPending}
        error={types.error}
        onRetry={() => void types.refetch()}
        columns={[{ id: 'Name', header: 'Name', cell: (t) => t.Name }]}
        emptyText={text ? SearchMessages.noResults : 'No work order types yet.'}
        showInactive={showInactive}
        onShowInactive={setShowInactive}
        filters={<NameFilter label="Search work order types" value={text} onChange={setText} />}
        importer={
          <CsvImport
            noun={withIndustryLabels("{order} types", labels)}
            columns={[{ header: 'Name', field: 'Name', required: true, unique: true }]}
            schema={workOrderTypeImportRow}
            importCall={importWorkOrderTypes}
            maxRows={MAX_IMPORT_ROWS}
            onImported={() => void types.refetch()}
          />
        }
      />
      {editing ? <TypeDialog key={editing === 'new' ? 'new' : editing._id} editing={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
