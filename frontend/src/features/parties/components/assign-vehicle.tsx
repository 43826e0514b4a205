import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import { DEFAULT_PAGE_SIZE } from '@shared/parties/search-schemas';
import { useState, type FormEvent } from 'react';
import { RecordTable } from '../../../components/record-table/record-table';
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
        {query ? (
          <RecordTable
            caption={`${labels.Products} to assign`}
            columns={[
              { id: 'RegNo', header: 'Registration number', cell: (row) => row.RegNo ?? row.VIN ?? '' },
              { id: 'Vehicle', header: labels.Product, cell: (row) => [row.Make, row.Model, row.Variant].filter(Boolean).join(' ') },
              { id: 'Owner', header: 'Owner', cell: (row) => (row.Owner ? `Owned by ${row.Owner.DName}` : 'No owner') },
            ]}
            rows={results.data?.Items}
            rowKey={(row) => row._id}
            emptyText={`No ${labels.Products} to Show.`}
            error={results.isError ? results.error : null}
            onRetry={() => void results.refetch()}
            rowActions={(row) => (
              <Button size="small" isDisabled={row.Owner !== undefined || assign.isPending} onClick={() => assignTo(row._id)}>
                Assign
              </Button>
            )}
          />
        ) : null}
      </Flex>
    </form>
  );
}
