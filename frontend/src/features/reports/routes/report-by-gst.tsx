import { Alert, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { gstReportsFor } from '../utils/gst-reports';
import './report-by-gst.css';

export const handle = { title: 'Report by GST' };

export const ReportByGstTexts = {
  none: 'No GST returns to show: GST returns appear for a GST-registered branch (Settings → Tax) and for users whose report list includes them.',
  gstr1:
    'Outward supplies of a month: B2B, B2C, credit notes, HSN and document summaries; the portal JSON and CSV per section.',
  gstr2: 'Inward supplies: this comes with purchase bills, which this product does not record yet.',
} as const;

/**
 * reports/ReportByGST, the Reports landing (shared/access/default-landing.ts):
 * the GST returns of this branch, by its GST type (platform §6: type 1 GSTR1
 * and GSTR2, type 2 GSTR2 only) and the user's report list.
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
          {reports.map((r) => (
            <li key={r}>
              <Card variation="outlined">
                {r === 'GSTR1' ? (
                  <Link to="/reports/GSTR1">GSTR-1</Link>
                ) : (
                  <Text as="span" fontWeight="bold">
                    GSTR-2
                  </Text>
                )}
                <Text variation="secondary">{r === 'GSTR1' ? ReportByGstTexts.gstr1 : ReportByGstTexts.gstr2}</Text>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
