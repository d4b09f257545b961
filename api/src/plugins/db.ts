import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares one Kysely instance; the database is closed with the app. */
export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
});
