import { Messages } from '@shared/api/messages';
import type { EntitySettingsAnswer } from '@shared/api/routes/settings';
import { useForm, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { formResolver, setServerFieldErrors, type ServerPathToField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useEntitySettings } from '../api/entity-settings';
import { useSaveEntitySettings, type SettingsSave } from '../api/save-entity-settings';

export type SettingsFormOptions<T extends FieldValues> = {
  schema: z.ZodType<T, T>;
  /** The form's values from the server's settings. */
  toForm: (answer: EntitySettingsAnswer) => T;
  /** The section PUT for the edited values; sections replace whole, so the rest of the section is sent back unchanged. */
  toSave: (values: T, answer: EntitySettingsAnswer) => SettingsSave;
  /**
   * The form field a server error path belongs to (server paths are those of the
   * PUT body); by default the longest tail of the path the form holds, so
   * 'Common.Tax.GSTIN' lands on the form's 'Tax.GSTIN'.
   */
  fieldOf?: ServerPathToField;
};

/**
 * One settings form: starts from GET EntitySettings, asks before leaving with
 * unsaved edits, saves one section with the `ver` it read and says 'Updated
 * Successfully.'. Server field errors land on the fields; a stale save (409)
 * shows the conflict toast through the app's mutation handler.
 */
export function useSettingsForm<T extends FieldValues>({ schema, toForm, toSave, fieldOf }: SettingsFormOptions<T>) {
  const settings = useEntitySettings();
  const saveSettings = useSaveEntitySettings();
  const form = useForm<T>({
    resolver: formResolver(schema),
    ...(settings.data ? { values: toForm(settings.data) } : {}),
    // A background refetch must not wipe what the user is typing.
    resetOptions: { keepDirtyValues: true },
  });
  useUnsavedChanges(form.formState.isDirty);

  const save = form.handleSubmit((values) => {
    const answer = settings.data;
    if (!answer) return;
    saveSettings.mutate(toSave(values, answer), {
      onSuccess: (saved) => {
        toast.success(Messages.updated);
        form.reset(toForm(saved));
      },
      onError: (error) => setServerFieldErrors(form, error, fieldOf),
    });
  });

  return { settings, form, save, saving: saveSettings.isPending };
}
