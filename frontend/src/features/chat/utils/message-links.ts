import { inModule, resource, type Permission } from '@shared/access/permission';

/**
 * Turns a message's text into parts to render: plain text, outside web links,
 * and links to a repair order, estimate or invoice of this app, which open in
 * the app for a user allowed to read them (issue 14 §1, beyond the spec).
 *
 * A document link is the address the app shows for it: `/Service/WorkOrder/<id>`,
 * `/Service/Estimate/<id>` (spec platform §2) or `/Accounting/Invoice/<id>`,
 * absolute on this origin or as a bare path. Document numbers (`WO/2627/00012`)
 * are marked too, so they read as references, but the contract has no call that
 * finds a document by its number, so they do not open anything yet.
 */
export type DocumentKind = 'repairOrder' | 'estimate' | 'invoice';

export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'document'; text: string; document: DocumentKind; path: string }
  | { kind: 'number'; text: string; document: DocumentKind };

const ULID = '[0-9A-HJKMNP-TV-Z]{26}';

const DOCUMENT_PATHS: readonly { document: DocumentKind; pattern: RegExp }[] = [
  { document: 'repairOrder', pattern: new RegExp(`^/Service/WorkOrder/(${ULID})(?:/[^\\s]*)?$`) },
  { document: 'estimate', pattern: new RegExp(`^/Service/Estimate/(${ULID})(?:/[^\\s]*)?$`) },
  { document: 'invoice', pattern: new RegExp(`^/Accounting/Invoice/(${ULID})(?:/[^\\s]*)?$`) },
];

/** The read right of each document's screen (shared/api/routes/service.ts and invoices.ts). */
export const DOCUMENT_READ: Readonly<Record<DocumentKind, Permission>> = {
  repairOrder: inModule('Service', resource('Service', 'WO', 'R')),
  estimate: inModule('Service', resource('Service', 'Est', 'R')),
  invoice: inModule('Accounting', resource('Accounting', 'Invoice', 'R')),
};

/** Default number series (functions/data/documents/document-numbers.ts: `EST/2627/00001`). */
const NUMBER_SERIES: Readonly<Record<string, DocumentKind>> = { WO: 'repairOrder', EST: 'estimate', INV: 'invoice' };

// A web address, a bare app path to a document, or a document number; trailing punctuation stays text.
const TOKEN = new RegExp(
  [
    String.raw`https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]`,
    String.raw`(?<![\w/])\/(?:Service\/(?:WorkOrder|Estimate)|Accounting\/Invoice)\/${ULID}(?:\/[^\s<>".,;:!?)]*)?`,
    String.raw`\b(?:WO|EST|INV)\/\d{2,4}\/\d{3,7}\b`,
  ].join('|'),
  'g',
);

function documentOf(path: string): { document: DocumentKind; path: string } | undefined {
  for (const { document, pattern } of DOCUMENT_PATHS) if (pattern.test(path)) return { document, path };
  return undefined;
}

export function messageParts(text: string, origin: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  const pushText = (value: string): void => {
    if (value === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    pushText(text.slice(at, match.index));
    at = match.index + token.length;
    if (token.startsWith('/')) {
      const found = documentOf(token);
      if (found) parts.push({ kind: 'document', text: token, ...found });
      else pushText(token);
      continue;
    }
    if (/^https?:/.test(token)) {
      let url: URL | undefined;
      try {
        url = new URL(token);
      } catch {
        url = undefined;
      }
      const found = url && url.origin === origin ? documentOf(url.pathname) : undefined;
      if (found) parts.push({ kind: 'document', text: token, ...found });
      else if (url) parts.push({ kind: 'url', text: token, href: url.href });
      else pushText(token);
      continue;
    }
    const series = token.slice(0, token.indexOf('/'));
    const document = NUMBER_SERIES[series];
    if (document) parts.push({ kind: 'number', text: token, document });
    else pushText(token);
  }
  pushText(text.slice(at));
  return parts;
}
