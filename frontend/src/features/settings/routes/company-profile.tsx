import { Divider, SelectField, TextField } from '@aws-amplify/ui-react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { useSession } from '../../../lib/session';
import { useCities } from '../api/cities';
import { useStates } from '../api/states';
import { GstinField } from '../components/gstin-field';
import { gstinFeedback } from '../components/gstin-feedback';
import { LogoSection } from '../components/logo-section';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm, withoutSection } from '../components/use-settings-form';

export const handle = { title: 'Company Profile' };

const schema = z
  .object({
    Address: z.object({
      Add1: z.string().trim().max(200),
      Add2: z.string().trim().max(200),
      Ct: z.string().trim().max(100),
      State: z.string(),
      StCode: z.string().regex(/^\d{2}$/, 'Choose the state.'),
      Pin: z.string().regex(/^(\d{6})?$/, 'Enter a 6-digit PIN code.'),
    }),
    Tax: z.object({ GSTIN: z.string() }),
  })
  .superRefine((values, ctx) => {
    const feedback = gstinFeedback(values.Tax.GSTIN, values.Address.StCode);
    if (feedback?.tone === 'error') ctx.addIssue({ code: 'custom', path: ['Tax', 'GSTIN'], message: feedback.message });
  });
type ProfileForm = z.infer<typeof schema>;

/** Server paths: 'Address.*' are the form's own; 'Common.Tax.GSTIN' is 'Tax.GSTIN' here. */
const fieldOf = (path: string): string => (path.startsWith('Common.') ? withoutSection(path) : path);

function CompanyProfileForm() {
  const session = useSession();
  const { settings, form, save, saving } = useSettingsForm<ProfileForm>({
    schema,
    fieldOf,
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
          Address: { ...address, ...(Add2 ? { Add2 } : {}), ...(Settings.Address?.DefShip !== undefined ? { DefShip: Settings.Address.DefShip } : {}) },
        },
      };
    },
  });
  const states = useStates();
  const stateCode = form.watch('Address.StCode');
  const cities = useCities(stateCode || undefined);
  const city = form.watch('Address.Ct');
  const cityOptions = cities.data && city && !cities.data.includes(city) ? [city, ...cities.data] : (cities.data ?? []);
  const { errors } = form.formState;

  return (
    <SettingsPage
      title="Company Profile"
      description="How the branch appears on invoices, estimates and repair orders."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <TextField label="Name shown" value={settings.data?.DName ?? session.Entity.DName} isReadOnly descriptiveText={session.Entity.UName} />
      <SettingsForm onSubmit={save} saving={saving} dirty={form.formState.isDirty}>
        <TextField
          label="Address line 1"
          hasError={errors.Address?.Add1 !== undefined}
          errorMessage={errors.Address?.Add1?.message}
          {...form.register('Address.Add1')}
        />
        <TextField
          label="Address line 2"
          hasError={errors.Address?.Add2 !== undefined}
          errorMessage={errors.Address?.Add2?.message}
          {...form.register('Address.Add2')}
        />
        <Controller
          control={form.control}
          name="Address.StCode"
          render={({ field }) => (
            <SelectField
              label="State"
              placeholder={states.isPending ? 'Loading states…' : 'Choose the state'}
              value={field.value ?? ''}
              onChange={(event) => {
                const chosen = states.data?.find((state) => state.StCode === event.target.value);
                field.onChange(event.target.value);
                form.setValue('Address.State', chosen?.Name ?? '', { shouldDirty: true });
                form.setValue('Address.Ct', '', { shouldDirty: true });
              }}
              hasError={errors.Address?.StCode !== undefined || errors.Address?.State !== undefined}
              errorMessage={errors.Address?.StCode?.message ?? errors.Address?.State?.message}
            >
              {states.data?.map((state) => (
                <option key={state.StCode} value={state.StCode}>
                  {state.Name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="Address.Ct"
          render={({ field }) => (
            <SelectField
              label="City"
              placeholder={cities.isFetching ? 'Loading cities…' : 'Choose the city'}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              isDisabled={!stateCode}
              hasError={errors.Address?.Ct !== undefined}
              errorMessage={errors.Address?.Ct?.message}
            >
              {cityOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          hasError={errors.Address?.Pin !== undefined}
          errorMessage={errors.Address?.Pin?.message}
          {...form.register('Address.Pin')}
        />
        <TextField label="GST state code" value={stateCode} isReadOnly descriptiveText="Derived from the state." />
        <Controller
          control={form.control}
          name="Tax.GSTIN"
          render={({ field }) => (
            <GstinField
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              onBlur={field.onBlur}
              stateCode={stateCode || undefined}
              error={errors.Tax?.GSTIN?.type === 'server' ? errors.Tax.GSTIN.message : undefined}
            />
          )}
        />
      </SettingsForm>
      <Divider />
      <LogoSection />
    </SettingsPage>
  );
}

/** settings/companyprofile (spec platform §2, §3 'Entity address', Common.Tax.GSTIN, Logo). */
export function Component() {
  return <CompanyProfileForm />;
}
