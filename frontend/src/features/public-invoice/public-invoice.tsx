import { Alert, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { buildInvoicePrintModel } from '@shared/documents/print';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DocumentPrint } from '../../components/print/document-print';
import { PrintToolbar } from '../../components/print/print-toolbar';
import { apiCall } from '../../lib/api-client';
import { ClientError } from '../../lib/api-error';
import './public-invoice.css';

/** Texts of the customer's invoice page. */
export const PublicInvoiceTexts = {
  loading: 'Opening your invoice',
  cannotOpen: 'This invoice cannot be opened',
  /** A link cut short or altered (the server refuses its shape before it looks it up). */
  invalid: 'This invoice link is not valid. Ask the workshop to send it again.',
} as const;

/** Why the page shows no invoice: the server's words for an expired or unknown link; ours for a mangled one. */
const reasonOf = (error: unknown): string => {
  if (!(error instanceof ClientError)) return PublicInvoiceTexts.invalid;
  return error.status === 400 ? PublicInvoiceTexts.invalid : error.message;
};

/**
 * /i/{token}: the invoice behind the link an SMS carried (docs/printing.md
 * 'The customer's page: /i/{token}'), for the customer, with no login. The token is
 * signed and expires; the server checks it (GET Public/Invoices/{Token}). The invoice
 * prints With Tax, as the tax invoice it is, with Print and Download PDF. Nothing of
 * the app shell loads here.
 */
export function PublicInvoice({ token }: { token: string }) {
  const invoice = useQuery({
    queryKey: ['Public/Invoices', token],
    queryFn: ({ signal }) => apiCall(invoicesRoutes.sharedInvoice, { params: { Token: token }, signal }),
    retry: false,
    staleTime: Infinity,
  });
  const model = useMemo(
    () => (invoice.data ? buildInvoicePrintModel({ kind: 'invoice', invoice: invoice.data }, 'withTax') : undefined),
    [invoice.data],
  );

  if (invoice.isError) {
    return (
      <main className="kk-public-invoice kk-page-message">
        <Flex direction="column" gap="small" alignItems="center" maxWidth="32rem">
          <Heading level={3}>{PublicInvoiceTexts.cannotOpen}</Heading>
          <Alert variation="warning" role="alert">
            {reasonOf(invoice.error)}
          </Alert>
        </Flex>
      </main>
    );
  }
  if (!model) {
    return (
      <main className="kk-public-invoice kk-page-message">
        <Loader size="large" ariaLabel={PublicInvoiceTexts.loading} />
      </main>
    );
  }
  return (
    <main className="kk-public-invoice">
      <Flex
        className="kk-public-invoice__bar"
        justifyContent="space-between"
        alignItems="center"
        gap="small"
        wrap="wrap"
      >
        <Text fontWeight="bold">{model.branch.name}</Text>
        <PrintToolbar model={model} />
      </Flex>
      <DocumentPrint model={model} />
    </main>
  );
}
