import {
  Alert,
  Button,
  CheckboxField,
  Flex,
  Heading,
  Loader,
  Text,
  ToggleButton,
  ToggleButtonGroup,
} from '@aws-amplify/ui-react';
import { ReminderMessages, sentLabel } from '@shared/reminders/reminder-messages';
import { REMINDER_KINDS, weekOf, type ReminderKind } from '@shared/reminders/reminder-rules';
import type { ReminderChannel, ReminderRow } from '@shared/reminders/reminder-schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { addDays, formatDate, isCalendarDay, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useReminderList, useSendReminder } from '../api/reminder-calls';
import { ReminderTexts as T } from '../components/reminder-texts';

export const handle = { title: 'Reminders' };

const rowKey = (row: ReminderRow): string => `${row.Kind}#${row.Id}#${row.Due}`;
const sentText = (row: ReminderRow): string | undefined =>
  row.Sent ? sentLabel(formatDate(row.Sent.At), row.Sent.ByName) : undefined;
const vehicleOf = (row: ReminderRow): string => row.RegNo ?? '';

/**
 * Service/Reminders (docs/reminders.md §7): one tab per kind (declined work only
 * where the branch's DeclSvc is on), the week from Monday with ‹ › to move, each
 * reminder with its customer, vehicle, due day and what, and Send — which turns
 * into "Sent 29 Nov by Asha" once sent. Several selected send one after another
 * with their progress. At 390 px each reminder is a card.
 */
