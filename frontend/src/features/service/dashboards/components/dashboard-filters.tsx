import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useBranchEmployees } from '../api/advisors';
import '../../../../components/record-table/record-list.css';

export type DashboardFilterValues = { SA?: string | undefined; From?: string | undefined; To?: string | undefined };

/**
 * Advisor and created-date filters of a dashboard (docs/service-dashboards.md
 * 'Dashboards'). Each change applies at once (no Search button): the list is the answer
 * to what is set.
 */
export function DashboardFilters({
  values,
  onChange,
}: {
  values: DashboardFilterValues;
  onChange: (values: DashboardFilterValues) => void;
}) {
  const employees = useBranchEmployees();
  const set = (name: keyof DashboardFilterValues, value: string) =>
    onChange({ ...values, [name]: value === '' ? undefined : value });
  const any = values.SA !== undefined || values.From !== undefined || values.To !== undefined;
  return (
    <div className="kk-list-filters">
      <SelectField
        label="Advisor"
        value={values.SA ?? ''}
        onChange={(event) => set('SA', event.target.value)}
        size="small"
      >
        <option value="">All advisors</option>
        {(employees.data ?? []).map((person) => (
          <option key={person.UserId} value={person.UserId}>
            {person.Name}
          </option>
        ))}
        {/* An advisor chosen before the list loads (from the address) still shows as chosen. */}
        {values.SA && employees.data && !employees.data.some((person) => person.UserId === values.SA) ? (
          <option value={values.SA}>{values.SA}</option>
        ) : null}
      </SelectField>
      <TextField
        label="Created from"
        type="date"
        size="small"
        value={values.From ?? ''}
        onChange={(event) => set('From', event.target.value)}
      />
      <TextField
        label="Created to"
        type="date"
        size="small"
        value={values.To ?? ''}
        onChange={(event) => set('To', event.target.value)}
      />
      {any ? (
        <Button size="small" variation="link" onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
