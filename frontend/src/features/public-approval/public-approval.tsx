import { Alert, Button, Flex, Heading, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { approvalRoutes } from '@shared/api/routes/approval';
import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { statusLabel } from '@shared/documents/status-labels';
import { ApprovalMessages } from '@shared/service/approval-messages';
import type { ApprovalLine, ApprovalPage } from '@shared/service/approval-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiCall } from '../../lib/api-client';
import { ClientError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import './public-approval.css';

export const PublicApprovalTexts = {
  loading: 'Opening your estimate',
  cannotOpen: 'This estimate cannot be opened',
  invalid: ApprovalMessages.linkInvalid,
  nothingWaiting: 'Nothing on this estimate is waiting for your decision.',
  chooseOne: ApprovalMessages.noDecisions,
  sign: ApprovalMessages.nameNeeded,
  thanks: ApprovalMessages.decided,
} as const;

type Decision = 'Approve' | 'Decline';

const reasonOf = (error: unknown): string =>
  error instanceof ClientError && error.status !== 400 ? error.message : PublicApprovalTexts.invalid;
/** A refusal in the server's words (a 409 carries them as its detail). */
const refusalOf = (error: Error): string => (error instanceof ClientError && error.detail) || error.message;

function LineRow({
  line,
  choice,
  onChoose,
}: {
  line: ApprovalLine;
  choice: Decision | undefined;
  onChoose: (d: Decision) => void;
}) {
  const waiting = line.Sts === 'WtngForAppr';
  return (
    <li className={`kk-public-approval__line${line.OpId ? ' kk-public-approval__line--part' : ''}`}>
      <div className="kk-public-approval__desc">
        <Text fontWeight="bold">{line.Desc || line.Id}</Text>
        <Text fontSize="small">{`${line.Kind} · qty ${formatQuantity(line.Qty)} · ${formatMoney(line.NetAmt)} + GST`}</Text>
      </div>
      <Text className="kk-public-approval__amount">{formatMoney(line.Total)}</Text>
      {waiting ? (
        <div role="radiogroup" aria-label={line.Desc || line.Id} className="kk-public-approval__choice">
          {(['Approve', 'Decline'] as const).map((d) => (
            <label key={d}>
              <input type="radio" name={line.Id} checked={choice === d} onChange={() => onChoose(d)} />
              <span>{d}</span>
            </label>
          ))}
        </div>
      ) : (
        <Text className="kk-public-approval__status">{statusLabel(line.Sts)}</Text>
      )}
    </li>
  );
}

function TotalsBlock({ totals }: { totals: ApprovalPage['Totals'] }) {
  const rows: [string, number][] = [
    ['Taxable value', totals.Taxable],
    ...(totals.IGST > 0
      ? ([['IGST', totals.IGST]] as [string, number][])
      : ([
          ['CGST', totals.CGST],
          ['SGST', totals.SGST],
        ] as [string, number][])),
    ...(totals.Adjust !== 0 ? ([['Rounding', totals.Adjust]] as [string, number][]) : []),
  ];
  return (
    <dl className="kk-public-approval__totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatMoney(value)}</dd>
        </div>
      ))}
      <div className="kk-public-approval__grand">
        <dt>Estimate total</dt>
        <dd>{formatMoney(totals.GrandTotal)}</dd>
      </div>
    </dl>
  );
}

/**
 * /a/{token}: the customer's estimate behind the approval link, with no login
 * (docs/customer-loop.md 'Approval by link'). Each line waiting for approval is
 * approved or declined; the customer signs by typing their name. Nothing of the app
 * shell loads here.
 */
export function PublicApproval({ token }: { token: string }) {
  const page = useQuery({
    queryKey: ['Public/Approval', token],
    queryFn: ({ signal }) => apiCall(approvalRoutes.publicApproval, { params: { Token: token }, signal }),
    retry: false,
  });
  const [choices, setChoices] = useState<Record<string, Decision>>({});
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const decide = useMutation({
    mutationFn: (body: { ver: number; Name: string; Decisions: { LineId: string; Decision: Decision }[] }) =>
      apiCall(approvalRoutes.publicDecide, { params: { Token: token }, body }),
    onSuccess: () => setChoices({}),
    onError: () => void page.refetch(),
  });

  if (page.isError)
    return (
      <main className="kk-public-approval kk-page-message">
        <Heading level={3}>{PublicApprovalTexts.cannotOpen}</Heading>
        <Alert variation="warning" role="alert">
          {reasonOf(page.error)}
        </Alert>
      </main>
    );
  if (!page.data)
    return (
      <main className="kk-public-approval kk-page-message">
        <Loader size="large" ariaLabel={PublicApprovalTexts.loading} />
      </main>
    );

  const shown = decide.data?.Page ?? page.data;
  const waiting = shown.Lines.filter((l) => l.Sts === 'WtngForAppr');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const Decisions = waiting.flatMap((l) => {
      const Decision = choices[l.Id];
      return Decision ? [{ LineId: l.Id, Decision }] : [];
    });
    if (Decisions.length === 0) return setProblem(PublicApprovalTexts.chooseOne);
    if (name.trim().length < 2) return setProblem(PublicApprovalTexts.sign);
    setProblem(undefined);
    decide.mutate({ ver: shown.ver, Name: name.trim(), Decisions });
  };
  const chooseAll = (d: Decision) => setChoices(Object.fromEntries(waiting.map((l) => [l.Id, d])));

  return (
    <main className="kk-public-approval">
      <Heading level={2}>{shown.Branch}</Heading>
      <Text>{`Estimate ${shown.Num} · ${formatDate(shown.Date)}`}</Text>
      <Text>{[shown.RegNo, shown.CustName].filter(Boolean).join(' · ')}</Text>
      {decide.isSuccess ? (
        <Alert variation="success" role="status">
          {PublicApprovalTexts.thanks}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Approve or decline each item">
        <ul className="kk-public-approval__lines">
          {shown.Lines.map((line) => (
            <LineRow
              key={line.Id}
              line={line}
              choice={choices[line.Id]}
              onChoose={(d) => setChoices({ ...choices, [line.Id]: d })}
            />
          ))}
        </ul>
        <TotalsBlock totals={shown.Totals} />
        {waiting.length === 0 ? (
          <Text>{PublicApprovalTexts.nothingWaiting}</Text>
        ) : (
          <Flex direction="column" gap="small">
            <Flex gap="small">
              <Button size="small" onClick={() => chooseAll('Approve')}>
                Approve all
              </Button>
              <Button size="small" onClick={() => chooseAll('Decline')}>
                Decline all
              </Button>
            </Flex>
            <TextField
              label="Type your full name to sign"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Text fontSize="small">{`This link is valid until ${formatDate(shown.Expires.slice(0, 10))}.`}</Text>
            {problem ? (
              <Text role="alert" color="font.error">
                {problem}
              </Text>
            ) : null}
            {decide.isError ? (
              <Alert variation="error" role="alert">
                {refusalOf(decide.error)}
              </Alert>
            ) : null}
            <Button type="submit" variation="primary" isLoading={decide.isPending} loadingText="Sending">
              Sign and send
            </Button>
          </Flex>
        )}
      </form>
    </main>
  );
}
