import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { NEW_ID } from '@shared/access/permission-string';
import { useDocument } from '../api/document-calls';
import type { EstimateAnswer, RepairOrderAnswer } from '@shared/service/call-schemas';
import type { DocumentKind } from '../utils/document-form';
import { ApprovalPanel } from './approval-panel';
import { LiveOrder } from './live-order';
import { DocumentEditor } from './document-editor';
import { InspectionPanel } from '../../inspection/components/inspection-panel';
import { TicketLinks } from './ticket-links';

/**
 * Service/Estimate/{Id} and Service/WorkOrder/{Id}: Id 'New' writes a new
 * document; any other Id loads it. Each version the server answers (after a save
 * or an action) starts the form again from what the server holds.
 */
export function DocumentScreen({ kind, id }: { kind: DocumentKind; id: string }) {
  const isNew = id.toLowerCase() === NEW_ID;
  const doc = useDocument(kind, isNew ? undefined : id);
  const noun = kind === 'estimate' ? 'estimate' : 'order';
  if (isNew) return <DocumentEditor key="new" kind={kind} answer={undefined} />;
  // The cached copy is never shown, not even for the render before the read starts: its actions could be
  // ones the server now refuses. A failed read is shown as one (below), with Retry.
  if (doc.isPending || !doc.isFetchedAfterMount) return <Loader size="large" ariaLabel={`Loading the ${noun}`} />;
  if (doc.isError) {
    return (
      <Alert variation="error" role="alert">
        {doc.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void doc.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return (
    <>
      {/* Approval by link: the send button and the customer's answer shown live (docs/customer-loop.md). */}
      {kind === 'estimate' ? <ApprovalPanel doc={doc.data as EstimateAnswer} /> : null}
      {/* A complaint or the follow-up call after delivery, as a ticket (docs/tickets.md §5). */}
      {kind === 'repairOrder' ? <TicketLinks order={doc.data} /> : null}
      {/* The order changed elsewhere (a supplementary approved by link) shows without a reload. */}
      {kind === 'repairOrder' ? <LiveOrder doc={doc.data as RepairOrderAnswer} /> : null}
      <DocumentEditor key={`${doc.data._id}-${doc.data.ver}`} kind={kind} answer={doc.data} />
      {/* Inspections with photos and recommended lines (docs/inspections.md). */}
      <InspectionPanel kind={kind} docId={doc.data._id} />
    </>
  );
}
