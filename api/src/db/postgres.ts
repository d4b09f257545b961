// PostgreSQL connections for Kysely (DATABASE_URL=postgres://…): a pooled `pg` client whose numbers
// come back as numbers, like SQLite's.
import pg from 'pg';
import { PostgresDialect } from 'kysely';

const INT8_OID = 20; // bigint columns (ms timestamps) and count(*)
const NUMERIC_OID = 1700; // sum() of bigint columns

// pg hands int8 and numeric over as strings so no precision is lost; our values (ids, counts, ms
// timestamps, cents) stay far below 2^53, and the code expects numbers as SQLite gives them.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export const DEFAULT_POOL_SIZE = 10;

/** A pg Pool of at most `poolSize` connections to `url`; `url` may carry `?options=-c search_path=…`. */
export function createPool(url: string, poolSize = DEFAULT_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection that breaks (server restart, network) is dropped from the pool; without a
  // listener the error would crash the process. The next query opens a new connection.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

export function postgresDialect(url: string, poolSize?: number): PostgresDialect {
  return new PostgresDialect({ pool: createPool(url, poolSize) });
}
