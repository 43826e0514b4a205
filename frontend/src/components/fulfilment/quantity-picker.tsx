import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { toClientError } from '../../lib/api-error';

export type PickLine = { LineId: string; Desc: string; UoM?: string | undefined; left: number };
export type Picked = { LineId: string; Qty: number };

/**
 * Quantities picked per line of a sales order (docs/sales-fulfilment.md §8): to pack, or to invoice. Each
 * line shows what is left and starts with it; blank or 0 leaves the line out. A refusal on `Lines.<i>.Qty`
 * shows under the line it names; any other above the form.
 */
export function QuantityPicker({
  label,
  lines,
  leftWord,
  submitLabel,
  busy,
  children,
  onSubmit,
}: {
  label: string;
  lines: readonly PickLine[];
  leftWord: string;
  submitLabel: string;
  busy: boolean;
  children?: ReactNode;
  onSubmit: (picked: Picked[]) => Promise<void>;
}) {
  const open = lines.filter((l) => l.left > 0);
  const [qty, setQty] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((l) => [l.LineId, String(l.left)])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async () => {
    setProblem(undefined);
    setProblems({});
    const named = open.filter((l) => Number(qty[l.LineId] ?? '') > 0);
    if (named.length === 0) {
      setProblem('Enter a quantity on at least one line.');
      return;
    }
    try {
      await onSubmit(named.map((l) => ({ LineId: l.LineId, Qty: Number(qty[l.LineId]) })));
    } catch (error) {
      const e = toClientError(error);
      const byLine = Object.fromEntries(
        (e.errors ?? []).flatMap((f) => {
          const i = /^Lines\.(\d+)\./.exec(f.path)?.[1];
          const line = i === undefined ? undefined : named[Number(i)];
          return line ? [[line.LineId, f.message]] : [];
        }),
      );
      setProblems(byLine);
      if (Object.keys(byLine).length === 0) setProblem(e.message);
    }
  };

  return (
    <form
      aria-label={label}
      className="kk-fulfilment__picker"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {children}
        {open.length === 0 ? <Alert variation="info">Nothing is left on this order to do that with.</Alert> : null}
        {open.map((l) => (
          <TextField
            key={l.LineId}
            label={`${l.Desc}: ${l.left}${l.UoM ? ` ${l.UoM}` : ''} ${leftWord}`}
            inputMode="decimal"
            size="small"
            value={qty[l.LineId] ?? ''}
            onChange={(e) => setQty((q) => ({ ...q, [l.LineId]: e.target.value }))}
            hasError={problems[l.LineId] !== undefined}
            errorMessage={problems[l.LineId]}
          />
        ))}
        <Flex>
          <Button type="submit" size="small" variation="primary" isLoading={busy} isDisabled={open.length === 0}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
