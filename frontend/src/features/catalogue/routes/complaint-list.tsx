import { TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { ComplaintAnswer } from '@shared/catalogue/call-schemas';
import { complaintCreateBody } from '@shared/catalogue/call-schemas';
import { complaintImportRow, MAX_IMPORT_ROWS } from '@shared/catalogue/import-rows';
import { MIN_SEARCH_CHARS } from '@shared/messages/search-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { formResolver, FormTextField } from '../../../components/form';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { toast } from '../../../components/toast/toast-store';
import { importComplaints, useComplaints, useSaveComplaint, useSetComplaintActive } from '../api/complaints';
import { CatalogueList } from '../components/catalogue-list';
import { CategorySelect, useCategoryNames } from '../components/category-select';
import { RecordDialog } from '../components/record-dialog';
import { showSaveError } from '../utils/save-error';
import { useCan } from '../utils/use-can';
import { useDebouncedValue } from '../utils/use-debounced-value';

export const handle = { title: 'Complaints' };

type ComplaintForm = z.input<typeof complaintCreateBody>;

function ComplaintDialog({ editing, onClose }: { editing: ComplaintAnswer | 'new'; onClose: () => void }) {
  const existing = editing === 'new' ? undefined : editing;
  const save = useSaveComplaint();
  const form = useForm<ComplaintForm, unknown, z.output<typeof complaintCreateBody>>({
    resolver: formResolver(complaintCreateBody),
    defaultValues: { Desc: existing?.Desc ?? '', Cat: existing?.Cat ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(existing ? { id: existing._id, body: { ver: existing.ver, ...values } } : { body: values }, {
      onSuccess: () => {
        toast.success(existing ? Messages.updated : Messages.saved);
        form.reset(values);
        onClose();
      },
      onError: (error) => showSaveError(form, error, 'Desc'),
    }),
  );
  return (
    <RecordDialog
      title={existing ? 'Edit complaint' : 'New complaint'}
      form={form}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
    >
      <FormTextField<ComplaintForm> name="Desc" label="Complaint, as the customer says it" isRequired maxLength={120} />
      <CategorySelect<ComplaintForm> name="Cat" />
    </RecordDialog>
  );
}

/** settings/ComplaintList (spec platform §2 Service settings; §6 service access to read, Service module admin to change). */
export function Component() {
  const canWrite = useCan(catalogueRoutes.createComplaint);
  const [text, setText] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<ComplaintAnswer | 'new' | undefined>();
  const typed = useDebouncedValue(text.trim());
  const Q = typed.length >= MIN_SEARCH_CHARS ? typed : undefined;
  const pages = useCursorPages(`${Q ?? ''}|${showInactive}`);
  const complaints = useComplaints({
    ...(Q ? { Q } : {}),
    All: showInactive,
    ...(pages.cursor ? { Next: pages.cursor } : {}),
  });
  const categoryName = useCategoryNames();
  const setActive = useSetComplaintActive();

  return (
    <>
      <CatalogueList<ComplaintAnswer>
        title="Complaints"
        description="What customers report, offered while a repair order is written."
        noun="complaint"
        canWrite={canWrite}
        onNew={() => setEditing('new')}
        onEdit={setEditing}
        rowName={(c) => c.Desc}
        setActive={setActive}
        rows={complaints.data?.Items}
        isPending={complaints.isPending}
        error={complaints.error}
        onRetry={() => void complaints.refetch()}
        columns={[
          { id: 'Desc', header: 'Complaint', cell: (c) => c.Desc },
          { id: 'Cat', header: 'Category', cell: (c) => categoryName(c.Cat) },
        ]}
        emptyText={Q ? SearchMessages.noResults : 'No complaints yet.'}
        showInactive={showInactive}
        onShowInactive={setShowInactive}
        paging={{ pages, next: complaints.data?.Next }}
        filters={
          <div className="kk-catalogue__filters">
            <TextField
              label="Search complaints"
              placeholder="Type 2 letters: noise, brake…"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
            />
          </div>
        }
        importer={
          <CsvImport
            noun="complaints"
            columns={[
              { header: 'Description', field: 'Desc', required: true, unique: true },
              { header: 'Category', field: 'Cat', required: true },
            ]}
            schema={complaintImportRow}
            importCall={importComplaints}
            maxRows={MAX_IMPORT_ROWS}
            onImported={() => void complaints.refetch()}
          />
        }
      />
      {editing ? (
        <ComplaintDialog
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
