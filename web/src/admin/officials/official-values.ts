// Pure pieces of the officials screens: form values to an API body, and a row's status in words.
import type { OfficialRow } from './officials-api';

/**
 * Empty fields are left out (create: not given; edit: unchanged), except the name: an empty name
 * is refused, never read as "keep it". The class is a number.
 */
export function toBody(values: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((value === '' && !key.endsWith('Name')) || value === undefined || value === false) continue;
    body[key] = key === 'senateClass' ? Number(value) : value;
  }
  return body;
}

export function statusText(row: Pick<OfficialRow, 'status' | 'validFrom' | 'validUntil'>): string {
  if (row.status === 'scheduled') return `Takes office ${row.validFrom}`;
  if (row.status === 'retired') return row.validUntil ? `Retired ${row.validUntil}` : 'Retired';
  return row.validUntil ? `Serving until ${row.validUntil}` : 'Serving';
}
