import { CheckboxField, SelectField, TextAreaField } from '@aws-amplify/ui-react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Print Options' };

const PAPER_SIZES = [
  { value: 'A4', label: 'A4' },
  { value: 'A5', label: 'A5' },
  { value: 'Letter', label: 'Letter' },
  { value: 'Thermal80', label: 'Thermal roll (80 mm)' },
] as const;

const schema = z.object({
  PrOptions: z.object({
    PaperSize: z.enum(['A4', 'A5', 'Letter', 'Thermal80']),
    Copies: z.number().int().min(1).max(5),
    ShowLogo: z.boolean(),
    ShowSignature: z.boolean(),
    Header: z.string().max(500, 'Keep the header within 500 characters.'),
    Footer: z.string().max(500, 'Keep the footer within 500 characters.'),
  }),
});
type PrintForm = z.infer<typeof schema>;

function PrintOptionsForm() {
  const { settings, form, save, saving } = useSettingsForm<PrintForm>({
    schema,
    toForm: ({ Settings }) => {
      const options = Settings.Common.PrOptions ?? {};
      return {
        PrOptions: {
          PaperSize: options.PaperSize ?? 'A4',
          Copies: options.Copies ?? 1,
          ShowLogo: options.ShowLogo ?? true,
          ShowSignature: options.ShowSignature ?? false,
          Header: options.Header ?? '',
          Footer: options.Footer ?? '',
        },
      };
    },
    // Options this screen does not know (kept by the server as sent) go back unchanged.
    toSave: ({ PrOptions }, { Settings, ver }) => ({
      section: 'Common',
      body: { ver, Common: { ...Settings.Common, PrOptions: { ...Settings.Common.PrOptions, ...PrOptions } } },
    }),
  });
  const { errors } = form.formState;

  return (
    <SettingsPage
      title="Print Options"
      description="How invoices, estimates and repair orders print."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm onSubmit={save} saving={saving} dirty={form.formState.isDirty}>
        <SelectField label="Paper size" {...form.register('PrOptions.PaperSize')}>
          {PAPER_SIZES.map((size) => (
            <option key={size.value} value={size.value}>
              {size.label}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="PrOptions.Copies"
          render={({ field }) => (
            <SelectField label="Copies" value={String(field.value ?? '')} onChange={(event) => field.onChange(Number(event.target.value))}>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
          )}
        />
        <CheckboxField label="Print the logo" {...form.register('PrOptions.ShowLogo')} />
        <CheckboxField label="Print a signature line" {...form.register('PrOptions.ShowSignature')} />
        <TextAreaField
          label="Header text"
          rows={2}
          hasError={errors.PrOptions?.Header !== undefined}
          errorMessage={errors.PrOptions?.Header?.message}
          {...form.register('PrOptions.Header')}
        />
        <TextAreaField
          label="Footer text"
          rows={2}
          hasError={errors.PrOptions?.Footer !== undefined}
          errorMessage={errors.PrOptions?.Footer?.message}
          {...form.register('PrOptions.Footer')}
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/PrintOptions (spec platform §2, §3 Common.PrOptions). */
export function Component() {
  return <PrintOptionsForm />;
}
