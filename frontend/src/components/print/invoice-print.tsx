import { Button, Flex, Menu, MenuButton, MenuItem, Text } from '@aws-amplify/ui-react';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import {
  buildInvoicePrintModel,
  COMBINED_INVOICE_VARIANTS,
  companionInvoices,
  type InvoicePrintInput,
  invoicePrintChoices,
  InvoicePrintTexts,
  type PrintChoice,
  printChoiceLabel,
  type PrintModel,
  type PrintOptions,
} from '@shared/documents/print';
import type { CreditNoteAnswer, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { apiCall } from '../../lib/api-client';
import { toClientError } from '../../lib/api-error';
import { querySignal } from '../../lib/query-signal';
import { useEntityLogo } from '../../lib/entity-logo';
import { useSession } from '../../lib/session';
import { pushDialog } from '../dialog/dialog-stack';
import { DocumentPrint } from './document-print';
import { PrintToolbar } from './print-toolbar';
import './invoice-print.css';

/**
 * Printing an invoice or a credit note from the accounting screens
 * (docs/printing.md §7): the print button group, and the print-ready page over the
 * screen with Print and Download PDF. Import it lazily:
 *
 *   const InvoicePrintMenu = lazy(() => import('../../../components/print/invoice-print').then((m) => ({ default: m.InvoicePrintMenu })));
 *
 * The page takes the branch's print options and logo from the session.
 */

type ViewProps = {
  readonly model: PrintModel;
  readonly logoUrl?: string | undefined;
  readonly timeZone?: string | undefined;
  readonly onClose: () => void;
};

/** The full-screen layer of the print page: Escape or Close returns, focus goes back where it was. */
function PrintLayer({
  label,
  onClose,
  bar,
  children,
}: {
  label: string;
  onClose: () => void;
  bar?: ReactNode;
  children: ReactNode;
}) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const pop = pushDialog(() => closeRef.current());
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      pop();
      before?.focus();
    };
  }, []);
  return createPortal(
    <div ref={panel} className="kk-invoice-print" role="dialog" aria-modal="true" aria-label={label}>
      <Flex className="kk-invoice-print__bar" gap="small" justifyContent="space-between" alignItems="center">
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        {bar}
      </Flex>
      {children}
    </div>,
    document.body,
  );
}

/** The print page over the screen: Escape or Close returns; when printed, only the sheets print (document-print.css). */
export function InvoicePrintView({ model, logoUrl, timeZone, onClose }: ViewProps) {
  return (
    <PrintLayer
      label={`${model.title} ${model.number} - ${model.subtitle}`}
      onClose={onClose}
      bar={<PrintToolbar model={model} logoUrl={logoUrl} />}
    >
      <DocumentPrint model={model} logoUrl={logoUrl} timeZone={timeZone} />
    </PrintLayer>
  );
}

function useBranchPrint(): {
  options: PrintOptions;
  hasLogo: boolean;
  logoUrl: string | undefined;
  timeZone: string | undefined;
} {
  const session = useSession();
  const logoUrl = useEntityLogo(session.Entity);
  return {
    options: session.Entity.Settings.Common.PrOptions ?? {},
    hasLogo: session.Entity.HasLogo === true,
    logoUrl,
    timeZone: session.User.TZ,
  };
}

function PrintPage({ input, choice, onClose }: { input: InvoicePrintInput; choice: PrintChoice; onClose: () => void }) {
  const { options, logoUrl, timeZone } = useBranchPrint();
  const model = useMemo(() => buildInvoicePrintModel(input, choice, options), [input, choice, options]);
  return <InvoicePrintView model={model} logoUrl={logoUrl} timeZone={timeZone} onClose={onClose} />;
}

/**
 * GET Accounting/Invoices/OfOrder/{Id}: the order's invoices, asked only when a
 * combined variant is picked (the invoice screen itself never needs them).
 */
const useOrderInvoices = (orderId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['accounting', 'invoices', 'ofOrder', orderId ?? ''],
    queryFn: (context) =>
      apiCall(invoicesRoutes.invoicesOfOrder, { params: { Id: orderId ?? '' }, signal: querySignal(context) }),
    enabled: enabled && orderId !== undefined,
    // Asked afresh each time the page opens: a companion approved or paid since must print as it is now.
    gcTime: 0,
  });