export function Component() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const declinedOn = session.Entity.Config.Service?.Features?.DeclSvc !== false;
  const kinds = REMINDER_KINDS.filter((k) => k !== 'DeclinedWork' || declinedOn);
  const askedKind = params.get('k') as ReminderKind | null;
  const kind: ReminderKind = askedKind && kinds.includes(askedKind) ? askedKind : 'NextService';
  const today = todayIn(session.Entity.Settings.TZ);
  const asked = params.get('w');
  const { From, To } = weekOf(asked && isCalendarDay(asked) ? asked : today);
  const thisWeek = weekOf(today).From === From;
  const list = useReminderList(kind, From, To);
  const send = useSendReminder();
  const [channel, setChannel] = useState<ReminderChannel>('SMS');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>();
  const span = `${formatDate(From)} to ${formatDate(To)}`;

  const go = (next: { k?: ReminderKind; w?: string }) => {
    setSelected(new Set());
    setParams({ k: next.k ?? kind, w: next.w ?? From }, { replace: true });
  };

  const sendOne = async (row: ReminderRow, how: ReminderChannel): Promise<boolean> => {
    try {
      const answer = await send.mutateAsync({ Kind: row.Kind, Id: row.Id, Due: row.Due, Channel: how });
      if (answer.Already) toast.info(T.already);
      else if (answer.WhatsApp) window.open(answer.WhatsApp, '_blank', 'noopener');
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  const rows = list.data?.Rows;
  const open = (rows ?? []).filter((r) => !r.Sent);
  const chosen = open.filter((r) => selected.has(rowKey(r)));
  const toggle = (row: ReminderRow) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(rowKey(row))) next.delete(rowKey(row));
      else next.add(rowKey(row));
      return next;
    });

  const sendAll = async () => {
    const batch = chosen;
    let sent = 0;
    for (const [at, row] of batch.entries()) {
      setProgress({ done: at + 1, total: batch.length });
      if (await sendOne(row, 'SMS')) sent += 1;
    }
    setProgress(undefined);
    setSelected(new Set());
    toast.success(T.sentAll(sent));
  };

  const busy = progress !== undefined;
  const action = (row: ReminderRow) =>
    row.Sent ? (
      <Text as="span" variation="tertiary">
        {sentText(row)}
      </Text>
    ) : (
      <Button size="small" isDisabled={busy} onClick={() => void sendOne(row, channel)}>
        {T.send}
      </Button>
    );
  const pick = (row: ReminderRow) =>
    row.Sent ? null : (
      <CheckboxField
        label={T.select(`${row.CustName ?? ''} ${vehicleOf(row)}`.trim())}
        labelHidden
        name="pick"
        value={rowKey(row)}
        checked={selected.has(rowKey(row))}
        onChange={() => toggle(row)}
        isDisabled={busy}
      />
    );

  return (
    <Flex direction="column" gap="small" className="kk-reminders">
      <Heading level={2}>{T.title}</Heading>
      <Flex alignItems="center" wrap="wrap" gap="small" role="toolbar" aria-label="Reminders">
        <ToggleButtonGroup
          size="small"
          value={kind}
          isExclusive
          isSelectionRequired
          onChange={(value) => go({ k: value as ReminderKind })}
          aria-label="Kind"
        >
          {kinds.map((k) => (
            <ToggleButton key={k} value={k}>
              {T.tabs[k]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" onClick={() => go({ w: addDays(From, -7) })} aria-label="Previous week">
          ‹
        </Button>
        <Button size="small" onClick={() => go({ w: weekOf(today).From })} isDisabled={thisWeek}>
          This week
        </Button>
        <Button size="small" onClick={() => go({ w: addDays(From, 7) })} aria-label="Next week">
          ›
        </Button>
        <Text as="span" fontWeight="bold" aria-live="polite">
          {span}
        </Text>
      </Flex>
      <Flex alignItems="center" wrap="wrap" gap="small">
        <ToggleButtonGroup
          size="small"
          value={channel}
          isExclusive
          isSelectionRequired
          onChange={(value) => setChannel(value as ReminderChannel)}
          aria-label="Send by"
        >
          <ToggleButton value="SMS">SMS</ToggleButton>
          <ToggleButton value="WhatsApp">WhatsApp</ToggleButton>
        </ToggleButtonGroup>
        {open.length > 0 ? (
          <Button
            size="small"
            onClick={() => setSelected(new Set(open.map(rowKey)))}
            isDisabled={busy || chosen.length === open.length}
          >
            {T.selectAll}
          </Button>
        ) : null}
        <Button
          size="small"
          variation="primary"
          isDisabled={chosen.length === 0 || busy}
          onClick={() => void sendAll()}
          title={T.sendAllSms}
        >
          {T.sendAll(chosen.length)}
        </Button>
        {progress ? (
          <Text as="span" role="status">
            {T.sending(progress.done, progress.total)}
          </Text>
        ) : null}
      </Flex>
      {list.data?.More ? <Alert variation="warning">{T.more}</Alert> : null}
      {list.isPending ? <Loader size="large" ariaLabel={T.loading} /> : null}
      <RecordTableOrCards
        caption={T.caption(kind, span)}
        rows={rows}
        rowKey={rowKey}
        emptyText={ReminderMessages.empty[kind]}
        isLoading={list.isPending}
        loadingLabel={T.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={[
          { id: 'pick', header: '', cell: pick },
          { id: 'due', header: kind === 'Insurance' ? 'Expires' : 'Due', cell: (r) => formatDate(r.Due) },
          { id: 'customer', header: 'Customer', cell: (r) => r.CustName ?? '' },
          { id: 'vehicle', header: 'Vehicle', cell: vehicleOf },
          { id: 'what', header: 'What', cell: (r) => r.What },
        ]}
        rowActions={action}
        actionsHeader="Sent"
        card={(r) => (
          <div className="kk-record-card">
            <Flex justifyContent="space-between" gap="small" alignItems="center">
              {pick(r)}
              <Text fontWeight="bold">{r.CustName ?? vehicleOf(r)}</Text>
              <Text as="span">{formatDate(r.Due)}</Text>
            </Flex>
            <Text>{[vehicleOf(r), r.What].filter(Boolean).join(' · ')}</Text>
            {action(r)}
          </div>
        )}
      />
    </Flex>
  );
}
