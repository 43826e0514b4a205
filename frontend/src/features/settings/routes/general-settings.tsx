import * as z from 'zod';
import { FormSelectField } from '../../../components/form';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'General Settings' };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
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
      General: {
        FYStart: Settings.Common.General?.FYStart ?? 4,
        DateFormat: Settings.Common.General?.DateFormat ?? 'DD/MM/YYYY',
      },
    }),
    toSave: ({ General }, { Settings, ver }) => ({
      section: 'Common',
      body: { ver, Common: { ...Settings.Common, General } },
    }),
  });

  return (
    <SettingsPage
      title="General Settings"
      description="Financial year and how dates are shown."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormSelectField<GeneralForm>
          name="General.FYStart"
          label="Financial year starts in"
          parse={Number}
          options={MONTHS.map((month, index) => ({ value: String(index + 1), label: month }))}
        />
        <FormSelectField<GeneralForm>
          name="General.DateFormat"
          label="Date format"
          options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/GeneralSettings (spec platform §2). */
export function Component() {
  return <GeneralSettingsForm />;
}
