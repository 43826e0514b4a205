import { Alert, Button, Divider, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { isPermitted, NEW_ID, type AccessContext } from '@shared/access/access-model';
import { Messages } from '@shared/api/messages';
import { partiesRoutes } from '@shared/api/routes/parties';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useCreateParty, type PartyCreateBody } from '../api/create-party';
import { useParty } from '../api/get-party';
import { PARTY_CALLS, type PartyKind } from '../api/party-kind';
import { useUpdateParty } from '../api/update-party';
import { partyPaths, usePartyLabels } from '../utils/labels';
import { newPartyValues, partyToValues } from '../utils/party-form-values';
import { todayIn } from '../../../lib/format';
import { BookAppointmentLink } from './book-appointment-link';
import { NewTicketLink } from './new-ticket-link';
import { CustomerVehicles } from './customer-vehicles';
import { PartyForm } from './party-form';
import { StatementLink } from './statement-link';
import { VendorAccount } from './vendor-account';
import { purchasingRoutes } from '@shared/api/routes/purchasing';

/**
 * Customers/Customer/{Id}, Patients/Patient/{Id} and Vendors/Vendor/{Id}: Id
 * 'New' creates ('Saved Successfully.'), any other Id edits ('Updated
 * Successfully.'; a stale copy gets the conflict toast). Customers list and
 * manage their vehicles (equipment, products) below.
 */
export function PartyScreen({ kind, id }: { kind: PartyKind; id: string }) {
  const session = useSession();
  const labels = usePartyLabels();
  const navigate = useNavigate();
  const isNew = id.toLowerCase() === NEW_ID;
  const record = useParty(kind, isNew ? undefined : id);
  const create = useCreateParty(kind);
  const update = useUpdateParty(kind);
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canSave = isPermitted(isNew ? PARTY_CALLS[kind].create.permission : PARTY_CALLS[kind].update.permission, ctx);
  const noun = kind === 'customer' ? labels.Customer : 'Vendor';
  const recordPath = (partyId: string) =>
    kind === 'customer' ? partyPaths.customer(labels.patients, partyId) : partyPaths.vendor(partyId);

  if (isNew) {
    const save = async (body: PartyCreateBody) => {
      const saved = await create.mutateAsync(body);
      toast.success(Messages.saved);
      await navigate(recordPath(saved._id), { replace: true });
    };
    return (
      <Flex direction="column" gap="medium">
        <Heading level={2}>{`New ${noun.toLowerCase()}`}</Heading>
        <PartyForm
          noun={noun}
          initialValues={newPartyValues()}
          withCategory={kind === 'customer'}
          readOnly={!canSave}
          onSave={save}
        />
      </Flex>
    );
  }

  if (record.isPending) return <Loader size="large" ariaLabel={`Loading ${noun.toLowerCase()}`} />;
  if (record.isError) {
    return (
      <Alert variation="error" role="alert">
        {record.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void record.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const party = record.data;
  const save = async (body: PartyCreateBody) => {
    await update.mutateAsync({ id: party._id, body: { ...body, ver: party.ver } });
    toast.success(Messages.updated);
  };
  const productRights = {
    read: isPermitted(partiesRoutes.getProduct.permission, ctx),
    create: isPermitted(partiesRoutes.createProduct.permission, ctx),
    update: isPermitted(partiesRoutes.assignOwnership.permission, ctx),
  };

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={2}>{party.DName}</Heading>
        <Flex gap="small">
          {kind === 'customer' ? <BookAppointmentLink ctx={ctx} query={{ Cust: party._id }} /> : null}
          {kind === 'customer' ? <NewTicketLink ctx={ctx} custId={party._id} /> : null}
          <StatementLink ctx={ctx} kind={kind} id={party._id} />
        </Flex>
      </Flex>
      {/* A new version (after save or refetch) starts the form from what the server holds. */}
      <PartyForm
        key={party.ver}
        noun={noun}
        initialValues={partyToValues(party)}
        withCategory={kind === 'customer'}
        readOnly={!canSave}
        onSave={save}
      />
      {kind === 'customer' ? (
        <>
          <Divider />
          <CustomerVehicles customer={party} labels={labels} rights={productRights} today={todayIn(session.User.TZ)} />
        </>
      ) : null}
      {kind === 'vendor' && isPermitted(purchasingRoutes.vendorBalance.permission, ctx) ? (
        <>
          <Divider />
          <VendorAccount vendId={party._id} ctx={ctx} timeZone={session.User.TZ} />
        </>
      ) : null}
    </Flex>
  );
}
