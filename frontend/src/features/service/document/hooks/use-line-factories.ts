import { newItemStatus } from '@shared/documents/line-rules';
import type { EstimateStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { useMemo } from 'react';
import { PAYER_LABELS } from '../utils/choices';
import { lineStatus, PAYER_OF_NEW_LINE, type LabourRow, type PartRow } from '../utils/document-form';

/** New labour and part lines of a document: a fresh id, the payer of a new line and the status a new line takes. */
export function useLineFactories({
  status,
  isEstimate,
  prefixes,
  newId,
}: {
  status: RepairOrderStatus | EstimateStatus;
  isEstimate: boolean;
  prefixes: { labour: string; part: string };
  /** The next free id with the prefix, read from the form when a line is added. */
  newId: (prefix: string) => string;
}) {
  return useMemo(
    () => ({
      newLabour: (): LabourRow => ({
        _id: newId(prefixes.labour),
        Desc: '',
        PBy: PAYER_OF_NEW_LINE,
        PayerName: PAYER_LABELS[PAYER_OF_NEW_LINE],
        TechName: '',
        PaintMark: '',
        VendorName: '',
        ...lineStatus(newItemStatus({ Sts: status, isEstimate })),
        Parts: [],
      }),
      newPart: (): PartRow => ({
        _id: newId(prefixes.part),
        Desc: '',
        Qty: 1,
        PBy: PAYER_OF_NEW_LINE,
        PayerName: PAYER_LABELS[PAYER_OF_NEW_LINE],
        ...lineStatus(newItemStatus({ Sts: status, isEstimate })),
      }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are read from the form when a line is added
    [status, isEstimate, prefixes.labour, prefixes.part],
  );
}
