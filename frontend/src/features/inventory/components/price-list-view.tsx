import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import type { PartRow } from '@shared/catalogue/call-schemas';
import { formatMoney } from '@shared/documents/money-format';
import type { PriceRowAnswer } from '@shared/inventory/price-list-schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { Form, FormTextField } from '../../../components/form';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { setServerFieldErrors } from '../../../components/form';
import { useChangePrices, usePriceLists, usePrices, useUpdatePriceList } from '../api/item-calls';
import { masterItemSearch } from './item-fields';
import { ITEM_PATHS } from './item-paths';
import { categoryText, PriceListDetails, updateBodyOf, validityText } from './price-list-form';

type Values = { Pr: string };

/**
 * items/pricelist/:Id (docs/inventory-items.md §6): the list's name, customer
 * category and validity (edited at its `ver`; an overlap with another list of the
 * category shows on Valid from), and its prices beside each item's own part
 * price; an item's price set or removed at the list's `ver`, in rupees (stored in paise).
 */
export function PriceListView() {
  const id = useParams().Id ?? '';
  const lists = usePriceLists();
  const list = lists.data?.Items.find((l) => l._id === id);
  const pages = useCursorPages(id);
  const prices = usePrices(id, pages.cursor);
  const change = useChangePrices(id);
  const update = useUpdatePriceList(id);
  const search = useMemo(masterItemSearch, []);
  const [item, setItem] = useState<PartRow | undefined>();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<Values>({ defaultValues: { Pr: '' } });

  const send = async (ItemId: string, Pr: number | null): Promise<boolean> => {
    if (!list) return false;
    setProblem(undefined);
    try {
      await change.mutateAsync({ ver: list.ver, Prices: [{ ItemId, Pr }] });
      return true;
    } catch (error) {
      const refused = toClientError(error);
      if ((refused.errors ?? []).length === 0) notifyError(error);
      else setProblem(refused.errors?.[0]?.message ?? refused.message);
      return false;
    }
  };
  const submit = form.handleSubmit(async (v) => {
    if (!item) return setProblem('Choose an item.');
    const price = v.Pr.trim() === '' ? Number.NaN : Number(v.Pr);
    if (await send(item._id, price)) {
      toast.success(`${item.PCode} priced at ${formatMoney(price)}.`);
      form.reset({ Pr: '' });
      setItem(undefined);
      setTyped('');
    }
  });

  const columns: RecordColumn<PriceRowAnswer>[] = [
    { id: 'PCode', header: 'Code', cell: (p) => <Link to={ITEM_PATHS.item(p.ItemId)}>{p.PCode ?? p.ItemId}</Link> },
    { id: 'Desc', header: 'Item', cell: (p) => p.Desc ?? '' },
    {
      id: 'Pr',
      header: <span className="kk-amount">List price</span>,
      cell: (p) => <div className="kk-amount">{formatMoney(p.Pr)}</div>,
    },
    {
      id: 'PartPr',
      header: <span className="kk-amount">Part price</span>,
      cell: (p) => <div className="kk-amount">{p.PartPr === undefined ? '' : formatMoney(p.PartPr)}</div>,
    },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={ITEM_PATHS.priceLists} className="amplify-button amplify-button--small">
          All price lists
        </Link>
      </div>
      <h2>{list?.Name ?? 'Price list'}</h2>
      {list ? (
        <>
          <p className="kk-record-card__muted">{`${categoryText(list)} · ${validityText(list)}`}</p>
          <PriceListDetails
            list={list}
            isSaving={update.isPending}
            onSave={async (values, details) => {
              try {
                const saved = await update.mutateAsync(updateBodyOf(values, list.ver));
                toast.success(`Price list ${saved.Name} saved.`);
              } catch (error) {
                if ((toClientError(error).errors ?? []).length === 0) return void notifyError(error);
                setServerFieldErrors(details, error);
              }
            }}
          />
        </>
      ) : null}
      <Form form={form} onSubmit={(e) => void submit(e)} aria-label="Set a price">
        <Flex gap="small" wrap="wrap" alignItems="flex-end">
          <SearchCombobox
            label="Item"
            text={typed}
            onTextChange={setTyped}
            search={search.search}
            onPick={(option) => {
              const picked = search.recordOf(option);
              setItem(picked);
              setTyped(picked ? `${picked.PCode} · ${picked.Desc}` : '');
            }}
          />
          <FormTextField<Values> name="Pr" label="Price ₹" inputMode="decimal" />
          <Button type="submit" variation="primary" isLoading={change.isPending} isDisabled={!list}>
            Set price
          </Button>
        </Flex>
      </Form>
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      <RecordTableOrCards
        caption="Prices"
        columns={columns}
        rows={prices.data?.Items}
        rowKey={(p) => p.ItemId}
        emptyText="No prices in this list yet."
        isLoading={prices.isPending}
        error={prices.isError ? prices.error : null}
        onRetry={() => void prices.refetch()}
        rowTestId="price-row"
        paging={{ pages, next: prices.data?.Next }}
        actionsHeader="Actions"
        rowActions={(p) => (
          <Button size="small" onClick={() => void send(p.ItemId, null)}>{`Remove ${p.PCode ?? p.ItemId}`}</Button>
        )}
        card={(p) => (
          <div className="kk-record-card">
            <strong>{p.Desc ?? p.ItemId}</strong>
            <span className="kk-amount">{formatMoney(p.Pr)}</span>
            <span className="kk-record-card__muted">{p.PCode ?? ''}</span>
            <Button size="small" onClick={() => void send(p.ItemId, null)}>
              Remove
            </Button>
          </div>
        )}
      />
    </div>
  );
}
