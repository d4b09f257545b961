// The admins' daily mail (issue 19): the pass run with a fixed `now` over the seeded officials;
// sent when something is due within 7 days, once a day, also with two processes on one database.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type CivicsApp } from '../../app.js';
import { ensureAdmin } from '../../db/seed.js';
import { openDatabase } from '../../db/database.js';
import { createMailer } from '../../lib/mailer.js';
import { buildTestApp, testConfig } from '../../test/helper.js';
import { FRESHNESS_MAIL_INTERVAL_MS, mailFreshnessDigest } from './freshness-mail.js';

afterEach(() => vi.useRealTimers());

async function withAdmins(app: CivicsApp) {
  await ensureAdmin(app.db, { username: 'boss', password: 'admin-pass-1', email: 'boss@example.com' });
  await ensureAdmin(app.db, { username: 'lan', password: 'admin-pass-2', email: 'lan@example.com' });
  await ensureAdmin(app.db, { username: 'former', password: 'admin-pass-3', email: 'former@example.com' });
  await app.db
    .updateTable('users')
    .set({ disabledAt: new Date().toISOString() })
    .where('username', '=', 'former')
    .execute();
}

const pass = (app: CivicsApp, iso: string) => mailFreshnessDigest({ db: app.db, mailer: app.mailer }, new Date(iso));

describe('the daily officials mail to admins', { timeout: 60_000 }, () => {
  it('names the missing successors first, in the subject and at the top, the day after Alaska’s and Hawaii’s terms end (issue 34 item 11)', async () => {
    const app = await buildTestApp();
    await withAdmins(app);
    expect(await pass(app, '2026-12-08T08:00:00Z')).toBe(2);
    const [mail] = app.mailer.sent.slice(-2);
    expect(mail!.subject).toBe(
      'Civics officials: successor missing for Florida senator (class 3), Ohio senator (class 3), Alaska governor, Hawaii governor; 4 seats to update within 7 days (2026-12-08)',
    );
    const text = mail!.text;
    expect(text).toMatch(/^Hello,\n\nSuccessor missing: learners are told "the new name is not in the app yet"/);
    expect(
      text.indexOf('- Alaska governor Mike Dunleavy: term ended 2026-12-07 (1 day ago), no successor entered'),
    ).toBeGreaterThan(text.indexOf('Successor missing'));
    expect(text).toContain('- Hawaii governor Josh Green: term ended 2026-12-07 (1 day ago), no successor entered');
  });

  it('is sent when a seat is due within 7 days, once a day, to every active admin in English', async () => {
    const app = await buildTestApp();
    await withAdmins(app);
    // 2026-06-01: the nearest change day (2026-11-03) is months away; California has no term end,
    // which the report lists but is not due: no mail.
    expect(await pass(app, '2026-06-01T08:00:00Z')).toBe(0);
    // 2026-10-28: the two appointed senators' seats are up on 2026-11-03, 6 days out.
    expect(await pass(app, '2026-10-28T08:00:00Z')).toBe(2);
    const [first, second] = app.mailer.sent.slice(-2);
    expect([first!.to, second!.to]).toEqual(['boss@example.com', 'lan@example.com']);
    expect(first!.subject).toBe('Civics officials: 2 seats to update within 7 days (2026-10-28)');
    expect(first!.text).toContain(
      '- Florida senator (class 3) Ashley Moody: term ends 2026-11-03 (in 6 days), no successor entered',
    );
    expect(first!.text).toContain(
      '- Ohio senator (class 3) Jon Husted: term ends 2026-11-03 (in 6 days), no successor entered',
    );
    // Not due yet (more than 7 days out) and seats without a term end stay out of the mail.
    expect(first!.text).not.toContain('Gavin Newsom');
    expect(first!.text).not.toContain('Mike Dunleavy');
    // Later passes the same day send nothing; the next day, still due, it comes again.
    expect(await pass(app, '2026-10-28T23:00:00Z')).toBe(0);
    expect(await pass(app, '2026-10-29T08:00:00Z')).toBe(2);

    // 2026-12-01: Alaska and Hawaii change hands in 6 days.
    const before = app.mailer.sent.length;
    await pass(app, '2026-12-01T08:00:00Z');
    const december = app.mailer.sent.slice(before);
    expect(december.map((m) => m.to)).toEqual(['boss@example.com', 'lan@example.com']);
    expect(december[0]!.text).toContain(
      '- Alaska governor Mike Dunleavy: term ends 2026-12-07 (in 6 days), no successor entered',
    );
    expect(december[0]!.text).toContain(
      '- Florida senator (class 3) Ashley Moody: term ended 2026-11-03 (28 days ago), no successor entered',
    );
    expect(app.mailer.sent.some((m) => m.to === 'former@example.com')).toBe(false);
  });

  it('goes out once when two API processes run the pass at the same time', async () => {
    const config = testConfig();
    const app = await buildApp(config, { logger: false });
    const other = openDatabase({ path: config.databasePath, url: config.databaseUrl, poolSize: 2 });
    try {
      await withAdmins(app);
      const otherMailer = createMailer({ from: 'test@example.com', log: () => {} });
      const now = new Date('2026-12-01T08:00:00Z');
      const sent = await Promise.all([
        mailFreshnessDigest({ db: app.db, mailer: app.mailer }, now),
        mailFreshnessDigest({ db: other, mailer: otherMailer }, now),
      ]);
      expect(sent.sort()).toEqual([0, 2]);
      expect([...app.mailer.sent, ...otherMailer.sent].map((m) => m.to).sort()).toEqual([
        'boss@example.com',
        'lan@example.com',
      ]);
      expect(await app.db.selectFrom('scheduledMailLog').select(['kind', 'subjectKey', 'sentOn']).execute()).toEqual([
        { kind: 'freshness-digest', subjectKey: 'admins', sentOn: '2026-12-01' },
      ]);
    } finally {
      await other.destroy();
      await app.close();
    }
  });

  it('runs every hour in the server with the level-ending check, and stops when the server closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
    const app = await buildTestApp();
    await withAdmins(app);
    await app.db
      .updateTable('users')
      .set({ role: 'user', approvalLevel: 2, endDate: '2026-12-03', preferredLanguage: 'es' })
      .where('username', '=', 'lan')
      .execute();
    // The passes run on the database's own I/O (PostgreSQL: the network): wait for them in real time.
    const settle = async () => {
      const start = performance.now();
      while (app.mailer.sent.length < 2 && performance.now() - start < 15_000)
        await new Promise((resolve) => setImmediate(resolve));
    };
    await vi.advanceTimersByTimeAsync(FRESHNESS_MAIL_INTERVAL_MS - 1000);
    expect(app.mailer.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(app.mailer.sent.map((m) => [m.to, m.subject.slice(0, 30)]).sort()).toEqual([
      ['boss@example.com', 'Civics officials: successor mi'],
      ['lan@example.com', 'Tu acceso completo a U.S. Citi'],
    ]);
    // Closing the server clears its intervals (these two and the hourly registration cleanup).
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(3);
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
