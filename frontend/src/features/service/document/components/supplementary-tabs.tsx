import { Flex, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { formatMoney, formatPaise } from '@shared/documents/money-format';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { EstimateAnswer } from '@shared/service/call-schemas';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { documentQueryOptions, useDocument } from '../api/document-calls';
import { documentPath } from '../utils/routes';
import { supplementaryCodes } from '../utils/supplementary-codes';

/**
 * An estimate and its supplementary estimates (docs/service-actions.md 'Supplementary
 * estimates'): "Initial", "Supp. a", … open each one; "Overall" adds them up. The
 * initial estimate lists its supplementaries (SuppEst, in the order of their codes); a
 * supplementary names its initial estimate (ParentId).
 */
export function SupplementaryTabs({ answer }: { answer: EstimateAnswer }) {
  const [overall, setOverall] = useState(false);
  const parent = useDocument('estimate', answer.ParentId);
  const initial = answer.ParentId ? (parent.data as EstimateAnswer | undefined) : answer;
  const suppIds = initial?.SuppEst ?? [];
  const codes = supplementaryCodes(suppIds.length);
  const all = useQueries({
    queries: overall && initial ? [initial._id, ...suppIds].map((id) => documentQueryOptions('estimate', id)) : [],
  });
  if (!initial || suppIds.length === 0) return null;
  const loaded = all.flatMap((q) => (q.data ? [q.data] : []));
  const sum = (pick: (t: EstimateAnswer['Totals']) => number): string =>
    formatPaise(loaded.reduce((s, d) => s + rupeesToPaise(pick(d.Totals)), 0));
  const tab = (to: string, label: string, current: boolean) => (
    <NavLink
      key={to}
      to={documentPath('estimate', to)}
      className="kk-doc__tab"
      aria-current={current && !overall ? 'page' : undefined}
      onClick={() => setOverall(false)}
    >
      {label}
    </NavLink>
  );
  return (
    <nav aria-label="Estimate and supplementaries">
      <Flex gap="xs" wrap="wrap">
        {tab(initial._id, 'Initial', answer._id === initial._id)}
        {suppIds.map((id, at) => tab(id, `Supp. ${codes[at] ?? ''}`, answer._id === id))}
        <button type="button" className="kk-doc__tab" aria-pressed={overall} onClick={() => setOverall((o) => !o)}>
          Overall
        </button>
      </Flex>
      {overall ? (
        <Table size="small" caption="Overall estimate" highlightOnHover={false}>
          <TableHead>
            <TableRow>
              <TableCell as="th">Estimate</TableCell>
              <TableCell as="th">Grand total</TableCell>
              <TableCell as="th">Insurer pays</TableCell>
              <TableCell as="th">Customer pays</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loaded.map((d) => (
              <TableRow key={d._id}>
                <TableCell>{`${d.Num}${'Code' in d && d.Code ? ` (${d.Code})` : ''}`}</TableCell>
                <TableCell>{formatMoney(d.Totals.GrandTotal)}</TableCell>
                <TableCell>{formatMoney(d.Totals.Insurer)}</TableCell>
                <TableCell>{formatMoney(d.Totals.Customer)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell as="th">Overall</TableCell>
              <TableCell>{sum((t) => t.GrandTotal)}</TableCell>
              <TableCell>{sum((t) => t.Insurer)}</TableCell>
              <TableCell>{sum((t) => t.Customer)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ) : null}
      {overall && loaded.length < suppIds.length + 1 ? <Text>Loading the supplementary estimates…</Text> : null}
    </nav>
  );
}
