import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { SalesInvoiceMessages } from '@shared/sales/sales-invoice';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { problemsByLine } from '../../../lib/line-problems';
import { useInvoiceChallan } from '../api/challan-invoice-calls';
import { CHALLAN_PATHS } from './challan-paths';

/**
 * Convert to invoice (docs/sales-invoices.md §3): how much of each line still out the customer kept (blank:
 * none); the invoice is made with the challan's rates and tax, the challan marks what was kept, and the new
 * invoice opens. A refusal (more than is out) shows under its line.
 */
export function ChallanInvoiceDialog({ challan, onClose }: { challan: ChallanAnswer; onClose: () => void }) {
  const out = challan.Lines.filter((l) => l.Out > 0);
  const [qty, setQty] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const convert = useInvoiceChallan(challan._id);
  const navigate = useNavigate();

  const submit = async () => {
    setProblem(undefined);
    setProblems({});
    const named = out.filter((l) => (qty[l._id] ?? '').trim() !== '');
    if (named.length === 0) {
      setProblem(SalesInvoiceMessages.nothingKept);
      return;
    }
    const Lines = named.map((l) => ({ LineId: l._id, Qty: Number(qty[l._id]) }));
    try {
      const answer = await convert.mutateAsync({ Lines, ver: challan.ver });
      toast.success(`Invoice ${answer.InvoiceNum} made for the goods kept.`);
      onClose();
      void navigate(CHALLAN_PATHS.invoice(answer.InvoiceId));
    } catch (error) {
      const e = toClientError(error);
      const byLine = problemsByLine(e.errors, named, (l) => l._id);
      setProblems(byLine);
      if (Object.keys(byLine).length === 0) setProblem(e.message);
    }
  };

  return (
    <Dialog open title="Convert to invoice" onClose={onClose}>
      <form
        aria-label="Convert to invoice"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          {out.map((l) => (
            <TextField
              key={l._id}
              label={`${l.Desc}: ${l.Out}${l.UoM ? ` ${l.UoM}` : ''} out, kept`}
              inputMode="decimal"
              size="small"
              value={qty[l._id] ?? ''}
              onChange={(e) => setQty((q) => ({ ...q, [l._id]: e.target.value }))}
              hasError={problems[l._id] !== undefined}
              errorMessage={problems[l._id]}
            />
          ))}
          <Flex gap="small" justifyContent="flex-end">
            <Button size="small" onClick={onClose}>
              Close
            </Button>
            <Button size="small" type="submit" variation="primary" isLoading={convert.isPending}>
              Make invoice
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}
