import { formatMoney } from '@shared/documents/money-format';
import { formatQuantity } from '@shared/documents/quantity-format';
import { statusLabel } from '@shared/documents/status-labels';
import { ApprovalMessages } from '@shared/service/approval-messages';
import type { ApprovalLine, ApprovalPage } from '@shared/service/approval-schemas';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ClientError, toClientError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { readApprovalPage, sendDecisions } from './approval-call';
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

/** Why the page cannot open: the server's words (expired, forged, gone), except a token it could not even read. */
const reasonOf = (error: ClientError): string => (error.status !== 400 ? error.message : PublicApprovalTexts.invalid);
/** A refusal in the server's words (a 409 carries them as its detail). */
const refusalOf = (error: ClientError): string => error.detail || error.message;

/**
 * A line's inspection photos (docs/inspections.md §8): thumbnails; a tap shows the photo
 * across the screen, and a tap on it (or Escape, or Close) puts it away.
 */
function LinePhotos({ line }: { line: ApprovalLine }) {
  const [shown, setShown] = useState<string | undefined>();
  useEffect(() => {
    if (!shown) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setShown(undefined);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [shown]);
  if (!line.Photos?.length) return null;
  const what = line.Desc || line.Id;
  return (
    <div className="kk-public-approval__photos">
      {line.Photos.map((p, i) => (
        <button
          key={p.Id}
          type="button"
          onClick={() => setShown(p.Url)}
          aria-label={`Enlarge photo ${i + 1} of ${what}`}
        >
          <img src={p.Url} alt={`Photo ${i + 1} of ${what}`} loading="lazy" />
        </button>
      ))}
      {shown ? (
        <div className="kk-public-approval__viewer" role="dialog" aria-modal="true" aria-label={`Photo of ${what}`}>
          <img src={shown} alt={`Photo of ${what}`} onClick={() => setShown(undefined)} />
          <button type="button" onClick={() => setShown(undefined)} autoFocus>
            Close
          </button>
        </div>
      ) : null}
    </div>
  );
}

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
      <div>
        <p className="kk-public-approval__desc">{line.Desc || line.Id}</p>
        <p className="kk-public-approval__small">{`${line.Kind} · qty ${formatQuantity(line.Qty)} · ${formatMoney(line.NetAmt)} + GST`}</p>
        <LinePhotos line={line} />
      </div>
      <p className="kk-public-approval__amount">{formatMoney(line.Total)}</p>
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
        <p className="kk-public-approval__status">{statusLabel(line.Sts)}</p>
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

/** The estimate behind the link: read once on opening, and again after a refusal. */
function useApprovalPage(token: string) {
  const [page, setPage] = useState<ApprovalPage | undefined>();
  const [failure, setFailure] = useState<ClientError | undefined>();
  const read = useCallback(
    (signal?: AbortSignal) => {
      // An empty fragment is a link cut short: nothing to ask the server.
      if (!token) return setFailure(new ClientError(400, PublicApprovalTexts.invalid, 400));
      readApprovalPage(token, signal).then(setPage, (error: unknown) => {
        if (!signal?.aborted) setFailure(toClientError(error));
      });
    },
    [token],
  );
  useEffect(() => {
    const abort = new AbortController();
    read(abort.signal);
    return () => abort.abort();
  }, [read]);
  return { page, setPage, failure, read };
}

/**
 * /a#<token>: the customer's estimate behind the approval link, with no login
 * (docs/customer-loop.md 'Approval by link'). A page of its own (frontend/a.html),
 * not a route of the app: plain React and `fetch` (approval-call.ts), so a phone
 * downloads nothing of the app's router, query cache, component kit or schemas.
 * Each line waiting for approval is approved or declined; the customer signs by
 * typing their name.
 */
export function PublicApproval({ token }: { token: string }) {
  const { page, setPage, failure, read } = useApprovalPage(token);
  const [choices, setChoices] = useState<Record<string, Decision>>({});
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const nameId = useId();

  if (failure)
    return (
      <main className="kk-public-approval">
        <h1>{PublicApprovalTexts.cannotOpen}</h1>
        <p role="alert" className="kk-public-approval__alert kk-public-approval__alert--warning">
          {reasonOf(failure)}
        </p>
      </main>
    );
  if (!page)
    return (
      <main className="kk-public-approval" aria-busy="true">
        <p className="kk-public-approval__loading">{`${PublicApprovalTexts.loading}…`}</p>
      </main>
    );

  const waiting = page.Lines.filter((l) => l.Sts === 'WtngForAppr');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const Decisions = waiting.flatMap((l) => {
      const Decision = choices[l.Id];
      return Decision ? [{ LineId: l.Id, Decision }] : [];
    });
    if (Decisions.length === 0) return setProblem(PublicApprovalTexts.chooseOne);
    if (name.trim().length < 2) return setProblem(PublicApprovalTexts.sign);
    setProblem(undefined);
    setRefusal(undefined);
    setSent(false);
    setSending(true);
    sendDecisions(token, { ver: page.ver, Name: name.trim(), Decisions })
      .then(
        (answer) => {
          setPage(answer.Page);
          setChoices({});
          setSent(true);
        },
        (error: unknown) => {
          // The estimate as it is now, under the server's words (a line decided meanwhile, a newer ver).
          setRefusal(refusalOf(toClientError(error)));
          read();
        },
      )
      .finally(() => setSending(false));
  };
  const chooseAll = (d: Decision) => setChoices(Object.fromEntries(waiting.map((l) => [l.Id, d])));

  return (
    <main className="kk-public-approval">
      <h1>{page.Branch}</h1>
      <p>{`${page.Supp ? `Supplementary estimate (${page.Supp.Code})` : 'Estimate'} ${page.Num} · ${formatDate(page.Date)}`}</p>
      <p>{[page.RegNo, page.CustName].filter(Boolean).join(' · ')}</p>
      {/* A supplementary: extra work found while the vehicle is in for a repair order (docs/customer-loop.md §19). */}
      {page.Supp ? (
        <p role="note" className="kk-public-approval__alert kk-public-approval__alert--warning">
          {ApprovalMessages.supplementaryBanner(page.Supp.Order)}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="kk-public-approval__alert kk-public-approval__alert--success">
          {PublicApprovalTexts.thanks}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Approve or decline each item">
        <ul className="kk-public-approval__lines">
          {page.Lines.map((line) => (
            <LineRow
              key={line.Id}
              line={line}
              choice={choices[line.Id]}
              onChoose={(d) => setChoices({ ...choices, [line.Id]: d })}
            />
          ))}
        </ul>
        <TotalsBlock totals={page.Totals} />
        {waiting.length === 0 ? (
          <p>{PublicApprovalTexts.nothingWaiting}</p>
        ) : (
          <div className="kk-public-approval__sign">
            <div className="kk-public-approval__all">
              <button type="button" onClick={() => chooseAll('Approve')}>
                Approve all
              </button>
              <button type="button" onClick={() => chooseAll('Decline')}>
                Decline all
              </button>
            </div>
            <label htmlFor={nameId}>Type your full name to sign</label>
            <input id={nameId} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            <p className="kk-public-approval__small">{`This link is valid until ${formatDate(page.Expires.slice(0, 10))}.`}</p>
            {problem ? (
              <p role="alert" className="kk-public-approval__problem">
                {problem}
              </p>
            ) : null}
            {refusal ? (
              <p role="alert" className="kk-public-approval__alert kk-public-approval__alert--error">
                {refusal}
              </p>
            ) : null}
            <button type="submit" className="kk-public-approval__primary" disabled={sending}>
              {sending ? 'Sending…' : 'Sign and send'}
            </button>
          </div>
        )}
      </form>
    </main>
  );
}
