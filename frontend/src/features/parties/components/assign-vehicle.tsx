import { Button, Flex } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import { DEFAULT_PAGE_SIZE } from '@shared/fields/paging';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Form, FormTextField } from '../../../components/form';
import { RecordTable } from '../../../components/record-table/record-table';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useAssignOwnership } from '../api/assign-ownership';
import { useSearchProducts, type ProductSearchQuery } from '../api/search-products';
import type { PartyLabels } from '../utils/labels';
import { searchProblems } from '../utils/search-rules';

type FindForm = { RegNo: string };

/** Spec platform §5: a search term of at least 2 characters. */
const findResolver: Resolver<FindForm> = (values) => {
  const problems = searchProblems(values);
  const message = problems?.form ?? problems?.fields.RegNo;
  if (message === undefined) return { values, errors: {} };
  const errors: FieldErrors<FindForm> = { RegNo: { type: 'validate', message } };
  return { values: {}, errors };
};

/**
 * Finds an existing vehicle by part of its registration number and makes this
 * customer its owner from today. A vehicle that still has an owner cannot be
 * assigned until that ownership ends (spec platform §5), so its row says who owns it.
 */
export function AssignVehicle({ customer, labels, today }: { customer: Party; labels: PartyLabels; today: string }) {
  const form = useForm<FindForm>({ defaultValues: { RegNo: '' }, resolver: findResolver });
  const [query, setQuery] = useState<ProductSearchQuery | undefined>();
  const results = useSearchProducts(query);
  const assign = useAssignOwnership();

  const find = form.handleSubmit(({ RegNo }) => setQuery({ RegNo: RegNo.trim(), Limit: DEFAULT_PAGE_SIZE }));

  const assignTo = (productId: string) =>
    assign.mutate(
      { productId, body: { CustId: customer._id, Dt: today } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || Messages.ownershipAssigned);
          setQuery(undefined);
          form.reset();
        },
        onError: notifyError,
      },
    );

  return (
    <Form form={form} onSubmit={find} aria-label={`Assign an existing ${labels.Product.toLowerCase()}`}>
      <Flex direction="column" gap="small">
        <Flex gap="small" alignItems="flex-end">
          <FormTextField<FindForm>
            name="RegNo"
            label={`Assign an existing ${labels.Product.toLowerCase()} (registration number)`}
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
              {
                id: 'Vehicle',
                header: labels.Product,
                cell: (row) => [row.Make, row.Model, row.Variant].filter(Boolean).join(' '),
              },
              { id: 'Owner', header: 'Owner', cell: (row) => (row.Owner ? `Owned by ${row.Owner.DName}` : 'No owner') },
            ]}
            rows={results.data?.Items}
            rowKey={(row) => row._id}
            emptyText={`No ${labels.Products} to Show.`}
            error={results.isError ? results.error : null}
            onRetry={() => void results.refetch()}
            rowActions={(row) => (
              <Button
                size="small"
                isDisabled={row.Owner !== undefined || assign.isPending}
                onClick={() => assignTo(row._id)}
              >
                Assign
              </Button>
            )}
          />
        ) : null}
      </Flex>
    </Form>
  );
}
