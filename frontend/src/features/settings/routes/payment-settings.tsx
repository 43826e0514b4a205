import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import { upiId } from '@shared/fields/tax-fields';
import * as z from 'zod';
import { FormSwitchField, FormTextField } from '../../../components/form';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Payment Settings' };

const schema = z.object({
  UPI: optionalOrEmpty(upiId),
  EInv: z.boolean(),
});
type PaymentSettingsForm = z.infer<typeof schema>;

function PaymentSettingsForm() {
  const { settings, form, save, saving } = useSettingsForm<PaymentSettingsForm>({
    schema,
    toForm: ({ Settings }) => ({ UPI: Settings.Acc.UPI ?? '', EInv: Settings.Acc.EInv ?? false }),
    // The Accounting section is replaced whole: everything else in it goes back as read.
    toSave: ({ UPI, EInv }, { Settings, ver }) => {
      const { UPI: _oldUpi, ...rest } = Settings.Acc;
      return { section: 'Accounting', body: { ver, Acc: { ...rest, EInv, ...(UPI ? { UPI } : {}) } } };
    },
  });
  return (
    <SettingsPage
      title="Payment Settings"
      description="How customers pay the branch, and whether B2B invoices go to the e-invoice portal."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormTextField<PaymentSettingsForm>
          name="UPI"
          label="UPI id"
          hint="Printed as a UPI QR for the amount due on every issued invoice, for example workshop@okbank."
          autoComplete="off"
        />
        <FormSwitchField<PaymentSettingsForm> name="EInv" label="E-invoicing (turnover above the e-invoice threshold)" />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/paymentsettings (spec platform §2 'Settings'): the branch's UPI id and e-invoicing (Acc.UPI, Acc.EInv). */
export function Component() {
  return <PaymentSettingsForm />;
}
