// Dates, ages and levels as the admin screens show them (English, the operator's locale).

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
};

/** "45 min", "5 h", "2 d 3 h": how long someone has waited. */
export function formatWaiting(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.floor(hours)} h`;
  const days = Math.floor(hours / 24);
  const rest = Math.floor(hours - days * 24);
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

export const hoursSince = (iso: string, now = Date.now()): number => Math.max(0, (now - Date.parse(iso)) / 3_600_000);

export const levelLabel = (user: { role: string; is_approved: boolean; approval_level: number }): string =>
  user.role === 'admin'
    ? 'Admin'
    : !user.is_approved || user.approval_level === 0
      ? 'Waiting (level 0)'
      : `Level ${user.approval_level}`;

export const percent = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)} %`);
