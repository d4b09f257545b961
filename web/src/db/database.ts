// The device's own database (Dexie over IndexedDB): the content bundle, the learner's records and
// the outbox of changes waiting to sync. One class, one schema (Dexie's samples).
import Dexie, { type EntityTable } from 'dexie';
import type { OfficeChange } from '@civics/sync-protocol/office-change';
import type {
  BundleGovernor,
  BundleQuestion,
  BundleSenator,
  CategoryDto,
  LearnerTestDefinition,
  RepresentativeDto,
  StudyModeSettings,
  SyncOpType,
  TestModeConfig,
  TestModeSettings,
} from '@civics/sync-protocol';

/** A question as the bundle carries it (sync-protocol's ContentBundle), as the device reads it. */
export type StoredQuestion = BundleQuestion & {
  /**
   * Set when read through answerOn (questionsInOrder, questionsById): the holder's term behind the
   * answer has ended with nobody new in force on the device's day (issue 34 item 11).
   */
  officeChange?: OfficeChange | null;
};

/** Senators and governors as the bundle carries them (sync-protocol's ContentBundle). */
export type StoredSenator = BundleSenator;
export type StoredGovernor = BundleGovernor;

/** Which bundle the content tables hold: for whom, in which language and test version. */
export interface BundleMeta {
  key: 'bundle';
  userId: number;
  etag: string;
  language: string;
  version: string;
  approvalLevel: number;
  state: string | null;
  /** The learner's own Representative (their chosen district); absent or null while not chosen. */
  representative?: RepresentativeDto | null;
  studyModeConfig: { timePerQuestion: number; readCount: number };
  testModeConfig: TestModeConfig;
  fetchedAt: string;
  /** When the server last confirmed this content is current (a 304 counts); absent before issue 19. */
  checkedAt?: string;
  /** The admin's fixed tests offered to this learner (issue 9); absent in bundles stored before. */
  testDefinitions?: LearnerTestDefinition[];
}

/** Per account on this device: its sync client id, next op seq and pull cursor. */
export interface SyncClient {
  userId: number;
  clientId: string;
  nextSeq: number;
  cursor: number | null;
  progressResetAt: string | null;
}

export interface OutboxOp {
  id: string;
  userId: number;
  clientId: string;
  seq: number;
  type: SyncOpType;
  payload: unknown;
  at: string;
}

/** An op the server refused (bad data): kept for diagnosis, never resent. */
export interface RejectedOp extends OutboxOp {
  reason: string;
}

export interface StoredAnswer {
  id: string;
  userId: number;
  questionId: number;
  isCorrect: boolean;
  studyTime: number;
  answeredAt: string;
  /** 'hard': a typed answer right only after a near miss (FSRS Hard); absent otherwise (issue 14). */
  rating?: 'hard';
  /** Issue 30: the words heard with an answer said out loud (study, review); absent otherwise. */
  given?: string;
}

/** Issue 32: one answer to an N-400 word ("What does … mean?"), graded or self-marked; the words' FSRS log. */
export interface StoredVocabularyAnswer {
  id: string;
  userId: number;
  /** The word's id in the N-400 bundle (its `vocabulary[].id`). */
  termId: string;
  isCorrect: boolean;
  /** 'hard': right but hard (the lenient grader's "Almost"); absent otherwise. */
  rating?: 'hard';
  answeredAt: string;
}

export interface StoredStudySession {
  id: string;
  userId: number;
  sessionType: string;
  questionsCount: number;
  correctAnswers: number;
  totalTime: number;
  completedAt: string;
  categoryFilters: number[];
  language: string;
}

export interface StoredTestAttempt {
  id: string;
  userId: number;
  startedAt: string;
  completedAt: string;
  score: number;
  totalQuestions: number;
  passed: boolean;
  mode: string;
  questionsData: Array<Record<string, unknown>>;
}

export interface StoredSettings {
  userId: number;
  studyModeSettings: StudyModeSettings;
  testModeSettings: TestModeSettings;
  /** Per-field device times, for last-writer-wins against the server's copy. */
  fieldTimes: Record<string, string>;
}

export class CivicsDatabase extends Dexie {
  questions!: EntityTable<StoredQuestion, 'id'>;
  categories!: EntityTable<CategoryDto, 'id'>;
  senators!: EntityTable<StoredSenator, 'id'>;
  governors!: EntityTable<StoredGovernor, 'id'>;
  meta!: EntityTable<BundleMeta, 'key'>;
  syncClients!: EntityTable<SyncClient, 'userId'>;
  outbox!: EntityTable<OutboxOp, 'id'>;
  rejectedOps!: EntityTable<RejectedOp, 'id'>;
  answers!: EntityTable<StoredAnswer, 'id'>;
  vocabularyAnswers!: EntityTable<StoredVocabularyAnswer, 'id'>;
  studySessions!: EntityTable<StoredStudySession, 'id'>;
  testAttempts!: EntityTable<StoredTestAttempt, 'id'>;
  settings!: EntityTable<StoredSettings, 'userId'>;

  constructor(name = 'civics-practice') {
    super(name);
    this.version(1).stores({
      questions: 'id, officialNumber, categoryId',
      categories: 'id',
      senators: 'id, state',
      governors: 'id, state',
      meta: 'key',
      syncClients: 'userId',
      outbox: 'id, userId, [userId+seq]',
      rejectedOps: 'id, userId',
      answers: 'id, userId, [userId+questionId], answeredAt',
      studySessions: 'id, userId, completedAt',
      testAttempts: 'id, userId, completedAt',
      settings: 'userId',
    });
    // Issue 32: the answers to the N-400 words, synced like the civics answers (a new table only:
    // every table of version 1 stays as it was).
    this.version(2).stores({ vocabularyAnswers: 'id, userId, [userId+termId], answeredAt' });
  }
}

export const db = new CivicsDatabase();
