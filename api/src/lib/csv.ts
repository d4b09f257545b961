// CSV as spreadsheets read it (RFC 4180): a field with a comma, quote or line break is quoted and
// its quotes doubled; lines end with CRLF. A field starting with = + - @ (or a tab / carriage
// return) is prefixed with ' so a spreadsheet never runs it as a formula (CSV injection).
export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, in `columns` order. */
export function toCsv<Row extends Record<string, CsvValue>>(
  columns: ReadonlyArray<keyof Row & string>,
  rows: readonly Row[],
): string {
  const lines = [columns.map((c) => csvField(c)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
