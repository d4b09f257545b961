// Bounds every schema needs because of the databases behind it (issue 20): PostgreSQL's `integer`
// column is 32-bit and its text cannot hold U+0000, so a value past either would answer 500 there
// while SQLite took it. boundSchema() adds both rules to any schema (route or sync op) where the
// schema itself did not set a tighter bound, so no route can forget them.

/** The largest value an `integer` column holds on both engines (PostgreSQL int4). */
export const DB_INT_MAX = 2_147_483_647;
export const DB_INT_MIN = -2_147_483_648;
/** No U+0000 anywhere in a string: PostgreSQL text refuses it. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function boundOne(schema: Schema): Schema {
  const out: Schema = { ...schema };
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) {
    if (typeof out.maximum !== 'number' || out.maximum > DB_INT_MAX) out.maximum = DB_INT_MAX;
    if (typeof out.minimum !== 'number' || out.minimum < DB_INT_MIN) out.minimum = DB_INT_MIN;
  }
  if (types.includes('string') && out.pattern !== NO_NUL_PATTERN) {
    if (out.pattern === undefined) out.pattern = NO_NUL_PATTERN;
    else out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { pattern: NO_NUL_PATTERN }];
  }
  return out;
}

/** A copy of `schema` with every integer bounded to DB_INT_MIN..DB_INT_MAX and every string free of NUL. */
export function boundSchema<T>(schema: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isSchema(node)) return node;
    const copy: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      // Literal values (const, enum, default, examples) are data, not schemas.
      copy[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : walk(value);
    }
    // TypeBox marks its schemas with symbol keys (e.g. [Kind]); keep them on the copy.
    for (const symbol of Object.getOwnPropertySymbols(node))
      copy[symbol as unknown as string] = (node as Record<symbol, unknown>)[symbol];
    return boundOne(copy);
  };
  return walk(schema) as T;
}
