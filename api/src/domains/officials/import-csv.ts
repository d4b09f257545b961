// A CSV (or tab-separated) officials list with a header row, as an operator types it from a state's
// site: state, name, party, takes office, term ends — plus "senate class" for senators (its presence
// makes the file a senators list) and an optional "in office since". Header names are matched
// loosely ("Takes office", "takes_office", "start" are one column); column order is free.
import { csvRows } from '../../lib/csv.js';
import { badRequest } from '../../lib/http-error.js';

export interface CsvRecord {
  line: number;
  values: Record<CsvColumn, string>;
}

export type CsvColumn = 'state' | 'name' | 'party' | 'senateClass' | 'start' | 'termEnd' | 'since';

const HEADER_NAMES: Record<CsvColumn, string[]> = {
  state: ['state', 'statecode'],
  name: ['name', 'fullname', 'senator', 'governor'],
  party: ['party', 'partisanship'],
  senateClass: ['senateclass', 'class', 'seat'],
  start: ['takesoffice', 'takeoffice', 'start', 'startdate', 'effectivedate', 'validfrom', 'tookoffice'],
  termEnd: ['termends', 'termend', 'end', 'enddate', 'termendspersource'],
  since: ['inofficesince', 'since', 'inaugurationday'],
};
export const CSV_COLUMNS_HELP = 'state, name, party, takes office, term ends (and senate class for senators)';

const headerKey = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/** The records of a CSV file, keyed by column; a header that lacks state, name or party is refused. */
export function readCsv(content: string): { senators: boolean; records: CsvRecord[] } {
  const firstLine = content.split('\n', 1)[0] ?? '';
  const separator = firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const [header, ...rows] = csvRows(content.replace(/^\uFEFF/, ''), separator);
  if (!header) throw badRequest(`The CSV file is empty: it needs a header row (${CSV_COLUMNS_HELP}).`);
  const index = {} as Record<CsvColumn, number>;
  for (const [column, names] of Object.entries(HEADER_NAMES) as Array<[CsvColumn, string[]]>) {
    index[column] = header.fields.findIndex((f) => names.includes(headerKey(f)));
  }
  const missing = (['state', 'name', 'party'] as const).filter((c) => index[c] < 0);
  if (missing.length) {
    throw badRequest(
      `The CSV header row (line ${header.line}) has no ${missing.join(', ')} column: the columns are ${CSV_COLUMNS_HELP}.`,
    );
  }
  const records = rows.map(({ line, fields }) => {
    const values = {} as Record<CsvColumn, string>;
    for (const column of Object.keys(HEADER_NAMES) as CsvColumn[])
      values[column] = index[column] >= 0 ? (fields[index[column]] ?? '').trim() : '';
    return { line, values };
  });
  if (records.length === 0) throw badRequest('The CSV file has a header row but no officials under it.');
  return { senators: index.senateClass >= 0, records };
}
