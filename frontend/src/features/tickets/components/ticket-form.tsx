import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { partiesRoutes } from '@shared/api/routes/parties';
import {
  defaultDue,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
} from '@shared/tickets/ticket-rules';
import type { TicketAnswer } from '@shared/tickets/ticket-schemas';
import { useQuery } from '@tanstack/react-query';
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
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { formatDate } from '../../../lib/format';
import { useTicketOwners, type TicketCreateBody, type TicketUpdateBody } from '../api/ticket-calls';
import { categoryText } from './ticket-paths';

export const ticketFormSchema = z.object({
  CustName: z.string(),
  Cust: z.string().min(1, 'Choose a customer.'),
  ProdId: z.string(),
  Subject: z.string().trim().min(1, 'Say in a line what it is about.').max(TICKET_LIMITS.subject),
  Desc: z.string().max(TICKET_LIMITS.desc),
  Cat: z.enum(TICKET_CATEGORIES),
  Pri: z.enum(TICKET_PRIORITIES),
  Owner: z.string(),
  /** Empty: from the priority (ticket-rules DUE_DAYS). */
  Due: z.string(),
});
export type TicketValues = z.infer<typeof ticketFormSchema>;

export type TicketRef = { Type: 'RepairOrder' | 'Invoice'; Id: string; Num: string };

export const emptyTicket = (at: Partial<TicketValues>): TicketValues => ({
  CustName: '',
  Cust: '',
  ProdId: '',
  Subject: '',
  Desc: '',
  Cat: 'Complaint',
  Pri: 'Normal',
  Owner: '',
  Due: '',
  ...at,
});

export const valuesOf = (t: TicketAnswer): TicketValues =>
  emptyTicket({
    CustName: t.CustName,
    Cust: t.Cust,
    ProdId: t.ProdId ?? '',
    Subject: t.Subject,
    Desc: t.Desc ?? '',
    Cat: t.Cat,
    Pri: t.Pri,
    Owner: t.Owner,
    Due: t.Due,
  });

/** What New sends: the owner and due date only when chosen (the server's defaults otherwise). */
export const createBodyOf = (v: TicketValues, ref: TicketRef | undefined): TicketCreateBody => ({
  Cust: v.Cust,
  ...(v.ProdId ? { ProdId: v.ProdId } : {}),
  ...(ref ? { Ref: { Type: ref.Type, Id: ref.Id } } : {}),
  Subject: v.Subject.trim(),
  ...(v.Desc.trim() ? { Desc: v.Desc.trim() } : {}),
  Cat: v.Cat as TicketCategory,
  Pri: v.Pri as TicketPriority,
  ...(v.Owner ? { Owner: v.Owner } : {}),
  ...(v.Due ? { Due: v.Due } : {}),
});

/** What a save sends: the fields that changed, at the `ver` read (a PUT keeps what it leaves out). */
export function updateBodyOf(v: TicketValues, t: TicketAnswer): TicketUpdateBody {
  const desc = v.Desc.trim();
  return {
    ver: t.ver,
    ...(v.ProdId !== (t.ProdId ?? '') ? { ProdId: v.ProdId || null } : {}),
    ...(v.Subject.trim() !== t.Subject ? { Subject: v.Subject.trim() } : {}),
    ...(desc !== (t.Desc ?? '') ? { Desc: desc || null } : {}),
    ...(v.Cat !== t.Cat ? { Cat: v.Cat } : {}),
    ...(v.Pri !== t.Pri ? { Pri: v.Pri } : {}),
    ...(v.Owner && v.Owner !== t.Owner ? { Owner: v.Owner } : {}),
    ...(v.Due && v.Due !== t.Due ? { Due: v.Due } : {}),
  };
}

/** The customer's vehicles (their record's `Vehs`), to pick the one the ticket is about. */
const useVehiclesOf = (custId: string) =>
  useQuery({
    queryKey: ['Tickets', 'CustomerVehicles', custId],
    queryFn: async (context) =>
      (await apiCall(partiesRoutes.getCustomer, { params: { id: custId }, signal: querySignal(context) })).Vehs ?? [],
    enabled: custId !== '',
  });

/**
 * A ticket's fields (docs/tickets.md §6): the customer (searched by name, phone
 * or vehicle; fixed once raised), one of their vehicles, the subject and what
 * happened, category, priority, owner and due date. Enter saves from any field
 * but the description.
 */
export function TicketForm({
  initial,
  today,
  fixedCustomer,
  readOnly,
  submitText,
  onSave,
}: {
  initial: TicketValues;
  today: string;
  fixedCustomer: boolean;
  readOnly: boolean;
  submitText: string;
  onSave: (values: TicketValues) => Promise<unknown>;
}) {
  const form = useForm<TicketValues>({ resolver: formResolver(ticketFormSchema), defaultValues: initial });
  const owners = useTicketOwners();
  const cust = form.watch('Cust');
  const vehicles = useVehiclesOf(cust);
  const pri = form.watch('Pri') as TicketPriority;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (failed) {
      setServerFieldErrors(form, failed, (path) => (path === 'Ref' ? undefined : path in initial ? path : undefined));
      notifyError(failed);
    }
  });

  return (
    <Form form={form} onSubmit={submit} aria-label="Ticket">
      <fieldset disabled={readOnly} className="kk-plain-fieldset">
        <Flex direction="column" gap="small" maxWidth="40rem">
          {fixedCustomer ? (
            <Text>
              <strong>Customer:</strong> {initial.CustName}
            </Text>
          ) : (
            <FormCustomerField<TicketValues> name="CustName" idName="Cust" />
          )}
          <FormSelectField<TicketValues>
            name="ProdId"
            label="Vehicle"
            options={[
              { value: '', label: cust ? 'No vehicle' : 'Choose the customer first' },
              ...(vehicles.data ?? []).map((v) => ({ value: v._id, label: v.RegNo ?? v._id })),
            ]}
          />
          <FormTextField<TicketValues> name="Subject" label="Subject" isRequired maxLength={TICKET_LIMITS.subject} />
          <FormTextAreaField<TicketValues> name="Desc" label="What happened" rows={3} maxLength={TICKET_LIMITS.desc} />
          <Flex gap="small" wrap="wrap">
            <FormSelectField<TicketValues>
              name="Cat"
              label="Category"
              options={TICKET_CATEGORIES.map((c) => ({ value: c, label: categoryText(c) }))}
            />
            <FormSelectField<TicketValues>
              name="Pri"
              label="Priority"
              options={TICKET_PRIORITIES.map((p) => ({ value: p, label: p }))}
            />
            <FormSelectField<TicketValues>
              name="Owner"
              label="Owner"
              options={[
                ...(initial.Owner ? [] : [{ value: '', label: 'Me' }]),
                ...(owners.data ?? []).map((o) => ({ value: o.UserId, label: o.Name })),
              ]}
            />
            <FormTextField<TicketValues>
              name="Due"
              label="Due"
              type="date"
              min={today || undefined}
              hint={
                form.watch('Due') || !today
                  ? undefined
                  : `Empty: ${formatDate(defaultDue(today, pri))}, from the priority.`
              }
            />
          </Flex>
          {readOnly ? null : (
            <Flex>
              <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting}>
                {submitText}
              </Button>
            </Flex>
          )}
        </Flex>
      </fieldset>
    </Form>
  );
}
