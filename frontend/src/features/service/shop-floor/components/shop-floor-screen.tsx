import { Alert, Button, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { shopFloorRoutes } from '@shared/api/routes/shop-floor';
import { ShopFloorMessages, type CreateDisplayAnswer } from '@shared/service/shop-floor-board';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { Dialog } from '../../../../components/dialog/dialog';
import { notifyError, toast } from '../../../../components/toast/toast-store';
import { formatDateTime } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useShopFloorRefresh } from '../../live/use-shop-floor-refresh';
import { useCreateDisplay, useDisplays, useRevokeDisplay, useShopFloor } from '../api/shop-floor';
import { BoardView } from './board-view';

export const ShopFloorTexts = {
  loading: 'Reading the shop floor',
  displays: 'Wall displays',
  noDisplays: 'No wall displays yet.',
  create: 'Create display',
  nameLabel: 'Display name',
  disconnect: 'Disconnect',
  confirmDisconnect: (name: string) =>
    `Disconnect “${name}”? The screen stops showing the board; a new display gets a new link.`,
  copy: 'Copy link',
  copied: 'Display link copied.',
  explain:
    'A display shows this board without a login, read-only, on a screen in the workshop. Open its link on that screen; the link is shown only once.',
} as const;

/**
 * Service/ShopFloor (docs/customer-loop.md §20): every vehicle in the shop by status and
 * promised time, late ones marked, kept live by the branch's DocumentChanged events.
 * The Service module's admins manage the wall displays here.
 */
export function ShopFloorScreen() {
  const session = useSession();
  const board = useShopFloor(useShopFloorRefresh());
  const [managing, setManaging] = useState(false);
  const mayManage = isPermitted(shopFloorRoutes.createDisplay.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  return (
    <div className="kk-screen">
      {mayManage ? (
        <div className="kk-screen__bar">
          <Button size="small" onClick={() => setManaging(true)}>
            {ShopFloorTexts.displays}
          </Button>
        </div>
      ) : null}
      {board.data ? (
        <BoardView board={board.data} />
      ) : board.isError ? null : (
        <Loader ariaLabel={ShopFloorTexts.loading} />
      )}
      {mayManage ? <DisplaysDialog open={managing} onClose={() => setManaging(false)} /> : null}
    </div>
  );
}

function DisplaysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const displays = useDisplays(open);
  const create = useCreateDisplay();
  const revoke = useRevokeDisplay();
  const [name, setName] = useState('');
  const [made, setMade] = useState<CreateDisplayAnswer | undefined>();
  const [leaving, setLeaving] = useState<{ Id: string; Name: string } | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        setMade(answer);
        setName('');
        toast.success(ShopFloorMessages.displayCreated);
      },
      onError: (error) => notifyError(error),
    });
  };
  const copy = async (link: string) => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    toast.success(ShopFloorTexts.copied);
  };
  return (
    <Dialog open={open} title={ShopFloorTexts.displays} onClose={onClose} size="small">
      <Flex direction="column" gap="small">
        <Text fontSize="small">{ShopFloorTexts.explain}</Text>
        {made ? (
          <Alert variation="success">
            <Flex direction="column" gap="xs">
              <Text fontSize="small">{made.Name}</Text>
              <Text fontSize="small" style={{ wordBreak: 'break-all' }}>
                {made.Link}
              </Text>
              <Button size="small" onClick={() => void copy(made.Link)}>
                {ShopFloorTexts.copy}
              </Button>
            </Flex>
          </Alert>
        ) : null}
        <ul className="kk-displays" aria-label={ShopFloorTexts.displays}>
          {(displays.data?.Items ?? []).map((d) => (
            <li key={d.Id}>
              <Flex justifyContent="space-between" alignItems="center" gap="xs">
                <Text>
                  {d.Name}{' '}
                  <Text as="span" fontSize="small" variation="tertiary">
                    {formatDateTime(d.CrAt)}
                    {d.CrByName ? ` · ${d.CrByName}` : ''}
                  </Text>
                </Text>
                <Button size="small" variation="link" onClick={() => setLeaving(d)}>
                  {ShopFloorTexts.disconnect}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
        {displays.data && displays.data.Items.length === 0 ? <Text>{ShopFloorTexts.noDisplays}</Text> : null}
        <form onSubmit={submit}>
          <Flex gap="xs" alignItems="flex-end">
            <TextField
              label={ShopFloorTexts.nameLabel}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" variation="primary" isLoading={create.isPending}>
              {ShopFloorTexts.create}
            </Button>
          </Flex>
        </form>
      </Flex>
      <ConfirmDialog
        open={leaving !== undefined}
        title={ShopFloorTexts.disconnect}
        message={ShopFloorTexts.confirmDisconnect(leaving?.Name ?? '')}
        confirmLabel={ShopFloorTexts.disconnect}
        busy={revoke.isPending}
        onCancel={() => setLeaving(undefined)}
        onConfirm={() =>
          leaving &&
          revoke.mutate(leaving.Id, {
            onSuccess: (answer) => {
              toast.success(answer.Message);
              setLeaving(undefined);
              if (made?.Id === leaving.Id) setMade(undefined);
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </Dialog>
  );
}
