import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { statusLabel } from '@shared/documents/status-labels';
import { useNavigate } from 'react-router';
import { PrintMenu } from '../../../../components/print';
import type { DocumentAnswer, DocumentKind } from '../utils/document-form';
import { printPath } from '../utils/routes';
import { supplementaryCodes } from '../utils/supplementary-codes';
import { AuditLog } from './audit-log';

/** The document's title with its status, audit log, print menu and Save (Ctrl+S). */
export function DocumentHeading({
  kind,
  title,
  answer,
  timeZone,
  saving,
}: {
  kind: DocumentKind;
  title: string;
  answer: DocumentAnswer | undefined;
  timeZone: string;
  saving: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
      <Heading level={2}>{title}</Heading>
      <Flex gap="xs" wrap="wrap" alignItems="center">
        {answer ? <Text className="kk-doc__status">{statusLabel(answer.Sts)}</Text> : null}
        {answer?.CanAudit ? <AuditLog kind={kind} id={answer._id} timeZone={timeZone} /> : null}
        {answer ? (
          <PrintMenu
            kind={kind}
            suppCodes={kind === 'estimate' ? supplementaryCodes(answer.SuppEst?.length ?? 0) : []}
            onPick={(choice) => void navigate(printPath(kind, answer._id, choice))}
          />
        ) : null}
        <Button
          type="submit"
          variation="primary"
          size="small"
          isLoading={saving}
          loadingText="Saving"
          aria-keyshortcuts="Control+S"
        >
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
