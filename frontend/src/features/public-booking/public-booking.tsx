import { Alert, Button, Flex, Heading, Loader, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import type { RouteBodyInput } from '@shared/api/route';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { publicBookingBody } from '@shared/appointments/appointment-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiCall } from '../../lib/api-client';
import { ClientError } from '../../lib/api-error';
import { formatDate, weekdayOf } from '../../lib/format';
import './public-booking.css';

export const PublicBookingTexts = {
  loading: 'Opening the booking page',
  cannotOpen: 'This booking page cannot be opened',
  invalid: 'This booking link is not valid. Ask the workshop for its booking page again.',
  noSlots: 'No free slots in the next days. Please call the workshop.',
  chooseTime: 'Choose a day and a time.',
  booked: 'Your appointment is booked',
} as const;

const reasonOf = (error: unknown): string =>
  error instanceof ClientError && error.status !== 400 ? error.message : PublicBookingTexts.invalid;

/** A refusal in the server's words (a 409 carries them as its detail under 'Duplicate'). */
const refusalOf = (error: Error): string => (error instanceof ClientError && error.detail) || error.message;

/**
 * /book/{token}: a branch's booking page for its customers, with no login
 * (docs/customer-loop.md §6). It shows the branch's free start times for the next
 * days (nothing else of anyone's bookings) and books one with the customer's name,
 * phone, vehicle number and wish. Nothing of the app shell loads here.
 */
export function PublicBooking({ token, regNo = '' }: { token: string; regNo?: string }) {
  const slots = useQuery({
    queryKey: ['Public/Booking', token],
    queryFn: ({ signal }) => apiCall(appointmentRoutes.publicBookingSlots, { params: { Token: token }, signal }),
    retry: false,
  });
  const book = useMutation({
    mutationFn: (body: RouteBodyInput<typeof appointmentRoutes.publicBook>) =>
      apiCall(appointmentRoutes.publicBook, { params: { Token: token }, body }),
    onError: () => void slots.refetch(),
  });
  const [fields, setFields] = useState({ Name: '', Phone: '', RegNo: regNo, Wish: '' });
  const [pick, setPick] = useState<{ Date: string; Time: string } | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (slots.isError)
    return (
      <main className="kk-public-booking kk-page-message">
        <Heading level={3}>{PublicBookingTexts.cannotOpen}</Heading>
        <Alert variation="warning" role="alert">
          {reasonOf(slots.error)}
        </Alert>
      </main>
    );
  if (!slots.data)
    return (
      <main className="kk-public-booking kk-page-message">
        <Loader size="large" ariaLabel={PublicBookingTexts.loading} />
      </main>
    );
  if (book.data)
    return (
      <main className="kk-public-booking">
        <Heading level={2}>{PublicBookingTexts.booked}</Heading>
        <Text role="status">
          {`${book.data.Branch} expects you on ${formatDate(book.data.Date)} at ${book.data.Time}. Your booking reference is ${book.data.Ref}.`}
        </Text>
      </main>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = publicBookingBody.safeParse({
      ...fields,
      Wish: fields.Wish.trim() || undefined,
      Date: pick?.Date ?? '',
      Time: pick?.Time ?? '',
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      if (found.Date || found.Time) found.When = PublicBookingTexts.chooseTime;
      setErrors(found);
      return;
    }
    setErrors({});
    const { Wish, ...rest } = fields;
    book.mutate({
      ...rest,
      ...(Wish.trim() ? { Wish: Wish.trim() } : {}),
      Date: parsed.data.Date,
      Time: parsed.data.Time,
    });
  };
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value }),
    hasError: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  return (
    <main className="kk-public-booking">
      <Heading level={2}>{`Book a service at ${slots.data.Branch}`}</Heading>
      <form onSubmit={submit} noValidate aria-label="Book a service">
        <Flex direction="column" gap="small">
          <TextField label="Your name" autoComplete="name" isRequired {...field('Name')} />
          <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" isRequired {...field('Phone')} />
          <TextField label="Vehicle number" autoCapitalize="characters" isRequired {...field('RegNo')} />
          <TextAreaField label="What does the vehicle need?" rows={3} maxLength={1000} {...field('Wish')} />
          <fieldset className="kk-public-booking__slots">
            <legend>When</legend>
            {slots.data.Days.length === 0 ? <Text>{PublicBookingTexts.noSlots}</Text> : null}
            {slots.data.Days.map((day) => (
              <div key={day.Date} role="radiogroup" aria-label={`${weekdayOf(day.Date)} ${formatDate(day.Date)}`}>
                <Text fontWeight="bold">{`${weekdayOf(day.Date)} ${formatDate(day.Date)}`}</Text>
                <div className="kk-public-booking__times">
                  {day.Times.map((time) => (
                    <label key={time} className="kk-public-booking__time">
                      <input
                        type="radio"
                        name="slot"
                        value={`${day.Date} ${time}`}
                        checked={pick?.Date === day.Date && pick.Time === time}
                        onChange={() => setPick({ Date: day.Date, Time: time })}
                      />
                      <span>{time}</span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
            {errors.When ? (
              <Text role="alert" color="font.error">
                {errors.When}
              </Text>
            ) : null}
          </fieldset>
          {book.isError ? (
            <Alert variation="error" role="alert">
              {refusalOf(book.error)}
            </Alert>
          ) : null}
          <Button type="submit" variation="primary" isLoading={book.isPending} loadingText="Booking">
            Book
          </Button>
        </Flex>
      </form>
    </main>
  );
}
