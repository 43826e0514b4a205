import {
  type PaperSize,
  type PrintField,
  PrintMessages,
  type PrintModel,
  type PrintSection,
  type PrintTotalRow,
} from '@shared/documents/print';
import { formatDate } from '../../lib/format';
import { copyLabel, copyNumbers, isEmptyPrint } from './print-text';
import { TaxCodes, TaxParties } from './tax-blocks';
import './document-print.css';

/**
 * A print-ready page of an estimate, repair order, invoice or credit note
 * (docs/printing.md §2, §7): the model's
 * blocks on paper of the branch's PaperSize, one sheet per copy. On screen it is
 * a sheet on the page; printed (window.print), only the sheets print, each copy
 * on its own page. The PDF (pdf/pdf-document.ts) draws the same blocks.
 */

type Props = {
  readonly model: PrintModel;
  /** The branch logo (useEntityLogo's object URL); shown when the model's ShowLogo allows. */
  readonly logoUrl?: string | undefined;
  /** The user's time zone, for dates given as instants. */
  readonly timeZone?: string | undefined;
};

/** @page size per paper; a thermal roll is 80 mm wide and as long as the driver feeds. */
const PAGE_RULE: Record<PaperSize, string> = {
  A4: '@page { size: A4; margin: 12mm; }',
  A5: '@page { size: A5; margin: 8mm; }',
  Letter: '@page { size: letter; margin: 12mm; }',
  Thermal80: '@page { size: 80mm 297mm; margin: 3mm; }',
};

const PAPER_CLASS: Record<PaperSize, string> = { A4: 'a4', A5: 'a5', Letter: 'letter', Thermal80: 'thermal' };

function Fields({
  fields,
  timeZone,
  className,
}: {
  fields: readonly PrintField[];
  timeZone?: string | undefined;
  className: string;
}) {
  return (
    <dl className={`kk-print__fields ${className}`}>
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.date ? formatDate(f.value, timeZone) : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ rows, label }: { rows: readonly PrintTotalRow[]; label: string }) {
  return (
    <table className="kk-print__totals" aria-label={label}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className={r.strong ? 'kk-print__strong' : undefined}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ section, sheetId }: { section: PrintSection; sheetId: string }) {
  const headingId = `${sheetId}-${section.id}`;
  return (
    <section className="kk-print__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{section.title}</h3>
      {section.columns.length > 0 && section.rows.length > 0 ? (
        <table className="kk-print__lines">
          <thead>
            <tr>
              {section.columns.map((c) => (
                <th key={c.key} scope="col" className={`kk-print__${c.align}`} data-key={c.key}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((r, i) =>
              r.kind === 'group' ? (
                <tr key={`g${i}`} className="kk-print__group">
                  <th scope="rowgroup" colSpan={section.columns.length}>
                    {r.title}
                  </th>
                </tr>
              ) : (
                <tr key={`l${i}`}>
                  {section.columns.map((c) => (
                    <td key={c.key} className={`kk-print__${c.align}`} data-key={c.key} data-label={c.label}>
                      {r.cells[c.key] ?? ''}
                    </td>
                  ))}
                </tr>
              ),
            )}
          </tbody>
        </table>
      ) : null}
      {section.totals.length > 0 ? <Totals rows={section.totals} label={`${section.title} totals`} /> : null}
    </section>
  );
}

function Sheet({
  model,
  logoUrl,
  timeZone,
  copy,
  copies,
  part,
}: Props & { copy: number; copies: number; part: number }) {
  const sheetId = `kk-print-${part}-${copy}`;
  const { branch } = model;
  const name = [model.title, model.number].filter((p) => p).join(' ');
  return (
    <article className="kk-print__sheet" aria-label={copies > 1 ? `${name}, ${copyLabel(copy, copies)}` : name}>
      {copies > 1 ? <p className="kk-print__copy">{copyLabel(copy, copies)}</p> : null}
      {model.header ? <p className="kk-print__header-text">{model.header}</p> : null}
      <header className="kk-print__masthead">
        {branch.showLogo && logoUrl ? (
          <img className="kk-print__logo" src={logoUrl} alt={`${branch.name} logo`} />
        ) : null}
        <div className="kk-print__branch">
          <p className="kk-print__branch-name">{branch.name}</p>
          {branch.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {branch.gstin ? <p className="kk-print__gstin">GSTIN: {branch.gstin}</p> : null}
          {branch.phone ? <p>Phone: {branch.phone}</p> : null}
        </div>
        <div className="kk-print__doc">
          <h2>{model.title}</h2>
          <p className="kk-print__subtitle">{model.subtitle}</p>
          <Fields fields={model.meta} timeZone={timeZone} className="kk-print__meta" />
        </div>
      </header>
      {model.tax ? (
        <TaxParties model={model} timeZone={timeZone} />
      ) : (
        <div className="kk-print__parties">
          <Fields fields={model.customer} timeZone={timeZone} className="kk-print__customer" />
          {model.claim ? <Fields fields={model.claim} timeZone={timeZone} className="kk-print__claim" /> : null}
        </div>
      )}
      {model.sections.map((s) => (
        <Section key={s.id} section={s} sheetId={sheetId} />
      ))}
      {isEmptyPrint(model) ? <p className="kk-print__empty">{PrintMessages.nothingToPrint}</p> : null}
      {model.totals.length > 0 ? <Totals rows={model.totals} label="Totals" /> : null}
      {model.amountInWords ? <p className="kk-print__words">{model.amountInWords}</p> : null}
      {model.notes.map((n) => (
        <p key={n} className="kk-print__note">
          {n}
        </p>
      ))}
      <TaxCodes model={model} />
      {model.showSignature || model.tax ? (
        <div className="kk-print__signatures">
          <div>{model.showSignature ? <p className="kk-print__sign">{PrintMessages.customerSignature}</p> : null}</div>
          <div>
            <p>For {model.tax?.signatory ?? branch.name}</p>
            <p className="kk-print__sign">{PrintMessages.authorisedSignatory}</p>
          </div>
        </div>
      ) : null}
      {model.footer ? <p className="kk-print__footer-text">{model.footer}</p> : null}
    </article>
  );
}

export function DocumentPrint({ model, logoUrl, timeZone }: Props) {
  const copies = copyNumbers(model.copies);
  return (
    <div className={`kk-print kk-print--${PAPER_CLASS[model.paperSize]}`} data-paper={model.paperSize}>
      <style>{PAGE_RULE[model.paperSize]}</style>
      {/* The model, then the documents that follow it (Insurance | Customer: the order's other invoices), each its own sheets. */}
      {[model, ...(model.followedBy ?? [])].map((part, i) =>
        copies.map((copy) => (
          <Sheet
            key={`${i}-${copy}`}
            model={part}
            logoUrl={logoUrl}
            timeZone={timeZone}
            copy={copy}
            copies={copies.length}
            part={i + 1}
          />
        )),
      )}
    </div>
  );
}
