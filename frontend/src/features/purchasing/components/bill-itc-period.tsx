import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { itcPeriodOf, monthOfItcPeriod } from '@shared/gst/returns/gstr2-itc';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { formatMonth } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { PURCHASING_KEY } from '../api/purchase-calls';

export const BillItcTexts = {
  none: 'Claims no input tax credit (no vendor GSTIN, no reverse charge).',
  claimed: (month: string): string => `Input tax credit claimed in ${month}`,
} as const;

/**
 * The return period a bill's input tax credit is claimed in (docs/purchasing.md §9.8),
 * and, for whoever may edit bills, moving it to another open month at the bill's `ver`
 * (PUT Bills/Bills/{Id}/ItcPeriod); a refusal shows on the field as the server words it.
 */
export function BillItcPeriod({ bill }: { bill: BillAnswer }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const current = bill.ItcPeriod ? monthOfItcPeriod(bill.ItcPeriod) : '';
  const [month, setMonth] = useState(current);
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canMove = isPermitted(invoicesRoutes.billItcPeriod.permission, ctx);
  const move = useMutation({
    meta: { silent: true },
    mutationFn: (to: string) =>
      apiCall(invoicesRoutes.billItcPeriod, {
        params: { Id: bill._id },
        body: { ver: bill.ver, ItcPeriod: itcPeriodOf(to) },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
  const claims = bill.ItcPeriod !== undefined || bill.VendGSTIN !== undefined || bill.RevCharge;
  if (!claims) return <Text variation="secondary">{BillItcTexts.none}</Text>;
  if (!canMove)
    return (
      <Text variation="secondary">{current ? BillItcTexts.claimed(formatMonth(current)) : BillItcTexts.none}</Text>
    );
  return (
    <Flex alignItems="flex-end" gap="small" wrap="wrap">
      <TextField
        label="ITC claimed in"
        descriptiveText={current ? BillItcTexts.claimed(formatMonth(current)) : undefined}
        type="month"
        size="small"
        value={month}
        hasError={move.isError}
        errorMessage={move.error ? toClientError(move.error).message : undefined}
        onChange={(e) => setMonth(e.target.value)}
      />
      <Button
        size="small"
        isDisabled={month === '' || month === current}
        isLoading={move.isPending}
        loadingText="Saving…"
        onClick={() => move.mutate(month)}
      >
        Move credit
      </Button>
    </Flex>
  );
}
