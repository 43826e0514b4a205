import {
  CheckboxField,
  Flex,
  Heading,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Text,
  TextField,
} from '@aws-amplify/ui-react';
import type { AccessData } from '@shared/access/access-data';
import { flagLabels, resourceLabel } from '@shared/access/access-labels';
import type { Industry } from '@shared/entity/entity-config';
import { useState } from 'react';
// The kit's table look (captions, scrolling inside its box at 390 px) for tables written out by hand.
import '../../../components/record-table/record-table.css';
import { AREAS, CAPS, RIGHTS, parseCap, type EditorArea } from './role-access-fields';
import { ReportPicker } from './report-picker';

/** Access data as edited: areas are plain records so the editor can set any key it shows. */
export type EditableAccess = Record<string, unknown> & { Common?: Record<string, unknown> };
type AreaData = Record<string, unknown>;

const areaOf = (access: EditableAccess, area: EditorArea): AreaData => (access[area] as AreaData | undefined) ?? {};

export type Choice = { value: string; label: string };

export type RoleEditorProps = {
  value: EditableAccess | AccessData;
  /** The branch's industry: resources and flags are named in its words (platform §1). */
  industry: Industry;
  /** The branch's warehouses to pick the allowed ones from. */
  warehouses?: readonly Choice[];
  readOnly?: boolean;
  onChange?: (next: EditableAccess) => void;
  /** Called with a message when a typed value (discount cap) is not valid, undefined when fixed. */
  onInvalid?: (field: string, message: string | undefined) => void;
};

/**
 * The access matrix of a role (spec platform §3 'Access data', §6): per module
 * Access and MA (module admin), the C/R/U/D letters of each resource, the flags
 * (reopen, edit-approved, discounts), discount caps as an amount or a percent,
 * allowed warehouses (Whs) and allowed reports. Predefined roles show read-only.
 */
