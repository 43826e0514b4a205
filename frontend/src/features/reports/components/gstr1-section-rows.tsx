import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import type { Gstr1Section, Gstr1View } from '@shared/invoices/call-schemas';
import { useMemo } from 'react';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { formatDate } from '../../../lib/format';
import { GSTR1_SECTION_LABELS, gstr1Rows, type Gstr1Row } from '../utils/gstr1-rows';

/** The portal writes dates dd-mm-yyyy; the screen shows them as every date in the app. */
const portalDate = (v: string): string => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  return m ? formatDate(`${m[3]}-${m[2]}-${m[1]}`) : v;
};

/** One section of the GSTR-1 view, row by row, as the portal will list it. */
export function Gstr1SectionRows({
  section,
  view,
  onClose,
}: {
  section: Gstr1Section;
  view: Gstr1View;
  onClose: () => void;
}) {
  const table = useMemo(() => gstr1Rows(section, view.Return), [section, view.Return]);
  const columns: RecordColumn<{ key: string; row: Gstr1Row }>[] = table.columns.map((col) => ({
    id: col.key,
    header: col.label,
    cell: ({ row }) => {
      const v = row[col.key] ?? '';
      if (col.money && typeof v === 'number') return formatMoney(v);
      return /dt$/.test(col.key) && typeof v === 'string' ? portalDate(v) : v;
    },
  }));
  const label = GSTR1_SECTION_LABELS[section];
  return (
    <Flex direction="column" gap="small" as="section" aria-label={label}>
      <Flex justifyContent="space-between" alignItems="center">
        <Heading level={4}>{label}</Heading>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
      </Flex>
      <RecordTable
        caption={`${label}, ${view.Period}`}
        columns={columns}
        rows={table.rows.map((row, i) => ({ key: String(i), row }))}
        rowKey={(r) => r.key}
        emptyText="Nothing in this section for this month."
      />
    </Flex>
  );
}
