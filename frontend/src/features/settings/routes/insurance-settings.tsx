import { Alert, Badge, Button, SwitchField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { BranchSetupMessages } from '@shared/reference/branch-setup-schemas';
import { useState } from 'react';
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
      <Table caption="Insurance companies" size="small" highlightOnHover>
        <TableHead>
          <TableRow>
            <TableCell as="th">Insurance company</TableCell>
            <TableCell as="th">Sector</TableCell>
            <TableCell as="th">Tie-up</TableCell>
            <TableCell as="th">Garage code</TableCell>
            <TableCell as="th">Branches</TableCell>
            <TableCell as="th">
              <span className="kk-visually-hidden">Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((insurer, index) => {
            const query = tieUps[index];
            const current = query?.data ?? null;
            return (
              <TableRow key={insurer._id}>
                <TableCell>{insurer.Name}</TableCell>
                <TableCell>
                  <Badge>{insurer.Sector}</Badge>
                </TableCell>
                <TableCell>
                  <SwitchField
                    label={`Tie-up with ${insurer.Name}`}
                    isLabelHidden
                    isChecked={current?.TieUp === true}
                    isDisabled={query?.isPending !== false || setTieUp.isPending}
                    onChange={(event) => toggle(insurer._id, event.target.checked, current?.ver)}
                  />
                </TableCell>
                <TableCell>{current?.GarageCode}</TableCell>
                <TableCell>{current ? current.Branches.length : 0}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={`Details of ${insurer.Name}`}
                    // The dialog starts from the record the list read (null: never set up).
                    isDisabled={query?.data === undefined}
                    onClick={() => setDetailsOf(insurer)}
                  >
                    Details
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {detailsOf && detailsRecord !== undefined ? (
        <InsurerDetailsDialog key={detailsOf._id} insurer={detailsOf} record={detailsRecord} onClose={() => setDetailsOf(undefined)} />
      ) : null}
    </SettingsPage>
  );
}

/** settings/entityinsurancesettings (spec platform §2, §8; service-documents §7 'Insurance and geography'). */
export function Component() {
  return <InsuranceSettings />;
}
