// Inputs for the generated bad-input suite (issue 20): fast-check arbitraries read from a route's
// JSON schema (TypeBox). Values are mostly shaped like the schema, so validation lets many through
// to the code and the database behind it, with hostile values mixed in at every level: NUL,
// integers past 32 bits, 1e309, wrong types, deep nesting, extra fields.
import fc from 'fast-check';

type Schema = Record<string, unknown>;

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  'x'.repeat(3000),
  '1e309',
  '1e22',
  '-1',
  '2147483648',
  '9007199254740993',
  'NaN',
  "'; drop table users; --",
  '../../etc/passwd',
  '\uD800',
  '😀'.repeat(40),
  '2026-02-30T25:61:00Z',
];
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53,
  1e22,
  Number.MAX_VALUE,
  Number.POSITIVE_INFINITY,
  -0,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, null, true, false, [], {}),
  fc.constant({ a: { b: { c: { d: { e: { f: { g: { h: { i: [1] } } } } } } } } }),
  fc.constant(['\u0000', 2147483648]),
);

const asSchema = (value: unknown): Schema => (typeof value === 'object' && value !== null ? (value as Schema) : {});
const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 40) : 40;
  const byFormat: Record<string, fc.Arbitrary<string>> = {
    uuid: fc.uuid(),
    'date-time': fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) })
      .map((d) => d.toISOString()),
    date: fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) })
      .map((d) => d.toISOString().slice(0, 10)),
    email: fc.emailAddress(),
  };
  const shaped =
    (typeof schema.format === 'string' && byFormat[schema.format]) ||
    fc.string({ minLength: Math.min(Number(schema.minLength ?? 0), max), maxLength: max, unit: 'grapheme' });
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) });
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 1_000_000) : min + 1_000_000;
  // Ids far from the few rows a test makes: a valid-looking id rarely names a real account.
  const shaped = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) });
}

function shapedFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union) && union.length) return fc.oneof(...union.map((s) => valueFor(asSchema(s), depth + 1)));
  switch (typeOf(schema)) {
    case 'object': {
      const properties = asSchema(schema.properties);
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, valueFor(asSchema(s), depth + 1)]),
      );
      const record = fc.record(fields, { requiredKeys: required.filter((key) => key in fields) });
      // Now and then an unknown field, or a required one left out.
      return fc
        .tuple(
          record,
          fc.option(fc.constantFrom('extra', '__proto__', 'constructor', ...required), { freq: 6 }),
          hostileValue,
        )
        .map(([value, key, odd]) => {
          const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
          if (key !== null) {
            if (required.includes(key)) delete out[key];
            else Object.defineProperty(out, key, { value: odd, enumerable: true, configurable: true, writable: true });
          }
          return out;
        });
    }
    case 'array':
      return fc.array(valueFor(asSchema(schema.items), depth + 1), { maxLength: 4 });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

/** A value for `schema`: shaped like it three times in four, anything hostile otherwise. */
export function valueFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: shapedFor(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** Query-string or path values are text: numbers as the client would write them (1e+22, Infinity). */
export const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && !Number.isFinite(value)
      ? '1e309'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
