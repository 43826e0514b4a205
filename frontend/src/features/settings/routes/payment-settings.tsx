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
  ExcessSettle: z.boolean(),
});
type PaymentSettingsForm = z.infer<typeof schema>;

function PaymentSettingsForm() {
  const { settings, form, save, saving } = useSettingsForm<PaymentSettingsForm>({
    schema,
    toForm: ({ Settings }) => ({
      UPI: Settings.Acc.UPI ?? '',
      EInv: Settings.Acc.EInv ?? false,
      ExcessSettle: Settings.Acc.ExcessSettle ?? false,
    }),
    // The Accounting section is replaced whole: everything else in it goes back as read.
    toSave: ({ UPI, EInv, ExcessSettle }, { Settings, ver }) => {
      const { UPI: _oldUpi, ...rest } = Settings.Acc;
      return { section: 'Accounting', body: { ver, Acc: { ...rest, EInv, ExcessSettle, ...(UPI ? { UPI } : {}) } } };
    },
  });
  return (
    <SettingsPage
      title="Payment Settings"
      description="How customers pay the branch, whether B2B invoices go to the e-invoice portal, and how a claim's compulsory excess is invoiced."
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
        <FormSwitchField<PaymentSettingsForm>
          name="EInv"
          label="E-invoicing (turnover above the e-invoice threshold)"
        />
        <FormSwitchField<PaymentSettingsForm>
          name="ExcessSettle"
          label="Compulsory excess as a settlement adjustment on the insurer's invoice"
          hint="Off (recommended): the customer is invoiced the excess with its GST and the insurer only what it pays (CBIC Circular 217/11/2024-GST). On: both invoices carry the whole assessed supply's tax on the insurer's side and the excess below their totals, for insurers that settle that way."
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/paymentsettings (spec platform §2 'Settings'): the branch's UPI id, e-invoicing and the claim excess presentation (Acc.UPI, Acc.EInv, Acc.ExcessSettle). */
export function Component() {
  return <PaymentSettingsForm />;
}
