import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { serviceCategoryCreateBody, type ServiceCategoryAnswer } from '@shared/catalogue/call-schemas';
import { MAX_IMPORT_ROWS, serviceCategoryImportRow } from '@shared/catalogue/import-rows';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { formResolver, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { importServiceCategories, useServiceCategories, useServiceCategoryWrites } from '../api/named-records';
import { CatalogueList } from '../components/catalogue-list';
import { matchesName, NameFilter } from '../components/name-filter';
import { RecordDialog } from '../components/record-dialog';
import { showSaveError } from '../utils/save-error';
import { useCan } from '../utils/use-can';

export const handle = { title: 'Categories' };

type CategoryForm = z.input<typeof serviceCategoryCreateBody>;
const optionalNumber = (text: string): unknown => (text.trim() === '' ? undefined : Number(text));

function CategoryDialog({ editing, onClose }: { editing: ServiceCategoryAnswer | 'new'; onClose: () => void }) {
  const existing = editing === 'new' ? undefined : editing;
  const { save } = useServiceCategoryWrites();
  const form = useForm<CategoryForm, unknown, z.output<typeof serviceCategoryCreateBody>>({
    resolver: formResolver(serviceCategoryCreateBody),
    defaultValues: { Name: existing?.Name ?? '', Pos: existing?.Pos },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(existing ? { id: existing._id, body: { ver: existing.ver, ...values } } : { body: values }, {
      onSuccess: () => {
        toast.success(existing ? Messages.updated : Messages.saved);
        form.reset();
        onClose();
      },
      onError: (error) => showSaveError(form, error, 'Name'),
    }),
  );
  return (
    <RecordDialog title={existing ? 'Edit category' : 'New category'} form={form} onSubmit={submit} saving={save.isPending} onClose={onClose}>
      <FormTextField<CategoryForm> name="Name" label="Name" isRequired maxLength={60} />
      <FormTextField<CategoryForm> name="Pos" label="Position in lists" inputMode="numeric" parse={optionalNumber} />
    </RecordDialog>
  );
}

/** settings/Service/Categories (spec platform §2): the categories operations and complaints are filed under. */
export function Component() {
  const canWrite = useCan(catalogueRoutes.createServiceCategory);
  const [text, setText] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<ServiceCategoryAnswer | 'new' | undefined>();
  const categories = useServiceCategories(showInactive);
  const { setActive } = useServiceCategoryWrites();
  const rows = categories.data?.filter((c) => matchesName(c.Name, text)).sort((a, b) => a.Pos - b.Pos);

  return (
    <>
      <CatalogueList<ServiceCategoryAnswer>
        title="Categories"
        description="The categories operations and complaints are filed under."
        noun="category"
        canWrite={canWrite}
        onNew={() => setEditing('new')}
        onEdit={setEditing}
        rowName={(c) => c.Name}
        setActive={setActive}
        rows={rows}
        isPending={categories.isPending}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        columns={[
          { id: 'Pos', header: 'Position', cell: (c) => c.Pos },
          { id: 'Name', header: 'Name', cell: (c) => c.Name },
        ]}
        emptyText={text ? SearchMessages.noResults : 'No categories yet.'}
        showInactive={showInactive}
        onShowInactive={setShowInactive}
        filters={<NameFilter label="Search categories" value={text} onChange={setText} />}
        importer={
          <CsvImport
            noun="categories"
            columns={[
              { header: 'Name', field: 'Name', required: true, unique: true },
              { header: 'Position', field: 'Pos', kind: 'number' },
            ]}
            schema={serviceCategoryImportRow}
            importCall={importServiceCategories}
            maxRows={MAX_IMPORT_ROWS}
            onImported={() => void categories.refetch()}
          />
        }
      />
      {editing ? <CategoryDialog key={editing === 'new' ? 'new' : editing._id} editing={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
