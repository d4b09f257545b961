// Reminders by Web Push (issue 33), for any client: the VAPID key to subscribe with, this
// learner's device subscriptions (save, list, delete) and a test reminder now. Signed-in accounts
// only; an endpoint is only ever one account's, and only a known push service's.
import type { Agent } from 'node:https';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PushOutcome,
  ReminderDeleteBody,
  ReminderDto,
  ReminderEndpointBody,
  ReminderInput,
  ReminderKey,
  RemindersList,
  ReminderStats,
} from '@civics/sync-protocol';
import Type from 'typebox';
import type { AppConfig } from '../../config.js';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute, type RouteApp } from '../../plugins/route-options.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isTimeZone } from './local-time.js';
import { testReminder } from './messages.js';
import { isAllowedPushEndpoint, pushTo } from './push-sender.js';
import { deleteReminder, findByEndpoint, listReminders, saveReminder } from './repository.js';
import { reminderStats } from './stats.js';
import { startReminderRounds } from './sending-round.js';
import { assertVapidConfig, ensurePushSettings, vapidKeys } from './vapid.js';

export interface ReminderRouteOptions {
  push: AppConfig['push'];
  /** Tests trust their fake push service's self-signed certificate through this agent. */
  agent?: Agent;
  /** Off in processes that must not send (none today; tests drive rounds themselves). */
  rounds?: boolean;
}

/** The VAPID keys reminders are signed with. */
type Keys = () => ReturnType<typeof vapidKeys>;

export const reminderRoutes: FastifyPluginAsyncTypebox<ReminderRouteOptions> = async (
  app,
  { push, agent, rounds = true },
) => {
  assertVapidConfig(push);
  await ensurePushSettings(app.db);
  const keys = () => vapidKeys(app.db, push);
  if (rounds) {
    const stop = startReminderRounds({ db: app.db, keys, allowedHosts: push.allowedHosts, agent }, (error) =>
      app.log.error({ err: error }, 'reminder round failed'),
    );
    app.addHook('onClose', async () => stop());
  }

  registerSubscribeRoutes(app, push, keys);
  registerTestAndDeleteRoutes(app, push, keys, agent);

  app.get('/api/admin/reminders', guardedRoute(app.requireAdmin, { response: { 200: ReminderStats } }), async () =>
    reminderStats(app.db),
  );
};

/** The key to subscribe with, this learner's subscriptions, and saving one. */
function registerSubscribeRoutes(app: RouteApp, push: AppConfig['push'], keys: Keys): void {
  app.get('/api/reminders/key', guardedRoute(app.requireUser, { response: { 200: ReminderKey } }), async () => ({
    publicKey: (await keys()).publicKey,
  }));

  app.get('/api/reminders', guardedRoute(app.requireUser, { response: { 200: RemindersList } }), async (request) => ({
    reminders: await listReminders(app.db, currentUser(request).id),
  }));

  app.put(
    '/api/reminders',
    guardedRoute(app.requireUser, { body: ReminderInput, response: { 200: ReminderDto } }),
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      if (!isTimeZone(input.timeZone))
        throw badRequest(
          `"${input.timeZone}" is not a time zone this server knows (use an IANA name such as America/New_York)`,
          { timeZone: 'Unknown time zone' },
        );
      if (!isAllowedPushEndpoint(input.subscription.endpoint, push.allowedHosts)) {
        throw badRequest("Reminders can only go through a browser's own push service", {
          'subscription.endpoint': 'Not a known push service',
        });
      }
      const saved = await app.db.transaction().execute(async (trx) => {
        const existing = await findByEndpoint(trx, input.subscription.endpoint);
        // A device's subscription is one account's: the browser makes a new one for the next account.
        if (existing && existing.userId !== user.id)
          throw conflict('This device receives reminders for another account: subscribe again to get your own.');
        await saveReminder(trx, user.id, input, new Date().toISOString());
        return (await listReminders(trx, user.id)).find(
          (reminder) => reminder.endpoint === input.subscription.endpoint,
        )!;
      });
      return saved;
    },
  );
}

/** A test reminder now, and turning reminders off on a device. */
function registerTestAndDeleteRoutes(
  app: RouteApp,
  push: AppConfig['push'],
  keys: Keys,
  agent: Agent | undefined,
): void {
  app.post(
    '/api/reminders/test',
    guardedRoute(app.requireUser, { body: ReminderEndpointBody, response: { 200: PushOutcome } }),
    async (request) => {
      const user = currentUser(request);
      const { endpoint } = request.body;
      const rows = await app.db
        .selectFrom('pushSubscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('userId', '=', user.id)
        .$if(endpoint !== undefined, (q) => q.where('endpoint', '=', endpoint!))
        .execute();
      if (rows.length === 0)
        throw notFound(endpoint ? 'No reminder is on for this device' : 'No reminder is on for this account');
      const outcome = { sent: 0, removed: 0, failed: 0 };
      const signing = await keys();
      for (const row of rows) {
        const result = isAllowedPushEndpoint(row.endpoint, push.allowedHosts)
          ? await pushTo(row, testReminder(user.preferredLanguage), signing, agent)
          : 'failed';
        outcome[result] += 1;
        if (result === 'removed') await app.db.deleteFrom('pushSubscriptions').where('id', '=', row.id).execute();
      }
      return outcome;
    },
  );

  app.delete(
    '/api/reminders',
    guardedRoute(app.requireUser, { body: ReminderDeleteBody, response: { 204: Type.Null() } }),
    async (request, reply) => {
      // Another account's endpoint reads as unknown: nothing about it is told or changed.
      if (!(await deleteReminder(app.db, currentUser(request).id, request.body.endpoint)))
        throw notFound('No reminder is on for this device');
      return reply.status(204).send(null);
    },
  );
}
