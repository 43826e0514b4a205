import * as z from 'zod';
import { FormCheckboxField, FormSelectField, FormTextAreaField } from '../../../components/form';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Print Options' };

const PAPER_SIZES = [
  { value: 'A4', label: 'A4' },
  { value: 'A5', label: 'A5' },
  { value: 'Letter', label: 'Letter' },
  { value: 'Thermal80', label: 'Thermal roll (80 mm)' },
] as const;
const COPIES = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));

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

  return (
    <SettingsPage
      title="Print Options"
      description="How invoices, estimates and repair orders print."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormSelectField<PrintForm> name="PrOptions.PaperSize" label="Paper size" options={PAPER_SIZES} />
        <FormSelectField<PrintForm> name="PrOptions.Copies" label="Copies" parse={Number} options={COPIES} />
        <FormCheckboxField<PrintForm> name="PrOptions.ShowLogo" label="Print the logo" />
        <FormCheckboxField<PrintForm> name="PrOptions.ShowSignature" label="Print a signature line" />
        <FormTextAreaField<PrintForm> name="PrOptions.Header" label="Header text" rows={2} />
        <FormTextAreaField<PrintForm> name="PrOptions.Footer" label="Footer text" rows={2} />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/PrintOptions (spec platform §2, §3 Common.PrOptions). */
export function Component() {
  return <PrintOptionsForm />;
}
