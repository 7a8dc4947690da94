// CSV cells for staff exports (RFC 4180 quoting), safe to open in a spreadsheet: a text cell that a spreadsheet
// would read as a formula (= + - @, or a leading tab / carriage return) is prefixed with an apostrophe, as OWASP
// advises for CSV injection. Numbers are written by the caller as plain digits and are not text cells.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvTextCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells; strings are text cells, numbers are written as they are. */
export function toCsvRow(values: CsvValue[]): string {
  return `${values.map((value) => (typeof value === 'number' ? String(value) : csvTextCell(value))).join(',')}\r\n`;
}
