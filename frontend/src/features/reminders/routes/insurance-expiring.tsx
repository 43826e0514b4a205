import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { ReminderMessages } from '@shared/reminders/reminder-messages';
import { weekOf } from '@shared/reminders/reminder-rules';
import type { InsuranceReportRow } from '@shared/reminders/reminder-schemas';
import { Link, useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { addDays, formatDate, isCalendarDay, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useInsuranceReport } from '../api/reminder-calls';

export const handle = { title: 'Insurance expiring' };

const vehiclePath = (id: string): string => `/Products/Product/${id}`;

/**
 * reports/InsuranceExpiring (report 603, docs/reminders.md §6): the branch's
 * vehicles whose insurance policy expires in a range (this week by default, up
 * to a year), soonest first, each opening its vehicle.
 */
export function Component() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const today = todayIn(session.Entity.Settings.TZ);
  const week = weekOf(today);
  const day = (name: string, fallback: string): string => {
    const v = params.get(name);
    return v && isCalendarDay(v) ? v : fallback;
  };
  const From = day('From', week.From);
  const To = day('To', week.To);
  const report = useInsuranceReport(From, To);
  const set = (name: 'From' | 'To', value: string) => {
    if (isCalendarDay(value)) setParams({ From, To, [name]: value }, { replace: true });
  };
  const span = `${formatDate(From)} to ${formatDate(To)}`;
  return (
    <Flex direction="column" gap="small">
      <Heading level={2}>Insurance expiring</Heading>
      <Flex alignItems="flex-end" wrap="wrap" gap="small" role="group" aria-label="Range">
        <TextField label="From" type="date" size="small" value={From} onChange={(e) => set('From', e.target.value)} />
        <TextField label="To" type="date" size="small" value={To} onChange={(e) => set('To', e.target.value)} />
        <Button size="small" onClick={() => setParams({ From: today, To: addDays(today, 29) }, { replace: true })}>
          Next 30 days
        </Button>
      </Flex>
      {report.data?.More ? <Text variation="warning">Showing the first 500 policies: narrow the range.</Text> : null}
      <RecordTableOrCards<InsuranceReportRow>
        caption={`Policies expiring, ${span}`}
        rows={report.data?.Rows}
        rowKey={(r) => r.ProdId}
        emptyText={ReminderMessages.reportEmpty}
        isLoading={report.isPending}
        loadingLabel="Loading policies"
        error={report.error}
        onRetry={() => void report.refetch()}
        columns={[
          { id: 'exp', header: 'Expires', cell: (r) => formatDate(r.ExpDt) },
          { id: 'reg', header: 'Vehicle', cell: (r) => <Link to={vehiclePath(r.ProdId)}>{r.RegNo ?? r.ProdId}</Link> },
          { id: 'model', header: 'Make and model', cell: (r) => r.Vehicle ?? '' },
          { id: 'cust', header: 'Owner', cell: (r) => r.CustName ?? '' },
          { id: 'insurer', header: 'Insurer', cell: (r) => r.Insurer ?? '' },
          { id: 'policy', header: 'Policy', cell: (r) => r.PolicyNo ?? '' },
        ]}
        card={(r) => (
          <Link className="kk-record-card" to={vehiclePath(r.ProdId)}>
            <Text fontWeight="bold">
              {r.RegNo ?? r.ProdId} · {formatDate(r.ExpDt)}
            </Text>
            <Text>{[r.CustName, r.Insurer, r.PolicyNo].filter(Boolean).join(' · ')}</Text>
          </Link>
        )}
      />
    </Flex>
  );
}
