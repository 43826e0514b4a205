import { Button, Flex } from '@aws-amplify/ui-react';
import type { PriceListAnswer } from '@shared/inventory/price-list-schemas';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Form, setServerFieldErrors } from '../../../components/form';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useCreatePriceList, usePriceLists } from '../api/item-calls';
import { ITEM_PATHS } from './item-paths';
import {
  categoryText,
  createBodyOf,
  emptyPriceList,
  PriceListFields,
  validityText,
  type PriceListValues,
} from './price-list-form';

/**
 * items/pricelists (docs/inventory-items.md §6): the organisation's price lists
 * by name with the customers each prices for, its validity and how many items
 * it prices; a row opens its prices.
 */
export function PriceLists() {
  const navigate = useNavigate();
  const lists = usePriceLists();
  const columns: RecordColumn<PriceListAnswer>[] = [
    { id: 'Name', header: 'Price list', cell: (l) => <Link to={ITEM_PATHS.priceList(l._id)}>{l.Name}</Link> },
    { id: 'CatId', header: 'Customers', cell: categoryText },
    { id: 'Valid', header: 'Valid', cell: validityText },
    { id: 'Desc', header: 'Description', cell: (l) => l.Desc ?? '' },
    {
      id: 'Count',
      header: <span className="kk-amount">Items priced</span>,
      cell: (l) => <div className="kk-amount">{l.Count}</div>,
    },
    { id: 'Act', header: 'Status', cell: (l) => (l.Act ? 'Active' : 'Inactive') },
  ];
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={ITEM_PATHS.newPriceList} className="amplify-button amplify-button--small amplify-button--primary">
          New price list
        </Link>
      </div>
      <RecordTableOrCards
        caption="Price lists"
        columns={columns}
        rows={lists.data?.Items}
        rowKey={(l) => l._id}
        emptyText="No price lists yet. Without one, an item sells at its part's price."
        isLoading={lists.isPending}
        error={lists.isError ? lists.error : null}
        onRetry={() => void lists.refetch()}
        rowTestId="price-list-row"
        onRowClick={(l) => void navigate(ITEM_PATHS.priceList(l._id))}
        card={(l) => (
          <Link className="kk-record-card" to={ITEM_PATHS.priceList(l._id)}>
            <strong>{l.Name}</strong>
            <span>{`${categoryText(l)} · ${validityText(l)} · ${l.Count} items`}</span>
            <span className="kk-record-card__muted">{l.Desc ?? ''}</span>
          </Link>
        )}
      />
    </div>
  );
}

/** items/pricelist/new: a list by name, customer category and validity; then its prices are entered on its own screen. */
export function PriceListNew() {
  const navigate = useNavigate();
  const create = useCreatePriceList();
  const form = useForm<PriceListValues>({ defaultValues: emptyPriceList });
  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await create.mutateAsync(createBodyOf(v));
      toast.success(`Price list ${saved.Name} saved.`);
      void navigate(ITEM_PATHS.priceList(saved._id));
    } catch (error) {
      if ((toClientError(error).errors ?? []).length === 0) return void notifyError(error);
      setServerFieldErrors(form, error);
    }
  });
  return (
    <div className="kk-screen">
      <Form form={form} onSubmit={(e) => void submit(e)} aria-label="New price list">
        <Flex direction="column" gap="small">
          <PriceListFields />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={() => void navigate(ITEM_PATHS.priceLists)}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={create.isPending}>
              Save price list
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}
