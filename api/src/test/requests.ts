// A call as the signed-in web app makes it: the session cookie and the X-Requested-With header its
// calls carry for older servers (request-guards.ts no longer needs it). The tests send it as the
// `fetch` or the `XMLHttpRequest` they were written with.
import type { CivicsApp } from '../app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function callWith(
  app: CivicsApp,
  requestedWith: string,
  cookie: string,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { cookie, 'x-requested-with': requestedWith },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** With `x-requested-with: XMLHttpRequest`. */
export const callAs = (app: CivicsApp, cookie: string, method: Method, url: string, payload?: object) =>
  callWith(app, 'XMLHttpRequest', cookie, method, url, payload);

/** With `x-requested-with: fetch`. */
export const fetchAs = (app: CivicsApp, cookie: string, method: Method, url: string, payload?: object) =>
  callWith(app, 'fetch', cookie, method, url, payload);
