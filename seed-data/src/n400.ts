// The N-400 interview content (issue 32), read from the project's copy of the reference data
// (reference/n400-*.json, PROVENANCE.md) plus our own extra phrasings and the translations in
// data/n400/. Each item gets a stable id and a `source` line saying where it comes from (form
// edition and item, or "our wording"), which the database keeps beside it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Type from 'typebox';
import { loadJson } from './load.js';
import {
  N400Part9Record,
  N400PersonalRecord,
  N400PhrasingRecord,
  N400TranslationFile,
  N400VocabularyRecord,
} from './n400-schema.js';

export const N400_LANGUAGES = ['vi', 'ko', 'zh', 'zh-TW', 'es'] as const;
export type N400Language = (typeof N400_LANGUAGES)[number];

/** The learner's own answers the officer checks ("about you"), each with how it is compared. */
export const ABOUT_YOU_FIELDS = {
  fullName: 'name',
  otherNames: 'name',
  dateOfBirth: 'date',
  countryOfBirth: 'place',
  citizenship: 'place',
  permanentResidentSince: 'date',
  address: 'place',
  addressSince: 'date',
  maritalStatus: 'free',
  spouseName: 'name',
  marriageDate: 'date',
  childrenCount: 'number',
  childrenNames: 'name',
  employer: 'place',
  job: 'free',
  tripsCount: 'number',
} as const;
export type AboutYouField = keyof typeof ABOUT_YOU_FIELDS;

/** Which reference question asks for which field (the other questions are yes/no or open). */
const FIELD_OF_QUESTION: Record<string, AboutYouField> = {
  'What is your full name?': 'fullName',
  'What other names have you used?': 'otherNames',
  'What is your date of birth?': 'dateOfBirth',
  'What country were you born in?': 'countryOfBirth',
  'What is your country of citizenship?': 'citizenship',
  'When did you become a permanent resident?': 'permanentResidentSince',
  'What is your current address?': 'address',
  'Since what date have you lived there?': 'addressSince',
  'What is your marital status?': 'maritalStatus',
  "What is your spouse's name?": 'spouseName',
  'When did you get married?': 'marriageDate',
  'How many children under 18 do you have?': 'childrenCount',
  "What are your children's names?": 'childrenNames',
  'Where do you work?': 'employer',
  'What is your job?': 'job',
  'How many trips have you taken outside the United States?': 'tripsCount',
};

export interface N400Part9Item {
  id: string;
  kind: 'current' | 'legacy';
  part: string;
  number: string;
  stem: string | null;
  text: string;
  section: string;
  expectedAnswer: 'no' | 'yes' | 'depends';
  answerNote: string | null;
  keyTerms: string[];
  edition: string;
  currentCounterpart: string | null;
  source: string;
  sortOrder: number;
}

export interface N400VocabularyItem {
  id: string;
  term: string;
  plainEnglish: string;
  exampleAnswer: string;
  appearsIn: string[];
  source: string;
  sortOrder: number;
}

export interface N400PersonalItem {
  id: string;
  question: string;
  topic: string;
  answerKind: string;
  field: AboutYouField | null;
  formReference: string;
  source: string;
  sortOrder: number;
}

export interface N400Content {
  part9: N400Part9Item[];
  vocabulary: N400VocabularyItem[];
  personal: N400PersonalItem[];
}

/** "claim to be a U.S. citizen" → "claim-to-be-a-us-citizen". */
export const vocabularyId = (term: string) =>
  term
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const part9Id = (part: string, number: string) => `${part}-${number}`;

/** A Part 9 (or older Part 12) record as stored, with its id and where it comes from. */
export function part9Item(r: N400Part9Record, sortOrder: number): N400Part9Item {
  return {
    id: part9Id(r.part, r.number),
    kind: r.part === '9' ? 'current' : 'legacy',
    part: r.part,
    number: r.number,
    stem: r.stem ?? null,
    text: r.text,
    section: r.section,
    expectedAnswer: r.expectedAnswer,
    answerNote: r.answerNote ?? null,
    keyTerms: r.keyTerms,
    edition: r.edition,
    currentCounterpart: r.currentCounterpart ?? null,
    // The question text is the form's own; section, expected answer and note are ours (PROVENANCE.md).
    source: `Form N-400 (edition ${r.edition}), Part ${r.part}, Item ${r.number}: USCIS text, public domain`,
    sortOrder,
  };
}

/** A vocabulary record as stored: its id is made from the term. */
export function vocabularyItem(r: N400VocabularyRecord, sortOrder: number): N400VocabularyItem {
  return {
    id: vocabularyId(r.term),
    ...r,
    source: `Our own plain-English definition and example; the term appears in Form N-400 ${r.appearsIn.join('; ')}`,
    sortOrder,
  };
}

