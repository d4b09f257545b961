// Request validation without type coercion for bodies (issue 13): a JSON body must carry the types
// its schema names, so the direct routes refuse what the sync ops refuse (a numeric password is a
// 400, not the string '-1e+308'). Query strings and path parameters are text by nature: they keep
// Fastify's default coercion, so `?cursor=5` and `/:id` still read as numbers.
// Every schema is compiled with the database bounds (boundSchema, issue 20): no NUL in a string and
// no integer past 32 bits, on every route, whether or not its own schema thought of them.
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import addFormatsModule from 'ajv-formats';
import { boundSchema } from '@civics/sync-protocol';
import { badRequest } from '../lib/http-error.js';

type AddFormats = typeof addFormatsModule extends { default: infer F } ? F : typeof addFormatsModule;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as AddFormats & ((ajv: AjvInstance) => unknown);
type AjvInstance = { compile: (schema: object) => ReturnType<FastifySchemaCompiler<unknown>> };

// Ajv itself is Fastify's (through ajv-formats), so no second copy is installed.
const requireBesideFormats = createRequire(createRequire(import.meta.url).resolve('ajv-formats'));
const Ajv = (requireBesideFormats('ajv') as { default: new (options: Record<string, unknown>) => AjvInstance }).default;

function makeAjv(coerceTypes: false | 'array'): AjvInstance {
  // Fastify's defaults, except that unknown fields are refused where a schema says so (never dropped).
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    addUsedSchema: false,
    allErrors: false,
  });
  addFormats(ajv);
  return ajv;
}

// One pair of compilers per process, and each route schema compiled once: a validator is a pure
// function of its schema, so every app of a process (the API suite builds one per test) shares them.
const strict = makeAjv(false);
const coercing = makeAjv('array');
type Validator = ReturnType<FastifySchemaCompiler<unknown>>;
const compiled = { body: new WeakMap<object, Validator>(), other: new WeakMap<object, Validator>() };

function validatorFor(schema: object, httpPart: string | undefined): Validator {
  const cache = httpPart === 'body' ? compiled.body : compiled.other;
  let validator = cache.get(schema);
  if (!validator) {
    validator = (httpPart === 'body' ? strict : coercing).compile(boundSchema(schema));
    cache.set(schema, validator);
  }
  return validator;
}

export function useStrictBodyValidation(app: FastifyInstance): void {
  // Ajv coerces '1e309' in a query string to Infinity and lets it past `maximum` (seen with Ajv 8),
  // which answered 500 on the admin lists: a number that is not finite is refused here, after validation.
  app.addHook('preHandler', async (request) => {
    for (const [part, values] of [
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      if (!values || typeof values !== 'object') continue;
      for (const [field, value] of Object.entries(values)) {
        if (typeof value === 'number' && !Number.isFinite(value))
          throw badRequest(`Invalid ${part === 'query' ? '' : 'path '}${field}: must be a finite number`);
      }
    }
  });
  app.setValidatorCompiler(({ schema, httpPart }) => validatorFor(schema, httpPart));
}
