// The generated bad-input suite (issue 20): for every registered route with a schema, fast-check
// builds bodies, query strings and path parameters from that schema with hostile values mixed in,
// and sends them as the role the route is for. It fails on any 5xx, and on any row a refused (4xx)
// request left behind. It runs with the rest of the API suite on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set (the suite's second pass in CI). Fixed seed, bounded runs per route.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { RouteOptions } from 'fastify';
import { buildApp, type CivicsApp } from '../app.js';
import { onPostgres, signInAdmin, signUp, testConfig } from './helper.js';
import { asText, valueFor } from './schema-inputs.js';

const SEED = 20_2026;
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 12);
/** Refusals are meant to be written here: the security log and the throttle counters. */
const BOOKKEEPING_TABLES = new Set([
  'security_events',
  'security_event_counts',
  'auth_throttles',
  'kysely_migration',
  'kysely_migration_lock',
]);
/** Answer 503 by design when their outside service is not configured (PayPal, the translator). */
const UNCONFIGURED_SERVICE = /^\/(api\/)?paypal\/|\/auto-translate|\/payments\/orders\/:id\/reconcile$/;
/** Ends the caller's own session: exercised anonymously so the other routes keep theirs. */
const SIGN_OUT = new Set(['/api/logout']);

type Schema = Record<string, unknown>;
interface Route {
  method: string;
  url: string;
  schema: { body?: Schema; querystring?: Schema; params?: Schema };
}

const tally = { inputs: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, unconfiguredService503: 0, storedByRefused: 0 };
const failures: string[] = [];

async function rowCounts(app: CivicsApp, tables: string[]): Promise<number[]> {
  const parts = tables.map((table) => sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`);
  const { rows } = await sql<{ n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(app.db);
  return rows.map((row) => Number(row.n));
}

function urlFor(route: Route, params: Record<string, unknown>, query: Record<string, unknown> | undefined): string {
  let url = route.url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(asText(params[name] ?? '')));
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, asText(value));
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

describe(`generated bad input over every route's schema (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  afterAll(() => {
    // The figures issue 20 asks for, per engine.
    console.log(`bad-input suite on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: ${JSON.stringify(tally)}`);
  });

  it('answers no 5xx and stores nothing for a refused request', { timeout: 600_000 }, async () => {
    const routes: Route[] = [];
    const app = await buildApp(testConfig(), {
      logger: false,
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = (route.schema ?? {}) as Route['schema'];
        if (!schema.body && !schema.querystring && !schema.params) return;
        for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema });
      },
    });
    try {
      const learner = await signUp(app, 'fuzzlearner', { level: 2 });
      const admin = await signInAdmin(app);
      const tables = (await app.db.introspection.getTables())
        .map((t) => t.name)
        .filter((name) => !BOOKKEEPING_TABLES.has(name));
      expect(routes.length).toBeGreaterThan(50);

      for (const route of routes) {
        const cookie = SIGN_OUT.has(route.url)
          ? undefined
          : route.url.startsWith('/api/admin')
            ? admin.cookie
            : learner.cookie;
        const input = fc.record({
          params: route.schema.params ? valueFor(route.schema.params) : fc.constant({}),
          query: route.schema.querystring ? valueFor(route.schema.querystring) : fc.constant(undefined),
          body: route.schema.body ? valueFor(route.schema.body) : fc.constant(undefined),
        });
        await fc
          .assert(
            fc.asyncProperty(input, async ({ params, query, body }) => {
              const url = urlFor(
                route,
                (params ?? {}) as Record<string, unknown>,
                query as Record<string, unknown> | undefined,
              );
              const before = await rowCounts(app, tables);
              const response = await app.inject({
                method: route.method as 'POST',
                url,
                headers: cookie ? { cookie } : {},
                ...(body !== undefined
                  ? {
                      payload: JSON.stringify(body),
                      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
                    }
                  : {}),
              });
              tally.inputs += 1;
              const status = response.statusCode;
              if (status === 503 && UNCONFIGURED_SERVICE.test(route.url)) {
                tally.unconfiguredService503 += 1;
                return true;
              }
              const bucket = `${Math.floor(status / 100)}xx` as '2xx';
              if (bucket in tally) tally[bucket] += 1;
              if (status >= 500) {
                failures.push(
                  `${route.method} ${url} → ${status} ${response.body.slice(0, 200)} body=${JSON.stringify(body)?.slice(0, 300)}`,
                );
                return false;
              }
              if (status >= 400 && status < 500) {
                const after = await rowCounts(app, tables);
                const grown = tables.filter((_t, i) => after[i]! > before[i]!);
                if (grown.length) {
                  tally.storedByRefused += 1;
                  failures.push(
                    `${route.method} ${url} → ${status} stored rows in ${grown.join(', ')} body=${JSON.stringify(body)?.slice(0, 300)}`,
                  );
                  return false;
                }
              }
              return true;
            }),
            { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    } finally {
      await app.close();
    }
    expect(failures).toEqual([]);
    expect(tally['5xx']).toBe(0);
  });
});
