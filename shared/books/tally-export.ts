import { Dec, paiseToRupeeText } from '../documents/money-math';
import type { LedgerAccount } from './chart';
import { totalsOf, type PostingLine } from './posting';
import { GST_DUTY_HEAD, narrationOf, tallyGroupOf, UNKNOWN_GROUP, voucherTypeOf } from './tally-map';
import { TallyMessages } from './tally-messages';

/**
 * The Tally export (docs/books.md §10), pure: a period's postings and the
 * masters they name as one TallyPrime import file — ENVELOPE, HEADER
 * TALLYREQUEST 'Import Data', BODY IMPORTDATA with REPORTNAME 'All Masters'
 * and the company, then in REQUESTDATA every ledger first and every voucher
 * after (Tally must know a ledger before a voucher names it). Amounts are
 * paise in, rupees with two decimals out (decimal.js), debits negative with
 * ISDEEMEDPOSITIVE Yes as Tally writes them; every voucher's amounts add to
 * zero, or nothing is built.
 */

export type TallyAccount = Pick<LedgerAccount, 'Code' | 'Name' | 'Group'>;
/** A customer (`C#id`), insurer (`I#id`) or vendor (`V#id`) a posting names: a party ledger. */
export type TallyParty = {
  readonly Key: string;
  readonly Name: string;
  readonly GSTIN?: string | undefined;
  readonly State?: string | undefined;
};
export type TallyVoucher = {
  readonly Date: string;
  readonly Kind: string;
  readonly DocId: string;
  readonly Num: string;
  readonly Step: string;
  readonly Party?: string | undefined;
  readonly Memo?: string | undefined;
  readonly Lines: readonly PostingLine[];
};
export type TallyExportInput = {
  readonly company: string;
  readonly accounts: readonly TallyAccount[];
  readonly parties: readonly TallyParty[];
  readonly vouchers: readonly TallyVoucher[];
};

// XML 1.0 cannot carry these at all (not even as &#n;): C0 controls, DEL, U+FFFE/U+FFFF and lone surrogates.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A name or narration as one line of text: characters XML cannot carry become spaces, runs of spaces one. */
export const tallyText = (s: string): string => s.replace(NOT_XML, ' ').replace(/\s+/g, ' ').trim();

