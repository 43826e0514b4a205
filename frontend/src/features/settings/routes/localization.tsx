import * as z from 'zod';
import { FormSelectField } from '../../../components/form';
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
    toForm: ({ Settings }) => ({ TZ: Settings.TZ || DEFAULT_TIME_ZONE }),
    toSave: ({ TZ }, { Settings, ver }) => ({ section: 'Common', body: { ver, Common: Settings.Common, TZ } }),
  });
  const zones = useTimeZones();
  const current = form.watch('TZ');
  const options =
    zones.data && current && !zones.data.some((zone) => zone.Id === current)
      ? [{ Id: current, Offset: '' }, ...zones.data]
      : (zones.data ?? []);

  return (
    <SettingsPage
      title="Localization"
      description="Dates and times on documents and reports follow the branch's time zone."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormSelectField<LocalizationForm>
          name="TZ"
          label="Time zone"
          hint={zones.isPending ? 'Loading time zones…' : undefined}
          options={
            options.length === 0 && current
              ? [{ value: current, label: current }]
              : options.map((zone) => ({
                  value: zone.Id,
                  label: zone.Offset ? `(UTC${zone.Offset}) ${zone.Id}` : zone.Id,
                }))
          }
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/localization (spec platform §2; service-documents §7 System/Lookups/TimeZones). */
export function Component() {
  return <LocalizationSettings />;
}
