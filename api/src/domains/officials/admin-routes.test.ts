// Who may call the officials admin routes, and what bad input gets (a clear 400, nothing stored).
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { callAs, sendAs, uploadAs } from '../../test/requests.js';
import { multipart, pngImage, snapshot, XHR } from './test-kit.js';

const firstId = async (app: CivicsApp, table: 'senators' | 'governors', state: string) =>
  (await app.db.selectFrom(table).select('id').where('state', '=', state).orderBy('id').executeTakeFirstOrThrow()).id;

const governorsFile = JSON.stringify([
  {
    state: 'AK',
    stateName: 'Alaska',
    name: 'Mike Dunleavy',
    party: 'Republican',
    startDate: '2018-12-03',
    termEndsPerSource: '2026-12-07',
  },
]);

/** One admin call and the status the admin gets; learners get 403 and anonymous callers 401. */
interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  ok: number;
}

/** The five routes of one office: list, create, change, portrait upload, retire. */
function officeCalls(office: 'senators' | 'governors', id: number, created: object, change: object, png: Buffer) {
  const url = `/api/admin/${office}`;
  const calls: AdminCall[] = [
    { method: 'GET', url, ok: 200 },
    { method: 'POST', url, payload: created, ok: 201 },
    { method: 'PUT', url: `${url}/${id}`, payload: change, ok: 200 },
    { method: 'POST', url: `${url}/${id}/portrait`, ...multipart('face.png', 'image/png', png), ok: 200 },
    { method: 'DELETE', url: `${url}/${id}`, ok: 200 },
  ];
  return calls;
}

/** The call as the admin app sends it (X-Requested-With, an upload's own headers) with this session. */
const sendSignedIn = (app: CivicsApp, { ok: _ok, ...request }: AdminCall, cookie: string) =>
  app.inject({ ...request, headers: { ...XHR, ...request.headers, cookie } });

