import { startingWarehouse } from '@shared/inventory/starting-warehouse';
import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { lookupsRoutes } from '@shared/api/routes/lookups';
import { settingsRoutes } from '@shared/api/routes/settings';
import { formatPaise } from '@shared/documents/money-format';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { paiseToRupees } from '@shared/documents/money-math';
import { gstinState } from '@shared/invoices/invoice-rules';
import type { ReceiptAnswer, ReceiptCreateBody } from '@shared/sales/receipt-schemas';
import { paymentsDueP, receiptAmounts } from '@shared/sales/receipt-totals';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { todayIn } from '../../../lib/format';
import { lookupQueryOptions } from '../../../lib/lookup-query';
import { useSession } from '../../../lib/session';
import { findSaleParts, useCreateReceipt, useReopenReceipt } from '../api/receipt-calls';
import { numberOf, partFor, withPart, type CounterLine, type CounterPayment } from './counter-lines';
import { buyerBody, buyerGstin, CounterBuyer, WALK_IN, type Buyer } from './counter-buyer';
import { CounterLines } from './counter-line-rows';
import { useBuyerCategory, useRepricing } from './counter-pricing';
import { counterStartOf } from './counter-reopen';
import { PaymentSplit } from './payment-split';
import { ReceiptPrint } from './receipt-print';
import { SALES_PATHS } from './sales-paths';
import './counter-sale.css';

const FIRST_PAYMENT: CounterPayment = { Type: 'Cash', Amt: '', Ref: '' };

/**
 * Accounting/salesreceipts/New (docs/sales.md §6), built for a counter: the
 * item field has the focus; a part code typed or scanned (a scanner types the
 * code, then Enter) adds the line, the same code again one more of it; the
 * totals with GST follow every key (the invoice engine, as the server
 * computes them); the payment may be split over any of the types. The save
 * shows the receipt to print on an 80 mm roll or A4, and a refusal shows on
 * its line. With `reopening` (Accounting/salesreceipts/:Id/ReOpen, docs/sales.md
 * §13) the screen starts from that saved receipt and the save keeps its number.
 */
