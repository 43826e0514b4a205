import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import { salesOrderApprovalRequired } from '@shared/sales-orders/sales-settings';
import * as z from 'zod';
import { FormSelectField, FormSwitchField, FormTextAreaField, FormTextField } from '../../../components/form';
import { useSession } from '../../../lib/session';
import { useWarehouses } from '../api/warehouses';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Sales Settings' };

const schema = z.object({
  ApprSO: z.boolean(),
  WhId: z.string(),
  SOTerms: z.string().max(4000),
  SETerms: z.string().max(4000),
  EstDays: z.string().regex(/^$|^([1-9]\d{0,1}|[1-2]\d{2}|3[0-5]\d|36[0-5])$/, 'Enter whole days from 1 to 365.'),
});
type SalesSettingsForm = z.infer<typeof schema>;

/** A text setting saved only when it says something: cleared, it is left out (and so not printed). */
const text = (key: 'SOTerms' | 'SETerms', value: string) => (value.trim() ? { [key]: value.trim() } : {});

/**
 * settings/salessettings (docs/sales-settings.md): whether a sales order waits for approval before it is
 * packed, the warehouse sales go from, the terms printed on orders and estimates, and how long an estimate
 * is valid. The Sales section is saved whole at its `ver`: what this screen does not show (Disc, PrListId)
 * goes back as read.
 */
function SalesSettings() {
  const session = useSession();
  const warehouses = useWarehouses();
  const wh = isInventoryFeatureOn(session.Entity.Config, 'Wh');
  const { settings, form, save, saving } = useSettingsForm<SalesSettingsForm>({
    schema,
    toForm: ({ Settings }) => {
      const s = Settings.Sales ?? {};
      return {
        ApprSO: salesOrderApprovalRequired(Settings),
        WhId: s.WhId ?? '',
        SOTerms: s.SOTerms ?? '',
        SETerms: s.SETerms ?? '',
        EstDays: s.EstDays ? String(s.EstDays) : '',
      };
    },
    toSave: ({ ApprSO, WhId, SOTerms, SETerms, EstDays }, { Settings, ver }) => {
      const { WhId: _w, SOTerms: _o, SETerms: _e, EstDays: _d, ...rest } = Settings.Sales ?? {};
      return {
        section: 'Sales',
        body: {
          ver,
          Sales: {
            ...rest,
            ApprSO,
            ...(WhId ? { WhId } : {}),
            ...text('SOTerms', SOTerms),
            ...text('SETerms', SETerms),
            ...(EstDays ? { EstDays: Number(EstDays) } : {}),
          },
        },
      };
    },
  });
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w._id, label: w.Name }));
  return (
    <SettingsPage
      title="Sales Settings"
      description="How the branch's sales orders and estimates are made and printed."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormSwitchField<SalesSettingsForm>
          name="ApprSO"
          label="Approve sales orders before packing"
          hint="On: a New order waits for whoever may approve sales orders. Off: an order saved as New is approved at once and can be packed."
        />
        {wh ? (
          <FormSelectField<SalesSettingsForm>
            name="WhId"
            label="Warehouse for sales"
            placeholder="The branch's default warehouse"
            options={warehouseOptions}
            hint="The warehouse a new sales order or estimate goes from when it names none."
          />
        ) : null}
        <FormTextField<SalesSettingsForm>
          name="EstDays"
          label="Estimates valid for (days)"
          inputMode="numeric"
          hint="A new estimate without its own date is valid this many days. Empty: no date."
        />
        <FormTextAreaField<SalesSettingsForm>
          name="SOTerms"
          label="Terms on sales orders"
          rows={4}
          maxLength={4000}
          hint="Printed at the end of every sales order."
        />
        <FormTextAreaField<SalesSettingsForm>
          name="SETerms"
          label="Terms on sales estimates"
          rows={4}
          maxLength={4000}
          hint="Printed at the end of every sales estimate."
        />
      </SettingsForm>
    </SettingsPage>
  );
}

export const Component = SalesSettings;
