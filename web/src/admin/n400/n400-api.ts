// The admin's N-400 texts API (issue 32), typed by the schemas the server validates with.
import type {
  N400AdminItemDto,
  N400AdminList,
  N400ImportAnswer,
  N400ItemPatch,
  N400Kind,
  N400Part9Record,
  N400PersonalRecord,
  N400TranslationBody,
  N400VocabularyRecord,
} from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

export const n400Key = ['admin', 'n400'] as const;

export const listN400 = () => adminGet<N400AdminList>('/admin/n400');

const itemPath = (kind: N400Kind, id: string) => `/admin/n400/${kind}/${encodeURIComponent(id)}`;

export const updateN400Item = (kind: N400Kind, id: string, patch: N400ItemPatch) =>
  adminSend<N400AdminItemDto>('PATCH', itemPath(kind, id), patch);

export const saveN400Translation = (kind: N400Kind, id: string, language: string, body: N400TranslationBody) =>
  adminSend<N400AdminItemDto>('PUT', `${itemPath(kind, id)}/translations/${language}`, body);

/** A record in the seed's shape, per kind (the reference files' own). */
export type N400Record = N400Part9Record | N400VocabularyRecord | N400PersonalRecord;

export const createN400Item = (kind: N400Kind, record: N400Record) =>
  adminSend<N400AdminItemDto>('POST', `/admin/n400/${kind}`, record);

export const importN400Items = (kind: N400Kind, records: unknown[]) =>
  adminSend<N400ImportAnswer>('POST', `/admin/n400/${kind}/import`, records);

/** Every id of the kind, in the order learners meet them. */
export const orderN400Items = (kind: N400Kind, ids: string[]) =>
  adminSend<null>('PUT', `/admin/n400/${kind}/order`, { ids });
