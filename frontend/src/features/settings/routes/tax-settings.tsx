import { SelectField, SwitchField, TextField } from '@aws-amplify/ui-react';
import type { TaxCode } from '@shared/documents/tax-codes';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
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
    SAC: z.string().regex(/^(\d{4,8})?$/, 'Enter a 4 to 8 digit SAC code.'),
    IntraTC: z.number().int().positive().optional(),
    InterTC: z.number().int().positive().optional(),
  }),
});
type TaxForm = z.infer<typeof schema>;

const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** 'GST 18% (CGST 9% + SGST 9%)': the rates decide, so they are shown with the name. */
export function taxCodeLabel(code: TaxCode): string {
  const rates = code.Type === 1 ? `CGST ${code.CGST}% + SGST ${code.SGST}%` : `IGST ${code.IGST}%`;
  return `${code.Desc} (${rates})`;
}

const numberOrUndefined = (value: string): number | undefined => (value === '' ? undefined : Number(value));

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
          ...(tax.IntraTC !== undefined ? { IntraTC: tax.IntraTC } : {}),
          ...(tax.InterTC !== undefined ? { InterTC: tax.InterTC } : {}),
        },
      };
    },
    toSave: ({ Tax }, { Settings, ver }) => {
      const { SAC, IntraTC, InterTC, ...rest } = Tax;
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
  const taxCodes = useTaxCodesInForce(todayIso());
  const intra = taxCodes.data?.filter((code) => code.Type === 1) ?? [];
  const inter = taxCodes.data?.filter((code) => code.Type !== 1) ?? [];
  const { errors } = form.formState;
  const taxOn = form.watch('Tax.Tax');

  return (
    <SettingsPage
      title="Tax Settings"
      description="GST registration type and the tax codes new lines start with."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <SettingsForm onSubmit={save} saving={saving} dirty={form.formState.isDirty}>
        <Controller
          control={form.control}
          name="Tax.Tax"
          render={({ field }) => (
            <SwitchField label="Charge GST" isChecked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
          )}
        />
        <Controller
          control={form.control}
          name="Tax.GSTType"
          render={({ field }) => (
            <SelectField
              label="GST type"
              descriptiveText="Composition dealers file only GSTR2."
              value={String(field.value ?? 1)}
              onChange={(event) => field.onChange(Number(event.target.value) === 2 ? 2 : 1)}
              isDisabled={!taxOn}
            >
              <option value="1">Regular</option>
              <option value="2">Composition</option>
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="Tax.HSNSAC"
          render={({ field }) => (
            <SwitchField
              label="Print HSN/SAC codes on documents"
              isChecked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              isDisabled={!taxOn}
            />
          )}
        />
        <TextField
          label="SAC for services"
          descriptiveText="Printed on labour lines, for example 9987."
          inputMode="numeric"
          hasError={errors.Tax?.SAC !== undefined}
          errorMessage={errors.Tax?.SAC?.message}
          isDisabled={!taxOn}
          {...form.register('Tax.SAC')}
        />
        <Controller
          control={form.control}
          name="Tax.IntraTC"
          render={({ field }) => (
            <SelectField
              label="Default intra-state tax code"
              descriptiveText="CGST + SGST, for customers in the branch's state."
              placeholder={taxCodes.isPending ? 'Loading tax codes…' : 'None'}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(numberOrUndefined(event.target.value))}
              hasError={errors.Tax?.IntraTC !== undefined}
              errorMessage={errors.Tax?.IntraTC?.message}
              isDisabled={!taxOn}
            >
              {intra.map((code) => (
                <option key={code._id} value={code._id}>
                  {taxCodeLabel(code)}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="Tax.InterTC"
          render={({ field }) => (
            <SelectField
              label="Default inter-state tax code"
              descriptiveText="IGST, for customers in other states."
              placeholder={taxCodes.isPending ? 'Loading tax codes…' : 'None'}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(numberOrUndefined(event.target.value))}
              hasError={errors.Tax?.InterTC !== undefined}
              errorMessage={errors.Tax?.InterTC?.message}
              isDisabled={!taxOn}
            >
              {inter.map((code) => (
                <option key={code._id} value={code._id}>
                  {taxCodeLabel(code)}
                </option>
              ))}
            </SelectField>
          )}
        />
      </SettingsForm>
    </SettingsPage>
  );
}

/** settings/TaxSettings (spec platform §2, §3 Common.Tax; service-documents §7 System/TaxCodes). */
export function Component() {
  return <TaxSettingsForm />;
}
