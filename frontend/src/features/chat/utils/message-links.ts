import {
  DOCUMENT_READ as READ_OF,
  linkedDocumentOfSeries,
  type LinkedDocument,
} from '@shared/documents/document-links';
import { DOCUMENT_NUMBER_SOURCE, parseDocumentNumber } from '@shared/documents/document-number';
import type { Permission } from '@shared/access/permission';

/**
 * Turns a message's text into parts to render: plain text, outside web links,
 * and links to a repair order, estimate or invoice of this app, which open in
 * the app for a user allowed to read them (docs/chat.md 'Document links'; beyond the spec).
 *
 * A document link is the address the app shows for it: `/Service/WorkOrder/<id>`,
 * `/Service/Estimate/<id>` (spec platform §2) or `/Accounting/Invoice/<id>`,
 * absolute on this origin or as a bare path. A document number
 * (`WO/2627/00012`, shape in shared/documents/document-number.ts) is a part of
 * its own: the screen asks the server which document it is
 * (Common/Documents/ByNumber) and opens it.
 */
export type DocumentKind = 'repairOrder' | 'estimate' | 'invoice';

export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'document'; text: string; document: DocumentKind; path: string }
  | { kind: 'number'; text: string; document: DocumentKind };

/**
 * Each document's screen (the service document and accounting manifests:
 * `Service/WorkOrder/:Id/*`, `Service/Estimate/:Id/*`, `Accounting/Invoice/:Id/*`).
 * A feature does not import another feature, so the three paths are named here.
 */
export const DOCUMENT_SCREEN: Readonly<Record<DocumentKind, string>> = {
  repairOrder: 'Service/WorkOrder',
  estimate: 'Service/Estimate',
  invoice: 'Accounting/Invoice',
};

/** The kind of the server's answer type (Common/Documents/ByNumber). */
export const KIND_OF: Readonly<Record<LinkedDocument, DocumentKind>> = {
  RepairOrder: 'repairOrder',
  Estimate: 'estimate',
  Invoice: 'invoice',
};

export const documentScreenPath = (kind: DocumentKind, id: string): string =>
  `/${DOCUMENT_SCREEN[kind]}/${encodeURIComponent(id)}`;

/** The read right of each document's screen: the same rule the server applies (shared/documents/document-links.ts). */
export const DOCUMENT_READ: Readonly<Record<DocumentKind, Permission>> = {
  repairOrder: READ_OF.RepairOrder,
  estimate: READ_OF.Estimate,
  invoice: READ_OF.Invoice,
};

const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
const escape = (path: string): string => path.replace(/\//g, '\\/');

const DOCUMENT_PATHS: readonly { document: DocumentKind; pattern: RegExp }[] = (
  Object.keys(DOCUMENT_SCREEN) as DocumentKind[]
).map((document) => ({
  document,
  pattern: new RegExp(`^\\/${escape(DOCUMENT_SCREEN[document])}\\/(${ULID})(?:\\/[^\\s]*)?$`),
}));

// A web address, a bare app path to a document, or a document number; trailing punctuation stays text.
const TOKEN = new RegExp(
  [
    String.raw`https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]`,
    String.raw`(?<![\w/])\/(?:${Object.values(DOCUMENT_SCREEN).map(escape).join('|')})\/${ULID}(?:\/[^\s<>".,;:!?)]*)?`,
    String.raw`(?<![\w/])${DOCUMENT_NUMBER_SOURCE}(?![\w/])`,
  ].join('|'),
  'g',
);

function documentOf(path: string): { document: DocumentKind; path: string } | undefined {
  for (const { document, pattern } of DOCUMENT_PATHS) if (pattern.test(path)) return { document, path };
  return undefined;
}

/** The document a number in text names by its series, when it is one that opens a screen. */
function numberDocument(token: string): DocumentKind | undefined {
  const parsed = parseDocumentNumber(token);
  const linked = parsed && linkedDocumentOfSeries(parsed.Series);
  return linked ? KIND_OF[linked] : undefined;
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
    const document = numberDocument(token);
    if (document) parts.push({ kind: 'number', text: token, document });
    else pushText(token);
  }
  pushText(text.slice(at));
  return parts;
}
