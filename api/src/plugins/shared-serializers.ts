// Fastify's own response serializers (fast-json-stringify), compiled once per schema in a process
// rather than once per app: the API suite builds an app per test, and compiling some 130 response
// schemas each time was most of a test's start. A serializer is a pure function of its schema and
// options, and no external schemas are added (addSchema), so sharing them changes no answer.
import { createRequire } from 'node:module';

type Serializer = (data: unknown) => string;
type RouteSchema = { schema?: unknown; method: string; url: string; httpStatus: string };
type SerializerFactory = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Serializer;

// The compiler Fastify itself uses, loaded from beside Fastify so that no second copy is installed.
const besideFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = besideFastify('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => SerializerFactory;
};
const compile = SerializerSelector();
const compiled = new WeakMap<object, Serializer>();

export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const build = compile(externalSchemas, options);
  return (route) => {
    // A response schema is always an object (Fastify checks it when the route is added).
    const schema = route.schema as object;
    let serializer = compiled.get(schema);
    if (!serializer) {
      serializer = build(route);
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};
