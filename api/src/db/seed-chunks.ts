// Seeding writes many rows: in groups, one statement per group.
/**
 * Rows in groups of 100: one statement per group instead of one per row (a round trip each on
 * PostgreSQL), and far below either engine's limit on bound parameters per statement.
 */
export function chunks<T>(rows: T[], size = 100): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += size) groups.push(rows.slice(i, i + size));
  return groups;
}
