// Reads an officials file: the unitedstates/congress-legislators format (legislators-current, JSON or
// YAML: people with `name` and `terms`), whose senators are the people whose last term is 'sen', or
// a governors JSON in the format of seed-data/reference/governors.json. Anything else is refused
// with the entry at fault named, before anything is compared or written.
import { load, CORE_SCHEMA } from 'js-yaml';
import { GOVERNOR_PLACE_CODES, normalizeParty, OFFICE_STATE_CODES } from '@civics/sync-protocol';
import { badRequest } from '../../lib/http-error.js';

export interface IncomingOfficial {
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

export interface ParsedFile {
  kind: 'senator' | 'governor';
  people: IncomingOfficial[];
}

/** YYYY-MM-DD of a day that exists (Date would roll 02-30 over into March). */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parseText(fileName: string, content: string): unknown {
  const yaml = /\.ya?ml$/i.test(fileName) || !/^\s*[[{]/.test(content);
  try {
    return yaml ? load(content, { schema: CORE_SCHEMA }) : JSON.parse(content);
  } catch (error) {
    throw badRequest(`The file could not be read as ${yaml ? 'YAML' : 'JSON'}: ${(error as Error).message.split('\n')[0]}`);
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

function senatorOf(person: Record<string, unknown>, index: number, day: string): IncomingOfficial | null {
  const terms = person.terms as LegislatorTerm[] | undefined;
  const name = person.name as { official_full?: unknown; first?: unknown; last?: unknown } | undefined;
  const where = `Entry ${index + 1}`;
  if (!Array.isArray(terms) || terms.length === 0) throw badRequest(`${where} has no terms.`);
  const last = terms[terms.length - 1]!;
  if (last.type !== 'sen') return null;
  const fullName = text(name?.official_full) || [text(name?.first), text(name?.last)].filter(Boolean).join(' ');
  if (!fullName) throw badRequest(`${where} has no name.`);
  const state = text(last.state);
  if (!OFFICE_STATE_CODES.includes(state)) throw badRequest(`${where} (${fullName}) has an unknown state "${state}".`);
  if (!isDay(last.start) || !isDay(last.end)) throw badRequest(`${where} (${fullName}) has a term without valid start and end days.`);
  if (last.class !== 1 && last.class !== 2 && last.class !== 3) throw badRequest(`${where} (${fullName}) has no Senate class (1, 2 or 3).`);
  if (!text(last.party)) throw badRequest(`${where} (${fullName}) has no party.`);
  // A term that has ended is history, not a senator serving now.
  if (last.end <= day) return null;
  const firstSenate = terms.find((t) => t.type === 'sen' && t.state === state && isDay(t.start));
  return { state, name: fullName, party: normalizeParty(text(last.party)), seat: last.class, start: last.start, since: (firstSenate?.start as string) ?? last.start, termEnd: last.end };
}

function governorOf(entry: Record<string, unknown>, index: number): IncomingOfficial {
  const name = text(entry.name);
  const where = `Entry ${index + 1}`;
  if (!name) throw badRequest(`${where} has no name.`);
  const state = text(entry.state);
  if (!GOVERNOR_PLACE_CODES.includes(state)) throw badRequest(`${where} (${name}) has an unknown state "${state}".`);
  if (!text(entry.party)) throw badRequest(`${where} (${name}) has no party.`);
  const start = entry.startDate ?? null;
  const end = entry.termEndsPerSource ?? null;
  if ((start !== null && !isDay(start)) || (end !== null && !isDay(end))) throw badRequest(`${where} (${name}) has a date that is not YYYY-MM-DD.`);
  return { state, name, party: normalizeParty(text(entry.party)), seat: null, start, since: start, termEnd: end };
}

export function parseOfficialsFile(fileName: string, content: string, day: string): ParsedFile {
  const data = parseText(fileName, content);
  if (!Array.isArray(data) || data.length === 0 || data.some((e) => typeof e !== 'object' || e === null)) {
    throw badRequest('The file must be a list of people: a congress-legislators file or a governors JSON.');
  }
  const entries = data as Array<Record<string, unknown>>;
  if (entries.every((e) => 'terms' in e)) {
    const people = entries.map((e, i) => senatorOf(e, i, day)).filter((p): p is IncomingOfficial => p !== null);
    if (people.length === 0) throw badRequest('The file lists no serving senators (people whose last term is a Senate term).');
    return { kind: 'senator', people };
  }
  if (entries.every((e) => typeof e.name === 'string' && 'state' in e)) {
    const people = entries.map(governorOf);
    const states = people.map((p) => p.state);
    const twice = states.find((s, i) => states.indexOf(s) !== i);
    if (twice) throw badRequest(`The governors file names two governors for ${twice}.`);
    return { kind: 'governor', people };
  }
  throw badRequest('The file is neither a congress-legislators file (people with name and terms) nor a governors JSON (state, name, party, startDate).');
}
