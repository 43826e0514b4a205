import Papa from 'papaparse';
import { Reply } from './call';

/**
 * A CSV file as a call's answer (the GSTR-1 sections, the stock statement):
 * encoded by the CSV library (one escaping rule), CRLF lines, UTF-8, sent as a
 * download named `name`.
 */

/**
 * A cell that would start a spreadsheet formula is escaped with a leading quote
 * (CSV injection), but a plain number such as -500.00 is left as it is.
 */
const FORMULA = /^[=+\-@\t\r](?!\d+(\.\d+)?$)/;

/** A download's header. */
export const attachment = (name: string): Record<string, string> => ({
  'content-disposition': `attachment; filename="${name}"`,
});

export function csvReply(name: string, table: { header: readonly string[]; rows: (string | number)[][] }): Reply {
  const csv = Papa.unparse(
    { fields: [...table.header], data: table.rows },
    { escapeFormulae: FORMULA, newline: '\r\n' },
  );
  return new Reply(
    200,
    Buffer.from(`${csv}\r\n`, 'utf8').toString('base64'),
    { 'content-type': 'text/csv; charset=utf-8', ...attachment(name) },
    true,
  );
}
