import { SelectField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { modelCreateBody, type ModelAnswer } from '@shared/catalogue/call-schemas';
import { MAX_IMPORT_ROWS, modelImportRow } from '@shared/catalogue/import-rows';
import { BODY_TYPES } from '@shared/catalogue/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type * as z from 'zod';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { formResolver, FormSelectField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { importModels, useMakes, useModels, useModelWrites } from '../api/named-records';
import { CatalogueList } from '../components/catalogue-list';
import { matchesName, NameFilter } from '../components/name-filter';
import { RecordDialog } from '../components/record-dialog';
import { BODY_TYPE_LABELS } from '../utils/body-types';
import { showSaveError } from '../utils/save-error';
import { useCan } from '../utils/use-can';

export const handle = { title: 'Models' };

type ModelForm = z.input<typeof modelCreateBody>;
const BODY_OPTIONS = BODY_TYPES.map((b) => ({ value: b, label: BODY_TYPE_LABELS[b] }));

function ModelDialog({ editing, makeId, onClose }: { editing: ModelAnswer | 'new'; makeId: string; onClose: () => void }) {
  const existing = editing === 'new' ? undefined : editing;
  const makes = useMakes(false);
  const { save } = useModelWrites();
  const form = useForm<ModelForm, unknown, z.output<typeof modelCreateBody>>({
    resolver: formResolver(modelCreateBody),
    defaultValues: { MakeId: existing?.MakeId ?? makeId, Name: existing?.Name ?? '', BodyType: existing?.BodyType ?? 'HATCHBACK' },
  });
  const submit = form.handleSubmit(({ MakeId, ...values }) =>
    save.mutate(existing ? { id: existing._id, body: { ver: existing.ver, ...values } } : { body: { MakeId, ...values } }, {
      onSuccess: () => {
        toast.success(existing ? Messages.updated : Messages.saved);
        form.reset();
        onClose();
      },
      onError: (error) => showSaveError(form, error, 'Name'),
    }),
  );
  return (
    <RecordDialog title={existing ? 'Edit model' : 'New model'} form={form} onSubmit={submit} saving={save.isPending} onClose={onClose}>
      <FormSelectField<ModelForm>
        name="MakeId"
        label="Make"
        isRequired
        isDisabled={existing !== undefined}
        placeholder="Choose a make"
        options={(makes.data ?? []).map((m) => ({ value: m._id, label: m.Name }))}
      />
      <FormTextField<ModelForm> name="Name" label="Model" isRequired maxLength={40} />
      <FormSelectField<ModelForm> name="BodyType" label="Body type (sets the labour times)" isRequired options={BODY_OPTIONS} />
    </RecordDialog>
  );
}

/** settings/Models (spec platform §2): the models of each make, with the body type whose labour time guide they use. */
export function Component() {
  const canWrite = useCan(catalogueRoutes.createModel);
  const [params, setParams] = useSearchParams();
  const makeId = params.get('MakeId') ?? '';
  const [text, setText] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<ModelAnswer | 'new' | undefined>();
  const makes = useMakes(false);
  const models = useModels(makeId || undefined, showInactive);
  const { setActive } = useModelWrites();
  const rows = models.data?.filter((m) => matchesName(`${m.Make} ${m.Name}`, text));

  return (
    <>
      <CatalogueList<ModelAnswer>
        title="Models"
        description="Models of each make, with the body type whose labour times they use."
        noun="model"
        canWrite={canWrite}
        onNew={() => setEditing('new')}
        onEdit={setEditing}
        rowName={(m) => `${m.Make} ${m.Name}`}
        setActive={setActive}
        rows={rows}
        isPending={models.isPending}
        error={models.error}
        onRetry={() => void models.refetch()}
        columns={[
          { id: 'Make', header: 'Make', cell: (m) => m.Make },
          { id: 'Name', header: 'Model', cell: (m) => m.Name },
          { id: 'BodyType', header: 'Body type', cell: (m) => BODY_TYPE_LABELS[m.BodyType] },
        ]}
        emptyText={text ? SearchMessages.noResults : 'No models yet.'}
        showInactive={showInactive}
        onShowInactive={setShowInactive}
        filters={
          <div className="kk-catalogue__filters">
            <SelectField label="Make" value={makeId} onChange={(e) => setParams(e.target.value ? { MakeId: e.target.value } : {})}>
              <option value="">All makes</option>
              {(makes.data ?? []).map((m) => (
                <option key={m._id} value={m._id}>
                  {m.Name}
                </option>
              ))}
            </SelectField>
            <NameFilter label="Search models" value={text} onChange={setText} />
          </div>
        }
        importer={
          <CsvImport
            noun="models"
            columns={[
              { header: 'Make', field: 'Make', required: true },
              { header: 'Model', field: 'Name', required: true, aliases: ['Name'] },
              { header: 'Body type', field: 'BodyType', required: true },
            ]}
            schema={modelImportRow}
            importCall={importModels}
            maxRows={MAX_IMPORT_ROWS}
            onImported={() => void models.refetch()}
          />
        }
      />
      {editing ? <ModelDialog key={editing === 'new' ? 'new' : editing._id} editing={editing} makeId={makeId} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
