import { SelectField } from '@aws-amplify/ui-react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'General Settings' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE_FORMATS = ['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD'] as const;

const schema = z.object({
  General: z.object({ FYStart: z.number().int().min(1).max(12), DateFormat: z.enum(DATE_FORMATS) }),
});
type GeneralForm = z.infer<typeof schema>;

function GeneralSettingsForm() {
  const { settings, form, save, saving } = useSettingsForm<GeneralForm>({
    schema,
    // An Indian financial year starts in April.
    toForm: ({ Settings }) => ({
      General: { FYStart: Settings.Common.General?.FYStart ?? 4, DateFormat: Settings.Common.General?.DateFormat ?? 'DD/MM/YYYY' },
    }),
    toSave: ({ General }, { Settings, ver }) => ({ section: 'Common', body: { ver, Common: { ...Settings.Common, General } } }),
  });

  return (
    <SettingsPage
      title="General Settings"
      description="Financial year and how dates are shown."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm onSubmit={save} saving={saving} dirty={form.formState.isDirty}>
        <Controller
          control={form.control}
          name="General.FYStart"
          render={({ field }) => (
            <SelectField label="Financial year starts in" value={String(field.value ?? '')} onChange={(event) => field.onChange(Number(event.target.value))}>
              {MONTHS.map((month, index) => (
                <option key={month} value={index + 1}>
                  {month}
                </option>
              ))}
            </SelectField>
          )}
        />
        <SelectField label="Date format" {...form.register('General.DateFormat')}>
          {DATE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </SelectField>
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/GeneralSettings (spec platform §2). */
export function Component() {
  return <GeneralSettingsForm />;
}
