import { UNITS_OF_MEASURE } from '@shared/catalogue/schemas';
import { blocksShortStock, issuesAtPartsDesk } from '@shared/inventory/stock-switches';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import * as z from 'zod';
import { FormSelectField, FormSwitchField } from '../../../components/form';
import { useSession } from '../../../lib/session';
import { useWarehouses } from '../api/warehouses';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Inventory Settings' };

const schema = z.object({
  DefWId: z.string(),
  MainWId: z.string(),
  MultiWh: z.boolean(),
  PrList: z.boolean(),
  NoPRPrice: z.boolean(),
  SKU: z.boolean(),
  DUoM: z.number().int(),
  Issue: z.boolean(),
  BZQty: z.boolean(),
  Valuation: z.enum(['AVG', 'FIFO']),
});
type ItemSettingsForm = z.infer<typeof schema>;

/** DUoM is the unit's position in the list of units (−1: none chosen, new items start in NOS). */
const UNIT_OPTIONS = [
  { value: '-1', label: 'None (NOS)' },
  ...UNITS_OF_MEASURE.map((unit, i) => ({ value: String(i), label: unit })),
];

/** docs/inventory.md §4: the moving average unless the branch chose FIFO. */
const VALUATION_OPTIONS = [
  { value: 'AVG', label: 'Moving average' },
  { value: 'FIFO', label: 'FIFO (first in, first out)' },
];

/**
 * The branch's Inventory settings (spec platform §3 'Entity Settings' Inventory;
 * docs/inventory-settings.md §5 says what each one does). The section is saved
 * whole at its `ver`: what the screen does not show (PrListId, until price lists
 * can be chosen here) goes back as read.
 */
function InventoryItemSettings() {
  const session = useSession();
  const warehouses = useWarehouses();
  const config = session.Entity.Config;
  const wh = isInventoryFeatureOn(config, 'Wh');
  const priceLists = isInventoryFeatureOn(config, 'PrList');
  const { settings, form, save, saving } = useSettingsForm<ItemSettingsForm>({
    schema,
    toForm: ({ Settings: { Inventory: s } }) => ({
      DefWId: s.DefWId ?? '',
      MainWId: s.MainWId ?? '',
      MultiWh: s.MultiWh ?? false,
      PrList: s.PrList ?? false,
      NoPRPrice: s.NoPRPrice ?? false,
      SKU: s.SKU ?? false,
      DUoM: s.DUoM,
      // Absent is on: parts are issued at the parts desk unless the branch says otherwise (stock-switches.ts).
      Issue: issuesAtPartsDesk(s),
      BZQty: blocksShortStock(s),
      Valuation: s.Valuation ?? 'AVG',
    }),
    toSave: ({ DefWId, MainWId, ...values }, { Settings, ver }) => {
      const { DefWId: _d, MainWId: _m, ...rest } = Settings.Inventory;
      return {
        section: 'Inventory',
        body: {
          ver,
          Inventory: { ...rest, ...values, ...(DefWId ? { DefWId } : {}), ...(MainWId ? { MainWId } : {}) },
        },
      };
    },
  });
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w._id, label: w.Name }));
  const numberText = { parse: Number, format: (value: unknown) => String(value ?? -1) };
  return (
    <SettingsPage
      title="Inventory Settings"
      description="How the branch keeps and prices its items. Each switch says what it changes."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        {wh ? (
          <>
            <FormSelectField<ItemSettingsForm>
              name="DefWId"
              label="Default warehouse"
              placeholder="None"
              options={warehouseOptions}
              hint="The warehouse stock forms (adjustments, issues, receipts) start with."
            />
            <FormSelectField<ItemSettingsForm>
              name="MainWId"
              label="Main warehouse"
              placeholder="None"
              options={warehouseOptions}
              hint="The branch's main store: purchases are received into it and transfers leave from it unless another is chosen."
            />
            <FormSwitchField<ItemSettingsForm>
              name="MultiWh"
              label="Multiple warehouses"
              hint="Stock is kept per warehouse and each user moves stock only in the warehouses their role allows."
            />
          </>
        ) : null}
        {priceLists ? (
          <>
            <FormSwitchField<ItemSettingsForm>
              name="PrList"
              label="Price lists"
              hint="Sale lines take the item's price from the branch's default price list (chosen on the price list screen)."
            />
            <FormSwitchField<ItemSettingsForm>
              name="NoPRPrice"
              label="No price when the price list has none"
              hint="An item missing from the price list is left unpriced on the line, to be priced by hand, instead of taking its own selling price."
            />
          </>
        ) : null}
        <FormSwitchField<ItemSettingsForm>
          name="SKU"
          label="SKU codes"
          hint="Items carry a stock keeping unit code, shown and searched next to the part code."
        />
        <FormSelectField<ItemSettingsForm>
          name="DUoM"
          label="Default unit of measure"
          options={UNIT_OPTIONS}
          {...numberText}
          hint="The unit a new item starts with."
        />
        <FormSwitchField<ItemSettingsForm>
          name="Issue"
          label="Issue parts from the stores"
          hint="On: parts on repair orders leave stock when the parts desk issues them (Issue Parts). Off: what a repair order holds leaves stock when the order is completed; serial-numbered parts are still issued with their serials."
        />
        <FormSwitchField<ItemSettingsForm>
          name="BZQty"
          label="Block zero quantity"
          hint="On: a part or counter-sale item with too little available (on hand less what repair orders hold) is refused with 'Insufficient Quantity.'. Off: a repair order asks and requests the rest. Stock never goes below zero."
        />
        <FormSelectField<ItemSettingsForm>
          name="Valuation"
          label="Stock valuation"
          options={VALUATION_OPTIONS}
          hint="What stock that leaves is worth. Changing it changes no value: each item's stock is carried over when it next moves."
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/inventory/Items (spec platform §2 'Settings', group Inventory; §3 Entity Settings Inventory). */
export function Component() {
  return <InventoryItemSettings />;
}
