// An audit entry's values as a person reads them: lists joined, an option as "option_1: text",
// long values cut, never raw JSON; and which fields a change touched. Used by the sentences
// (audit-sentences.ts) and the audit log's diff.
import type { AuditChangeDto } from '@civics/sync-protocol';

export type Fields = Record<string, unknown>;

export const asFields = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;

/** Fields never worth showing in a diff (bulky or bookkeeping). */
const HIDDEN_FIELDS = new Set(['portraitData', 'updatedAt', 'asOf', 'id']);
const MAX_VALUE = 300;

/** A value as a person reads it: lists joined, an option as "option_1: text", never raw JSON. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(readable).join('; ') : '—';
  if (typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    // An option ({id, text}) reads as its text with its id.
    if (typeof fields.id === 'string' && typeof fields.text === 'string' && Object.keys(fields).length === 2)
      return `${fields.id}: ${fields.text}`;
    return Object.entries(fields)
      .map(([key, inner]) => `${key}: ${readable(inner)}`)
      .join(', ');
  }
  return String(value);
}

export function show(value: unknown): string {
  const out = readable(value);
  return out.length > MAX_VALUE ? `${out.slice(0, MAX_VALUE)}…` : out;
}

/** The fields whose value differs between before and after (every field of a creation or deletion). */
export function auditChanges(before: unknown, after: unknown): AuditChangeDto[] {
  const b = asFields(before) ?? {};
  const a = asFields(after) ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => !HIDDEN_FIELDS.has(key));
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((field) => ({ field, before: field in b ? show(b[field]) : null, after: field in a ? show(a[field]) : null }));
}

const FIELD_NAMES: Record<string, string> = {
  approvalLevel: 'level',
  isApproved: 'approval',
  endDate: 'end date',
  disabledAt: 'disabled date',
  emailVerified: 'email verification',
  validFrom: 'start day',
  validUntil: 'end day',
  termEnd: 'term end',
  questionText: 'question text',
};
/** A field's name as a person reads it ("end date", not endDate). */
export const fieldName = (field: string): string => FIELD_NAMES[field] ?? field;
