import { statusLabel } from '@shared/documents/status-labels';

/**
 * A list's statuses as toggle chips with their counts (the service dashboards'
 * look): 'All' is every status of the list; one chip is pressed.
 */
export function StatusTabs({
  statuses,
  counts,
  selected,
  onSelect,
}: {
  statuses: readonly string[];
  counts: Readonly<Record<string, number>> | undefined;
  selected: string | undefined;
  onSelect: (status: string | undefined) => void;
}) {
  const countOf = (status: string) => counts?.[status] ?? 0;
  const total = statuses.reduce((sum, status) => sum + countOf(status), 0);
  const chip = (value: string | undefined, label: string, count: number) => (
    <button key={value ?? ''} type="button" className="kk-acc-chip" aria-pressed={selected === value} onClick={() => onSelect(value)}>
      <span>{label}</span>
      <span className="kk-acc-chip__count" aria-label={`${count} records`}>
        {counts === undefined ? '…' : count}
      </span>
    </button>
  );
  return (
    <div role="group" aria-label="Status" className="kk-acc-chips">
      {chip(undefined, 'All', total)}
      {statuses.map((status) => chip(status, statusLabel(status), countOf(status)))}
    </div>
  );
}
