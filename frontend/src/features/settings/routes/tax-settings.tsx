import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import type { TaxCode } from '@shared/documents/tax-codes';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import { sacCode } from '@shared/fields/tax-fields';
import * as z from 'zod';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../components/form';
import { todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTaxCodesInForce } from '../api/tax-codes';
import { SettingsForm, SettingsPage } from '../components/settings-page';
import { useSettingsForm } from '../components/use-settings-form';

export const handle = { title: 'Tax Settings' };

const schema = z.object({
  Tax: z.object({
    Tax: z.boolean(),
    /** 1 regular, 2 composition (spec platform §6: GSTR1 and GSTR2, or GSTR2 only). */
    GSTType: z.union([z.literal(1), z.literal(2)]),
    HSNSAC: z.boolean(),
    SAC: optionalOrEmpty(sacCode),
    /**
     * Tax code ids as the drop-downs hold them: '' for none. A key that is
     * absent until a drop-down registers it would make the untouched form
     * differ from its start, and the screen would ask about unsaved changes.
     */
    IntraTC: z.string().regex(/^(\d+)?$/),
    InterTC: z.string().regex(/^(\d+)?$/),
  }),
});
type TaxForm = z.infer<typeof schema>;

/** 'GST 18% (CGST 9% + SGST 9%)': the rates decide, so they are shown with the name. */
export function taxCodeLabel(code: TaxCode): string {
  const rates = code.Type === 1 ? `CGST ${code.CGST}% + SGST ${code.SGST}%` : `IGST ${code.IGST}%`;
  return `${code.Desc} (${rates})`;
}

const taxCodeId = (text: string): number | undefined => (text === '' ? undefined : Number(text));
const taxCodeText = (id: number | undefined): string => (id === undefined ? '' : String(id));
const gstTypeOf = (text: string): 1 | 2 => (text === '2' ? 2 : 1);

function TaxSettingsForm() {
  const { settings, form, save, saving } = useSettingsForm<TaxForm>({
    schema,
    toForm: ({ Settings }) => {
      const tax = Settings.Common.Tax;
      return {
        Tax: {
          Tax: tax.Tax,
          GSTType: tax.GSTType ?? 1,
          HSNSAC: tax.HSNSAC ?? false,
          SAC: tax.SAC ?? '',
          IntraTC: taxCodeText(tax.IntraTC),
          InterTC: taxCodeText(tax.InterTC),
        },
      };
    },
    toSave: ({ Tax }, { Settings, ver }) => {
      const { SAC, ...rest } = Tax;
      const IntraTC = taxCodeId(Tax.IntraTC);
      const InterTC = taxCodeId(Tax.InterTC);
      const current = Settings.Common.Tax;
      return {
        section: 'Common',
        body: {
          ver,
          Common: {
            ...Settings.Common,
            Tax: {
              Tax: rest.Tax,
              GSTType: rest.GSTType,
              HSNSAC: rest.HSNSAC,
              ...(current.GSTIN ? { GSTIN: current.GSTIN } : {}),
              ...(current.LTot ? { LTot: current.LTot } : {}),
              ...(SAC ? { SAC } : {}),
              ...(IntraTC !== undefined ? { IntraTC } : {}),
              ...(InterTC !== undefined ? { InterTC } : {}),
            },
          },
        },
      };
    },
  });
  const { User, Entity } = useSession();
  const labels = industryLabels(Entity.Config.Industry);
  // The codes in force on the user's today, not the UTC one (before 5:30 am in India they differ).
  const taxCodes = useTaxCodesInForce(todayIn(User.TZ));
  const intra = taxCodes.data?.filter((code) => code.Type === 1) ?? [];
  const inter = taxCodes.data?.filter((code) => code.Type !== 1) ?? [];
  const taxOn = form.watch('Tax.Tax');
  const taxCodePlaceholder = taxCodes.isPending ? 'Loading tax codes…' : 'None';

  return (
    <SettingsPage
      title="Tax Settings"
      description="GST registration type and the tax codes new lines start with."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm form={form} onSubmit={save} saving={saving}>
        <FormSwitchField<TaxForm> name="Tax.Tax" label="Charge GST" />
        <FormSelectField<TaxForm>
          name="Tax.GSTType"
          label="GST type"
          hint="Composition dealers file only GSTR2."
          parse={gstTypeOf}
          isDisabled={!taxOn}
          options={[
            { value: '1', label: 'Regular' },
            { value: '2', label: 'Composition' },
          ]}
        />
        <FormSwitchField<TaxForm> name="Tax.HSNSAC" label="Print HSN/SAC codes on documents" isDisabled={!taxOn} />
        <FormTextField<TaxForm>
          name="Tax.SAC"
          label="SAC for services"
          hint="Printed on labour lines, for example 9987."
          inputMode="numeric"
          isDisabled={!taxOn}
        />
        <FormSelectField<TaxForm>
          name="Tax.IntraTC"
          label="Default intra-state tax code"
          hint={withIndustryLabels("CGST + SGST, for {customers} in the branch's state.", labels)}
          placeholder={taxCodePlaceholder}
          isDisabled={!taxOn}
          options={intra.map((code) => ({ value: String(code._id), label: taxCodeLabel(code) }))}
        />
        <FormSelectField<TaxForm>
          name="Tax.InterTC"
          label="Default inter-state tax code"
          hint={withIndustryLabels('IGST, for {customers} in other states.', labels)}
          placeholder={taxCodePlaceholder}
          isDisabled={!taxOn}
          options={inter.map((code) => ({ value: String(code._id), label: taxCodeLabel(code) }))}
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/TaxSettings (spec platform §2, §3 Common.Tax; service-documents §7 System/TaxCodes). */
export function Component() {
  return <TaxSettingsForm />;
}
