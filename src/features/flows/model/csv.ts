// CSV as RFC 4180 writes it: fields with a comma, a quote or a line break are quoted, a quote
// inside doubled, rows end with CRLF. Spreadsheets run a cell starting with = + - @ (or a tab or
// carriage return) as a formula, so such text cells get a leading apostrophe (OWASP "CSV
// injection"): a flow named "=HYPERLINK(…)" exports as text, never as a live formula.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
