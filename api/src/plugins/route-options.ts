// The options of a route, written once: a signed-in, admin or rate-limited route names what it takes
// and the answers it gives itself; the error answers every route may give are added here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { errorResponses } from '@civics/sync-protocol';

/** app.requireUser or app.requireAdmin (plugins/auth.ts). */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** At most `max` requests from one address per `timeWindow` ms (@fastify/rate-limit, per route). */
interface RateLimit {
  max: number;
  timeWindow: number;
}

type Answers = Record<number, TSchema>;

/** A route's schema as Fastify takes it, with only the answers the route itself gives. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Answers;
}

type WithErrors<Schema extends RouteSchema, Errors extends Answers> = Omit<Schema, 'response'> & {
  response: Schema['response'] & Errors;
};

const withErrors = (schema: RouteSchema, errors: Answers) => ({
  ...schema,
  response: { ...schema.response, ...errors },
});

/** `{ onRequest: guard, schema }`, the schema's answers joined by the shared error answers. */
export function guardedRoute<const Schema extends RouteSchema>(
  guard: Guard,
  schema: Schema,
): { onRequest: Guard; schema: WithErrors<Schema, typeof errorResponses> };
/** The same with a domain's own set of error answers (payments: errorResponses and 402, 422, 502, 503). */
export function guardedRoute<const Schema extends RouteSchema, const Errors extends Answers>(
  guard: Guard,
  schema: Schema,
  errors: Errors,
): { onRequest: Guard; schema: WithErrors<Schema, Errors> };
export function guardedRoute(guard: Guard, schema: RouteSchema, errors: Answers = errorResponses) {
  return { onRequest: guard, schema: withErrors(schema, errors) };
}

/** `{ config: { rateLimit }, schema }` for the routes anyone may call, but only so often (sign-up, sign-in, resets). */
export function rateLimitedRoute<const Schema extends RouteSchema>(
  rateLimit: RateLimit,
  schema: Schema,
): { config: { rateLimit: RateLimit }; schema: WithErrors<Schema, typeof errorResponses> };
export function rateLimitedRoute(rateLimit: RateLimit, schema: RouteSchema) {
  return { config: { rateLimit }, schema: withErrors(schema, errorResponses) };
}

/** The app as a route plugin receives it, with the TypeBox type provider. */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A route plugin whose routes are registered in groups, one function a group (a file's themes). */
export function routeGroups(...groups: Array<(app: RouteApp) => void>): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const register of groups) register(app);
  };
}
