import { Alert, Button, Flex, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { CUSTOMER_SEARCH_FIELDS, DEFAULT_PAGE_SIZE, VENDOR_SEARCH_FIELDS, type PartySearchQuery } from '@shared/parties/search-schemas';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { PARTY_CALLS, type PartyKind } from '../api/party-kind';
import { useSearchParties } from '../api/search-parties';
import { partyPaths, usePartyLabels } from '../utils/labels';
import { useCursorPages } from '../utils/use-cursor-pages';
import { Pager } from './pager';
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
  const fieldNames = kind === 'customer' ? CUSTOMER_SEARCH_FIELDS.filter((f) => f !== 'RegNo' || labels.auto) : VENDOR_SEARCH_FIELDS;
  const fields: SearchFieldDef[] = fieldNames.map((name) => ({ name, label: FIELD_LABELS[name] }));
  const terms = termsFrom(params, fieldNames);
  const searched = Object.keys(terms).length > 0;
  const pages = useCursorPages(JSON.stringify(terms));
  const query: PartySearchQuery | undefined = searched
    ? { ...terms, Limit: DEFAULT_PAGE_SIZE, ...(pages.cursor ? { Next: pages.cursor } : {}) }
    : undefined;
  const results = useSearchParties(kind, query);

  const noun = kind === 'customer' ? labels.Customer : 'Vendor';
  const nouns = kind === 'customer' ? labels.Customers : 'Vendors';
  const recordPath = (id: string) => (kind === 'customer' ? partyPaths.customer(labels.patients, id) : partyPaths.vendor(id));
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
          <Text>{`No ${nouns} to Show.`}</Text>
        ) : (
          <>
            <Table caption={`${nouns} found`} highlightOnHover variation="striped" size="small">
              <TableHead>
                <TableRow>
                  <TableCell as="th">Name</TableCell>
                  <TableCell as="th">Phone</TableCell>
                  <TableCell as="th">E-mail</TableCell>
                  <TableCell as="th">GSTIN</TableCell>
                  <TableCell as="th">City</TableCell>
                  {kind === 'customer' && labels.auto ? <TableCell as="th">{labels.Products}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {results.data.Items.map((row) => (
                  <TableRow key={row._id} onClick={() => void navigate(recordPath(row._id))} style={{ cursor: 'pointer' }}>
                    <TableCell>
                      <Link to={recordPath(row._id)} onClick={(event) => event.stopPropagation()}>
                        {row.DName}
                      </Link>
                    </TableCell>
                    <TableCell>{row.Phone ?? ''}</TableCell>
                    <TableCell>{row.Email ?? ''}</TableCell>
                    <TableCell>{row.GSTIN ?? ''}</TableCell>
                    <TableCell>{row.Ct ?? ''}</TableCell>
                    {kind === 'customer' && labels.auto ? <TableCell>{(row.RegNos ?? []).join(', ')}</TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )
      ) : null}
      {results.data && searched ? (
        <Pager page={pages.page} hasPrevious={pages.hasPrevious} next={results.data.Next} onPrevious={pages.previous} onNext={pages.next} />
      ) : null}
    </Flex>
  );
}
