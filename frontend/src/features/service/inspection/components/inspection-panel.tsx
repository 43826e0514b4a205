import { Alert, Button, Flex, Heading, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { statusLabel } from '@shared/documents/status-labels';
import { useState } from 'react';
import { notifyError, toast } from '../../../../components/toast/toast-store';
import { useSession } from '../../../../lib/session';
import { useActiveChecklists, useInspections, useStartInspection } from '../api/inspection-calls';
import { InspectionSheet, summaryOf } from './inspection-sheet';
import { VehicleConditionSection } from './vehicle-condition-section';
import '../inspection.css';

type Props = { kind: 'estimate' | 'repairOrder'; docId: string };

/** Documents that take no more inspections (the server refuses them too). */
const CLOSED = ['Cancelled', 'Closed', 'Converted', 'Declined'];

/**
 * Inspections on an estimate or a repair order (docs/inspections.md §7): start one from
 * an active checklist, mark its points, add photos and recommended lines. Whoever may
 * update the document may inspect; whoever may read it sees the results. Newest first;
 * the open one is shown, earlier ones open on request.
 */
export function InspectionPanel({ kind, docId }: Props) {
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const right = kind === 'estimate' ? 'Est' : 'WO';
  const mayUpdate = isPermitted(inModule('Service', resource('Service', right, 'U')), ctx);
  const found = useInspections(docId);
  const closed = CLOSED.includes(found.data?.DocSts ?? '');
  const canEdit = mayUpdate && !closed;
  const checklists = useActiveChecklists(canEdit);
  const start = useStartInspection(docId);
  const [chosen, setChosen] = useState('');
  const [shown, setShown] = useState<string | undefined>();

  if (found.isPending) return <Loader ariaLabel="Loading the inspections" />;
  if (found.isError)
    return (
      <Alert variation="error" role="alert">
        {found.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void found.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  const { Items, Photos, PicsOn, DocVer, Vehicle } = found.data;
  const current = Items.find((i) => i._id === shown) ?? Items.find((i) => i.Sts === 'Open');
  const options = checklists.data?.Items ?? [];
  const begin = () =>
    start.mutate(chosen || (options[0]?._id ?? ''), {
      onSuccess: (made) => {
        setShown(made._id);
        toast.success(`${made.Name} started.`);
      },
      onError: (error) => notifyError(error),
    });

  return (
    <section className="kk-inspection" aria-labelledby={`inspections-${docId}`}>
      <Heading level={3} id={`inspections-${docId}`}>
        Inspections
      </Heading>
      {kind === 'repairOrder' ? (
        <VehicleConditionSection
          key={`vehicle-${Vehicle?.ver ?? 0}`}
          docId={docId}
          condition={Vehicle}
          photos={Photos}
          picsOn={PicsOn}
          canEdit={canEdit}
        />
      ) : null}
      {Items.length === 0 ? <Text variation="secondary">No inspection yet.</Text> : null}
      {Items.length > 0 ? (
        <ul className="kk-inspection__list">
          {Items.map((i) => (
            <li key={i._id}>
              <Button
                size="small"
                variation="link"
                aria-pressed={current?._id === i._id}
                onClick={() => setShown(current?._id === i._id ? '' : i._id)}
              >
                {`${i.Name} — ${i.Sts === 'Done' ? 'finished' : 'open'}: ${summaryOf(i)}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {current ? (
        <InspectionSheet
          key={`${current._id}:${current.ver}`}
          docId={docId}
          kind={kind}
          docVer={DocVer}
          inspection={current}
          photos={Photos}
          picsOn={PicsOn}
          canEdit={canEdit}
        />
      ) : null}
      {canEdit ? (
        options.length > 0 ? (
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <SelectField
              label="Checklist"
              size="small"
              value={chosen || options[0]?._id}
              onChange={(e) => setChosen(e.target.value)}
            >
              {options.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.Name}
                </option>
              ))}
            </SelectField>
            <Button size="small" isLoading={start.isPending} onClick={begin}>
              Start inspection
            </Button>
          </Flex>
        ) : checklists.isSuccess ? (
          <Text fontSize="small" variation="secondary">
            No active checklist. A Service manager adds one under Settings · Checklists.
          </Text>
        ) : null
      ) : closed ? (
        <Text
          fontSize="small"
          variation="secondary"
        >{`No new inspections: the document is ${statusLabel(found.data.DocSts)}.`}</Text>
      ) : null}
    </section>
  );
}