/**
 * An invoice's print page. Insurance + Customer and Insurance | Customer print
 * it with its companions (the order's other invoices): given by the caller,
 * or fetched here first.
 */
function InvoicePrintPage({
  invoice,
  companions,
  hasLogo,
  choice,
  onClose,
}: {
  invoice: InvoiceAnswer;
  companions: readonly InvoiceAnswer[] | undefined;
  hasLogo: boolean;
  choice: PrintChoice;
  onClose: () => void;
}) {
  const fetchCompanions = companions === undefined && COMBINED_INVOICE_VARIANTS.includes(choice.variant);
  const order = useOrderInvoices(invoice.WOId, fetchCompanions);
  const orderItems = order.data?.Items;
  const input = useMemo(
    (): InvoicePrintInput => ({
      kind: 'invoice',
      invoice,
      companions: companions ?? (orderItems ? companionInvoices(invoice, orderItems) : []),
      hasLogo,
    }),
    [invoice, companions, orderItems, hasLogo],
  );
  if (fetchCompanions && invoice.WOId !== undefined && !order.isSuccess) {
    const label = `${printChoiceLabel(choice)} - ${invoice.Num || 'Draft'}`;
    return (
      <PrintLayer label={label} onClose={onClose}>
        {order.isError ? (
          <Text role="alert">{toClientError(order.error).message}</Text>
        ) : (
          <Text role="status">{InvoicePrintTexts.loadingCompanions}</Text>
        )}
      </PrintLayer>
    );
  }
  return <PrintPage input={input} choice={choice} onClose={onClose} />;
}

type MenuProps = {
  readonly invoice: InvoiceAnswer;
  /** The other invoices of the same repair order, for Insurance + Customer and Insurance | Customer. */
  readonly companions?: readonly InvoiceAnswer[] | undefined;
  readonly disabled?: boolean | undefined;
};

/**
 * The invoice's print button group (spec service-documents §2): the invoice
 * variants that print something for this invoice's payer. Amplify UI's menu:
 * Enter, Space or ArrowDown opens it, arrows move, Enter picks, Escape closes.
 */
export function InvoicePrintMenu({ invoice, companions, disabled }: MenuProps) {
  const { hasLogo } = useBranchPrint();
  const [choice, setChoice] = useState<PrintChoice>();
  // A direct invoice has no repair order, so no companion: the combined variants are shown but not offered.
  const direct = invoice.WOId === undefined && companions === undefined;
  return (
    <>
      <Menu
        menuAlign="end"
        trigger={
          <MenuButton size="small" isDisabled={disabled} aria-label="Print invoice">
            Print
          </MenuButton>
        }
      >
        {invoicePrintChoices(invoice.Payer ?? 'customer').map((c) => (
          <MenuItem
            key={c.variant}
            isDisabled={direct && COMBINED_INVOICE_VARIANTS.includes(c.variant)}
            onClick={() => setChoice(c)}
          >
            {printChoiceLabel(c)}
          </MenuItem>
        ))}
        {direct ? (
          <Text className="kk-invoice-print__hint" role="note">
            {InvoicePrintTexts.directInvoice}
          </Text>
        ) : null}
      </Menu>
      {choice ? (
        <InvoicePrintPage
          invoice={invoice}
          companions={companions}
          hasLogo={hasLogo}
          choice={choice}
          onClose={() => setChoice(undefined)}
        />
      ) : null}
    </>
  );
}

/** A credit note's Print button: it prints With Tax (CGST Rule 53: the tax credited). */
export function CreditNotePrintButton({ creditNote }: { readonly creditNote: CreditNoteAnswer }) {
  const { hasLogo } = useBranchPrint();
  const [open, setOpen] = useState(false);
  const input = useMemo((): InvoicePrintInput => ({ kind: 'creditNote', creditNote, hasLogo }), [creditNote, hasLogo]);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label="Print credit note">
        Print
      </Button>
      {open ? <PrintPage input={input} choice={{ variant: 'withTax' }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
