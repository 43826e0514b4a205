import type { GstReport } from '@shared/access/reports-access';
import { returnPeriod } from '@shared/invoices/call-schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { todayIn } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { useSession } from '../../../lib/session';
import { gstReportsFor } from './gst-reports';
import { previousMonth } from './save-file';

/**
 * What a GST return screen of one month shares (GSTR-2 / ITC, GSTR-3B): the month in
 * the address (`?Period=2026-10`, default the previous month in the user's time zone),
 * whether the branch files the return (its GST type and the user's report list), and a
 * CSV download that says why it failed.
 */
export function useGstMonth(report: GstReport) {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const period = search.get('Period') ?? previousMonth(todayIn(session.User.TZ));
  const [busy, setBusy] = useState(false);
  const download = async (file: () => Promise<Blob>, name: string) => {
    setBusy(true);
    try {
      saveFile(await file(), name);
    } catch (error) {
      toast.error(toClientError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return {
    session,
    period,
    validPeriod: returnPeriod.safeParse(period).success,
    visible: gstReportsFor(session).includes(report),
    setPeriod: (next: string) => setSearch(new URLSearchParams({ Period: next })),
    busy,
    download,
  };
}
