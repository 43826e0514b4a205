import { statusLabel } from '@shared/documents/status-labels';

/**
 * The dashboard's statuses as toggle chips, each with its count (§4
 * 'Dashboards'); 'All' shows every status of the dashboard. One chip is pressed:
 * the status the list shows. Counts are the branch's, whatever the other
 * filters (the answer's Counts).
 */
export function StatusChips({
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
    <button
      key={value ?? ''}
      type="button"
      className="kk-status-chip"
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
    >
      <span>{label}</span>
      <span className="kk-status-chip__count" aria-label={`${count} records`}>
        {counts === undefined ? '…' : count}
      </span>
    </button>
  );
  return (
    <div role="group" aria-label="Status" className="kk-status-chips">
      {chip(undefined, 'All', total)}
      {statuses.map((status) => chip(status, statusLabel(status), countOf(status)))}
    </div>
  );
}