export function CounterSale({ reopening }: { reopening?: ReceiptAnswer | undefined } = {}) {
  const session = useSession();
  const navigate = useNavigate();
  const settings = session.Entity.Settings;
  const today = todayIn(session.User.TZ);
  const warehouses = useQuery(lookupQueryOptions(settingsRoutes.listWarehouses));
  const taxCodes = useQuery(lookupQueryOptions(lookupsRoutes.taxCodes, { query: { Date: today } }));
  const active = (warehouses.data ?? []).filter((w) => w.Active);
  const start = useMemo(() => (reopening ? counterStartOf(reopening) : undefined), [reopening]);
  const [editing, setEditing] = useState(reopening);
  const [chosenWh, setChosenWh] = useState(start?.WhId ?? '');
  const WhId = chosenWh || startingWarehouse(settings.Inventory, active, 'stock', { orFirst: true });
  const [lines, setLines] = useState<CounterLine[]>(start?.lines ?? []);
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<ItemLookupRow[]>([]);
  const [buyer, setBuyer] = useState<Buyer>(start?.buyer ?? WALK_IN);
  const [payments, setPayments] = useState<CounterPayment[]>(start?.payments ?? [FIRST_PAYMENT]);
  const [problem, setProblem] = useState<string | undefined>();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<ReceiptAnswer | undefined>();
  const itemField = useRef<HTMLInputElement>(null);
  const create = useCreateReceipt();
  const reopen = useReopenReceipt(editing?._id ?? '');
  const save = editing ? reopen : create;
  // A customer of a category buys at that category's price list (docs/sales.md §2).
  const category = useBuyerCategory(buyer.customer?._id);
  useRepricing(category, lines, setLines);

  const ownState = settings.Address?.StCode ?? gstinState(settings.Common.Tax.GSTIN) ?? '';
  const buyerState = gstinState(buyerGstin(buyer));
  const intra = buyerState === undefined || buyerState === ownState;
  const amounts = useMemo(
    () =>
      receiptAmounts(
        lines.map((l) => ({
          ItemId: l.part._id,
          Qty: Number.isFinite(numberOf(l.Qty)) ? numberOf(l.Qty) : 0,
          UnPr: l.part.UnPr,
          Disc: Number.isFinite(numberOf(l.Disc)) ? numberOf(l.Disc) : undefined,
          TCode: l.part.TCode,
        })),
        {},
        {
          date: today,
          intra,
          taxCodes: taxCodes.data ?? [],
          intraTC: settings.Common.Tax.IntraTC,
          interTC: settings.Common.Tax.InterTC,
          round: settings.Acc.Round === true,
          taxable: settings.Common.Tax.Tax !== false,
        },
      ),
    [lines, intra, today, taxCodes.data, settings],
  );
  // A single payment left blank is the whole total (the usual cash sale).
  const paid = payments.length === 1 && payments[0]?.Amt.trim() === '' ? [] : payments;
  const due =
    paid.length === 0
      ? 0
      : paymentsDueP(
          amounts.GrandTotalP,
          paid.map((p) => ({ Amt: numberOf(p.Amt) || 0 })),
        );

  const focusItem = () => itemField.current?.focus();
  const add = (part: ItemLookupRow) => {
    setLines((now) => withPart(now, part));
    setText('');
    setChoices([]);
    setProblem(undefined);
    focusItem();
  };
  const lookUp = async () => {
    const typed = text.trim();
    if (!typed) return;
    try {
      const found = await findSaleParts(typed, category);
      const part = partFor(typed, found);
      if (part) return add(part);
      setChoices(found);
      if (found.length === 0) setProblem(`No item matches ${typed}.`);
    } catch (error) {
      setProblem(toClientError(error).message);
    }
  };
  const onItemKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookUp();
  };

  const submit = async () => {
    setProblem(undefined);
    setLineErrors({});
    const body: ReceiptCreateBody = {
      WhId,
      ...buyerBody(buyer),
      Lines: lines.map((l) => ({
        ItemId: l.part._id,
        Qty: numberOf(l.Qty),
        ...(l.Disc.trim() ? { Disc: numberOf(l.Disc) } : {}),
      })),
      Payments: (paid.length === 0 ? [{ ...FIRST_PAYMENT, Type: payments[0]?.Type ?? 'Cash' }] : paid).map((p) => ({
        Type: p.Type,
        Amt: paid.length === 0 ? paiseToRupees(amounts.GrandTotalP) : numberOf(p.Amt),
        ...(p.Ref.trim() ? { Ref: p.Ref.trim() } : {}),
      })),
    };
    try {
      setSaved(await (editing ? reopen.mutateAsync({ ...body, ver: editing.ver }) : create.mutateAsync(body)));
      setEditing(undefined);
    } catch (error) {
      const refusal = toClientError(error);
      const onLines: Record<string, string> = {};
      for (const e of refusal.errors ?? []) if (e.path.startsWith('Lines.')) onLines[e.path] = e.message;
      setLineErrors(onLines);
      // A 409 (a re-open of a receipt changed meanwhile, returned or cancelled) says why in its detail.
      if (Object.keys(onLines).length === 0) setProblem(refusal.detail ?? refusal.message);
    }
  };
  const startAgain = () => {
    // A re-open saved, the next sale is a new one at the counter's own address.
    if (reopening) void navigate(SALES_PATHS.newReceipt);
    setSaved(undefined);
    setLines([]);
    setBuyer(WALK_IN);
    setPayments([FIRST_PAYMENT]);
    window.setTimeout(focusItem, 0);
  };

  if (saved)
    return (
      <div className="kk-screen">
        <Flex justifyContent="space-between" wrap="wrap" gap="small">
          <Alert variation="success">{`Receipt ${saved.Num} saved.`}</Alert>
          <Button variation="primary" onClick={startAgain} autoFocus>
            New sale
          </Button>
        </Flex>
        <ReceiptPrint receipt={saved} timeZone={session.User.TZ} />
      </div>
    );

  return (
    <div className="kk-screen kk-counter">
      <section aria-label="Items">
        <Flex direction="column" gap="small">
          {editing ? (
            <Alert variation="info">{`Re-opening ${editing.Num}: saving replaces it under the same number.`}</Alert>
          ) : null}
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <TextField
            label="Item code or name"
            ref={itemField}
            autoFocus
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onItemKey}
            descriptiveText="Scan or type a code, then Enter."
          />
          {choices.length > 0 ? (
            <Flex gap="xs" wrap="wrap" role="list" aria-label="Matching items">
              {choices.map((p) => (
                <Button key={p._id} size="small" role="listitem" onClick={() => add(p)}>
                  {`${p.PCode} · ${p.Desc}`}
                </Button>
              ))}
            </Flex>
          ) : null}
          <CounterLines
            lines={lines}
            amounts={amounts.lines}
            errors={lineErrors}
            onChange={setLines}
            onNext={focusItem}
          />
        </Flex>
      </section>
      <section className="kk-counter__totals" aria-label="Totals and payment">
        <Flex direction="column" gap="small">
          <SelectField label="Warehouse" size="small" value={WhId} onChange={(e) => setChosenWh(e.target.value)}>
            {active.map((w) => (
              <option key={w._id} value={w._id}>
                {w.Name}
              </option>
            ))}
          </SelectField>
          <CounterBuyer buyer={buyer} onChange={setBuyer} />
          <div role="group" aria-label="Totals">
            <Sum label="Taxable" paise={amounts.TaxableP} />
            {intra ? <Sum label="CGST" paise={amounts.CGSTP} /> : null}
            {intra ? <Sum label="SGST" paise={amounts.SGSTP} /> : null}
            {intra ? null : <Sum label="IGST" paise={amounts.IGSTP} />}
            {amounts.AdjustP !== 0 ? <Sum label="Round off" paise={amounts.AdjustP} /> : null}
            <Sum label="Total" paise={amounts.GrandTotalP} grand />
          </div>
          <PaymentSplit payments={payments} due={due} onChange={setPayments} />
          <Button
            variation="primary"
            isDisabled={lines.length === 0 || !WhId}
            isLoading={save.isPending}
            onClick={() => void submit()}
          >
            {editing ? `Save ${editing.Num} & print` : 'Save & print'}
          </Button>
        </Flex>
      </section>
    </div>
  );
}

function Sum({ label, paise, grand = false }: { label: string; paise: number; grand?: boolean }) {
  return (
    <div className={grand ? 'kk-counter__sum kk-counter__sum--grand' : 'kk-counter__sum'}>
      <span>{label}</span>
      <span aria-label={label}>{formatPaise(paise)}</span>
    </div>
  );
}
