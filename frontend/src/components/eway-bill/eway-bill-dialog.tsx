import { Alert, Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { challanRoutes } from '@shared/api/routes/challans';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { packageRoutes } from '@shared/api/routes/packages';
import { EWAY_BILL_LIMIT, TRANSPORT_MODES, type TransportMode } from '@shared/gst/returns/eway-bill';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { rupeesToPaise } from '@shared/documents/money-math';
import { useState } from 'react';
import { Dialog } from '../dialog/dialog';
import { toast } from '../toast/toast-store';
import { apiCall } from '../../lib/api-client';
import { toClientError } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';

/**
 * Whether an invoice may carry goods worth an e-way bill: issued, with parts,
 * and a total above ₹50,000. The server measures the goods alone
 * (consignmentValue) and says so when they are worth less.
 */
export const mayNeedEwayBill = (answer: InvoiceAnswer): boolean =>
  answer.Sts !== 'Draft' &&
  answer.Sts !== 'Cancelled' &&
  (answer.Items ?? []).length > 0 &&
  rupeesToPaise(answer.Totals.GrandTotal) > EWAY_BILL_LIMIT;

/**
 * Whether a vendor bill's goods may need the buyer's e-way bill: the vendor is
 * unregistered (a registered one makes their own) and the bill is above ₹50,000.
 */
export const billMayNeedEwayBill = (bill: { Sts: string; VendGSTIN?: string | undefined; Total: number }): boolean =>
  !bill.VendGSTIN && bill.Sts !== 'Draft' && bill.Sts !== 'Cancelled' && rupeesToPaise(bill.Total) > EWAY_BILL_LIMIT;

/** Which document's goods travel: an issued invoice's, a bill's from an unregistered vendor, or a delivery challan's. */
export type EwayBillOf = { kind: 'Invoice' | 'Bill' | 'Challan' | 'Package'; id: string; docNo: string };

type Journey = {
  Mode: TransportMode;
  Distance: string;
  VehicleNo: string;
  TransporterId: string;
  TransporterName: string;
  TransDocNo: string;
  TransDocDate: string;
};

const START: Journey = {
  Mode: 'Road',
  Distance: '',
  VehicleNo: '',
  TransporterId: '',
  TransporterName: '',
  TransDocNo: '',
  TransDocDate: '',
};

/** The journey's fields that were filled, as the call's query (docs/gst-returns.md 'E-way bill file'). */
const queryOf = (id: string, j: Journey) => ({
  Id: id,
  Mode: j.Mode,
  Distance: j.Distance.trim() === '' ? '0' : j.Distance.trim(),
  ...Object.fromEntries(
    (['VehicleNo', 'TransporterId', 'TransporterName', 'TransDocNo', 'TransDocDate'] as const)
      .filter((k) => j[k].trim() !== '')
      .map((k) => [k, j[k].trim()]),
  ),
});

/**
 * E-way bill file: the journey of the document's goods (Part B: how, how far,
 * which vehicle or transporter), then the portal's bulk JSON downloads for the
 * dispatcher to upload. The server's refusal (goods worth ₹50,000 or less, an
 * address without a PIN, a vehicle number the portal would not take) is shown
 * as it words it.
 */
export function EwayBillDialog({ of, open, onClose }: { of: EwayBillOf; open: boolean; onClose: () => void }) {
  const [journey, setJourney] = useState<Journey>(START);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Journey, v: string) => setJourney((j) => ({ ...j, [k]: v }));
  const byRoad = journey.Mode === 'Road';

  const download = async (): Promise<void> => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { Id, ...journeyQuery } = queryOf(of.id, journey);
      const route = of.kind === 'Bill' ? invoicesRoutes.ewayBillOfBill : invoicesRoutes.ewayBillExport;
      // A delivery challan's file is a call of the sales family, the challan in its path (docs/challans.md §7).
      // A shipped package's file likewise (docs/sales-fulfilment.md §7).
      const file =
        of.kind === 'Challan'
          ? await apiCall(challanRoutes.challanEwayBill, { params: { Id }, query: journeyQuery })
          : of.kind === 'Package'
            ? await apiCall(packageRoutes.packageEwayBill, { params: { Id }, query: journeyQuery })
            : await apiCall(route, { query: { Id, ...journeyQuery } });
      saveFile(new Blob([JSON.stringify(file)], { type: 'application/json' }), `EWB-${of.docNo}.json`);
      toast.success(`E-way bill file of ${of.docNo} downloaded.`);
      onClose();
    } catch (error) {
      setProblem(toClientError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title="E-way bill file" onClose={onClose} size="small">
      <Flex direction="column" gap="small">
        <Text className="kk-inv__hint">
          For goods worth more than ₹50,000 with tax. Upload the file on the e-way bill portal (Bulk generation).
        </Text>
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <SelectField label="Transport" size="small" value={journey.Mode} onChange={(e) => set('Mode', e.target.value)}>
          {(Object.keys(TRANSPORT_MODES) as TransportMode[]).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Distance (km)"
          size="small"
          inputMode="numeric"
          descriptiveText="0 lets the portal work it out from the PIN codes"
          value={journey.Distance}
          onChange={(e) => set('Distance', e.target.value)}
        />
        {byRoad ? (
          <TextField
            label="Vehicle number"
            size="small"
            placeholder="KA01AB1234"
            value={journey.VehicleNo}
            onChange={(e) => set('VehicleNo', e.target.value)}
          />
        ) : (
          <>
            <TextField
              label="Transport document number"
              size="small"
              value={journey.TransDocNo}
              onChange={(e) => set('TransDocNo', e.target.value)}
            />
            <TextField
              label="Transport document date"
              type="date"
              size="small"
              value={journey.TransDocDate}
              onChange={(e) => set('TransDocDate', e.target.value)}
            />
          </>
        )}
        <TextField
          label="Transporter id (optional)"
          size="small"
          value={journey.TransporterId}
          onChange={(e) => set('TransporterId', e.target.value)}
        />
        <TextField
          label="Transporter name (optional)"
          size="small"
          value={journey.TransporterName}
          onChange={(e) => set('TransporterName', e.target.value)}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Back</Button>
          <Button variation="primary" isLoading={busy} onClick={() => void download()}>
            Download e-way bill file
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}
