import { SelectField } from '@aws-amplify/ui-react';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { modelCreateBody, type ModelAnswer } from '@shared/catalogue/call-schemas';
import { modelImportRow } from '@shared/catalogue/import-rows';
import { BODY_TYPES } from '@shared/catalogue/schemas';
import { useSearchParams } from 'react-router';
import type * as z from 'zod';
import { FormSelectField, FormTextField } from '../../../components/form';
import { importModels, useMakes, useModels, useModelWrites } from '../api/named-records';
import { NamedRecordScreen } from '../components/named-record-screen';
import { BODY_TYPE_LABELS } from '../utils/body-types';

export const handle = { title: 'Models' };

type ModelForm = z.input<typeof modelCreateBody>;
const BODY_OPTIONS = BODY_TYPES.map((b) => ({ value: b, label: BODY_TYPE_LABELS[b] }));

/** The make filter lives in the address (settings/Models?MakeId=…), so a make's "Models of …" link lands filtered. */
const useMakeFilter = () => {
  const [params, setParams] = useSearchParams();
  return [params.get('MakeId') ?? '', (makeId: string) => setParams(makeId ? { MakeId: makeId } : {})] as const;
};
const useModelList = (all: boolean) => useModels(useMakeFilter()[0] || undefined, all);

function MakeFields({ existing }: { existing: ModelAnswer | undefined }) {
  const makes = useMakes(false);
  return (
    <>
      <FormSelectField<ModelForm>
        name="MakeId"
        label="Make"
        isRequired
        isDisabled={existing !== undefined}
        placeholder="Choose a make"
        options={(makes.data ?? []).map((m) => ({ value: m._id, label: m.Name }))}
      />
      <FormTextField<ModelForm> name="Name" label="Model" isRequired maxLength={40} />
      <FormSelectField<ModelForm>
        name="BodyType"
        label="Body type (sets the labour times)"
        isRequired
        options={BODY_OPTIONS}
      />
    </>
  );
}

/** settings/Models (spec platform §2): the models of each make, with the body type whose labour time guide they use. */
export function Component() {
  const [makeId, setMakeId] = useMakeFilter();
  const makes = useMakes(false);
  return (
    <NamedRecordScreen
      title="Models"
      description="Models of each make, with the body type whose labour times they use."
      noun="model"
      dialogNoun="model"
      createRoute={catalogueRoutes.createModel}
      useList={useModelList}
      useWrites={useModelWrites}
      schema={modelCreateBody}
      defaults={(existing) => ({
        MakeId: existing?.MakeId ?? makeId,
        Name: existing?.Name ?? '',
        BodyType: existing?.BodyType ?? 'HATCHBACK',
      })}
      fields={(existing) => <MakeFields existing={existing} />}
      // A model stays with its make: an update sends no MakeId.
      updateOf={({ MakeId: _make, ...values }) => values}
      columns={[
        { id: 'Make', header: 'Make', cell: (m) => m.Make },
        { id: 'Name', header: 'Model', cell: (m) => m.Name },
        { id: 'BodyType', header: 'Body type', cell: (m) => BODY_TYPE_LABELS[m.BodyType] },
      ]}
      rowName={(m) => `${m.Make} ${m.Name}`}
      searchLabel="Search models"
      emptyText="No models yet."
      filters={
        <SelectField label="Make" value={makeId} onChange={(e) => setMakeId(e.target.value)}>
          <option value="">All makes</option>
          {(makes.data ?? []).map((m) => (
            <option key={m._id} value={m._id}>
              {m.Name}
            </option>
          ))}
        </SelectField>
      }
      importer={{
        noun: 'models',
        columns: [
          { header: 'Make', field: 'Make', required: true },
          { header: 'Model', field: 'Name', required: true, aliases: ['Name'] },
          { header: 'Body type', field: 'BodyType', required: true },
        ],
        schema: modelImportRow,
        call: importModels,
      }}
    />
  );
}
