// What a learner receives of the N-400 interview content: the current Part 9 items (the legacy
// Part 12 items stay on the server; their words are in the vocabulary), the vocabulary and the
// officer's questions, each with the chosen language's translation and its review state. Level 1
// gets the first items of each part (LIMITS.level1N400Cap), decided here and never on the device.
import { LIMITS } from '@civics/sync-protocol/constants';
import type { N400Bundle, N400Part9Dto, N400PersonalDto, N400VocabularyDto } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';

type Kind = 'part9' | 'vocabulary' | 'personal';

async function translationsOf(db: DbOrTrx, language: string): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db
    .selectFrom('n400Translations')
    .select(['itemKind', 'itemId', 'fields', 'reviewed'])
    .where('language', '=', language)
    .execute();
  return new Map(
    rows.map((r) => [
      `${r.itemKind}:${r.itemId}`,
      { ...parseJson<Record<string, string>>(r.fields, {}), reviewed: r.reviewed === 1 },
    ]),
  );
}

export async function learnerN400(db: DbOrTrx, level: number, language: string): Promise<N400Bundle> {
  const cap = level >= 2 ? undefined : LIMITS.level1N400Cap;
  const limited = <Q extends { limit: (n: number) => Q }>(query: Q) => (cap === undefined ? query : query.limit(cap));
  const [part9, vocabulary, personal, translations] = await Promise.all([
    limited(
      db
        .selectFrom('n400Part9Items')
        .selectAll()
        .where('kind', '=', 'current')
        .where('isActive', '=', 1)
        .orderBy('sortOrder'),
    ).execute(),
    limited(db.selectFrom('n400Vocabulary').selectAll().where('isActive', '=', 1).orderBy('sortOrder')).execute(),
    limited(
      db.selectFrom('n400PersonalQuestions').selectAll().where('isActive', '=', 1).orderBy('sortOrder'),
    ).execute(),
    language === 'none' || language === 'en'
      ? Promise.resolve(new Map<string, Record<string, unknown>>())
      : translationsOf(db, language),
  ]);
  const translation = <T>(kind: Kind, id: string) => (translations.get(`${kind}:${id}`) as T | undefined) ?? null;
  return {
    language,
    approvalLevel: level,
    part9: part9.map((r): N400Part9Dto => ({
      id: r.id,
      number: r.number,
      stem: r.stem,
      text: r.text,
      section: r.section,
      expectedAnswer: r.expectedAnswer as N400Part9Dto['expectedAnswer'],
      answerNote: r.answerNote,
      keyTerms: parseJson<string[]>(r.keyTerms, []),
      edition: r.edition,
      source: r.source,
      translation: translation('part9', r.id),
    })),
    vocabulary: vocabulary.map((r): N400VocabularyDto => ({
      id: r.id,
      term: r.term,
      plainEnglish: r.plainEnglish,
      exampleAnswer: r.exampleAnswer,
      appearsIn: parseJson<string[]>(r.appearsIn, []),
      translation: translation('vocabulary', r.id),
    })),
    personal: personal.map((r): N400PersonalDto => ({
      id: r.id,
      question: r.question,
      topic: r.topic,
      answerKind: r.answerKind,
      field: r.field,
      formReference: r.formReference,
      translation: translation('personal', r.id),
    })),
  };
}
