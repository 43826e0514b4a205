import { Flex } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { partiesRoutes } from '@shared/api/routes/parties';
import { PRODUCT_SEARCH_FIELDS, type ProductRow } from '@shared/parties/search-schemas';
import { DEFAULT_PAGE_SIZE } from '@shared/fields/paging';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { useSession } from '../../../lib/session';
import { useRecentProducts } from '../api/recent-records';
import { useSearchProducts, type ProductSearchQuery } from '../api/search-products';
import { partyPaths, usePartyLabels } from '../utils/labels';
import { SearchForm } from './search-form';

/**
 * Products/ProductSearch (spec platform §2 'Common'), called Vehicles in auto
 * branches: by any part of the registration number or the start of the VIN,
 * which is what the contract's Products/Search answers.
 */
export function ProductSearchScreen() {
  const labels = usePartyLabels();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Set while the form holds terms it refused: the results of the last search are not theirs.
  const [stale, setStale] = useState(false);
  const terms = Object.fromEntries(
    PRODUCT_SEARCH_FIELDS.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? '']] : [])),
  );
  const searched = Object.keys(terms).length > 0;
  const pages = useCursorPages(JSON.stringify(terms));
  const query: ProductSearchQuery | undefined = searched
    ? { ...terms, Limit: DEFAULT_PAGE_SIZE, ...(pages.cursor ? { Next: pages.cursor } : {}) }
    : undefined;
  const found = useSearchProducts(query);
  // Before any search the screen lists the branch's newest records (its own pages, its own cursor).
  const recent = useRecentProducts(
    { Limit: DEFAULT_PAGE_SIZE, ...(pages.cursor ? { Next: pages.cursor } : {}) },
    !searched,
  );
  const results = searched ? found : recent;
  const columns: RecordColumn<ProductRow>[] = [
    {
      id: 'RegNo',
      header: 'Registration number',
      cell: (row) => (
        <Link to={partyPaths.product(row._id)} onClick={(event) => event.stopPropagation()}>
          {row.RegNo ?? row.VIN ?? row._id}
        </Link>
      ),
    },
    { id: 'Make', header: 'Make', cell: (row) => row.Make ?? '' },
    { id: 'Model', header: 'Model', cell: (row) => row.Model ?? '' },
    { id: 'Variant', header: 'Variant', cell: (row) => row.Variant ?? '' },
    { id: 'Year', header: 'Year', cell: (row) => row.Year ?? '' },
    { id: 'VIN', header: 'VIN', cell: (row) => row.VIN ?? '' },
    { id: 'Owner', header: 'Owner', cell: (row) => row.Owner?.DName ?? '' },
  ];
  const canCreate = isPermitted(partiesRoutes.createProduct.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="flex-end" alignItems="center">
        {canCreate ? (
          <Link to={partyPaths.product('New')} className="amplify-button amplify-button--primary">
            {`New ${labels.Product.toLowerCase()}`}
          </Link>
        ) : null}
      </Flex>
      <SearchForm
        key={params.toString()}
        title={`${labels.Product} search`}
        fields={[
          { name: 'RegNo', label: 'Registration number' },
          { name: 'VIN', label: 'VIN' },
        ]}
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
          caption={searched ? `${labels.Products} found` : `Recent ${labels.Products.toLowerCase()}`}
          columns={columns}
          rows={results.data?.Items}
          rowKey={(row) => row._id}
          emptyText={`No ${labels.Products} to Show.`}
          isLoading={results.isPending}
          loadingLabel={searched ? 'Searching' : 'Loading'}
          error={results.isError ? results.error : null}
          onRetry={() => void results.refetch()}
          onRowClick={(row) => void navigate(partyPaths.product(row._id))}
          paging={{ pages, next: results.data?.Next }}
        />
      )}
    </Flex>
  );
}
