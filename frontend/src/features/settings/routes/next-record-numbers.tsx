import * as z from 'zod';
import { FormTextField } from '../../../components/form';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Next Record Numbers' };

const KINDS = [
  { key: 'Inv', label: 'Invoice' },
  { key: 'Est', label: 'Estimate' },
  { key: 'WO', label: 'Repair order' },
  { key: 'SlsRcpt', label: 'Sales receipt' },
  { key: 'CNote', label: 'Credit note' },
  { key: 'PO', label: 'Purchase order' },
  { key: 'SO', label: 'Sales order' },
  { key: 'Bill', label: 'Bill' },
] as const;
type Kind = (typeof KINDS)[number]['key'];

/** Blank means 'continue from the last number'; otherwise a whole number from 1. */
const nextNumber = z.string().regex(/^([1-9]\d{0,8})?$/, 'Enter a whole number from 1.');
const schema = z.object({
  NextNo: z.object({
    Inv: nextNumber,
    Est: nextNumber,
    WO: nextNumber,
    SlsRcpt: nextNumber,
    CNote: nextNumber,
    PO: nextNumber,
    SO: nextNumber,
    Bill: nextNumber,
  }),
});
type NextNumbersForm = z.infer<typeof schema>;

function NextRecordNumbersForm() {
  const { settings, form, save, saving } = useSettingsForm<NextNumbersForm>({
    schema,
    toForm: ({ Settings }) => {
      const next = Settings.Common.NextNo ?? {};
      const text = (kind: Kind): string => (next[kind] === undefined ? '' : String(next[kind]));
      return {
        NextNo: {
          Inv: text('Inv'),
          Est: text('Est'),
          WO: text('WO'),
          SlsRcpt: text('SlsRcpt'),
          CNote: text('CNote'),
          PO: text('PO'),
          SO: text('SO'),
          Bill: text('Bill'),
        },
      };
    },
    toSave: ({ NextNo }, { Settings, ver }) => {
      const numbers: Partial<Record<Kind, number>> = {};
      for (const { key } of KINDS) if (NextNo[key] !== '') numbers[key] = Number(NextNo[key]);
      return { section: 'Common', body: { ver, Common: { ...Settings.Common, NextNo: numbers } } };
    },
  });

  return (
    <SettingsPage
      title="Next Record Numbers"
      description="The number the next new record of each kind gets. Leave blank to continue the series."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        {KINDS.map(({ key, label }) => (
          <FormTextField<NextNumbersForm>
            key={key}
            name={`NextNo.${key}`}
            label={`Next ${label.toLowerCase()} number`}
            inputMode="numeric"
          />
        ))}
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/nextrecordnumbers (spec platform §2). */
export function Component() {
  return <NextRecordNumbersForm />;
}
