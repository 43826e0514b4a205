import { Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { NEXT_SERVICE_MONTHS } from '@shared/documents/constants';
import { nextServiceDate } from '@shared/documents/line-rules';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { SearchCombobox } from '../../../../components/combobox/search-combobox';
import {
  FormCustomerField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  ReadOnlyField,
  type SelectOption,
} from '../../../../components/form';
import { formatDate } from '../../../../lib/format';
import type { RecordSearch } from '../../../../components/combobox/record-search';
import { useCustomerVehicles, useWorkOrderTypes, vehicleSearch } from '../api/lookups';
import type { DocumentForm } from '../utils/document-form';

const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

type VehicleRecord = { _id: string; RegNo?: string | undefined; Owner?: { CustId: string; DName: string } | undefined };
type OwnedVehicle = { _id: string; RegNo: string };

const compact = (regNo: string): string => regNo.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * The registration search with the chosen customer's own vehicles first: those whose
 * number holds what is typed, then the rest of the organisation's matches (each once).
 */
const ownedFirst = (
  all: RecordSearch<VehicleRecord>,
  owned: readonly OwnedVehicle[],
  owner: { CustId: string; DName: string },
): RecordSearch<VehicleRecord> => ({
  search: async (text, signal) => {
    const typed = compact(text);
    const mine = owned.filter((v) => compact(v.RegNo).includes(typed));
    const found = await all.search(text, signal);
    return [
      ...mine.map((v) => ({ value: v.RegNo, label: v.RegNo, detail: `${owner.DName}'s vehicle` })),
      ...found.filter((o) => !mine.some((v) => v.RegNo === o.value)),
    ];
  },
  recordOf: (option) => {
    const mine = owned.find((v) => v.RegNo === option.value);
    return mine ? { ...mine, Owner: owner } : all.recordOf(option);
  },
});

/** Sets the vehicle, and its owner as the customer. */
const useChooseVehicle = () => {
  const { setValue } = useFormContext<DocumentForm>();
  return (vehicle: VehicleRecord, typed: string): void => {
    setValue('ProdId', vehicle._id, { shouldDirty: true });
    setValue('RegNo', vehicle.RegNo ?? typed, { shouldDirty: true });
    if (vehicle.Owner) {
      setValue('Cust', vehicle.Owner.CustId, { shouldDirty: true });
      setValue('CustName', vehicle.Owner.DName, { shouldDirty: true });
    }
  };
};

/**
 * The vehicle (by registration number): picking it fills its current owner as the
 * customer. A customer picked first (no vehicle yet) has her vehicles offered: first
 * in the search, and as one button each under the field.
 */
function VehiclePick() {
  const { control } = useFormContext<DocumentForm>();
  const { field } = useController({ control, name: 'RegNo' });
  const [cust, custName, prodId] = useWatch({ control, name: ['Cust', 'CustName', 'ProdId'] });
  const owned = useCustomerVehicles(cust, prodId === '').data;
  const choose = useChooseVehicle();
  const search = useMemo(() => {
    const all = vehicleSearch();
    return owned && owned.length > 0 ? ownedFirst(all, owned, { CustId: cust, DName: custName }) : all;
  }, [owned, cust, custName]);
  return (
    <Flex direction="column" gap="xxs">
      <SearchCombobox
        label="Vehicle (registration no.)"
        text={field.value}
        onTextChange={field.onChange}
        search={search.search}
        onPick={(option) => {
          const vehicle = search.recordOf(option);
          if (vehicle) choose(vehicle, option.value);
        }}
        inputAttributes={{ name: field.name, onBlur: field.onBlur }}
      />
      {prodId === '' && owned && owned.length > 0 ? (
        <Flex gap="xs" wrap="wrap" role="group" aria-label={`Vehicles of ${custName}`}>
          {owned.map((v) => (
            <Button
              key={v._id}
              size="small"
              onClick={() => choose({ ...v, Owner: { CustId: cust, DName: custName } }, v.RegNo)}
            >
              {v.RegNo}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** Next service 1, 3, 6 or 12 months from today (line-rules.nextServiceDate). */
function NextService({ today, timeZone }: { today: string; timeZone: string }) {
  const { control, setValue } = useFormContext<DocumentForm>();
  const next = useWatch({ control, name: 'NextSvc' });
  return (
    <Flex direction="column" gap="xxs">
      <Text as="span" className="amplify-label" id="next-service-label">
        Next service{next ? `: ${formatDate(next, timeZone)}` : ''}
      </Text>
      <Flex gap="xs" role="group" aria-labelledby="next-service-label" wrap="wrap">
        {NEXT_SERVICE_MONTHS.map((months) => (
          <Button
            key={months}
            size="small"
            onClick={() => setValue('NextSvc', nextServiceDate(today, months), { shouldDirty: true })}
          >
            {`${months} ${months === 1 ? 'month' : 'months'}`}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

export type HeaderFieldsProps = {
  /** Users of the branch to pick the advisor from; undefined when this user cannot list users. */
  advisors: readonly SelectOption[] | undefined;
  advisorName: string;
  today: string;
  timeZone: string;
  orderWord: string;
};

/** Customer and vehicle, odometer, advisor, promised date and time, type, next service, bill-to and notes. */
export function HeaderFields({ advisors, advisorName, today, timeZone, orderWord }: HeaderFieldsProps) {
  const types = useWorkOrderTypes();
  const typeOptions = (types.data ?? []).filter((t) => t.Act).map((t) => ({ value: t._id, label: t.Name }));
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr' }} gap="small">
      <VehiclePick />
      <FormCustomerField<DocumentForm> name="CustName" idName="Cust" />
      <FormTextField<DocumentForm> name="Odo" label="Odometer (km)" inputMode="numeric" parse={asNumber} />
      {advisors ? (
        <FormSelectField<DocumentForm>
          name="SA"
          label="Service advisor"
          options={advisors}
          placeholder="Select an advisor"
        />
      ) : (
        <ReadOnlyField label="Service advisor" value={advisorName} />
      )}
      <FormTextField<DocumentForm>
        name="PrDate"
        label="Promised date"
        type="date"
        hint="Left empty, the branch's usual days apply."
      />
      <FormTextField<DocumentForm> name="PrTime" label="Promised time" type="time" />
      <FormSelectField<DocumentForm>
        name="Type"
        label={`${orderWord} type`}
        options={typeOptions}
        placeholder="No type"
      />
      <NextService today={today} timeZone={timeZone} />
      <FormTextField<DocumentForm> name="CBillTo.name" label="Bill to (name)" maxLength={200} />
      <FormTextField<DocumentForm> name="CBillTo.Ph" label="Bill to (phone)" inputMode="tel" maxLength={20} />
      <FormTextAreaField<DocumentForm> name="Notes" label="Notes" />
    </Grid>
  );
}
