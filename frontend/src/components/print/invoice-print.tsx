import { Button, Flex, Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import {
  buildInvoicePrintModel,
  type InvoicePrintInput,
  invoicePrintChoices,
  type PrintChoice,
  printChoiceLabel,
  type PrintModel,
  type PrintOptions,
} from '@shared/documents/print';
import type { CreditNoteAnswer, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useEntityLogo } from '../../lib/entity-logo';
import { useSession } from '../../lib/session';
import { pushDialog } from '../dialog/dialog-stack';
import { DocumentPrint } from './document-print';
import { PrintToolbar } from './print-toolbar';
import './invoice-print.css';

/**
 * Printing an invoice or a credit note from the accounting screens (issue 13
 * §3 'Print'): the print button group, and the print-ready page over the
 * screen with Print and Download PDF. Import it lazily:
 *
 *   const InvoicePrintMenu = lazy(() => import('../../../components/print/invoice-print').then((m) => ({ default: m.InvoicePrintMenu })));
 *
 * The page takes the branch's print options and logo from the session.
 */

type ViewProps = { readonly model: PrintModel; readonly logoUrl?: string | undefined; readonly timeZone?: string | undefined; readonly onClose: () => void };

/** The print page over the screen: Escape or Close returns; when printed, only the sheets print (document-print.css). */
export function InvoicePrintView({ model, logoUrl, timeZone, onClose }: ViewProps) {
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
  const name = `${model.title} ${model.number} - ${model.subtitle}`;
  return createPortal(
    <div ref={panel} className="kk-invoice-print" role="dialog" aria-modal="true" aria-label={name}>
      <Flex className="kk-invoice-print__bar" gap="small" justifyContent="space-between" alignItems="center">
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <PrintToolbar model={model} logoUrl={logoUrl} />
      </Flex>
      <DocumentPrint model={model} logoUrl={logoUrl} timeZone={timeZone} />
    </div>,
    document.body,
  );
}

function useBranchPrint(): { options: PrintOptions; hasLogo: boolean; logoUrl: string | undefined; timeZone: string | undefined } {
  const session = useSession();
  const logoUrl = useEntityLogo(session.Entity);
  return { options: session.Entity.Settings.Common.PrOptions ?? {}, hasLogo: session.Entity.HasLogo === true, logoUrl, timeZone: session.User.TZ };
}

function PrintPage({ input, choice, onClose }: { input: InvoicePrintInput; choice: PrintChoice; onClose: () => void }) {
  const { options, logoUrl, timeZone } = useBranchPrint();
  const model = useMemo(() => buildInvoicePrintModel(input, choice, options), [input, choice, options]);
  return <InvoicePrintView model={model} logoUrl={logoUrl} timeZone={timeZone} onClose={onClose} />;
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
  const input = useMemo((): InvoicePrintInput => ({ kind: 'invoice', invoice, companions, hasLogo }), [invoice, companions, hasLogo]);
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
          <MenuItem key={c.variant} onClick={() => setChoice(c)}>
            {printChoiceLabel(c)}
          </MenuItem>
        ))}
      </Menu>
      {choice ? <PrintPage input={input} choice={choice} onClose={() => setChoice(undefined)} /> : null}
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
