import { Button, Flex, SelectField, Text } from '@aws-amplify/ui-react';

import { SearchMessages } from '@shared/messages/search-messages';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { GuideOperationRow } from '@shared/catalogue/call-schemas';
import { MAX_IMPORT_ROWS, operationImportRow } from '@shared/catalogue/import-rows';
import { BODY_TYPES, type BodyType } from '@shared/catalogue/schemas';
import { MIN_SEARCH_CHARS } from '@shared/messages/search-messages';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ComboboxOption } from '../../../components/combobox/combobox-option';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { importOperations, searchGuideOperations, useOperations, useSetOperationActive } from '../api/operations';
import { CatalogueList } from '../components/catalogue-list';
import { useCategoryNames } from '../components/category-select';
import { BODY_TYPE_LABELS } from '../utils/body-types';
import { hoursText, operationFigure } from '../utils/figures';
import { useCan } from '../utils/use-can';
import { useDebouncedValue } from '../utils/use-debounced-value';

export const handle = { title: 'Services' };

type Row = GuideOperationRow & { Act: boolean; Own: boolean; ver: number };

export const OPERATION_IMPORT_COLUMNS = [
  { header: 'Op code', field: 'OpCode', required: true, unique: true },
  { header: 'Description', field: 'Desc', required: true },
  { header: 'Category', field: 'Cat', required: true },
  { header: 'Tax code', field: 'TCode', kind: 'number' },
  { header: 'Hatchback hours', field: 'HATCHBACK', kind: 'number', required: true },
  { header: 'Sedan hours', field: 'SEDAN', kind: 'number', required: true },
  { header: 'SUV hours', field: 'SUV', kind: 'number', required: true },
] as const;

/**
 * settings/ServiceList (spec platform §2): the operations with their labour times
 * per body type, priced by that body type's labour time guide. The search field
 * is the catalogue combobox an advisor uses on an estimate: two letters of any
 * word, or of the op code, and each result shows hours × rate (or the fixed price).
 */
export function Component() {
  const canWrite = useCan(catalogueRoutes.createOperation);
  const navigate = useNavigate();
  const [body, setBody] = useState<BodyType>('HATCHBACK');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ComboboxOption | undefined>();
  const [showInactive, setShowInactive] = useState(false);
  const typed = useDebouncedValue(text.trim());
  const Q = typed.length >= MIN_SEARCH_CHARS ? typed : undefined;
  const pages = useCursorPages(`${body}|${Q ?? ''}|${showInactive}`);
  const operations = useOperations({
    body,
    ...(Q ? { Q } : {}),
    All: showInactive,
    ...(pages.cursor ? { Next: pages.cursor } : {}),
  });
  const setActive = useSetOperationActive();
  const categoryName = useCategoryNames();
  const search = useMemo(() => searchGuideOperations(body), [body]);
  const open = (id: string) => navigate(`/settings/service/${encodeURIComponent(id)}`);

  return (
    <CatalogueList<Row>
      title="Services"
      description="Operations with their labour times for hatchbacks, sedans and SUVs, priced by each body type's labour rate."
      noun="operation"
      canWrite={canWrite}
      onNew={() => navigate('/settings/service/New')}
      onEdit={(row) => open(row._id)}
      rowName={(op) => `${op.OpCode} ${op.Desc}`}
      setActive={{
        mutate: ({ id, ver, active }, options) => setActive.mutate({ opId: id, ver, active }, options),
        isPending: setActive.isPending,
      }}
      rows={operations.data?.Items}
      isPending={operations.isPending}
      error={operations.error}
      onRetry={() => void operations.refetch()}
      columns={[
        { id: 'OpCode', header: 'Op code', cell: (op) => op.OpCode },
        { id: 'Desc', header: 'Description', cell: (op) => op.Desc },
        { id: 'Cat', header: 'Category', cell: (op) => categoryName(op.Cat) },
        { id: 'Hrs', header: `${BODY_TYPE_LABELS[body]} hours`, cell: (op) => hoursText(op.Hrs) },
        { id: 'Pr', header: 'Labour price', cell: (op) => operationFigure(op) },
      ]}
      emptyText={Q ? SearchMessages.noResults : 'No operations yet.'}
      showInactive={showInactive}
      onShowInactive={setShowInactive}
      paging={{ pages, next: operations.data?.Next }}
      filters={
        <Flex direction="column" gap="small">
          <div className="kk-catalogue__filters">
            <SelectField label="Labour times for" value={body} onChange={(e) => setBody(e.target.value as BodyType)}>
              {BODY_TYPES.map((b) => (
                <option key={b} value={b}>
                  {BODY_TYPE_LABELS[b]}
                </option>
              ))}
            </SelectField>
            <SearchCombobox
              label="Find an operation"
              text={text}
              onTextChange={(t) => {
                setText(t);
                setPicked(undefined);
              }}
              search={search}
              onPick={(option) => (canWrite ? open(option.value) : setPicked(option))}
              inputAttributes={{ placeholder: 'Type 2 letters: brake pad, front bumper, BR-001…' }}
            />
          </div>
          {picked ? (
            <Flex
              className="kk-catalogue__picked"
              direction="column"
              gap="xxs"
              aria-label="Chosen operation"
              role="region"
            >
              <Text fontWeight="bold">{picked.label}</Text>
              <Text>{`${picked.detail ?? ''} · ${BODY_TYPE_LABELS[body]}: ${picked.figure ?? ''}`}</Text>
              <Button size="small" alignSelf="flex-start" onClick={() => setPicked(undefined)}>
                Clear
              </Button>
            </Flex>
          ) : null}
        </Flex>
      }
      importer={
        <CsvImport
          noun="operations"
          columns={OPERATION_IMPORT_COLUMNS}
          schema={operationImportRow}
          importCall={importOperations}
          maxRows={MAX_IMPORT_ROWS}
          onImported={() => void operations.refetch()}
        />
      }
    />
  );
}
