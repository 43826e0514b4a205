import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { serviceCategoryCreateBody } from '@shared/catalogue/call-schemas';
import { serviceCategoryImportRow } from '@shared/catalogue/import-rows';
import type * as z from 'zod';
import { FormTextField } from '../../../components/form';
import { importServiceCategories, useServiceCategories, useServiceCategoryWrites } from '../api/named-records';
import { NamedRecordScreen } from '../components/named-record-screen';

export const handle = { title: 'Categories' };

type CategoryForm = z.input<typeof serviceCategoryCreateBody>;
const optionalNumber = (text: string): unknown => (text.trim() === '' ? undefined : Number(text));

/** settings/Service/Categories (spec platform §2): the categories operations and complaints are filed under. */
export function Component() {
  return (
    <NamedRecordScreen
      title="Categories"
      description="The categories operations and complaints are filed under."
      noun="category"
      dialogNoun="category"
      createRoute={catalogueRoutes.createServiceCategory}
      useList={useServiceCategories}
      useWrites={useServiceCategoryWrites}
      schema={serviceCategoryCreateBody}
      defaults={(existing) => ({ Name: existing?.Name ?? '', Pos: existing?.Pos })}
      fields={() => (
        <>
          <FormTextField<CategoryForm> name="Name" label="Name" isRequired maxLength={60} />
          <FormTextField<CategoryForm>
            name="Pos"
            label="Position in lists"
            inputMode="numeric"
            parse={optionalNumber}
          />
        </>
      )}
      columns={[
        { id: 'Pos', header: 'Position', cell: (c) => c.Pos },
        { id: 'Name', header: 'Name', cell: (c) => c.Name },
      ]}
      order={(a, b) => a.Pos - b.Pos}
      searchLabel="Search categories"
      emptyText="No categories yet."
      importer={{
        noun: 'categories',
        columns: [
          { header: 'Name', field: 'Name', required: true, unique: true },
          { header: 'Position', field: 'Pos', kind: 'number' },
        ],
        schema: serviceCategoryImportRow,
        call: importServiceCategories,
      }}
    />
  );
}
