import { remindersRoutes } from '@shared/api/routes/reminders';
import type { ReminderKind } from '@shared/reminders/reminder-rules';
import type { SendReminderBody } from '@shared/reminders/reminder-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * The reminder calls (docs/reminders.md §4): a kind's list of a week, sending one
 * reminder (which marks the list stale, so the row shows who sent it), and the
 * 'Insurance expiring' report.
 */
const KEY = ['Reminders'] as const;

export const reminderListOptions = (Kind: ReminderKind, From: string, To: string) =>
  queryOptions({
    queryKey: [...KEY, Kind, From, To],
    queryFn: (context) =>
      apiCall(remindersRoutes.reminderList, { params: { Kind }, query: { From, To }, signal: querySignal(context) }),
  });
export const useReminderList = (Kind: ReminderKind, From: string, To: string) =>
  useQuery(reminderListOptions(Kind, From, To));

export const useSendReminder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendReminderBody) => apiCall(remindersRoutes.sendReminder, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

export const useInsuranceReport = (From: string, To: string) =>
  useQuery({
    queryKey: [...KEY, 'InsuranceReport', From, To],
    queryFn: (context) =>
      apiCall(remindersRoutes.insuranceExpiringReport, { query: { From, To }, signal: querySignal(context) }),
  });
