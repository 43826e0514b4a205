import { SelectField } from '@aws-amplify/ui-react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { useTimeZones } from '../api/time-zones';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Localization' };

/** Spec platform §1, §9: the time zone defaults to Asia/Calcutta. */
export const DEFAULT_TIME_ZONE = 'Asia/Calcutta';

const schema = z.object({ TZ: z.string().min(1, 'Choose the time zone.') });
type LocalizationForm = z.infer<typeof schema>;

function LocalizationSettings() {
  const { settings, form, save, saving } = useSettingsForm<LocalizationForm>({
    schema,
    fieldOf: (path) => (path === 'TZ' ? 'TZ' : undefined),
    toForm: ({ Settings }) => ({ TZ: Settings.TZ || DEFAULT_TIME_ZONE }),
    toSave: ({ TZ }, { Settings, ver }) => ({ section: 'Common', body: { ver, Common: Settings.Common, TZ } }),
  });
  const zones = useTimeZones();
  const current = form.watch('TZ');
  const options = zones.data && current && !zones.data.some((zone) => zone.Id === current) ? [{ Id: current, Offset: '' }, ...zones.data] : (zones.data ?? []);

  return (
    <SettingsPage
      title="Localization"
      description="Dates and times on documents and reports follow the branch's time zone."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm onSubmit={save} saving={saving} dirty={form.formState.isDirty}>
        <Controller
          control={form.control}
          name="TZ"
          render={({ field, fieldState }) => (
            <SelectField
              label="Time zone"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              hasError={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
              descriptiveText={zones.isPending ? 'Loading time zones…' : undefined}
            >
              {options.length === 0 ? <option value={field.value}>{field.value}</option> : null}
              {options.map((zone) => (
                <option key={zone.Id} value={zone.Id}>
                  {zone.Offset ? `(UTC${zone.Offset}) ${zone.Id}` : zone.Id}
                </option>
              ))}
            </SelectField>
          )}
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/localization (spec platform §2; service-documents §7 System/Lookups/TimeZones). */
export function Component() {
  return <LocalizationSettings />;
}
