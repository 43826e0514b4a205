import * as z from 'zod';
import { FormRadioGroupField } from '../../../components/form';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'UI Theme' };

/**
 * AppeVariant values (spec platform §3: default MS). MS leaves light or dark to
 * each user (the account menu); LIGHT and DARK set it for everyone in the branch.
 */
export const APPEARANCE_VARIANTS = [
  { value: 'MS', label: 'Standard', hint: 'Each user picks light or dark from the account menu.' },
  { value: 'LIGHT', label: 'Light', hint: 'Light screens for everyone in this branch.' },
  {
    value: 'DARK',
    label: 'Dark',
    hint: 'Dark screens for everyone in this branch, easier on the eyes in a dim workshop.',
  },
] as const;

const schema = z.object({ AppeVariant: z.enum(['MS', 'LIGHT', 'DARK']) });
type ThemeForm = z.infer<typeof schema>;
const isVariant = (value: string): value is ThemeForm['AppeVariant'] =>
  APPEARANCE_VARIANTS.some((v) => v.value === value);

function UIThemeForm() {
  const { settings, form, save, saving } = useSettingsForm<ThemeForm>({
    schema,
    toForm: ({ Settings }) => ({
      AppeVariant: isVariant(Settings.UITheme.AppeVariant) ? Settings.UITheme.AppeVariant : 'MS',
    }),
    toSave: ({ AppeVariant }, { ver }) => ({ section: 'UITheme', body: { ver, UITheme: { AppeVariant } } }),
  });

  return (
    <SettingsPage
      title="UI Theme"
      description="The appearance of the app for this branch. It applies as soon as it is saved."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormRadioGroupField<ThemeForm>
          name="AppeVariant"
          label="Appearance"
          options={APPEARANCE_VARIANTS.map((variant) => ({
            value: variant.value,
            label: `${variant.label} — ${variant.hint}`,
          }))}
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/UITheme (spec platform §2, §3 UITheme.AppeVariant). */
export function Component() {
  return <UIThemeForm />;
}
