// Calls with a session cookie. `sendAs` sends the cookie alone, as a client written to the spec does;
// `callAs` and `fetchAs` add the X-Requested-With header the signed-in web app's calls carry for
// older servers (request-guards.ts no longer needs it), as the `XMLHttpRequest` or the `fetch` the
// tests were written with.
import type { CivicsApp } from '../app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function callWith(app: CivicsApp, headers: Record<string, string>, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** With the session cookie and nothing else. */
export const sendAs = (app: CivicsApp, cookie: string, method: Method, url: string, payload?: object) =>
  callWith(app, { cookie }, method, url, payload);

/** With `x-requested-with: XMLHttpRequest`. */
export const callAs = (app: CivicsApp, cookie: string, method: Method, url: string, payload?: object) =>
  callWith(app, { cookie, 'x-requested-with': 'XMLHttpRequest' }, method, url, payload);

/** With `x-requested-with: fetch`. */
export const fetchAs = (app: CivicsApp, cookie: string, method: Method, url: string, payload?: object) =>
  callWith(app, { cookie, 'x-requested-with': 'fetch' }, method, url, payload);

/** POST of a multipart body (`payload` and its own `headers`, as an upload helper builds them) with this session. */
export const uploadAs = (
  app: CivicsApp,
  cookie: string,
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
) => app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
