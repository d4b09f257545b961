// GET and PUT /api/settings as the web app calls them, for the tests of what an account keeps.
import type { CivicsApp } from '../app.js';
import { sendAs } from './requests.js';

/** The account's settings as GET /api/settings answers them. */
export const getSettings = async (app: CivicsApp, cookie: string) =>
  (await sendAs(app, cookie, 'GET', '/api/settings')).json();

/** PUT /api/settings with this body; without a cookie, as an anonymous caller. */
export const putSettings = (app: CivicsApp, cookie: string | undefined, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers: cookie ? { cookie } : {}, payload: payload as object });
