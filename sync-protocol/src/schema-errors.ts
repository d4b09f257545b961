// Readable, per-field validation messages for a TypeBox schema, so a browser form can check its
// input with exactly the rules the API applies (the admin app's react-hook-form resolver uses it).
// Value.Errors is TypeBox's interpreter: it needs no eval, so it runs under the app's CSP.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export interface FieldError {
  /** Dotted path of the field ("testModeConfig.timePerQuestion"); '' for the value itself. */
  path: string;
  message: string;
}

type RawError = { keyword: string; instancePath: string; params: Record<string, unknown>; message: string };

const toPath = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

function describe(error: RawError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'This field is required';
    case 'minimum':
      return `Must be at least ${String(p.limit)}`;
    case 'maximum':
      return `Must be at most ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `Must be more than ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `Must be less than ${String(p.limit)}`;
    case 'multipleOf':
      return `Must be a multiple of ${String(p.multipleOf)}`;
    case 'minLength':
      return p.limit === 1 ? 'This field is required' : `Must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(p.limit)} characters`;
    case 'minItems':
      return `Choose at least ${String(p.limit)}`;
    case 'maxItems':
      return `Choose at most ${String(p.limit)}`;
    case 'type': {
      const expected = Array.isArray(p.type) ? String(p.type[0]) : String(p.type);
      return `Must be ${TYPE_NAMES[expected] ?? expected}`;
    }
    case 'additionalProperties':
      return `Unknown field: ${(p.additionalProperties as string[] | undefined)?.join(', ') ?? ''}`;
    case 'pattern':
    case 'format':
      return 'Has the wrong format';
    default:
      return error.message;
  }
}

/** Every field that breaks `schema`, one message per field (the first rule it breaks). */
export function schemaErrors(schema: TSchema, value: unknown): FieldError[] {
  const raw = Value.Errors(schema, value) as unknown as RawError[];
  const byPath = new Map<string, string>();
  // Alternatives (a union of literals) fail once per branch; report them once, listing the choices.
  const choices = new Map<string, unknown[]>();
  for (const error of raw) {
    const path = toPath(error.instancePath);
    if (error.keyword === 'const') choices.set(path, [...(choices.get(path) ?? []), error.params.allowedValue]);
  }
  for (const error of raw) {
    const path = toPath(error.instancePath);
    if (error.keyword === 'required') {
      for (const key of (error.params.requiredProperties as string[] | undefined) ?? []) {
        if (!byPath.has(join(path, key))) byPath.set(join(path, key), 'This field is required');
      }
      continue;
    }
    if (byPath.has(path)) continue;
    if (
      error.keyword === 'const' ||
      error.keyword === 'anyOf' ||
      error.keyword === 'oneOf' ||
      error.keyword === 'enum'
    ) {
      const allowed =
        error.keyword === 'enum'
          ? ((error.params.allowedValues as unknown[] | undefined) ?? [])
          : (choices.get(path) ?? []);
      byPath.set(
        path,
        allowed.length ? `Choose one of: ${allowed.map(String).join(', ')}` : 'Choose one of the allowed values',
      );
      continue;
    }
    byPath.set(path, describe(error));
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}
