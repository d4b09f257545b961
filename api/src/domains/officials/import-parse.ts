// Reads an officials file: the unitedstates/congress-legislators format (legislators-current, JSON or
// YAML: people with `name` and `terms`), whose senators are the people whose last term is 'sen'; a
// governors JSON in the format of seed-data/reference/governors.json; or a CSV list with a header
// row (import-csv.ts). The format comes from the extension, else from the content; a file that is
// none of them is refused. Each row is checked on its own: a bad row is reported with its line and
// reason (the plan then refuses to apply), a row whose term has ended is listed as skipped.
import { load, CORE_SCHEMA } from 'js-yaml';
import { GOVERNOR_PLACE_CODES, OFFICE_STATE_CODES, PARTIES, partyOf } from '@civics/sync-protocol';
import { badRequest } from '../../lib/http-error.js';
import { CSV_COLUMNS_HELP, readCsv } from './import-csv.js';

export interface IncomingOfficial {
  /** The file's line the row starts on (1-based). */
  line: number;
  state: string;
  name: string;
  party: string;
  /** Senate class (senators); null for governors. */
  seat: number | null;
  /** The day the current term started: the row's effective date. */
  start: string | null;
  /** The first day in this office (shown as "In office since"). */
  since: string | null;
  termEnd: string | null;
}

export interface BadRow {
  line: number;
  reason: string;
}

export interface ParsedFile {
  kind: 'senator' | 'governor';
  /** How the file was read, for the preview. */
  format: string;
  people: IncomingOfficial[];
  badRows: BadRow[];
  /** Rows whose term ended before today: history, not a holder now. */
  ended: IncomingOfficial[];
}

const UNKNOWN_FORMAT =
  `The file is not a format the import knows: a congress-legislators file (legislators-current, JSON or YAML), ` +
  `a governors JSON (state, name, party, startDate), or a CSV with a header row (${CSV_COLUMNS_HELP}).`;

/** YYYY-MM-DD of a day that exists (Date would roll 02-30 over into March, and month 13 is no date at all). */
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

type Format = 'json' | 'yaml' | 'csv';

