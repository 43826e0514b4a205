import { CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { REPORT_CATALOGUE, reportName, type ReportGroup } from '@shared/access/report-catalogue';

type ReportPickerProps = {
  /** Allowed report ids as stored (Reports.Reports). */
  allowed: readonly string[];
  readOnly: boolean;
  onChange: (allowed: string[]) => void;
};

const GROUPS = [...new Set(REPORT_CATALOGUE.map((r) => r.group))];

/**
 * The allowed reports of a role, ticked by name in their groups (people
 * never type report ids). An id the catalogue does not know stays listed
 * and ticked, so saving never drops it unseen.
 */
export function ReportPicker({ allowed, readOnly, onChange }: ReportPickerProps) {
  const unknown = allowed.filter((id) => !REPORT_CATALOGUE.some((r) => r.id === id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...allowed, id] : allowed.filter((a) => a !== id));
  const box = (id: string, label: string) => (
    <CheckboxField
      key={id}
      label={label}
      name={`Reports.Reports.${id}`}
      value="yes"
      checked={allowed.includes(id)}
      isDisabled={readOnly}
      onChange={(e) => toggle(id, e.target.checked)}
    />
  );
  const groupEntries = (group: ReportGroup) => REPORT_CATALOGUE.filter((r) => r.group === group);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
      <legend>Allowed reports</legend>
      <Text variation="secondary" fontSize="small">
        {allowed.length
          ? `${allowed.length} ticked: only these reports open.`
          : 'None ticked: with Access, every report opens.'}
      </Text>
      {GROUPS.map((group) => {
        const entries = groupEntries(group);
        const ticked = entries.filter((r) => allowed.includes(r.id)).length;
        return (
          <details key={group} open={ticked > 0}>
            <summary>
              {group}{' '}
              <Text as="span" variation="secondary" fontSize="small">
                ({ticked} of {entries.length})
              </Text>
            </summary>
            <Flex gap="small" wrap="wrap" padding="0 0 0.5rem 1rem">
              {entries.map((r) => box(r.id, r.name))}
            </Flex>
          </details>
        );
      })}
      {unknown.length ? (
        <Flex gap="small" wrap="wrap">
          {unknown.map((id) => box(id, reportName(id)))}
        </Flex>
      ) : null}
    </fieldset>
  );
}
