import { Alert, Badge, Button, SwitchField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { BranchSetupMessages } from '@shared/reference/branch-setup-schemas';
import { useState } from 'react';
import { RecordTable } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { useSetTieUp, useTieUps } from '../api/entity-insurance';
import { useInsurers } from '../api/insurers';
import { InsurerDetailsDialog } from '../components/insurer-details-dialog';
import { SettingsPage } from '../components/settings-page';

export const handle = { title: 'Insurance Settings' };

function InsuranceSettings() {
  const insurers = useInsurers();
  const list = insurers.data ?? [];
  const tieUps = useTieUps(list.map((insurer) => insurer._id));
  const setTieUp = useSetTieUp();
  const loadingTieUps = tieUps.some((query) => query.isPending);
  const anyTieUp = tieUps.some((query) => query.data?.TieUp === true);
  const [detailsOf, setDetailsOf] = useState<{ _id: string; Name: string } | undefined>();
  const detailsIndex = detailsOf ? list.findIndex((insurer) => insurer._id === detailsOf._id) : -1;
  const detailsRecord = tieUps[detailsIndex]?.data;
  const rows = list.map((insurer, index) => ({ insurer, query: tieUps[index] }));

  const toggle = (insurerId: string, tieUp: boolean, ver: number | undefined) =>
    setTieUp.mutate({ insurerId, tieUp, ver }, { onSuccess: () => toast.success(Messages.updated) });

  return (
    <SettingsPage
      title="Insurance Settings"
      description="Insurance companies the workshop has a cashless tie-up with."
      loading={insurers.isPending}
      error={insurers.error}
      onRetry={() => void insurers.refetch()}
    >
      {!loadingTieUps && !anyTieUp ? <Alert variation="info">{BranchSetupMessages.noTieUp}</Alert> : null}
      <RecordTable
        caption="Insurance companies"
        columns={[
          { id: 'Name', header: 'Insurance company', cell: ({ insurer }) => insurer.Name },
          { id: 'Sector', header: 'Sector', cell: ({ insurer }) => <Badge>{insurer.Sector}</Badge> },
          {
            id: 'TieUp',
            header: 'Tie-up',
            cell: ({ insurer, query }) => (
              <SwitchField
                label={`Tie-up with ${insurer.Name}`}
                isLabelHidden
                isChecked={query?.data?.TieUp === true}
                isDisabled={query?.isPending !== false || setTieUp.isPending}
                onChange={(event) => toggle(insurer._id, event.target.checked, query?.data?.ver)}
              />
            ),
          },
          { id: 'GarageCode', header: 'Garage code', cell: ({ query }) => query?.data?.GarageCode },
          { id: 'Branches', header: 'Branches', cell: ({ query }) => (query?.data ? query.data.Branches.length : 0) },
        ]}
        rows={rows}
        rowKey={({ insurer }) => insurer._id}
        emptyText="No insurance companies to Show."
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={({ insurer, query }) => (
          <Button
            size="small"
            aria-label={`Details of ${insurer.Name}`}
            // The dialog starts from the record the list read (null: never set up).
            isDisabled={query?.data === undefined}
            onClick={() => setDetailsOf(insurer)}
          >
            Details
          </Button>
        )}
      />
      {detailsOf && detailsRecord !== undefined ? (
        <InsurerDetailsDialog
          key={detailsOf._id}
          insurer={detailsOf}
          record={detailsRecord}
          onClose={() => setDetailsOf(undefined)}
        />
      ) : null}
    </SettingsPage>
  );
}

/** settings/entityinsurancesettings (spec platform §2, §8; service-documents §7 'Insurance and geography'). */
export function Component() {
  return <InsuranceSettings />;
}
