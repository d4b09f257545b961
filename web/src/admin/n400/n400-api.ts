// The admin's N-400 texts API (issue 32), typed by the schemas the server validates with.
import type {
  N400AdminItemDto,
  N400AdminList,
  N400ItemPatch,
  N400Kind,
  N400TranslationBody,
} from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

export const n400Key = ['admin', 'n400'] as const;

export const listN400 = () => adminGet<N400AdminList>('/admin/n400');

const itemPath = (kind: N400Kind, id: string) => `/admin/n400/${kind}/${encodeURIComponent(id)}`;

export const updateN400Item = (kind: N400Kind, id: string, patch: N400ItemPatch) =>
  adminSend<N400AdminItemDto>('PATCH', itemPath(kind, id), patch);

export const saveN400Translation = (kind: N400Kind, id: string, language: string, body: N400TranslationBody) =>
  adminSend<N400AdminItemDto>('PUT', `${itemPath(kind, id)}/translations/${language}`, body);
