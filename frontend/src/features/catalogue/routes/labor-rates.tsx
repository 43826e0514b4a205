import {
  Badge,
  Button,
  Flex,
  Heading,
  SelectField,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import type { GuideAnswer, LtgId, PriceRow } from '@shared/catalogue/call-schemas';
import { MAX_IMPORT_ROWS, priceImportRow } from '@shared/catalogue/import-rows';
import { formatMoney } from '@shared/documents/money-format';
import { MIN_SEARCH_CHARS } from '@shared/messages/search-messages';
import { useState } from 'react';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { RecordTable } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { notifyError, toast } from '../../../components/toast/toast-store';
import {
  importPricesOf,
  useGuides,
  usePrices,
  useSetGuideRate,
  useSetOpPrice,
  type PriceList,
} from '../api/labor-rates';
import { AmountDialog } from '../components/amount-dialog';
import { SettingsFrame } from '../components/settings-frame';
import { BODY_TYPE_LABELS } from '../utils/body-types';
import { hoursText, operationFigure } from '../utils/figures';
import { useDebouncedValue } from '../utils/use-debounced-value';

export const handle = { title: 'Setup Labor Rates' };

function RateTable({ onEdit }: { onEdit: (guide: GuideAnswer) => void }) {
  const guides = useGuides();
  return (
    <RecordTable
      caption="Labour rates"
      columns={[
        { id: 'BodyType', header: 'Body type', cell: (g) => BODY_TYPE_LABELS[g.BodyType] },
        { id: 'Rate', header: 'Rate per hour', cell: (g) => formatMoney(g.Rate) },
        {
          id: 'RateSet',
          header: 'Source',
          cell: (g) =>
            g.RateSet ? <Badge variation="success">Own rate</Badge> : <Badge variation="info">System rate</Badge>,
        },
      ]}
      rows={guides.data}
      rowKey={(g) => g._id}
      emptyText="No labour time guides."
      isLoading={guides.isPending}
      error={guides.error}
      onRetry={() => void guides.refetch()}
      actionsHeader={<span className="kk-visually-hidden">Actions</span>}
      rowActions={(g) => (
        <Button size="small" onClick={() => onEdit(g)} aria-label={`Change the ${BODY_TYPE_LABELS[g.BodyType]} rate`}>
          Change rate
        </Button>
      )}
    />
  );
}

/**
 * Setup Labor Rates (spec platform §2 named screen; §6 module admin and the LPG
 * feature), at settings/LaborRates: the labour rate of each body type's guide, and
 * per guide the operations with a fixed price (PRICESET) or priced by hours × rate
 * (PRICENOTSET); a fixed price can be set, changed, cleared or imported.
 */
export function Component() {
  const [ltg, setLtg] = useState<LtgId>('LTG-HATCHBACK');
  const [list, setList] = useState<PriceList>('PRICENOTSET');
  const [text, setText] = useState('');
  const [rateOf, setRateOf] = useState<GuideAnswer | undefined>();
  const [priceOf, setPriceOf] = useState<PriceRow | undefined>();
  const typed = useDebouncedValue(text.trim());
  const Q = typed.length >= MIN_SEARCH_CHARS ? typed : undefined;
  const pages = useCursorPages(`${ltg}|${list}|${Q ?? ''}`);
  const prices = usePrices(list, ltg, Q, pages.cursor);
  const setRate = useSetGuideRate();
  const setPrice = useSetOpPrice();
  const body = ltg.replace('LTG-', '') as keyof typeof BODY_TYPE_LABELS;

  const clear = (row: PriceRow) =>
    setPrice.mutate(
      { id: ltg, opId: row._id, ver: row.ver, Pr: null },
      { onSuccess: () => toast.success(Messages.updated), onError: notifyError },
    );

  return (
    <SettingsFrame
      title="Setup Labor Rates"
      description="The labour rate of each body type, and fixed prices for operations that are not charged by the hour."
    >
      <RateTable onEdit={setRateOf} />
      <Heading level={3}>Operation prices</Heading>
      <div className="kk-catalogue__filters">
        <SelectField label="Labour time guide" value={ltg} onChange={(e) => setLtg(e.target.value as LtgId)}>
          {(['LTG-HATCHBACK', 'LTG-SEDAN', 'LTG-SUV'] as const).map((id) => (
            <option key={id} value={id}>
              {BODY_TYPE_LABELS[id.replace('LTG-', '') as keyof typeof BODY_TYPE_LABELS]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search operations"
          placeholder="Type 2 letters"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </div>
      <Flex gap="small" wrap="wrap" alignItems="center">
        <ToggleButtonGroup
          value={list}
          isExclusive
          isSelectionRequired
          onChange={(value) => setList(value as PriceList)}
          aria-label="Which operations"
        >
          <ToggleButton value="PRICENOTSET">Priced by the hour</ToggleButton>
          <ToggleButton value="PRICESET">Fixed price</ToggleButton>
        </ToggleButtonGroup>
        <CsvImport
          noun={`${BODY_TYPE_LABELS[body]} prices`}
          columns={[
            { header: 'Op code', field: 'OpCode', required: true, unique: true },
            { header: 'Price', field: 'Pr', kind: 'number', required: true },
          ]}
          schema={priceImportRow}
          importCall={importPricesOf(ltg)}
          maxRows={MAX_IMPORT_ROWS}
          onImported={() => void prices.refetch()}
        />
      </Flex>
      <RecordTable
        caption={list === 'PRICESET' ? 'Operations with a fixed price' : 'Operations priced by the hour'}
        columns={[
          { id: 'OpCode', header: 'Op code', cell: (p) => p.OpCode },
          { id: 'Desc', header: 'Description', cell: (p) => p.Desc },
          { id: 'Hrs', header: 'Hours', cell: (p) => hoursText(p.Hrs) },
          { id: 'Pr', header: 'Price', cell: (p) => operationFigure(p) },
        ]}
        rows={prices.data?.Items}
        rowKey={(p) => p._id}
        emptyText={
          Q
            ? SearchMessages.noResults
            : list === 'PRICESET'
              ? 'No operation has a fixed price in this guide.'
              : 'Every operation has a fixed price in this guide.'
        }
        isLoading={prices.isPending}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        paging={{ pages, next: prices.data?.Next }}
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={(p) => (
          <Flex gap="xs">
            <Button
              size="small"
              onClick={() => setPriceOf(p)}
              aria-label={`${p.Fixed ? 'Change the price of' : 'Set a price for'} ${p.OpCode}`}
            >
              {p.Fixed ? 'Change price' : 'Set price'}
            </Button>
            {p.Fixed ? (
              <Button
                size="small"
                variation="warning"
                onClick={() => clear(p)}
                aria-label={`Clear the price of ${p.OpCode}`}
              >
                Clear
              </Button>
            ) : null}
          </Flex>
        )}
      />
      {rateOf ? (
        <AmountDialog
          title={`${BODY_TYPE_LABELS[rateOf.BodyType]} labour rate`}
          label="Rate per hour (₹)"
          initial={rateOf.Rate}
          save={{
            mutate: (Rate, options) => setRate.mutate({ id: rateOf._id, ver: rateOf.ver, Rate }, options),
            isPending: setRate.isPending,
          }}
          onClose={() => setRateOf(undefined)}
        />
      ) : null}
      {priceOf ? (
        <AmountDialog
          title={`Price of ${priceOf.OpCode}`}
          label={`Fixed price for ${BODY_TYPE_LABELS[body]} (₹)`}
          initial={priceOf.Fixed ? priceOf.Pr : undefined}
          save={{
            mutate: (Pr, options) => setPrice.mutate({ id: ltg, opId: priceOf._id, ver: priceOf.ver, Pr }, options),
            isPending: setPrice.isPending,
          }}
          onClose={() => setPriceOf(undefined)}
        />
      ) : null}
    </SettingsFrame>
  );
}
