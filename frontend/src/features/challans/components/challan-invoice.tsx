import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { SalesInvoiceMessages } from '@shared/sales/sales-invoice';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { useInvoiceChallan } from '../api/challan-invoice-calls';
import { CHALLAN_PATHS } from './challan-paths';
import { useLinesOut } from './use-lines-out';

/**
 * Convert to invoice (docs/sales-invoices.md §3): how much of each line still out the customer kept (blank:
 * none); the invoice is made with the challan's rates and tax, the challan marks what was kept, and the new
 * invoice opens. A refusal (more than is out) shows under its line.
 */
export function ChallanInvoiceDialog({ challan, onClose }: { challan: ChallanAnswer; onClose: () => void }) {
  const lines = useLinesOut(challan, ', kept');
  const convert = useInvoiceChallan(challan._id);
  const navigate = useNavigate();

  const submit = () =>
    lines.submit(async (Lines) => {
      const answer = await convert.mutateAsync({ Lines, ver: challan.ver });
      toast.success(`Invoice ${answer.InvoiceNum} made for the goods kept.`);
      onClose();
      void navigate(CHALLAN_PATHS.invoice(answer.InvoiceId));
    }, SalesInvoiceMessages.nothingKept);

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
          {lines.problem ? <Alert variation="error">{lines.problem}</Alert> : null}
          {lines.fields}
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
