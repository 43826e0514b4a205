import { Alert, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { purchaseOrderStepRoutes } from '@shared/api/routes/purchase-order-steps';
import { buildPurchaseOrderPrintModel } from '@shared/purchasing/po-print-model';
import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DocumentPrint } from '../../components/print/document-print';
import { PrintToolbar } from '../../components/print/print-toolbar';
import { apiCall } from '../../lib/api-client';
import { ClientError } from '../../lib/api-error';
import './public-purchase-order.css';

/** Texts of the vendor's purchase order page. */
export const PublicPoTexts = {
  loading: 'Opening the purchase order',
  cannotOpen: 'This purchase order cannot be opened',
} as const;

/** The server's words for an expired, forged or withdrawn link; ours for one cut short (refused by its shape). */
const reasonOf = (error: unknown): string =>
  error instanceof ClientError && error.status !== 400 ? error.message : PoStepMessages.linkInvalid;

/**
 * /p/{token}: the purchase order behind the link an SMS or e-mail carried
 * (docs/purchasing.md §19), for the vendor, with no login: the order as printed,
 * with Print and Download PDF. The token is signed and expires; the server checks
 * it (GET Public/PurchaseOrders/{Token}).
 */
export function PublicPurchaseOrder({ token }: { token: string }) {
  const order = useQuery({
    queryKey: ['Public/PurchaseOrders', token],
    queryFn: ({ signal }) => apiCall(purchaseOrderStepRoutes.sharedPurchaseOrder, { params: { Token: token }, signal }),
    retry: false,
    staleTime: Infinity,
  });
  const model = useMemo(() => (order.data ? buildPurchaseOrderPrintModel(order.data) : undefined), [order.data]);
  if (order.isError)
    return (
      <main className="kk-public-po kk-page-message">
        <Flex direction="column" gap="small" alignItems="center" maxWidth="32rem">
          <Heading level={3}>{PublicPoTexts.cannotOpen}</Heading>
          <Alert variation="warning" role="alert">
            {reasonOf(order.error)}
          </Alert>
        </Flex>
      </main>
    );
  if (!model)
    return (
      <main className="kk-public-po kk-page-message">
        <Loader size="large" ariaLabel={PublicPoTexts.loading} />
      </main>
    );
  return (
    <main className="kk-public-po">
      <Flex className="kk-public-po__bar" justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="bold">{model.branch.name}</Text>
        <PrintToolbar model={model} />
      </Flex>
      <DocumentPrint model={model} />
    </main>
  );
}
