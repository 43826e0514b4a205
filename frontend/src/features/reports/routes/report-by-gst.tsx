import { Alert, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { GstReport } from '@shared/access/reports-access';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { gstReportsFor } from '../utils/gst-reports';
import './report-by-gst.css';

export const handle = { title: 'Report by GST' };

export const ReportByGstTexts = {
  none: 'No GST returns to show: GST returns appear for a GST-registered branch (Settings → Tax) and for users whose report list includes them.',
  gstr1:
    'Outward supplies of a month: B2B, B2C, credit notes, HSN and document summaries; the portal JSON and CSV per section.',
  gstr2: 'Input tax credit of a month: the vendor bills claimed in it, per bill and rate, with the totals and a CSV.',
  gstr3b:
    'The monthly summary: outward supplies from GSTR-1, inward supplies on reverse charge, eligible ITC, and the tax to pay in cash after set-off.',
  gstr2b:
    "The portal's GSTR-2B of a month against the bills: matched, mismatched with the reason, missing in books, missing in 2B.",
  hsn: 'HSN summary of outward supplies (B2B and B2C), in GSTR-1.',
} as const;

/** Each return's screen and what it is. The HSN summary is GSTR-1's own section, so it goes with GSTR-1. */
const ENTRIES: Record<GstReport, { label: string; to: string; text: string }[]> = {
  GSTR1: [
    { label: 'GSTR-1', to: '/reports/GSTR1', text: ReportByGstTexts.gstr1 },
    { label: 'HSN summary', to: '/reports/GSTR1?Section=hsn', text: ReportByGstTexts.hsn },
  ],
  GSTR2: [
    { label: 'GSTR-2 / ITC', to: '/reports/GSTR2', text: ReportByGstTexts.gstr2 },
    { label: 'GSTR-2B reconciliation', to: '/reports/GSTR2B', text: ReportByGstTexts.gstr2b },
  ],
  GSTR3B: [{ label: 'GSTR-3B', to: '/reports/GSTR3B', text: ReportByGstTexts.gstr3b }],
};

/**
 * reports/ReportByGST, the Reports landing (shared/access/default-landing.ts):
 * the GST returns of this branch, by its GST type (platform §6: type 1 GSTR1
 * and GSTR2, with GSTR-3B and GSTR-1's HSN summary; type 2 GSTR2 only) and the
 * user's report list, each a link to its screen.
 */
export function Component() {
  const reports = gstReportsFor(useSession());
  return (
    <Flex direction="column" gap="medium">
      <Heading level={3}>Report by GST</Heading>
      {reports.length === 0 ? (
        <Alert variation="info" role="status">
          {ReportByGstTexts.none}
        </Alert>
      ) : (
        <ul className="kk-report-list" aria-label="GST returns">
          {reports.flatMap((r) =>
            ENTRIES[r].map((e) => (
              <li key={e.label}>
                <Card variation="outlined">
                  <Link to={e.to}>{e.label}</Link>
                  <Text variation="secondary">{e.text}</Text>
                </Card>
              </li>
            )),
          )}
        </ul>
      )}
    </Flex>
  );
}
