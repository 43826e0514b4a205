import * as z from 'zod';
import { FormSwitchField, FormTextAreaField } from '../../../components/form';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Purchase Settings' };

const schema = z.object({ ApprPO: z.boolean(), POTerms: z.string().max(4000) });
type PurchaseSettingsForm = z.infer<typeof schema>;

/**
 * settings/purchasesettings (docs/purchasing.md §18): whether the branch's
 * purchase orders wait for approval before they are sent (off unless switched
 * on), and the terms every order prints. They live in the Inventory section,
 * saved whole at its `ver`: what this screen does not show goes back as read.
 */
function PurchaseSettings() {
  const { settings, form, save, saving } = useSettingsForm<PurchaseSettingsForm>({
    schema,
    toForm: ({ Settings: { Inventory: s } }) => ({ ApprPO: s.ApprPO ?? false, POTerms: s.POTerms ?? '' }),
    toSave: ({ ApprPO, POTerms }, { Settings, ver }) => {
      const { POTerms: _t, ...rest } = Settings.Inventory;
      const terms = POTerms.trim();
      return {
        section: 'Inventory',
        body: { ver, Inventory: { ...rest, ApprPO, ...(terms ? { POTerms: terms } : {}) } },
      };
    },
  });
  return (
    <SettingsPage
      title="Purchase Settings"
      description="How the branch's purchase orders go to vendors."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormSwitchField<PurchaseSettingsForm>
          name="ApprPO"
          label="Approve purchase orders before sending"
          hint="An order is submitted for approval (Need To Be Sent); whoever may update purchase orders approves it, and only then can it be sent."
        />
        <FormTextAreaField<PurchaseSettingsForm>
          name="POTerms"
          label="Terms on purchase orders"
          rows={4}
          maxLength={4000}
          hint="Printed at the end of every purchase order and on the vendor's page."
        />
      </SettingsForm>
    </SettingsPage>
  );
}

export const Component = PurchaseSettings;
