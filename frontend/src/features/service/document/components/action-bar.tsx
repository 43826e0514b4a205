import { Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { ACTIONS_WITH_REASON, type ServiceActionLabel } from '@shared/service/action-paths';
import { useState } from 'react';
import { Dialog } from '../../../../components/dialog/dialog';
import { ServiceScreenMessages } from '../utils/messages';
import { supplementaryCodes } from '../utils/supplementary-codes';

/** "Add Supplementary - a", "- b"…: the code the next supplementary estimate will get. */
export const supplementaryLabel = (existing: number): string =>
  `Add Supplementary - ${supplementaryCodes(existing + 1).at(-1) ?? 'a'}`;

export type ActionBarProps = {
  /** Exactly the answer's Actions: what this user may do to this document now. */
  actions: readonly string[];
  supplementaryCount: number;
  busy: boolean;
  /** Why the actions wait (unsaved edits), shown beside them. */
  waitingFor?: string | undefined;
  onAction: (label: string, reason?: string) => void;
};

/** The document's action buttons; Cancel and Declined ask for a reason first. */
export function ActionBar({ actions, supplementaryCount, busy, waitingFor, onAction }: ActionBarProps) {
  const [asking, setAsking] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = (): void => {
    setAsking(undefined);
    setReason('');
    setMissing(false);
  };
  return (
    <Flex gap="xs" wrap="wrap" role="toolbar" aria-label="Document actions">
      {actions.map((label) => (
        <Button
          key={label}
          size="small"
          isDisabled={busy || waitingFor !== undefined}
          variation={label === 'Approve' || label === 'Complete' ? 'primary' : undefined}
          onClick={() =>
            (ACTIONS_WITH_REASON as readonly string[]).includes(label) ? setAsking(label) : onAction(label)
          }
        >
          {label === 'Add Supplementary' ? supplementaryLabel(supplementaryCount) : label}
        </Button>
      ))}
      {waitingFor && actions.length > 0 ? <Text className="kk-doc__hint">{waitingFor}</Text> : null}
      <Dialog open={asking !== undefined} title={`${asking ?? ''}: give a reason`} onClose={close} size="small">
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          hasError={missing}
          errorMessage={ServiceScreenMessages.reasonRequired}
        />
        <Flex justifyContent="flex-end" gap="small" paddingBlockStart="small">
          <Button onClick={close}>Back</Button>
          <Button
            variation="destructive"
            onClick={() => {
              if (reason.trim() === '') {
                setMissing(true);
                return;
              }
              const label = asking as ServiceActionLabel;
              close();
              onAction(label, reason.trim());
            }}
          >
            {asking ?? ''}
          </Button>
        </Flex>
      </Dialog>
    </Flex>
  );
}
