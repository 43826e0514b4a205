import { statusLabel } from '@shared/documents/status-labels';
import type { ReactNode } from 'react';
import './status-chips.css';

/** A group of toggle chips; its name is what the chips choose ('Status', 'Payments shown'). */
export function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="kk-chips">
      {children}
    </div>
  );
}

/** One toggle chip: a real button (Tab reaches it, Enter and Space press it) that says whether it is pressed. */
export function ToggleChip({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="kk-chip" aria-pressed={pressed} onClick={onPress}>
      {children}
    </button>
  );
}

/**
 * A list's statuses as toggle chips, each with its count (spec §4 'Dashboards'):
 * 'All' is every status of the list, and one chip is pressed, the status the
 * list shows. Counts are the branch's whatever the other filters (the answer's
 * Counts); before the answer each shows '…'.
 */
export function StatusChips<S extends string>({
  statuses,
  counts,
  selected,
  onSelect,
}: {
  statuses: readonly S[];
  counts: Readonly<Partial<Record<string, number>>> | undefined;
  selected: S | undefined;
  onSelect: (status: S | undefined) => void;
}) {
  const countOf = (status: S) => counts?.[status] ?? 0;
  const total = statuses.reduce((sum, status) => sum + countOf(status), 0);
  const chip = (value: S | undefined, label: string, count: number) => (
    <ToggleChip key={value ?? ''} pressed={selected === value} onPress={() => onSelect(value)}>
      <span>{label}</span>
      <span className="kk-chip__count" aria-label={`${count} records`}>
        {counts === undefined ? '…' : count}
      </span>
    </ToggleChip>
  );
  return (
    <ChipGroup label="Status">
      {chip(undefined, 'All', total)}
      {statuses.map((status) => chip(status, statusLabel(status), countOf(status)))}
    </ChipGroup>
  );
}