describe('officials admin routes: who may call them', { timeout: 60_000 }, () => {
  it('answers 401 anonymous, 403 to level 0/1/2 learners, and serves the admin', async () => {
    const app = await buildTestApp();
    const senatorId = await firstId(app, 'senators', 'WY');
    const governorId = await firstId(app, 'governors', 'WY');
    const png = await pngImage(64, 64);
    const newSenator = {
      state: 'OH',
      senatorName: 'New Person',
      partisanship: 'Republican',
      senateClass: 3,
      validFrom: '2030-01-03',
    };
    const newGovernor = {
      state: 'OH',
      governorName: 'New Governor',
      partisanship: 'Democratic',
      validFrom: '2030-01-10',
    };
    const calls: AdminCall[] = [
      ...officeCalls('senators', senatorId, newSenator, { partisanship: 'Republican' }, png),
      ...officeCalls('governors', governorId, newGovernor, { termEnd: '2027-01-04' }, png),
      {
        method: 'POST',
        url: '/api/admin/officials/import',
        payload: { fileName: 'governors.json', content: governorsFile, dryRun: true },
        ok: 200,
      },
      { method: 'GET', url: '/api/admin/officials/freshness', ok: 200 },
    ];
    const learners = [
      await signUp(app, 'level0'),
      await signUp(app, 'level1', { level: 1 }),
      await signUp(app, 'level2', { level: 2 }),
    ];
    const admin = await signInAdmin(app);
    const before = await snapshot(app);
    for (const call of calls) {
      const { ok: _ok, ...request } = call;
      expect((await app.inject(request)).statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
      for (const learner of learners) {
        const response = await sendSignedIn(app, call, learner.cookie);
        expect(response.statusCode, `learner ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect(await snapshot(app)).toEqual(before);
    for (const call of calls) {
      const response = await sendSignedIn(app, call, admin.cookie);
      expect(response.statusCode, `admin ${call.method} ${call.url}: ${response.body.slice(0, 200)}`).toBe(call.ok);
    }
    // Every admin write left an audit entry (list and freshness reads leave none).
    const actions = (await app.db.selectFrom('auditLog').select(['action', 'entity']).execute()).map(
      (a) => `${a.entity}:${a.action}`,
    );
    for (const expected of [
      'senator:create',
      'senator:update',
      'senator:portrait',
      'senator:retire',
      'governor:create',
      'governor:update',
      'governor:portrait',
      'governor:retire',
    ]) {
      expect(actions).toContain(expected);
    }
  });
});

const SENATORS = '/api/admin/senators';
const GOVERNORS = '/api/admin/governors';

describe('officials admin routes: bad input', { timeout: 60_000 }, () => {
  it('refuses bad senators and governors with a clear message and stores nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signInAdmin(app);
    const senatorId = await firstId(app, 'senators', 'WY');
    const governorId = await firstId(app, 'governors', 'WY');
    const good = {
      state: 'OH',
      senatorName: 'New Person',
      partisanship: 'Republican',
      senateClass: 3,
      validFrom: '2030-01-03',
    };
    const goodGovernor = {
      state: 'OH',
      governorName: 'New Governor',
      partisanship: 'Democratic',
      validFrom: '2030-01-10',
    };
    const before = await snapshot(app);
    // [method, url, body, status, what the message names]
    const cases: Array<['POST' | 'PUT' | 'DELETE', string, object | undefined, number, RegExp]> = [
      ['POST', SENATORS, { ...good, state: 'XX' }, 400, /state/],
      ['POST', SENATORS, { ...good, state: 'DC' }, 400, /state/],
      ['POST', SENATORS, { ...good, senatorName: '' }, 400, /senatorName/],
      ['POST', SENATORS, { ...good, senatorName: '   ' }, 400, /senatorName/],
      ['POST', SENATORS, { ...good, validFrom: '2027-02-30' }, 400, /validFrom/],
      ['POST', SENATORS, { ...good, validFrom: 'soon' }, 400, /validFrom/],
      ['POST', SENATORS, { ...good, partisanship: 'Whig' }, 400, /partisanship/],
      ['POST', SENATORS, { ...good, senateClass: 4 }, 400, /senateClass/],
      ['POST', SENATORS, { ...good, isActive: false }, 400, /isActive|additional/],
      ['PUT', `/api/admin/senators/${senatorId}`, { senatorName: '' }, 400, /senatorName/],
      ['PUT', `/api/admin/senators/${senatorId}`, { termEnd: '2027-13-01' }, 400, /termEnd/],
      ['PUT', `/api/admin/senators/${senatorId}`, {}, 400, /Invalid/],
      ['PUT', '/api/admin/senators/999999', { partisanship: 'Republican' }, 404, /No senator/],
      ['DELETE', `/api/admin/senators/${senatorId}?effectiveDate=2027-02-31`, undefined, 400, /effectiveDate/],
      ['DELETE', '/api/admin/senators/0', undefined, 400, /id/],
      ['POST', GOVERNORS, { ...goodGovernor, state: 'ZZ' }, 400, /state/],
      ['POST', GOVERNORS, { ...goodGovernor, governorName: '' }, 400, /governorName/],
      ['POST', GOVERNORS, { ...goodGovernor, validFrom: '2027-1-5' }, 400, /validFrom/],
      ['PUT', `/api/admin/governors/${governorId}`, { inaugurationDay: 'yesterday' }, 400, /inaugurationDay/],
      ['DELETE', `/api/admin/governors/${governorId}?effectiveDate=1900-01-01&x=1`, undefined, 400, /Invalid/],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const response = await callAs(app, cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json().message, `${method} ${url}`).toMatch(message);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses a wrong file type, a fake image, a missing file and a file over 2 MB, storing nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signInAdmin(app);
    const senatorId = await firstId(app, 'senators', 'WY');
    const url = `/api/admin/senators/${senatorId}/portrait`;
    const before = await snapshot(app);
    const text = await uploadAs(app, cookie, url, multipart('notes.txt', 'text/plain', Buffer.from('hello')));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The portrait must be a JPEG, PNG or WebP image.');
    const gif = multipart('face.gif', 'image/gif', Buffer.from('GIF89a....'));
    expect((await uploadAs(app, cookie, url, gif)).statusCode).toBe(400);
    const fake = multipart('face.png', 'image/png', Buffer.from('not really a png at all'));
    const fakeAnswer = await uploadAs(app, cookie, url, fake);
    expect(fakeAnswer.statusCode).toBe(400);
    expect(fakeAnswer.json().message).toBe('The file is not a readable JPEG, PNG or WebP image.');
    const big = multipart(
      'big.png',
      'image/png',
      Buffer.concat([await pngImage(32, 32), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]),
    );
    const bigAnswer = await uploadAs(app, cookie, url, big);
    expect(bigAnswer.statusCode).toBe(413);
    expect(bigAnswer.json().message).toBe('The portrait is larger than 2 MB.');
    const json = await sendAs(app, cookie, 'POST', url, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
    const png = multipart('face.png', 'image/png', await pngImage(40, 40));
    expect((await uploadAs(app, cookie, '/api/admin/governors/999999/portrait', png)).statusCode).toBe(404);
    expect(await snapshot(app)).toEqual(before);
  });

  it('answers a malformed multipart body or an empty file with a clear 400 on both portrait routes, storing nothing (issue 34)', async () => {
    const app = await buildTestApp();
    const { cookie } = await signInAdmin(app);
    const urls = [
      `/api/admin/senators/${await firstId(app, 'senators', 'WY')}/portrait`,
      `/api/admin/governors/${await firstId(app, 'governors', 'WY')}/portrait`,
    ];
    const before = await snapshot(app);
    const boundary = '----civicsBroken';
    const broken = [
      // A body cut off inside the part's headers, and one with no closing boundary.
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="face.png"\r\nContent-Type: image/png`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="face.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      ),
      Buffer.from('this is not multipart at all'),
    ];
    for (const url of urls) {
      for (const payload of broken) {
        const answer = await app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...XHR, cookie },
        });
        expect([url, answer.statusCode]).toEqual([url, 400]);
        expect(answer.json()).toEqual({
          error: 'Bad Request',
          message: 'The upload could not be read: send the portrait as multipart/form-data with a "file" field.',
        });
      }
      const empty = multipart('face.png', 'image/png', Buffer.alloc(0));
      const emptyAnswer = await uploadAs(app, cookie, url, empty);
      expect([url, emptyAnswer.statusCode]).toEqual([url, 400]);
      expect(emptyAnswer.json().message).toBe('The file is empty: choose a JPEG, PNG or WebP image.');
    }
    expect(await snapshot(app)).toEqual(before);
  });
});
