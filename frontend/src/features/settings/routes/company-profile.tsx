import { Divider } from '@aws-amplify/ui-react';
import { pinCode } from '@shared/fields/contact-fields';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import { gstStateCode } from '@shared/fields/tax-fields';
import * as z from 'zod';
import { fieldOfServerPath, FormCityField, FormTextField, ReadOnlyField } from '../../../components/form';
import { useSession } from '../../../lib/session';
import { GstinField } from '../components/gstin-field';
import { gstinFeedback } from '../../../lib/gstin-feedback';
import { ConnectionCodeSection } from '../components/connection-code-section';
import { LogoSection } from '../components/logo-section';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { StateSelectField } from '../components/state-select-field';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Company Profile' };

const schema = z
  .object({
    Address: z.object({
      Add1: z.string().trim().max(200),
      Add2: z.string().trim().max(200),
      Ct: z.string().trim().max(100),
      State: z.string(),
      StCode: gstStateCode,
      Pin: optionalOrEmpty(pinCode),
    }),
    Tax: z.object({ GSTIN: z.string() }),
  })
  .superRefine((values, ctx) => {
    const feedback = gstinFeedback(values.Tax.GSTIN, values.Address.StCode, 'branch');
    if (feedback?.tone === 'error') ctx.addIssue({ code: 'custom', path: ['Tax', 'GSTIN'], message: feedback.message });
  });
type ProfileForm = z.infer<typeof schema>;

function CompanyProfileForm() {
  const session = useSession();
  const { settings, form, save, saving } = useSettingsForm<ProfileForm>({
    schema,
    // The state's name is kept beside its code; the picker shows both.
    fieldOf: (path, values) => fieldOfServerPath(values, path === 'Address.State' ? 'Address.StCode' : path),
    toForm: ({ Settings }) => ({
      Address: {
        Add1: Settings.Address?.Add1 ?? '',
        Add2: Settings.Address?.Add2 ?? '',
        Ct: Settings.Address?.Ct ?? '',
        State: Settings.Address?.State ?? '',
        StCode: Settings.Address?.StCode ?? '',
        Pin: Settings.Address?.Pin ?? '',
      },
      Tax: { GSTIN: Settings.Common.Tax.GSTIN ?? '' },
    }),
    toSave: ({ Address, Tax }, { Settings, ver }) => {
      const gstin = Tax.GSTIN.replace(/\s+/g, '').toUpperCase();
      const { GSTIN: _old, ...taxRest } = Settings.Common.Tax;
      const { Add2, ...address } = Address;
      return {
        section: 'Common',
        body: {
          ver,
          Common: { ...Settings.Common, Tax: { ...taxRest, ...(gstin ? { GSTIN: gstin } : {}) } },
          Address: {
            ...address,
            ...(Add2 ? { Add2 } : {}),
            ...(Settings.Address?.DefShip !== undefined ? { DefShip: Settings.Address.DefShip } : {}),
          },
        },
      };
    },
  });
  const stateCode = form.watch('Address.StCode');

  return (
    <SettingsPage
      title="Company Profile"
      description="How the branch appears on invoices, estimates and repair orders."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <ReadOnlyField
        label="Name shown"
        value={settings.data?.DName ?? session.Entity.DName}
        hint={session.Entity.UName}
      />
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormTextField<ProfileForm> name="Address.Add1" label="Address line 1" />
        <FormTextField<ProfileForm> name="Address.Add2" label="Address line 2" />
        <StateSelectField<ProfileForm>
          name="Address.StCode"
          onStateChange={(_code, stateName) => {
            // The state's name travels with its code, and a city of the old state no longer fits.
            form.setValue('Address.State', stateName, { shouldDirty: true });
            form.setValue('Address.Ct', '', { shouldDirty: true });
          }}
        />
        <FormCityField<ProfileForm> name="Address.Ct" stateCode={stateCode || undefined} />
        <FormTextField<ProfileForm> name="Address.Pin" label="PIN code" inputMode="numeric" maxLength={6} />
        <ReadOnlyField label="GST state code" value={stateCode} hint="Derived from the state." />
        <GstinField<ProfileForm> name="Tax.GSTIN" stateCode={stateCode || undefined} />
      </SettingsForm>
      <Divider />
      <LogoSection />
      <Divider />
      <ConnectionCodeSection />
    </SettingsPage>
  );
}

/** settings/companyprofile (spec platform §2, §3 'Entity address', Common.Tax.GSTIN, Logo). */
export function Component() {
  return <CompanyProfileForm />;
}
