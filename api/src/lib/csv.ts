// CSV as spreadsheets write and read it (RFC 4180): a field with a comma, quote or line break is quoted and
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

/**
 * Reads CSV text (or another `separator`) into rows of fields, honouring quotes ("Smith, Jr." and "" inside
 * quotes) and CRLF or LF line ends; a row is numbered by the line it starts on, and blank rows are skipped.
 */
export function csvRows(content: string, separator: string): Array<{ line: number; fields: string[] }> {
  const rows: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < content.length; i += 1) {
    const ch = content[i]!;
    if (quoted) {
      if (ch === '"' && content[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n') {
      endRow();
      line += 1;
      rowLine = line;
    } else if (ch !== '\r') field += ch;
  }
  endRow();
  return rows;
}
