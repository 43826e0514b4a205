import { Badge, Button, Flex, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { OFFERED_PAYMENT_TYPES } from '@shared/invoices/payment-types';
import { BankMessages } from '@shared/settings/bank-messages';
import {
  BANK_PAYMENT_TYPES,
  maskAccountNumber,
  type BankAccount,
  type BankSettings,
} from '@shared/settings/bank-accounts';
import { bankAccountInput } from '@shared/settings/bank-settings';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Dialog } from '../../../components/dialog/dialog';
import { Form, FormCheckboxField, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useBankSettings, useSaveBankSettings } from '../api/bank-settings';
import { SettingsPage } from '../components/settings-page';

export const handle = { title: 'Bank Settings' };

const accountForm = bankAccountInput.omit({ Id: true }).required({ Active: true });
type AccountForm = z.input<typeof accountForm>;

const toForm = (a?: BankAccount): AccountForm => ({
  Name: a?.Name ?? '',
  Bank: a?.Bank ?? '',
  AccNo: a?.AccNo ?? '',
  IFSC: a?.IFSC ?? '',
  Active: a?.Active ?? true,
});

/** New or edit: the account's name (its ledger account's), bank, number and IFSC. */
function AccountDialog({
  settings,
  editing,
  onClose,
}: {
  settings: BankSettings;
  editing: BankAccount | 'new';
  onClose: () => void;
}) {
  const existing = editing === 'new' ? undefined : editing;
  const save = useSaveBankSettings();
  const form = useForm<AccountForm>({ resolver: formResolver(accountForm), defaultValues: toForm(existing) });
  useUnsavedChanges(form.formState.isDirty);
  const submit = form.handleSubmit((values) => {
    const account = { ...(existing ? { Id: existing.Id } : {}), ...values };
    save.mutate(
      { ver: settings.ver, Accounts: [account] },
      {
        onSuccess: () => {
          toast.success(BankMessages.saved);
          form.reset(values);
          onClose();
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });
  return (
    <Dialog open title={existing ? `Edit ${existing.Name}` : 'New bank account'} onClose={onClose}>
      <Form form={form} onSubmit={submit}>
        <Flex direction="column" gap="small">
          <FormTextField<AccountForm>
            name="Name"
            label="Name in the books"
            hint={existing ? `Ledger account ${existing.Acc}` : 'Gets its own ledger account under Cash and bank.'}
            isRequired
          />
          <FormTextField<AccountForm> name="Bank" label="Bank" isRequired />
          <FormTextField<AccountForm> name="AccNo" label="Account number" inputMode="numeric" isRequired />
          <FormTextField<AccountForm> name="IFSC" label="IFSC" autoComplete="off" isRequired />
          <FormCheckboxField<AccountForm> name="Active" label="Active (takes payments)" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={save.isPending} loadingText="Saving">
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}

/** Which account each payment type lands in; Cash always goes to Cash in hand (1000). */
function PaymentTypeMap({ settings }: { settings: BankSettings }) {
  const save = useSaveBankSettings();
  const [map, setMap] = useState<Record<string, string>>(settings.Map);
  const active = settings.Accounts.filter((a) => a.Active);
  const types = BANK_PAYMENT_TYPES.filter((t) => OFFERED_PAYMENT_TYPES.includes(t) || settings.Map[t]);
  const changed = types.some((t) => (map[t] ?? '') !== (settings.Map[t] ?? ''));
  const submit = (): void => {
    const Map = Object.fromEntries(types.map((t) => [t, map[t] ? map[t] : null]));
    save.mutate({ ver: settings.ver, Map }, { onSuccess: () => toast.success(BankMessages.saved) });
  };
  return (
    <section aria-label="Payment types">
      <Heading level={4}>Where each payment type lands</Heading>
      <Text variation="secondary">
        Payments received and made by these types post to the chosen account. Cash always posts to Cash in hand (1000).
      </Text>
      <Flex direction="column" gap="small" maxWidth="32rem" paddingBlockStart="small">
        {types.map((t) => (
          <SelectField
            key={t}
            label={t}
            size="small"
            value={map[t] ?? ''}
            onChange={(e) => setMap({ ...map, [t]: e.target.value })}
          >
            <option value="">{BankMessages.defaultAccount}</option>
            {active.map((a) => (
              <option key={a.Id} value={a.Id}>{`${a.Name} (${a.Acc})`}</option>
            ))}
          </SelectField>
        ))}
        <Flex>
          <Button variation="primary" isDisabled={!changed} isLoading={save.isPending} onClick={submit}>
            Save payment types
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

function BankSettingsScreen() {
  const settings = useBankSettings();
  const [editing, setEditing] = useState<BankAccount | 'new' | undefined>();
  const data = settings.data;
  const status = (a: BankAccount) => (a.Active ? <Badge variation="success">Active</Badge> : <Badge>Inactive</Badge>);
  const edit = (a: BankAccount) => (
    <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.Name}`}>
      Edit
    </Button>
  );
  return (
    <SettingsPage
      title="Bank Settings"
      description="The branch's bank accounts, each its own account in the books, and which payment types go to which."
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      <Flex>
        <Button variation="primary" onClick={() => setEditing('new')}>
          New bank account
        </Button>
      </Flex>
      <RecordTableOrCards
        caption="Bank accounts"
        columns={[
          { id: 'Name', header: 'Name', cell: (a) => a.Name },
          { id: 'Bank', header: 'Bank', cell: (a) => a.Bank },
          { id: 'AccNo', header: 'Account number', cell: (a) => maskAccountNumber(a.AccNo) },
          { id: 'IFSC', header: 'IFSC', cell: (a) => a.IFSC },
          { id: 'Acc', header: 'Ledger', cell: (a) => String(a.Acc) },
          { id: 'Active', header: 'Status', cell: status },
        ]}
        rows={data?.Accounts}
        rowKey={(a) => a.Id}
        emptyText="No bank accounts yet: every payment other than cash posts to Bank account (1100)."
        actionsHeader={<span className="kk-visually-hidden">Actions</span>}
        rowActions={edit}
        card={(a) => (
          <Flex direction="column" gap="xxs">
            <Text fontWeight="bold">{`${a.Name} (${a.Acc})`}</Text>
            <Text>{`${a.Bank} · ${maskAccountNumber(a.AccNo)} · ${a.IFSC}`}</Text>
            <Flex gap="small" alignItems="center">
              {status(a)}
              {edit(a)}
            </Flex>
          </Flex>
        )}
      />
      {/* Keyed by ver: a save (here or by someone else, read again) starts the choices from what is stored. */}
      {data ? <PaymentTypeMap key={data.ver} settings={data} /> : null}
      {editing && data ? (
        <AccountDialog settings={data} editing={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </SettingsPage>
  );
}

/** settings/banksettings (spec platform §2 'Settings'; docs/books.md §1.1). */
export function Component() {
  return <BankSettingsScreen />;
}
