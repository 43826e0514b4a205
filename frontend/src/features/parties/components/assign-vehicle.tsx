import { Button, Flex, Table, TableBody, TableCell, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import { DEFAULT_PAGE_SIZE } from '@shared/parties/search-schemas';
import { useState, type FormEvent } from 'react';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useAssignOwnership } from '../api/assign-ownership';
import { useSearchProducts, type ProductSearchQuery } from '../api/search-products';
import type { PartyLabels } from '../utils/labels';
import { searchProblems } from '../utils/search-rules';

/**
 * Finds an existing vehicle by part of its registration number and makes this
 * customer its owner from today. A vehicle that still has an owner cannot be
 * assigned until that ownership ends (spec platform §5), so its row says who owns it.
 */
export function AssignVehicle({ customer, labels, today }: { customer: Party; labels: PartyLabels; today: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<ProductSearchQuery | undefined>();
  const results = useSearchProducts(query);
  const assign = useAssignOwnership();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const problems = searchProblems({ RegNo: text });
    setError(problems?.form ?? problems?.fields.RegNo);
    if (!problems) setQuery({ RegNo: text.trim(), Limit: DEFAULT_PAGE_SIZE });
  };

  const assignTo = (productId: string) =>
    assign.mutate(
      { productId, body: { CustId: customer._id, Dt: today } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || Messages.ownershipAssigned);
          setQuery(undefined);
          setText('');
        },
        onError: notifyError,
      },
    );

  return (
    <form onSubmit={find} noValidate aria-label={`Assign an existing ${labels.Product.toLowerCase()}`}>
      <Flex direction="column" gap="small">
        <Flex gap="small" alignItems="flex-end">
          <TextField
            label={`Assign an existing ${labels.Product.toLowerCase()} (registration number)`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            hasError={error !== undefined}
            errorMessage={error}
          />
          <Button type="submit" isLoading={results.isFetching}>
            Find
          </Button>
        </Flex>
        {query && results.data ? (
          results.data.Items.length === 0 ? (
            <Text>{`No ${labels.Products} to Show.`}</Text>
          ) : (
            <Table size="small" caption={`${labels.Products} to assign`}>
              <TableBody>
                {results.data.Items.map((row) => (
                  <TableRow key={row._id}>
                    <TableCell>{row.RegNo ?? row.VIN ?? ''}</TableCell>
                    <TableCell>{[row.Make, row.Model, row.Variant].filter(Boolean).join(' ')}</TableCell>
                    <TableCell>{row.Owner ? `Owned by ${row.Owner.DName}` : 'No owner'}</TableCell>
                    <TableCell>
                      <Button size="small" isDisabled={row.Owner !== undefined || assign.isPending} onClick={() => assignTo(row._id)}>
                        Assign
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        ) : null}
      </Flex>
    </form>
  );
}
