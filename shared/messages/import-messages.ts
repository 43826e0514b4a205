/**
 * Texts of importing records from a CSV file (ours: the spec shows none). The
 * browser checks a file with these before anything is sent; a server that
 * refuses rows of an import uses the same words.
 */
export const ImportMessages = {
  missingColumn: (header: string) => `The file has no '${header}' column.`,
  noRows: 'The file has no rows to import.',
  tooManyRows: (max: number) => `Import at most ${max.toLocaleString('en-IN')} rows at a time; split the file.`,
  fileTooLarge: (megabytes: number) => `Choose a file of at most ${megabytes} MB.`,
  notCsv: 'Choose a CSV file (comma-separated values).',
  unreadable: 'The file could not be read as CSV.',
  duplicateInFile: (header: string, firstRow: number) => `The same ${header} is already in row ${firstRow}.`,
  checking: 'Checking the rows with the server…',
  fixAndRetry: 'Nothing has been imported. Fix these rows in the file and choose it again.',
  imported: (count: number, noun: string) => `${count.toLocaleString('en-IN')} ${noun} imported.`,
  partlyImported: (count: number, total: number, noun: string) =>
    `${count.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${noun} imported; the rows below were refused.`,
  stopped: (count: number, total: number, noun: string) =>
    `The import stopped after ${count.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${noun}.`,
} as const;
