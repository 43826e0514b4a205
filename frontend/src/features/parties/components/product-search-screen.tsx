import { Alert, Button, Flex, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { partiesRoutes } from '@shared/api/routes/parties';
import { DEFAULT_PAGE_SIZE, PRODUCT_SEARCH_FIELDS } from '@shared/parties/search-schemas';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useSearchProducts, type ProductSearchQuery } from '../api/search-products';
import { partyPaths, usePartyLabels } from '../utils/labels';
import { useCursorPages } from '../utils/use-cursor-pages';
import { Pager } from './pager';
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
  const terms = Object.fromEntries(PRODUCT_SEARCH_FIELDS.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? '']] : [])));
  const searched = Object.keys(terms).length > 0;
  const pages = useCursorPages(JSON.stringify(terms));
  const query: ProductSearchQuery | undefined = searched
    ? { ...terms, Limit: DEFAULT_PAGE_SIZE, ...(pages.cursor ? { Next: pages.cursor } : {}) }
    : undefined;
  const results = useSearchProducts(query);
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
        onSearch={(given) => setParams(given)}
      />
      {results.isPending && searched ? <Loader ariaLabel="Searching" /> : null}
      {results.isError ? (
        <Alert variation="error" role="alert">
          {results.error.message}
          <Button size="small" marginInlineStart="small" onClick={() => void results.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {results.data && searched ? (
        results.data.Items.length === 0 ? (
          <Text>{`No ${labels.Products} to Show.`}</Text>
        ) : (
          <Table caption={`${labels.Products} found`} highlightOnHover variation="striped" size="small">
            <TableHead>
              <TableRow>
                <TableCell as="th">Registration number</TableCell>
                <TableCell as="th">Make</TableCell>
                <TableCell as="th">Model</TableCell>
                <TableCell as="th">Variant</TableCell>
                <TableCell as="th">Year</TableCell>
                <TableCell as="th">VIN</TableCell>
                <TableCell as="th">Owner</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.data.Items.map((row) => (
                <TableRow key={row._id} onClick={() => void navigate(partyPaths.product(row._id))} style={{ cursor: 'pointer' }}>
                  <TableCell>
                    <Link to={partyPaths.product(row._id)} onClick={(event) => event.stopPropagation()}>
                      {row.RegNo ?? row.VIN ?? row._id}
                    </Link>
                  </TableCell>
                  <TableCell>{row.Make ?? ''}</TableCell>
                  <TableCell>{row.Model ?? ''}</TableCell>
                  <TableCell>{row.Variant ?? ''}</TableCell>
                  <TableCell>{row.Year ?? ''}</TableCell>
                  <TableCell>{row.VIN ?? ''}</TableCell>
                  <TableCell>{row.Owner?.DName ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      ) : null}
      {results.data && searched ? (
        <Pager page={pages.page} hasPrevious={pages.hasPrevious} next={results.data.Next} onPrevious={pages.previous} onNext={pages.next} />
      ) : null}
    </Flex>
  );
}
