import { Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import type { InvoiceActionBody, InvoiceActionPath, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuditRecords } from '../../../components/audit-log/audit-records';
import { Dialog } from '../../../components/dialog/dialog';
import { EwayBillDialog, mayNeedEwayBill } from '../../../components/eway-bill/eway-bill-dialog';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { invoiceOf, useInvoiceAction, useInvoiceAudit, type InvoiceActionAnswer } from '../api/invoice-calls';
import { ACTION_PATH, isInvoiceActionLabel } from '../utils/invoice-actions';
import { AccountingMessages } from '../utils/messages';
import { ACCOUNTING_PATHS } from '../utils/paths';
import { WriteOffDialog } from './write-off-dialog';

type Open = 'Cancel' | 'Credit Note' | 'Send SMS' | 'Audit Log' | 'Write Off' | 'E-way bill' | undefined;

/** Who changed what and when, field by field (the service documents' audit panel). */
function AuditPanel({ id, timeZone }: { id: string; timeZone: string }) {
  const log = useInvoiceAudit(id, true);
  return <AuditRecords log={log} timeZone={timeZone} />;
}

/** Credit Note: the reason (Rule 53 needs it) and, optionally, how much of each line to credit; nothing typed credits the whole invoice. */
function CreditNoteForm({
  answer,
  busy,
  onIssue,
}: {
  answer: InvoiceAnswer;
  busy: boolean;
  onIssue: (body: Omit<InvoiceActionBody, 'ver'>) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [qty, setQty] = useState<Record<string, string>>({});
  const lines = [...(answer.Ops ?? []), ...(answer.Items ?? [])];
  const submit = (): void => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    const picked = lines.flatMap((l) => {
      const n = Number(qty[l._id] ?? '');
      return qty[l._id] && Number.isFinite(n) && n > 0 ? [{ _id: l._id, Qty: n }] : [];
    });
    onIssue({ Reason: reason.trim(), ...(picked.length > 0 ? { Lines: picked } : {}) });
  };
  return (
    <Flex direction="column" gap="small">
      <TextAreaField
        label="Reason"
        isRequired
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
        hasError={missing}
        errorMessage={AccountingMessages.creditNoteReason}
      />
      <Text className="kk-inv__hint">
        Quantities to credit per line; leave them all empty to credit the whole invoice.
      </Text>
      {lines.map((l) => (
        <TextField
          key={l._id}
          size="small"
          inputMode="decimal"
          label={`${l._id} ${l.Desc ?? ''} (of ${l.Qty ?? 0})`}
          value={qty[l._id] ?? ''}
          onChange={(e) => setQty({ ...qty, [l._id]: e.target.value })}
        />
      ))}
      <Flex justifyContent="flex-end">
        <Button variation="primary" isLoading={busy} onClick={submit}>
          Issue credit note
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The invoice's actions: exactly the answer's `Actions`, in its order (the
 * server applies the §4 rules and the user's rights). Cancel asks for a reason,
 * Credit Note for a reason and optional quantities, Send SMS confirms the phone;
 * Accept Payment opens the payment form for this invoice, Clone the new Draft.
 */
export function InvoiceActionMenu({
  answer,
  waitingFor,
  timeZone,
}: {
  answer: InvoiceAnswer;
  waitingFor: string | undefined;
  timeZone: string;
}) {
  const navigate = useNavigate();
  const action = useInvoiceAction();
  const [open, setOpen] = useState<Open>();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [phone, setPhone] = useState(answer.BillTo.Ph ?? '');
  const [outcome, setOutcome] = useState<string | undefined>();
  const close = (): void => {
    setOpen(undefined);
    setReason('');
    setMissing(false);
    setOutcome(undefined);
  };

  const run = async (
    path: InvoiceActionPath,
    extra: Omit<InvoiceActionBody, 'ver'> = {},
  ): Promise<InvoiceActionAnswer | undefined> => {
    try {
      return await action.mutateAsync({ id: answer._id, action: path, body: { ver: answer.ver, ...extra } });
    } catch (error) {
      notifyError(error);
      return undefined;
    }
  };

  const onPick = async (label: string): Promise<void> => {
    if (label === 'Accept Payment') return void navigate(ACCOUNTING_PATHS.receivePayment(answer._id));
    if (
      label === 'Cancel' ||
      label === 'Credit Note' ||
      label === 'Send SMS' ||
      label === 'Audit Log' ||
      label === 'Write Off'
    )
      return setOpen(label);
    const path = isInvoiceActionLabel(label) ? ACTION_PATH[label] : undefined;
    if (!path) return;
    const answered = await run(path);
    if (!answered) return;
    const invoice = invoiceOf(answered);
    if (path === 'Clone') {
      toast.success(AccountingMessages.cloned);
      void navigate(ACCOUNTING_PATHS.invoice(invoice._id));
    } else if (path === 'Approve') toast.success(AccountingMessages.approved(invoice.Num));
  };

  const busy = action.isPending;
  // Settings is a link, Audit Log reads: neither waits for unsaved edits.
  const waits = (label: string) => waitingFor !== undefined && label !== 'Settings' && label !== 'Audit Log';
  return (
    <Flex gap="xs" wrap="wrap" role="toolbar" aria-label="Invoice actions">
      {answer.Actions.map((label) =>
        label === 'Settings' ? (
          <Link key={label} to={ACCOUNTING_PATHS.settings} className="amplify-button amplify-button--small">
            Settings
          </Link>
        ) : (
          <Button
            key={label}
            size="small"
            variation={label === 'Approve' || label === 'Accept Payment' ? 'primary' : undefined}
            isDisabled={busy || waits(label)}
            onClick={() => void onPick(label)}
          >
            {label}
          </Button>
        ),
      )}
      {mayNeedEwayBill(answer) ? (
        <Button size="small" onClick={() => setOpen('E-way bill')}>
          E-way bill
        </Button>
      ) : null}
      {waitingFor && answer.Actions.length > 0 ? <Text className="kk-inv__hint">{waitingFor}</Text> : null}
      <EwayBillDialog
        of={{ kind: 'Invoice', id: answer._id, docNo: answer.Num || answer._id }}
        open={open === 'E-way bill'}
        onClose={close}
      />

      <Dialog open={open === 'Cancel'} title="Cancel the invoice: give a reason" onClose={close} size="small">
        <TextAreaField
          label="Reason"
          isRequired
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          hasError={missing}
          errorMessage={AccountingMessages.reasonRequired}
        />
        <Flex justifyContent="flex-end" gap="small" paddingBlockStart="small">
          <Button onClick={close}>Back</Button>
          <Button
            variation="destructive"
            isLoading={busy}
            onClick={() => {
              if (reason.trim() === '') return setMissing(true);
              void run('Cancel', { Reason: reason.trim() }).then((answered) => {
                if (!answered) return;
                toast.success(AccountingMessages.cancelled);
                close();
              });
            }}
          >
            Cancel invoice
          </Button>
        </Flex>
      </Dialog>

      <Dialog open={open === 'Credit Note'} title="Credit note" onClose={close}>
        {outcome ? (
          <Flex direction="column" gap="small">
            <Text role="status">{outcome}</Text>
            <Button onClick={close}>Close</Button>
          </Flex>
        ) : (
          <CreditNoteForm
            answer={answer}
            busy={busy}
            onIssue={(body) =>
              void run('CreditNote', body).then((answered) => {
                if (answered && 'CreditNote' in answered)
                  setOutcome(AccountingMessages.creditNoteIssued(answered.CreditNote.Num));
              })
            }
          />
        )}
      </Dialog>

      <Dialog open={open === 'Send SMS'} title="Send the invoice by SMS" onClose={close} size="small">
        {outcome ? (
          <Flex direction="column" gap="small">
            <Text role="status">{outcome}</Text>
            <Button onClick={close}>Close</Button>
          </Flex>
        ) : (
          <Flex direction="column" gap="small">
            <TextField
              label="Phone"
              inputMode="tel"
              maxLength={20}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <Flex justifyContent="flex-end" gap="small">
              <Button onClick={close}>Back</Button>
              <Button
                variation="primary"
                isLoading={busy}
                onClick={() =>
                  void run('SendSMS', phone.trim() ? { Ph: phone.trim() } : {}).then((answered) => {
                    if (answered && 'Link' in answered)
                      setOutcome(`${AccountingMessages.smsSent(answered.Ph)} ${answered.Link}`);
                  })
                }
              >
                Send
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog>

      <WriteOffDialog answer={answer} open={open === 'Write Off'} onClose={close} />

      <Dialog open={open === 'Audit Log'} title="Audit log" onClose={close}>
        {open === 'Audit Log' ? <AuditPanel id={answer._id} timeZone={timeZone} /> : null}
        <Button onClick={close}>Close</Button>
      </Dialog>
    </Flex>
  );
}
