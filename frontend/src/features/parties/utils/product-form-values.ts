import type { FieldError } from '@shared/api/errors';
import { BODY_TYPES, ProductMessages, productCreateBody, type Product } from '@shared/parties/product-schemas';
import { humanMessages } from '@shared/validation/error-map';

/** The vehicle/product form's strings, and their API body (spec: registration number, make, model, ...). */
export type ProductFormValues = {
  RegNo: string;
  Make: string;
  Model: string;
  Variant: string;
  Year: string;
  VIN: string;
  Body: (typeof BODY_TYPES)[number] | '';
  Odo: string;
  Insurer: string;
  PolicyNo: string;
  ExpDt: string;
};

export const ODOMETER_MESSAGE = 'Enter the odometer reading in whole km.';

export const newProductValues = (): ProductFormValues => ({
  RegNo: '',
  Make: '',
  Model: '',
  Variant: '',
  Year: '',
  VIN: '',
  Body: '',
  Odo: '',
  Insurer: '',
  PolicyNo: '',
  ExpDt: '',
});

export const productToValues = (product: Product): ProductFormValues => ({
  RegNo: product.RegNo ?? '',
  Make: product.Make ?? '',
  Model: product.Model ?? '',
  Variant: product.Variant ?? '',
  Year: product.Year === undefined ? '' : String(product.Year),
  VIN: product.VIN ?? '',
  Body: product.Body ?? '',
  Odo: product.Odo === undefined ? '' : String(product.Odo),
  Insurer: product.Ins?.Insurer ?? '',
  PolicyNo: product.Ins?.PolicyNo ?? '',
  ExpDt: product.Ins?.ExpDt ?? '',
});

const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const whole = (value: string): number | undefined => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined);
const compact = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;

export function productValuesToBody(values: ProductFormValues) {
  const ins = compact({ Insurer: given(values.Insurer), PolicyNo: given(values.PolicyNo), ExpDt: given(values.ExpDt) });
  return compact({
    RegNo: given(values.RegNo),
    Make: given(values.Make),
    Model: given(values.Model),
    Variant: given(values.Variant),
    Year: whole(values.Year),
    VIN: given(values.VIN),
    Body: values.Body === '' ? undefined : values.Body,
    Odo: whole(values.Odo),
    Ins: Object.keys(ins).length > 0 ? ins : undefined,
  });
}
export type ProductBody = ReturnType<typeof productValuesToBody>;

/** API path → the input that holds it ('Ins.ExpDt' → 'ExpDt'). */
export function productFormPath(apiPath: string): keyof ProductFormValues | undefined {
  const last = apiPath.split('.').at(-1) ?? '';
  const names: readonly string[] = Object.keys(newProductValues());
  return names.includes(last) ? (last as keyof ProductFormValues) : undefined;
}

/**
 * The shared schema's rules, plus what the inputs alone can tell: a year or
 * odometer that is not a whole number, and (auto branches) the registration
 * number the server requires.
 */
export function checkProductValues(values: ProductFormValues, requireRegNo: boolean): FieldError[] {
  const problems: FieldError[] = [];
  if (values.Year.trim() !== '' && whole(values.Year) === undefined)
    problems.push({ path: 'Year', message: ProductMessages.year });
  if (values.Odo.trim() !== '' && whole(values.Odo) === undefined)
    problems.push({ path: 'Odo', message: ODOMETER_MESSAGE });
  if (requireRegNo && given(values.RegNo) === undefined)
    problems.push({ path: 'RegNo', message: ProductMessages.regNoRequired });
  const parsed = productCreateBody.safeParse(productValuesToBody(values), humanMessages);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = productFormPath(issue.path.map(String).join('.')) ?? 'RegNo';
      if (!problems.some((p) => p.path === path)) problems.push({ path, message: issue.message });
    }
  }
  return problems;
}
