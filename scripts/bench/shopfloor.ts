import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The shop floor's figures of issue 30 (docs/customer-loop.md §9), on its own
 * in-memory DynamoDB Local through the real `service` handler:
 *
 * - booking an appointment by the advisor, one after another: p50/p95 and its DynamoDB requests;
 * - the week's calendar of a branch with those appointments: p50/p95 and requests;
 * - 20 simultaneous bookings of one free slot, by advisors and by customers on the
 *   public page, BENCH_RACES times each: exactly one must succeed every time;
 * - a public booking and the public page's free slots: p50/p95 and requests;
 * - check-in (the repair order opened in the appointment's transaction): p50/p95 and requests;
 * - a repair order's status change → 50 connected clients updated: p50/p95 (shopfloor-live.ts).
 *
 * Figures only; the rules are the tests' (functions/service/appointments.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const RACERS = Number(process.env.BENCH_RACERS ?? 20);
const RACES = Number(process.env.BENCH_RACES ?? 5);
const TABLE = 'karkhana-bench-shopfloor';

const dayAfter = (n: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Calcutta' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** The n-th half-hour slot from 09:00 over the days from tomorrow (18 a day). */
const slot = (n: number, firstDay = 1) => {
  const inDay = n % 18;
  return {
    Date: dayAfter(firstDay + Math.floor(n / 18)),
    Time: `${String(9 + Math.floor(inDay / 2)).padStart(2, '0')}:${inDay % 2 === 0 ? '00' : '30'}`,
  };
};

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { appointmentRoutes } = await import('@shared/api/routes/appointments');
    const { db } = await import('../../functions/lib/aws-clients');
    const { org, tokens } = await organisationWithLogins(['owner', 'advisor'] as const);
    await invoke(appointmentRoutes.saveAppointmentSettings, {
      token: tokens.owner,
      body: { Days: [0, 1, 2, 3, 4, 5, 6], Open: '09:00', Close: '18:00', SlotMin: 30, PublicDays: 30, ver: 0 },
    });
    // The page's token as GET Appointments/BookingLink signs it (the bench has no web origin to build its address).
    const { signBookingLink } = await import('../../functions/appointments/booking-link');
    const Token = (await signBookingLink({ org: org.orgId, ent: org.workshopId })).token;
    const requests = recordRequests(db());
    let phone = 7_000_000_000 + Math.floor(Math.random() * 1e6) * 100;
    const person = () => ({ Name: 'Bench Customer', Phone: String((phone += 1)) });

    async function measure(label: string, call: (round: number) => Promise<{ status: number }>): Promise<void> {
      const times: number[] = [];
      const sent: string[] = [];
      let refused = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        requests.clear();
        const at = performance.now();
        const answer = await call(round);
        times.push(performance.now() - at);
        if (answer.status !== 200) refused += 1;
        sent.push(...requests.sent);
      }
      console.log(`${label}:`);
      console.log(`  ${latencyLine(times)}${refused > 0 ? `   REFUSED ${refused}` : ''}`);
      console.log(
        `  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} calls)`,
      );
    }

    const booked: { _id: string; ver: number }[] = [];
    await measure('Booking an appointment (advisor)', async (round) => {
      const answer = await invoke<{ _id: string; ver: number }>(appointmentRoutes.createAppointment, {
        token: tokens.advisor,
        body: { ...person(), RegNo: `KA01BN${String(1000 + round)}`, Wish: 'Periodic service', ...slot(round) },
      });
      if (answer.status === 200) booked.push(answer.body);
      return answer;
    });
    await measure('The calendar of a week', () =>
      invoke(appointmentRoutes.appointmentCalendar, { token: tokens.advisor, query: { From: dayAfter(1), Days: '7' } }),
    );
    await measure('A public booking (customer, no login)', (round) =>
      invoke(appointmentRoutes.publicBook, {
        params: { Token },
        body: { ...person(), RegNo: `KA02BN${String(1000 + round)}`, ...slot(round, 10) },
      }),
    );
    await measure('The public page: free slots of 30 days', () =>
      invoke(appointmentRoutes.publicBookingSlots, { params: { Token } }),
    );
    await measure('Check-in: the repair order opened with the appointment', (round) => {
      const a = booked[round];
      return a
        ? invoke(appointmentRoutes.checkInAppointment, {
            token: tokens.advisor,
            params: { Id: a._id },
            body: { ver: a.ver },
          })
        : Promise.resolve({ status: 0 });
    });

    async function race(
      label: string,
      firstDay: number,
      book: (at: { Date: string; Time: string }) => Promise<{ status: number }>,
    ) {
      const winners: number[] = [];
      const times: number[] = [];
      for (let r = 0; r < RACES; r += 1) {
        const at = slot(r, firstDay);
        const answers = await Promise.all(
          Array.from({ length: RACERS }, async () => {
            const started = performance.now();
            const answer = await book(at);
            times.push(performance.now() - started);
            return answer.status;
          }),
        );
        winners.push(answers.filter((s) => s === 200).length);
      }
      const exact = winners.every((w) => w === 1);
      console.log(
        `${RACERS} simultaneous bookings of one free slot (${label}), ${RACES} races: ` +
          `${exact ? 'exactly one succeeds every time' : `WINNERS PER RACE ${winners.join(', ')}`}`,
      );
      console.log(`  each booking in the race: ${latencyLine(times)}`);
    }
    await race('advisors', 20, (at) =>
      invoke(appointmentRoutes.createAppointment, { token: tokens.advisor, body: { ...person(), ...at } }),
    );
    await race('customers on the public page', 25, (at) =>
      invoke(appointmentRoutes.publicBook, {
        params: { Token },
        body: { ...person(), RegNo: 'KA03BN1234', ...at, Time: at.Time },
      }).then((a) => a),
    );
    const { measureLiveShopFloor } = await import('./shopfloor-live');
    await measureLiveShopFloor(org, tokens, requests);
    const { measureApprovalToAdvisor } = await import('./shopfloor-approval');
    await measureApprovalToAdvisor(org, tokens);
    console.log(`(organisation ${org.orgId})`);
  });
}