/** One of the officer's questions as stored; the "about you" field it checks, when it asks one. */
export function personalItem(r: N400PersonalRecord, id: string, sortOrder: number): N400PersonalItem {
  return {
    id,
    question: r.question,
    topic: r.topic,
    answerKind: r.answerKind,
    field: FIELD_OF_QUESTION[r.question] ?? null,
    formReference: r.formReference,
    source: `Our wording of what an officer asks; checks Form N-400 (01/20/25) ${r.formReference}; sources: ${r.sources.join(', ')}`,
    sortOrder,
  };
}

export function loadN400Content(): N400Content {
  const part9 = loadJson('reference/n400-part9.json', Type.Array(N400Part9Record)).map((r, index) =>
    part9Item(r, index + 1),
  );
  const vocabulary = loadJson('reference/n400-vocabulary.json', Type.Array(N400VocabularyRecord)).map((r, index) =>
    vocabularyItem(r, index + 1),
  );
  const reference = loadJson('reference/n400-personal-questions.json', Type.Array(N400PersonalRecord));
  const personal: N400PersonalItem[] = reference.map((r, index) => personalItem(r, `about-${index + 1}`, index + 1));
  const phrasings = loadJson('data/n400/extra-phrasings.json', Type.Array(N400PhrasingRecord));
  for (const [index, p] of phrasings.entries()) {
    const model = personal.find((q) => q.field === p.field);
    if (!model) throw new Error(`data/n400/extra-phrasings.json: no reference question asks the field "${p.field}"`);
    personal.push({
      id: `about-x${index + 1}`,
      question: p.question,
      topic: model.topic,
      answerKind: model.answerKind,
      field: model.field,
      formReference: model.formReference,
      source: `Our wording (another phrasing of "${model.question}"); checks Form N-400 (01/20/25) ${model.formReference}`,
      sortOrder: reference.length + index + 1,
    });
  }
  return { part9, vocabulary, personal };
}

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const n400TranslationExists = (language: N400Language) => existsSync(`${packageRoot}data/n400/${language}.json`);
export const loadN400Translation = (language: N400Language) =>
  loadJson(`data/n400/${language}.json`, N400TranslationFile);

/** Content checks beyond the shapes: unique ids, key terms that exist, translations of real items. */
export function checkN400(content: N400Content, translations: N400TranslationFile[]): string[] {
  const problems: string[] = [];
  const unique = (label: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${label}: duplicate id ${id}`);
      seen.add(id);
    }
  };
  unique(
    'n400-part9',
    content.part9.map((i) => i.id),
  );
  unique(
    'n400-vocabulary',
    content.vocabulary.map((i) => i.id),
  );
  unique(
    'n400-personal',
    content.personal.map((i) => i.id),
  );
  const terms = new Set(content.vocabulary.map((v) => v.term));
  for (const item of content.part9) {
    for (const term of item.keyTerms)
      if (!terms.has(term))
        problems.push(`n400 Part ${item.part} Item ${item.number}: key term "${term}" is not in the vocabulary`);
    if (item.kind === 'current' && !item.edition.startsWith('01/20/25'))
      problems.push(`n400 Part 9 Item ${item.number}: current items are of the 01/20/25 edition`);
  }
  const fields = new Set(content.personal.map((p) => p.field).filter(Boolean));
  for (const field of Object.keys(ABOUT_YOU_FIELDS))
    if (!fields.has(field as AboutYouField)) problems.push(`n400 about you: no question asks "${field}"`);
  const ids = {
    part9: new Set(content.part9.map((i) => i.id)),
    vocabulary: new Set(content.vocabulary.map((i) => i.id)),
    personal: new Set(content.personal.map((i) => i.id)),
  };
  for (const file of translations) {
    for (const kind of ['part9', 'vocabulary', 'personal'] as const) {
      for (const id of Object.keys(file[kind]))
        if (!ids[kind].has(id)) problems.push(`data/n400/${file.language}.json: ${kind} "${id}" is not an item`);
    }
    for (const [id, t] of Object.entries(file.part9)) {
      const item = content.part9.find((i) => i.id === id);
      if (item && !item.stem && t.stem)
        problems.push(`data/n400/${file.language}.json: part9 "${id}" has a stem the English lacks`);
      if (item && !item.answerNote && t.answerNote)
        problems.push(`data/n400/${file.language}.json: part9 "${id}" has a note the English lacks`);
    }
  }
  return problems;
}

/** Every N-400 file loaded and checked; the problems found (empty when all is well). */
export function validateN400(): string[] {
  const translations = N400_LANGUAGES.filter(n400TranslationExists).map(loadN400Translation);
  const problems = checkN400(loadN400Content(), translations);
  for (const [index, file] of translations.entries())
    if (file.language !== N400_LANGUAGES.filter(n400TranslationExists)[index])
      problems.push(`data/n400: file of ${file.language} is misnamed`);
  return problems;
}