const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text escaped for an element or a quoted attribute. */
export const xmlEscape = (s: string): string => tallyText(s).replace(/[&<>"']/g, (c) => ENTITY[c] ?? c);

const el = (tag: string, text: string): string => `<${tag}>${xmlEscape(text)}</${tag}>`;

/** Paise as Tally's amount: rupees with two decimals. */
const rupees = paiseToRupeeText;

const PARTY_GROUP: Readonly<Record<string, string>> = {
  C: 'Sundry Debtors',
  I: 'Sundry Debtors',
  V: 'Sundry Creditors',
};
/** The chart group whose lines a party's own ledger takes: receivables for customers and insurers, payables for vendors. */
const PARTY_CONTROL: Readonly<Record<string, string>> = { C: 'Debtors', I: 'Debtors', V: 'Creditors' };
const partyPrefix = (key: string): string => key.slice(0, key.indexOf('#'));
const isPartyKey = (key: string | undefined): key is string => key !== undefined && partyPrefix(key) in PARTY_GROUP;

type Ledger = { name: string; parent: string; account?: TallyAccount; party?: TallyParty };

/**
 * Every ledger the file creates, by key (`A<code>` an account, the party key a
 * party): the chart's accounts by code, then the parties its vouchers name.
 * Tally's names are unique regardless of case, so a party named like an
 * account or an earlier party takes its GSTIN (or its id) in brackets.
 */
function ledgersOf(input: TallyExportInput): Map<string, Ledger> {
  const ledgers = new Map<string, Ledger>();
  const taken = new Set<string>();
  const add = (key: string, wanted: string, parent: string, extra: Partial<Ledger>, alternates: string[]): void => {
    const name = [wanted, ...alternates].find((n) => n !== '' && !taken.has(n.toLowerCase())) ?? `${wanted} ${key}`;
    taken.add(name.toLowerCase());
    ledgers.set(key, { name, parent, ...extra });
  };
  const accounts = [...input.accounts].sort((a, b) => a.Code - b.Code);
  const codes = new Set(accounts.map((a) => a.Code));
  for (const v of input.vouchers)
    for (const l of v.Lines) if (!codes.has(l.Acc)) accounts.push({ Code: l.Acc, Name: '', Group: '' });
  for (const a of accounts) {
    if (ledgers.has(`A${a.Code}`)) continue;
    const name = tallyText(a.Name) || `Account ${a.Code}`;
    const parent = a.Group ? tallyGroupOf(a) : UNKNOWN_GROUP;
    add(`A${a.Code}`, name, parent, { account: a }, [`${name} (${a.Code})`]);
  }
  const named = new Map(input.parties.map((p) => [p.Key, p]));
  const used = [...new Set(input.vouchers.map((v) => v.Party).filter(isPartyKey))].sort();
  for (const key of used) {
    const id = key.slice(key.indexOf('#') + 1);
    const party = named.get(key) ?? { Key: key, Name: '' };
    const name = tallyText(party.Name) || `${partyPrefix(key) === 'V' ? 'Vendor' : 'Customer'} ${id}`;
    const alternates = [party.GSTIN ? `${name} (${party.GSTIN})` : '', `${name} (${id})`];
    add(key, name, PARTY_GROUP[partyPrefix(key)] as string, { party }, alternates);
  }
  return ledgers;
}

function ledgerXml(l: Ledger): string {
  const parts = [
    `<LEDGER NAME="${xmlEscape(l.name)}" ACTION="Create">`,
    `<NAME.LIST TYPE="String">${el('NAME', l.name)}</NAME.LIST>`,
    el('PARENT', l.parent),
  ];
  const head = l.account ? GST_DUTY_HEAD[l.account.Code] : undefined;
  if (head) parts.push(el('TAXTYPE', 'GST'), el('GSTDUTYHEAD', head));
  if (l.party) {
    parts.push(el('COUNTRYOFRESIDENCE', 'India'));
    if (l.party.State) parts.push(el('LEDSTATENAME', l.party.State));
    if (l.party.GSTIN) parts.push(el('GSTREGISTRATIONTYPE', 'Regular'), el('PARTYGSTIN', l.party.GSTIN));
  }
  parts.push('</LEDGER>');
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF">${parts.join('')}</TALLYMESSAGE>`;
}

/** YYYY-MM-DD as Tally's date, YYYYMMDD. */
export const tallyDate = (date: string): string => date.replaceAll('-', '');

function voucherXml(v: TallyVoucher, ledgers: ReadonlyMap<string, Ledger>, isMoney: (acc: number) => boolean): string {
  const { drP, crP } = totalsOf(v.Lines);
  const whole = v.Lines.every((l) => Number.isSafeInteger(l.DrP) && Number.isSafeInteger(l.CrP));
  if (!whole || drP !== crP) throw new Error(TallyMessages.unbalanced(v.Num, drP, crP));
  const type = voucherTypeOf(v, isMoney);
  const party = isPartyKey(v.Party) ? v.Party : undefined;
  const control = party ? PARTY_CONTROL[partyPrefix(party)] : undefined;
  let partyName: string | undefined;
  let sum = new Dec(0);
  const entries = v.Lines.map((l) => {
    const account = ledgers.get(`A${l.Acc}`);
    const onParty = party !== undefined && account?.account?.Group === control;
    const ledger = (onParty ? ledgers.get(party) : account) as Ledger;
    if (onParty) partyName = ledger.name;
    // Tally's sign: a debit is deemed positive and written negative, a credit the other way.
    const amount = rupees(l.CrP - l.DrP);
    sum = sum.plus(amount);
    return [
      '<ALLLEDGERENTRIES.LIST>',
      el('LEDGERNAME', ledger.name),
      el('ISDEEMEDPOSITIVE', l.DrP > 0 ? 'Yes' : 'No'),
      el('ISPARTYLEDGER', onParty ? 'Yes' : 'No'),
      el('AMOUNT', amount),
      '</ALLLEDGERENTRIES.LIST>',
    ].join('');
  });
  if (!sum.isZero()) throw new Error(TallyMessages.unbalanced(v.Num, drP, crP));
  // The id lets Tally know a voucher imported twice (the same document's step) as the same one.
  const remoteId = xmlEscape(`${v.DocId}/${v.Step}`);
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `<VOUCHER REMOTEID="${remoteId}" VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    el('DATE', tallyDate(v.Date)),
    el('VOUCHERTYPENAME', type),
    v.Num ? el('VOUCHERNUMBER', v.Num) : '',
    partyName ? el('PARTYLEDGERNAME', partyName) : '',
    el('NARRATION', narrationOf(v)),
    el('PERSISTEDVIEW', 'Accounting Voucher View'),
    ...entries,
    '</VOUCHER></TALLYMESSAGE>',
  ].join('');
}

/** The file: masters, then vouchers in the order given (the ledger's: by date). Throws on a voucher that does not balance. */
export function tallyXml(input: TallyExportInput): string {
  const ledgers = ledgersOf(input);
  const isMoney = (acc: number): boolean => ledgers.get(`A${acc}`)?.account?.Group === 'CashBank';
  const vouchers = input.vouchers.map((v) => voucherXml(v, ledgers, isMoney));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    `<HEADER>${el('TALLYREQUEST', 'Import Data')}</HEADER>`,
    '<BODY><IMPORTDATA><REQUESTDESC>',
    el('REPORTNAME', 'All Masters'),
    `<STATICVARIABLES>${el('SVCURRENTCOMPANY', input.company)}</STATICVARIABLES>`,
    '</REQUESTDESC><REQUESTDATA>',
    ...[...ledgers.values()].map(ledgerXml),
    ...vouchers,
    '</REQUESTDATA></IMPORTDATA></BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}
