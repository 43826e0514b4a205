import { Button, CheckboxField, Flex, TextField } from '@aws-amplify/ui-react';
import { fromScaled, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { formatQuantity } from '@shared/documents/quantity-format';
import { batchesInTransit, inTransit, serialsInTransit } from '@shared/inventory/transfer-in-transit';
import type { TransferAnswer, TransferReceiptLine, TransferReceiveBody } from '@shared/inventory/transfer-schemas';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';

type Line = TransferAnswer['Lines'][number];
const units = (m: number): string => String(fromScaled(m, QTY_DIGITS));
const batchKey = (line: Line, batch: string) => `${line._id}#${batch}`;
/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** Every field starts at what is still in transit: receiving all of it is one press. */
function initialValues(lines: readonly Line[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of lines) {
    values[line._id] = units(inTransit(line));
    for (const b of batchesInTransit(line)) values[batchKey(line, b.Batch)] = units(b.Qty);
    for (const s of serialsInTransit(line)) values[batchKey(line, s)] = 'yes';
  }
  return values;
}

/** What the receiver entered, as the Receive body: lines with nothing arrived are left out. */
function receiptOf(lines: readonly Line[], values: Record<string, string>): TransferReceiptLine[] {
  return lines.flatMap((line): TransferReceiptLine[] => {
    const batches = line.Track === 'BN' ? batchesInTransit(line) : [];
    const serials = line.Track === 'SN' ? serialsInTransit(line) : [];
    if (batches.length > 0) {
      const picked = batches
        .map((b) => ({ Batch: b.Batch, Qty: numberOf(values[batchKey(line, b.Batch)] ?? '') }))
        .filter((b) => b.Qty !== 0);
      // The line's quantity is the batches' sum, added in thousandths (a number typed wrong goes as it is).
      const Qty = picked.every((b) => Number.isFinite(b.Qty))
        ? fromScaled(
            picked.reduce((sum, b) => sum + toScaled(b.Qty, QTY_DIGITS), 0),
            QTY_DIGITS,
          )
        : Number.NaN;
      return picked.length > 0 ? [{ _id: line._id, Qty, Batches: picked }] : [];
    }
    if (serials.length > 0) {
      const arrived = serials.filter((s) => values[batchKey(line, s)] === 'yes');
      return arrived.length > 0 ? [{ _id: line._id, Qty: arrived.length, Serials: arrived }] : [];
    }
    const Qty = numberOf(values[line._id] ?? '');
    return Qty !== 0 ? [{ _id: line._id, Qty }] : [];
  });
}

/**
 * What arrived of a transfer in transit (docs/inventory-transfers.md §8): per
 * line the quantity received, at most what is still in transit; for a line
 * carrying batches, how much of each batch; for serials, which arrived. Every
 * field starts at the rest, so a complete delivery is received at once; a short
 * one is corrected here and the rest stays in transit for a later receipt.
 */
export function TransferReceipt({
  transfer,
  busy,
  onReceive,
}: {
  transfer: TransferAnswer;
  busy: boolean;
  onReceive: (body: TransferReceiveBody) => void;
}) {
  const lines = transfer.Lines.filter((l) => inTransit(l) > 0);
  const [values, setValues] = useState(() => initialValues(lines));
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const receive = () => onReceive({ Lines: receiptOf(lines, values) });
  return (
    <form
      aria-label="Receive"
      className="kk-transfer-receipt"
      onSubmit={(e) => {
        e.preventDefault();
        receive();
      }}
    >
      <Flex direction="column" gap="small">
        {lines.map((line) => {
          const left = `${formatQuantity(fromScaled(inTransit(line), QTY_DIGITS))} ${line.UoM ?? ''}`.trim();
          const batches = line.Track === 'BN' ? batchesInTransit(line) : [];
          const serials = line.Track === 'SN' ? serialsInTransit(line) : [];
          return (
            <fieldset key={line._id} className="kk-adjustment-line" aria-label={`Received ${line.Desc}`}>
              <legend>{`${line.Desc} · in transit ${left}`}</legend>
              {batches.map((b) => (
                <TextField
                  key={b.Batch}
                  label={`Batch ${b.Batch}${b.Exp ? ` · exp ${formatDate(b.Exp)}` : ''}`}
                  inputMode="decimal"
                  value={values[batchKey(line, b.Batch)] ?? ''}
                  onChange={(e) => set(batchKey(line, b.Batch), e.target.value)}
                />
              ))}
              {serials.map((s) => (
                <CheckboxField
                  key={s}
                  name={batchKey(line, s)}
                  label={s}
                  checked={values[batchKey(line, s)] === 'yes'}
                  onChange={(e) => set(batchKey(line, s), e.target.checked ? 'yes' : '')}
                />
              ))}
              {batches.length === 0 && serials.length === 0 ? (
                <TextField
                  label="Received"
                  inputMode="decimal"
                  value={values[line._id] ?? ''}
                  onChange={(e) => set(line._id, e.target.value)}
                />
              ) : null}
            </fieldset>
          );
        })}
        <Flex gap="small" wrap="wrap">
          <Button type="submit" variation="primary" isLoading={busy}>
            Receive
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
