import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { slotTimes } from '@shared/appointments/appointment-rules';
import type { CalendarAnswer } from '@shared/appointments/appointment-schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  Form,
  FormCustomerField,
  formResolver,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  setServerFieldErrors,
} from '../../../components/form';
import { notifyError } from '../../../components/toast/toast-store';
import type { AppointmentBody } from '../api/appointment-calls';

export const appointmentFormSchema = z
  .object({
    CustName: z.string().max(100),
    Cust: z.string(),
    Phone: z.string().max(20),
    RegNo: z.string().max(30),
    ProdId: z.string(),
    Date: z.string().min(1, 'Choose a day.'),
    Time: z.string().min(1, 'Choose a time.'),
    Dur: z.string(),
    Column: z.string(),
    Wish: z.string().max(1000),
  })
  .superRefine((v, ctx) => {
    if (v.Cust === '' && (v.CustName.trim() === '' || v.Phone.trim() === ''))
      ctx.addIssue({ code: 'custom', message: AppointmentMessages.customerNeeded, path: ['Phone'] });
  });
export type AppointmentValues = z.infer<typeof appointmentFormSchema>;

/** The column a value names (B#bay, A#advisor or '') as the body's Bay or SA. */
const columnFields = (col: string): { Bay?: string; SA?: string } =>
  col.startsWith('B#') ? { Bay: col.slice(2) } : col.startsWith('A#') ? { SA: col.slice(2) } : {};

/** What the form sends: a known customer by id, else the name and phone typed in; the vehicle likewise. */
export function bodyOf(v: AppointmentValues): AppointmentBody {
  return {
    ...(v.Cust ? { Cust: v.Cust } : { Name: v.CustName.trim(), Phone: v.Phone.trim() }),
    ...(v.ProdId ? { ProdId: v.ProdId } : v.RegNo.trim() ? { RegNo: v.RegNo.trim() } : {}),
    Date: v.Date,
    Time: v.Time,
    Dur: Number(v.Dur),
    ...columnFields(v.Column),
    ...(v.Wish.trim() ? { Wish: v.Wish.trim() } : {}),
  };
}

/** Server paths to the form's fields: the bay or advisor is the one column choice. */
const fieldOf = (path: string): string | undefined =>
  path === 'Bay' || path === 'SA' ? 'Column' : path === 'Name' ? 'CustName' : path in EMPTY ? path : undefined;
const EMPTY: AppointmentValues = {
  CustName: '',
  Cust: '',
  Phone: '',
  RegNo: '',
  ProdId: '',
  Date: '',
  Time: '',
  Dur: '30',
  Column: '',
  Wish: '',
};
export const emptyAppointment = (at: Partial<AppointmentValues>): AppointmentValues => ({ ...EMPTY, ...at });

/**
 * The appointment's fields (docs/customer-loop.md §8): the customer found by name,
 * phone or vehicle, or a name and phone typed in; the vehicle's registration
 * number; the day, a start time on the branch's slots, the length, the bay or
 * advisor, and the customer's wish. `calendar` is the chosen day's calendar: its
 * slots and columns.
 */
export function AppointmentForm({
  initial,
  calendar,
  readOnly,
  submitText,
  onDateChange,
  onSave,
}: {
  initial: AppointmentValues;
  calendar: CalendarAnswer | undefined;
  readOnly: boolean;
  submitText: string;
  onDateChange: (date: string) => void;
  onSave: (body: AppointmentBody) => Promise<unknown>;
}) {
  const form = useForm<AppointmentValues>({ resolver: formResolver(appointmentFormSchema), defaultValues: initial });
  const settings = calendar?.Settings;
  const times = settings ? slotTimes(settings) : [];
  const lengths = settings ? [1, 2, 3, 4, 6, 8].map((n) => n * settings.SlotMin).filter((m) => m <= 480) : [30];
  const columns = calendar?.Columns ?? [];
  const picksBay = (settings?.Bays.length ?? 0) > 0;
  const known = form.watch('Cust') !== '';
  const date = form.watch('Date');
  // The chosen day's calendar gives its slots and columns.
  useEffect(() => {
    if (date) onDateChange(date);
  }, [date, onDateChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(bodyOf(values));
    } catch (failed) {
      setServerFieldErrors(form, failed, (path) => fieldOf(path));
      notifyError(failed);
    }
  });

  return (
    <Form form={form} onSubmit={submit} aria-label="Appointment">
      <Flex direction="column" gap="small" maxWidth="40rem">
        <FormCustomerField<AppointmentValues> name="CustName" idName="Cust" />
        {known ? null : (
          <FormTextField<AppointmentValues>
            name="Phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="For a new customer: the name above and this phone; they are matched or created at check-in."
          />
        )}
        <FormTextField<AppointmentValues>
          name="RegNo"
          label="Vehicle registration number"
          autoCapitalize="characters"
          isReadOnly={readOnly || form.watch('ProdId') !== ''}
          parse={(text) => text.toUpperCase()}
        />
        <Flex gap="small" wrap="wrap">
          <FormTextField<AppointmentValues>
            name="Date"
            label="Day"
            type="date"
            isRequired
            isReadOnly={readOnly}
            min={calendar?.Today}
          />
          <FormSelectField<AppointmentValues>
            name="Time"
            label="Start"
            isRequired
            placeholder="Choose a time"
            options={times.map((t) => ({ value: t, label: t }))}
          />
          <FormSelectField<AppointmentValues>
            name="Dur"
            label="Length"
            options={lengths.map((m) => ({ value: String(m), label: `${m} min` }))}
          />
          <FormSelectField<AppointmentValues>
            name="Column"
            label={picksBay ? 'Bay' : 'Advisor'}
            options={columns.map((c) => ({ value: c.Col === 'U' ? '' : c.Col, label: c.Name }))}
          />
        </Flex>
        <FormTextAreaField<AppointmentValues>
          name="Wish"
          label="Customer's wish or complaints"
          rows={3}
          maxLength={1000}
        />
        {readOnly ? (
          <Text>This appointment can no longer be changed.</Text>
        ) : (
          <Flex>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting}>
              {submitText}
            </Button>
          </Flex>
        )}
      </Flex>
    </Form>
  );
}