function formatOf(fileName: string, content: string): Format {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'yaml' || extension === 'yml') return 'yaml';
  if (extension === 'csv' || extension === 'tsv') return 'csv';
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (/^[[{]/.test(start)) return 'json';
  if (/^(---|- |#)/.test(start)) return 'yaml';
  if (/^[^\n]*state[^\n]*[,\t;]/i.test(start)) return 'csv';
  throw badRequest(UNKNOWN_FORMAT);
}

function parseText(format: 'json' | 'yaml', content: string): unknown {
  try {
    return format === 'yaml' ? load(content, { schema: CORE_SCHEMA }) : JSON.parse(content);
  } catch (error) {
    throw badRequest(
      `The file could not be read as ${format === 'yaml' ? 'YAML' : 'JSON'}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/** The line each top-level list entry starts on: '{' or '[' one level deep (JSON, YAML flow) or '- ' at column 0 (YAML). */
function entryLines(content: string): number[] {
  if (!/^\s*\[/.test(content)) return content.split('\n').flatMap((l, i) => (/^-(\s|$)/.test(l) ? [i + 1] : []));
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let quote = '';
  for (let i = 0; i < content.length; i += 1) {
    const ch = content[i]!;
    if (ch === '\n') line += 1;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{' || ch === '[') {
      if (depth === 1) lines.push(line);
      depth += 1;
    } else if (ch === '}' || ch === ']') depth -= 1;
  }
  return lines;
}

interface RawRow {
  line: number;
  name: string;
  state: string;
  party: string;
  seat: unknown;
  start: unknown;
  termEnd: unknown;
  since?: unknown;
}

/** Checks rows one by one and sorts them into people, bad rows and ended terms. */
class RowReader {
  readonly people: IncomingOfficial[] = [];
  readonly badRows: BadRow[] = [];
  readonly ended: IncomingOfficial[] = [];
  private readonly seats = new Map<string, number>();

  constructor(
    readonly kind: 'senator' | 'governor',
    private readonly day: string,
  ) {}

  bad(line: number, reason: string): void {
    this.badRows.push({ line, reason });
  }

  take(row: RawRow): void {
    const who = row.name || 'The row';
    if (!row.name) return this.bad(row.line, 'The row has no name.');
    const places = this.kind === 'senator' ? OFFICE_STATE_CODES : GOVERNOR_PLACE_CODES;
    if (!places.includes(row.state)) return this.bad(row.line, `${who} has an unknown state "${row.state}".`);
    const party = partyOf(row.party);
    if (!party)
      return this.bad(
        row.line,
        `${who} has the party "${row.party}": the party must be one of ${PARTIES.join(', ')} (as in the form).`,
      );
    let seat: number | null = null;
    if (this.kind === 'senator') {
      seat = Number(row.seat);
      if (![1, 2, 3].includes(seat)) return this.bad(row.line, `${who} has no Senate class (1, 2 or 3).`);
    }
    const start = text(row.start) || null;
    const termEnd = text(row.termEnd) || null;
    const since = text(row.since) || null;
    if ([start, termEnd, since].some((d) => d !== null && !isDay(d)))
      return this.bad(row.line, `${who} has a date that is not a real day written YYYY-MM-DD.`);
    if (start && termEnd && termEnd <= start)
      return this.bad(row.line, `${who}'s term ends (${termEnd}) before it starts (${start}).`);
    const person: IncomingOfficial = {
      line: row.line,
      state: row.state,
      name: row.name,
      party,
      seat,
      start,
      since: since ?? start,
      termEnd,
    };
    // A term that has ended is history, not an official serving now or later.
    if (termEnd && termEnd <= this.day) return void this.ended.push(person);
    const seatKey = `${row.state}/${seat ?? ''}`;
    const earlier = this.seats.get(seatKey);
    if (earlier !== undefined) {
      const office = this.kind === 'senator' ? `senators for ${row.state} class ${seat}` : `governors for ${row.state}`;
      return this.bad(row.line, `The file names two ${office} (${who} here, another on line ${earlier}).`);
    }
    this.seats.set(seatKey, row.line);
    this.people.push(person);
  }
}

interface LegislatorTerm {
  type?: unknown;
  state?: unknown;
  start?: unknown;
  end?: unknown;
  party?: unknown;
  class?: unknown;
}

function readLegislator(reader: RowReader, person: Record<string, unknown>, line: number): void {
  const terms = person.terms as LegislatorTerm[] | undefined;
  const name = person.name as { official_full?: unknown; first?: unknown; last?: unknown } | undefined;
  if (!Array.isArray(terms) || terms.length === 0) return reader.bad(line, 'The entry has no terms.');
  const last = terms[terms.length - 1]!;
  if (last.type !== 'sen') return; // a House member: not an office this app asks about
  const fullName = text(name?.official_full) || [text(name?.first), text(name?.last)].filter(Boolean).join(' ');
  if (fullName && (!isDay(last.start) || !isDay(last.end)))
    return reader.bad(line, `${fullName} has a term without valid start and end days.`);
  const state = text(last.state);
  const firstSenate = terms.find((t) => t.type === 'sen' && t.state === state && isDay(t.start));
  reader.take({
    line,
    name: fullName,
    state,
    party: text(last.party),
    seat: last.class,
    start: last.start,
    termEnd: last.end,
    since: firstSenate?.start ?? last.start,
  });
}

export function parseOfficialsFile(fileName: string, content: string, day: string): ParsedFile {
  const format = formatOf(fileName, content);
  if (format === 'csv') {
    const { senators, records } = readCsv(content);
    const reader = new RowReader(senators ? 'senator' : 'governor', day);
    for (const { line, values } of records) {
      reader.take({
        line,
        name: values.name,
        state: values.state.toUpperCase(),
        party: values.party,
        seat: values.senateClass,
        start: values.start,
        termEnd: values.termEnd,
        since: values.since,
      });
    }
    return {
      kind: reader.kind,
      format: senators ? 'senators CSV' : 'governors CSV',
      people: reader.people,
      badRows: reader.badRows,
      ended: reader.ended,
    };
  }
  const data = parseText(format, content);
  if (!Array.isArray(data) || data.length === 0 || data.some((e) => typeof e !== 'object' || e === null)) {
    throw badRequest(
      'The file must be a list of people: a congress-legislators file, a governors JSON, or a CSV with a header row.',
    );
  }
  const entries = data as Array<Record<string, unknown>>;
  const lines = entryLines(content);
  // Line numbers come from a light scan of the text; a layout it cannot follow counts entries instead.
  const lineOf = (index: number) => (lines.length === entries.length ? lines[index]! : index + 1);
  if (entries.every((e) => 'terms' in e)) {
    const reader = new RowReader('senator', day);
    entries.forEach((e, i) => readLegislator(reader, e, lineOf(i)));
    if (reader.people.length + reader.badRows.length + reader.ended.length === 0) {
      throw badRequest('The file lists no senators (people whose last term is a Senate term).');
    }
    return {
      kind: 'senator',
      format: `congress-legislators ${format.toUpperCase()}`,
      people: reader.people,
      badRows: reader.badRows,
      ended: reader.ended,
    };
  }
  if (entries.every((e) => 'name' in e && 'state' in e)) {
    const reader = new RowReader('governor', day);
    entries.forEach((e, i) =>
      reader.take({
        line: lineOf(i),
        name: text(e.name),
        state: text(e.state),
        party: text(e.party),
        seat: null,
        start: e.startDate ?? null,
        termEnd: e.termEndsPerSource ?? null,
      }),
    );
    return {
      kind: 'governor',
      format: `governors ${format.toUpperCase()}`,
      people: reader.people,
      badRows: reader.badRows,
      ended: reader.ended,
    };
  }
  throw badRequest(
    'The file is neither a congress-legislators file (people with name and terms) nor a governors list (state, name, party, startDate).',
  );
}
