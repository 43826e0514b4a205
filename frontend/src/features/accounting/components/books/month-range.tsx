import { TextField } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router';
import { todayIn } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import type { MonthRange } from '../../api/books-calls';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A statement's month as its column and its chart name it: '2026-11' → 'Nov 26'. */
export const monthLabel = (m: string): string => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1] ?? ''} ${m.slice(2, 4)}`;

/** The financial year's first month (April) of the month given, as Indian books keep it. */
export const financialYearStart = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${m >= 4 ? y : y - 1}-04`;
};

/**
 * The statements' month range, kept in the address (?From=YYYY-MM&To=YYYY-MM)
 * so a chosen period survives a reload and can be shared; by default the
 * financial year so far.
 */
export function useMonthRange(): [MonthRange, (name: keyof MonthRange, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const thisMonth = todayIn(useSession().User.TZ).slice(0, 7);
  const pick = (name: string, fallback: string): string => {
    const v = params.get(name) ?? '';
    return MONTH.test(v) ? v : fallback;
  };
  const To = pick('To', thisMonth);
  const From = pick('From', financialYearStart(To));
  const set = (name: keyof MonthRange, value: string): void => {
    const next = new URLSearchParams(params);
    if (MONTH.test(value)) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return [{ From, To }, set];
}

export function MonthRangeFields({
  range,
  onChange,
}: {
  range: MonthRange;
  onChange: (n: keyof MonthRange, v: string) => void;
}) {
  return (
    <div className="kk-list-filters">
      <TextField
        label="From month"
        type="month"
        size="small"
        value={range.From}
        onChange={(e) => onChange('From', e.target.value)}
      />
      <TextField
        label="To month"
        type="month"
        size="small"
        value={range.To}
        onChange={(e) => onChange('To', e.target.value)}
      />
    </div>
  );
}

/** A net balance as an accountant reads it: the amount with Dr or Cr, nothing for zero. */
export const drCr = (paise: number, format: (p: number) => string): string =>
  paise === 0 ? '' : `${format(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;
