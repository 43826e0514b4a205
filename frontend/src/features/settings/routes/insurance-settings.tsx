import { Alert, Badge, SwitchField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { BranchSetupMessages } from '@shared/reference/branch-setup-schemas';
import { RequirePermission } from '../../../components/require-permission';
import { toast } from '../../../components/toast/toast-store';
import { useSetTieUp, useTieUps } from '../api/entity-insurance';
import { useInsurers } from '../api/insurers';
import { SettingsPage } from '../components/settings-page';
import { SETTINGS_SCREENS } from '../utils/settings-screens';

export const handle = { title: 'Insurance Settings' };

function InsuranceSettings() {
  const insurers = useInsurers();
  const list = insurers.data ?? [];
  const tieUps = useTieUps(list.map((insurer) => insurer._id));
  const setTieUp = useSetTieUp();
  const loadingTieUps = tieUps.some((query) => query.isPending);
  const anyTieUp = tieUps.some((query) => query.data?.TieUp === true);

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
                    labelHidden
                    isChecked={current?.TieUp === true}
                    isDisabled={query?.isPending !== false || setTieUp.isPending}
                    onChange={(event) => toggle(insurer._id, event.target.checked, current?.ver)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </SettingsPage>
  );
}

/** settings/entityinsurancesettings (spec platform §2, §8; service-documents §7 'Insurance and geography'). */
export function Component() {
  return (
    <RequirePermission permission={SETTINGS_SCREENS.entityinsurancesettings.permission}>
      <InsuranceSettings />
    </RequirePermission>
  );
}