export function RoleEditor({
  value,
  industry,
  warehouses = [],
  readOnly = false,
  onChange,
  onInvalid,
}: RoleEditorProps) {
  const access = value as EditableAccess;
  const flags: Partial<Record<EditorArea, readonly (readonly [string, string])[]>> = flagLabels(industry);
  const nameOf = (area: EditorArea, resource: string) =>
    area === 'Common' || area === 'Accounting' || area === 'Inventory' || area === 'Service' || area === 'Sales'
      ? resourceLabel(industry, area, resource)
      : resource;
  const allowedWarehouses = (areaOf(access, 'Inventory').Whs as string[] | undefined) ?? [];
  // A stored id the list does not hold (a removed warehouse) stays visible, so saving never drops it unseen.
  const warehouseChoices = [
    ...warehouses,
    ...allowedWarehouses
      .filter((id) => !warehouses.some((w) => w.value === id))
      .map((id) => ({ value: id, label: id })),
  ];
  const [capText, setCapText] = useState<Record<string, string>>(() => {
    const acc = areaOf(access, 'Accounting');
    return Object.fromEntries(CAPS.map(([key]) => [key, acc[key] === undefined ? '' : String(acc[key])]));
  });

  const setArea = (area: EditorArea, patch: AreaData) => {
    if (readOnly || !onChange) return;
    const next: AreaData = { ...areaOf(access, area), ...patch };
    for (const [k, v] of Object.entries(next)) if (v === undefined) delete next[k];
    onChange({ ...access, [area]: next });
  };

  const toggleRight = (area: EditorArea, resource: string, letter: string, on: boolean) => {
    const current = String(areaOf(access, area)[resource] ?? '');
    const letters = RIGHTS.map(([l]) => l).filter((l) => (l === letter ? on : current.includes(l)));
    setArea(area, { [resource]: letters.length ? letters.join('') : undefined });
  };

  const setCap = (key: string, text: string) => {
    setCapText((old) => ({ ...old, [key]: text }));
    const parsed = parseCap(text);
    if (parsed === null) {
      onInvalid?.(key, 'Enter an amount like 500 or a percent like 10%.');
      return;
    }
    onInvalid?.(key, undefined);
    setArea('Accounting', { [key]: parsed });
  };

  return (
    <Flex direction="column" gap="large" data-testid="role-editor">
      {AREAS.map(({ area, label, module, resources }) => {
        const data = areaOf(access, area);
        return (
          <section key={area} aria-label={`${label} access`}>
            <Heading level={4}>{label}</Heading>
            {module ? (
              <Flex gap="large" wrap="wrap">
                <CheckboxField
                  label={`${label}: Access`}
                  name={`${area}.Access`}
                  value="yes"
                  checked={data.Access === true}
                  isDisabled={readOnly}
                  onChange={(e) => setArea(area, { Access: e.target.checked })}
                />
                <CheckboxField
                  label={`${label}: Module admin (MA)`}
                  name={`${area}.MA`}
                  value="yes"
                  checked={data.MA === true}
                  isDisabled={readOnly}
                  onChange={(e) => setArea(area, { MA: e.target.checked })}
                />
              </Flex>
            ) : null}
            {resources.length > 0 ? (
              <div className="kk-record-table__scroll">
                <Table size="small" variation="striped" caption={`${label} permissions`}>
                  <TableHead>
                    <TableRow>
                      <TableCell as="th">Resource</TableCell>
                      {RIGHTS.map(([letter, name]) => (
                        <TableCell as="th" key={letter}>
                          {name}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {resources.map((resource) => (
                      <TableRow key={resource}>
                        <TableCell>{nameOf(area, resource)}</TableCell>
                        {RIGHTS.map(([letter, name]) => (
                          <TableCell key={letter}>
                            <input
                              type="checkbox"
                              aria-label={`${label} ${nameOf(area, resource)} ${name}`}
                              checked={String(data[resource] ?? '').includes(letter)}
                              disabled={readOnly}
                              onChange={(e) => toggleRight(area, resource, letter, e.target.checked)}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            ) : null}
            {flags[area] ? (
              <Flex gap="medium" wrap="wrap">
                {flags[area].map(([flag, text]) => (
                  <CheckboxField
                    key={flag}
                    label={`${label}: ${text}`}
                    name={`${area}.${flag}`}
                    value="yes"
                    checked={data[flag] === true}
                    isDisabled={readOnly}
                    onChange={(e) => setArea(area, { [flag]: e.target.checked || undefined })}
                  />
                ))}
              </Flex>
            ) : null}
            {area === 'Accounting' ? (
              <Flex gap="medium" wrap="wrap">
                {CAPS.map(([key, text]) => (
                  <TextField
                    key={key}
                    label={text}
                    descriptiveText="An amount (500) or a percent (10%); empty means no cap."
                    value={readOnly ? String(data[key] ?? '') : (capText[key] ?? '')}
                    isReadOnly={readOnly}
                    onChange={(e) => setCap(key, e.target.value)}
                  />
                ))}
              </Flex>
            ) : null}
            {area === 'Inventory' ? (
              <fieldset style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
                <legend>Allowed warehouses</legend>
                <Text variation="secondary" fontSize="small">
                  {warehouseChoices.length
                    ? 'Used when multi-warehouse is on; none ticked means all.'
                    : 'This branch has no warehouses yet.'}
                </Text>
                <Flex gap="medium" wrap="wrap">
                  {warehouseChoices.map((warehouse) => (
                    <CheckboxField
                      key={warehouse.value}
                      label={warehouse.label}
                      name={`Inventory.Whs.${warehouse.value}`}
                      value="yes"
                      checked={allowedWarehouses.includes(warehouse.value)}
                      isDisabled={readOnly}
                      onChange={(e) =>
                        setArea('Inventory', {
                          Whs: e.target.checked
                            ? [...allowedWarehouses, warehouse.value]
                            : allowedWarehouses.filter((id) => id !== warehouse.value),
                        })
                      }
                    />
                  ))}
                </Flex>
              </fieldset>
            ) : null}
            {area === 'Reports' ? (
              <ReportPicker
                allowed={(data.Reports as string[] | undefined) ?? []}
                readOnly={readOnly}
                onChange={(Reports) => setArea('Reports', { Reports: Reports.length ? Reports : undefined })}
              />
            ) : null}
          </section>
        );
      })}
    </Flex>
  );
}
