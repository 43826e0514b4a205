import { Flex } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import {
  CUSTOMER_SEARCH_FIELDS,
  VENDOR_SEARCH_FIELDS,
  type PartyRow,
  type PartySearchQuery,
} from '@shared/parties/search-schemas';
import { DEFAULT_PAGE_SIZE } from '@shared/fields/paging';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { useSession } from '../../../lib/session';
import { PARTY_CALLS, type PartyKind } from '../api/party-kind';
import { useRecentParties } from '../api/recent-records';
import { useSearchParties } from '../api/search-parties';
import { partyPaths, usePartyLabels } from '../utils/labels';
import { SearchForm, type SearchFieldDef } from './search-form';

const FIELD_LABELS: Record<(typeof CUSTOMER_SEARCH_FIELDS)[number], string> = {
  Name: 'Name',
  Phone: 'Phone',
  Email: 'E-mail',
  RegNo: 'Registration number',
  GSTIN: 'GSTIN',
};

/** The search terms live in the address, so Back from a record shows the same results. */
function termsFrom(params: URLSearchParams, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? '']] : [])));
}

/**
 * Customers/CustomerSearch, patients/patientsearch and Vendors/VendorSearch
 * (spec platform §2 'Common'): search by name, phone, e-mail, GSTIN and, for
 * customers of auto branches, part of a vehicle's registration number.
 */
export function PartySearchScreen({ kind }: { kind: PartyKind }) {
  const labels = usePartyLabels();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Set while the form holds terms it refused: the results of the last search are not theirs.
  const [stale, setStale] = useState(false);
  const fieldNames =
    kind === 'customer' ? CUSTOMER_SEARCH_FIELDS.filter((f) => f !== 'RegNo' || labels.auto) : VENDOR_SEARCH_FIELDS;
  const fields: SearchFieldDef[] = fieldNames.map((name) => ({ name, label: FIELD_LABELS[name] }));
  const terms = termsFrom(params, fieldNames);
  const searched = Object.keys(terms).length > 0;
  const pages = useCursorPages(JSON.stringify(terms));
  const query: PartySearchQuery | undefined = searched
    ? { ...terms, Limit: DEFAULT_PAGE_SIZE, ...(pages.cursor ? { Next: pages.cursor } : {}) }
    : undefined;
  const found = useSearchParties(kind, query);
  // Before any search the screen lists the branch's newest records (its own pages, its own cursor).
  const recent = useRecentParties(
    kind,
    { Limit: DEFAULT_PAGE_SIZE, ...(pages.cursor ? { Next: pages.cursor } : {}) },
    !searched,
  );
  const results = searched ? found : recent;

  const noun = kind === 'customer' ? labels.Customer : 'Vendor';
  const nouns = kind === 'customer' ? labels.Customers : 'Vendors';
  const recordPath = (id: string) =>
    kind === 'customer' ? partyPaths.customer(labels.patients, id) : partyPaths.vendor(id);
  const columns: RecordColumn<PartyRow>[] = [
    {
      id: 'DName',
      header: 'Name',
      cell: (row) => (
        <Link to={recordPath(row._id)} onClick={(event) => event.stopPropagation()}>
          {row.DName}
        </Link>
      ),
    },
    { id: 'Phone', header: 'Phone', cell: (row) => row.Phone ?? '' },
    { id: 'Email', header: 'E-mail', cell: (row) => row.Email ?? '' },
    { id: 'GSTIN', header: 'GSTIN', cell: (row) => row.GSTIN ?? '' },
    { id: 'Ct', header: 'City', cell: (row) => row.Ct ?? '' },
    ...(kind === 'customer' && labels.auto
      ? [{ id: 'RegNos', header: labels.Products, cell: (row: PartyRow) => (row.RegNos ?? []).join(', ') }]
      : []),
  ];
  const canCreate = isPermitted(PARTY_CALLS[kind].create.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="flex-end" alignItems="center">
        {canCreate ? (
          <Link to={recordPath('New')} className="amplify-button amplify-button--primary">
            {`New ${noun.toLowerCase()}`}
          </Link>
        ) : null}
      </Flex>
      <SearchForm
        key={params.toString()}
        title={`${noun} search`}
        fields={fields}
        initial={terms}
        busy={results.isFetching}
        onSearch={(given) => {
          setStale(false);
          setParams(given);
        }}
        onStale={() => setStale(true)}
      />
      {stale ? null : (
        <RecordTable
          caption={searched ? `${nouns} found` : `Recent ${nouns.toLowerCase()}`}
          columns={columns}
          rows={results.data?.Items}
          rowKey={(row) => row._id}
          emptyText={`No ${nouns} to Show.`}
          isLoading={results.isPending}
          loadingLabel={searched ? 'Searching' : 'Loading'}
          error={results.isError ? results.error : null}
          onRetry={() => void results.refetch()}
          onRowClick={(row) => void navigate(recordPath(row._id))}
          paging={{ pages, next: results.data?.Next }}
        />
      )}
    </Flex>
  );
}
