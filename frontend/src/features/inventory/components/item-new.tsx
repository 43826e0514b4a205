import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { UNITS_OF_MEASURE } from '@shared/catalogue/schemas';
import { defaultUnitOf } from '@shared/inventory/default-unit';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { ItemCreateBody } from '@shared/inventory/item-schemas';
import { CATEGORIES } from '@shared/reference/categories';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import {
  Form,
  FormRadioGroupField,
  FormSelectField,
  FormTextField,
  setServerFieldErrors,
} from '../../../components/form';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useCreateItem } from '../api/item-calls';
import { ITEM_PATHS } from './item-paths';
import { ItemGroupTrackFields, masterItemSearch } from './item-fields';

type Values = {
  From: 'catalogue' | 'own';
  SKU: string;
  Grp: string;
  Track: string;
  PCode: string;
  Desc: string;
  Cat: string;
  Make: string;
  HSN: string;
  UoM: string;
  UnPr: string;
  AppMake: string;
  AppModel: string;
  FromYr: string;
};

/** A refusal of the new part's field shows on the form's field of that name (its vehicle on the Fits fields). */
const APP_FIELDS: Record<string, string> = {
  'Apps.0.Make': 'AppMake',
  'Apps.0.Model': 'AppModel',
  'Apps.0.FromYr': 'FromYr',
};
const fieldOfPath = (path: string, values: FieldValues): string | undefined => {
  const inPart = path.replace(/^Part\./, '');
  const field = APP_FIELDS[inPart] ?? inPart;
  return field in values ? field : undefined;
};

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * items/masteritem/New and items/item/New/false/AutoClose/true
 * (docs/inventory-items.md §9): a catalogue part made an item in one step, or a
 * new part of the organisation's own made and stocked at once. Opened with
 * AutoClose, the screen goes back to where it was opened from once saved.
 */
export function ItemNew() {
  const navigate = useNavigate();
  const autoClose = /\/AutoClose\/true$/i.test(useLocation().pathname);
  const save = useCreateItem();
  const search = useMemo(masterItemSearch, []);
  const [part, setPart] = useState<ItemLookupRow | undefined>();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const settings = useSession().Entity.Settings.Inventory;
  const skus = settings.SKU === true;
  const form = useForm<Values>({
    defaultValues: {
      From: 'catalogue',
      SKU: '',
      Grp: '',
      Track: '',
      PCode: '',
      Desc: '',
      Cat: CATEGORIES[0]?._id ?? '',
      Make: '',
      HSN: '',
      // A new part starts in the branch's default unit (setting DUoM).
      UoM: defaultUnitOf(settings),
      UnPr: '',
      AppMake: '',
      AppModel: '',
      FromYr: '',
    },
  });
  const from = form.watch('From');

  const submit = form.handleSubmit(async (v) => {
    setProblem(undefined);
    if (v.From === 'catalogue' && !part) return setProblem('Choose a catalogue part.');
    const body: ItemCreateBody = {
      ...(v.From === 'catalogue'
        ? { ItemId: part?._id ?? '' }
        : {
            Part: {
              PCode: v.PCode,
              Desc: v.Desc,
              Cat: v.Cat,
              Make: v.Make,
              HSN: v.HSN,
              UoM: v.UoM as (typeof UNITS_OF_MEASURE)[number],
              UnPr: numberOf(v.UnPr),
              Apps: [{ Make: v.AppMake, Model: v.AppModel, FromYr: numberOf(v.FromYr) }],
            },
          }),
      ...(skus && v.SKU.trim() ? { SKU: v.SKU.trim() } : {}),
      ...(v.Grp ? { Grp: v.Grp } : {}),
      ...(v.Track ? { Track: v.Track as 'BN' | 'SN' } : {}),
    };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(`${saved.PCode} is an item now.`);
      void (autoClose ? navigate(-1) : navigate(ITEM_PATHS.item(saved.ItemId)));
    } catch (error) {
      if ((toClientError(error).errors ?? []).length === 0) return void notifyError(error);
      const unplaced = setServerFieldErrors(form, error, fieldOfPath);
      if (unplaced.length > 0) setProblem(unplaced[0]?.message);
    }
  });

  return (
    <div className="kk-screen">
      <Form form={form} onSubmit={(e) => void submit(e)} aria-label="New item">
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <FormRadioGroupField<Values>
            name="From"
            label="The item is"
            options={[
              { value: 'catalogue', label: 'A catalogue part' },
              { value: 'own', label: 'A new part of our own' },
            ]}
          />
          {from === 'catalogue' ? (
            <SearchCombobox
              label="Catalogue part"
              text={typed}
              onTextChange={setTyped}
              search={search.search}
              onPick={(option) => {
                const picked = search.recordOf(option);
                setPart(picked);
                setTyped(picked ? `${picked.PCode} · ${picked.Desc}` : '');
              }}
            />
          ) : (
            <Flex direction="column" gap="small">
              <Flex gap="small" wrap="wrap">
                <FormTextField<Values> name="PCode" label="Part code" autoComplete="off" />
                <FormTextField<Values> name="Desc" label="Description" autoComplete="off" />
              </Flex>
              <Flex gap="small" wrap="wrap">
                <FormSelectField<Values>
                  name="Cat"
                  label="Category"
                  options={CATEGORIES.map((c) => ({ value: c._id, label: c.Name }))}
                />
                <FormTextField<Values> name="Make" label="Brand" autoComplete="off" />
                <FormTextField<Values> name="HSN" label="HSN" inputMode="numeric" />
                <FormSelectField<Values>
                  name="UoM"
                  label="Unit"
                  options={UNITS_OF_MEASURE.map((u) => ({ value: u, label: u }))}
                />
                <FormTextField<Values> name="UnPr" label="Price ₹" inputMode="decimal" />
              </Flex>
              <Flex gap="small" wrap="wrap">
                <FormTextField<Values> name="AppMake" label="Fits make" autoComplete="off" />
                <FormTextField<Values> name="AppModel" label="Fits model" autoComplete="off" />
                <FormTextField<Values> name="FromYr" label="From year" inputMode="numeric" />
              </Flex>
            </Flex>
          )}
          {skus ? (
            <FormTextField<Values>
              name="SKU"
              label="SKU"
              hint="The stock keeping unit code, searched beside the part code; each item's own."
              autoComplete="off"
            />
          ) : null}
          <ItemGroupTrackFields />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={() => void (autoClose ? navigate(-1) : navigate(ITEM_PATHS.items))}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={save.isPending}>
              Make item
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}
