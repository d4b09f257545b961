// "Your level ends soon" (issue 24): the pass run with a fixed `now` over a real database, mails
// read from the development transport; once per ending, also with two processes on one database.
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { createMailer } from '../../lib/mailer.js';
import { nowIso } from '../../lib/json.js';
import { buildTestApp, testConfig } from '../../test/helper.js';
import { insertUser } from '../../services/accounts.js';
import { mailEndingLevels } from './level-ending-mail.js';

const NOW = new Date('2026-11-24T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(NOW.getTime() + n * DAY).toISOString();

async function learner(
  app: CivicsApp,
  username: string,
  values: { level?: number; endDate: string | null; language?: string; role?: string; disabled?: boolean },
) {
  return insertUser(app.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: 'not-used-here',
    cellphone: '5550000000',
    fullName: null,
    state: 'CA',
    createdAt: nowIso(),
    approvedAt: nowIso(),
    lastLogin: null,
    isApproved: 1,
    approvalLevel: values.level ?? 2,
    endDate: values.endDate,
    preferredLanguage: values.language ?? 'en',
    role: values.role ?? 'user',
    disabledAt: values.disabled ? nowIso() : null,
    emailVerified: 1,
  });
}

const pass = (app: CivicsApp, now: Date) => mailEndingLevels({ db: app.db, mailer: app.mailer }, now);
const mailTo = (app: CivicsApp, name: string) => app.mailer.sent.filter((m) => m.to === `${name}@example.com`);

describe('the "your level ends soon" mail', { timeout: 60_000 }, () => {
  it('tells each learner whose level 2 ends within 7 days, in their language, once per ending', async () => {
    const app = await buildTestApp();
    await learner(app, 'lan', { endDate: inDays(3), language: 'vi' });
    await learner(app, 'minji', { endDate: inDays(6).slice(0, 10), language: 'ko' });
    await learner(app, 'wei', { endDate: inDays(2), language: 'zh' });
    await learner(app, 'mei', { endDate: inDays(2), language: 'zh-TW' });
    await learner(app, 'ana', { endDate: inDays(5), language: 'es' });
    await learner(app, 'luc', { endDate: inDays(4), language: 'fr' });
    await learner(app, 'sam', { endDate: inDays(1), language: 'none' });
    await learner(app, 'later', { endDate: inDays(10), language: 'es' });
    // Not told: no end (lifetime), level 1, already ended, disabled, an admin.
    await learner(app, 'lifetime', { endDate: null });
    await learner(app, 'free', { level: 1, endDate: inDays(2) });
    await learner(app, 'ended', { endDate: inDays(-1) });
    await learner(app, 'gone', { endDate: inDays(2), disabled: true });
    await learner(app, 'chief', { endDate: inDays(2), role: 'admin' });

    expect(await pass(app, NOW)).toBe(7);
    expect(mailTo(app, 'lan')).toEqual([
      {
        to: 'lan@example.com',
        subject: 'Quyền truy cập đầy đủ U.S. Citizenship Test Practice của bạn sẽ hết hạn vào 27 tháng 11, 2026',
        text: expect.stringContaining(
          'Quyền truy cập cấp 2 của bạn (tất cả các câu hỏi và chế độ Thi thử) sẽ hết hạn vào 27 tháng 11, 2026',
        ),
      },
    ]);
    expect(mailTo(app, 'minji')[0]!.subject).toBe(
      'U.S. Citizenship Test Practice 전체 이용 기간이 2026년 11월 30일에 끝납니다',
    );
    expect(mailTo(app, 'wei')[0]!.subject).toBe('您的 U.S. Citizenship Test Practice 完整使用权将于2026年11月26日到期');
    expect(mailTo(app, 'mei')[0]!.text).toContain('「選擇服務方案」');
    expect(mailTo(app, 'ana')[0]!.subject).toBe(
      'Tu acceso completo a U.S. Citizenship Test Practice termina el 29 de noviembre de 2026',
    );
    expect(mailTo(app, 'luc')[0]!.text).toContain('se termine le 28 novembre 2026');
    // A learner with no interface language reads English.
    expect(mailTo(app, 'sam')[0]!.subject).toBe(
      'Your full access to U.S. Citizenship Test Practice ends on November 25, 2026',
    );
    for (const name of ['later', 'lifetime', 'free', 'ended', 'gone', 'chief'])
      expect(mailTo(app, name), name).toEqual([]);

    // Later passes the same day and the next days send nothing again for the same endings ...
    expect(await pass(app, new Date(NOW.getTime() + 60 * 60 * 1000))).toBe(0);
    expect(await pass(app, new Date(NOW.getTime() + DAY))).toBe(0);
    // ... while 'later' comes into the 7 days four days on.
    expect(await pass(app, new Date(NOW.getTime() + 4 * DAY))).toBe(1);
    expect(mailTo(app, 'later')).toHaveLength(1);
    expect(mailTo(app, 'lan')).toHaveLength(1);

    // A renewal moves the end a month on: that ending is told once too, a week before it.
    await app.db
      .updateTable('users')
      .set({ endDate: inDays(33) })
      .where('username', '=', 'lan')
      .execute();
    expect(await pass(app, new Date(NOW.getTime() + 20 * DAY))).toBe(0);
    expect(await pass(app, new Date(NOW.getTime() + 27 * DAY))).toBe(1);
    expect(mailTo(app, 'lan')).toHaveLength(2);
    expect(mailTo(app, 'lan')[1]!.subject).toContain('27 tháng 12, 2026');
  });

  it('sends each mail once when two API processes run the pass on one database at the same time', async () => {
    const config = testConfig();
    const app = await buildApp(config, { logger: false });
    const other = openDatabase({ path: config.databasePath, url: config.databaseUrl, poolSize: 2 });
    try {
      for (const name of ['one', 'two', 'three']) await learner(app, name, { endDate: inDays(2) });
      const otherMailer = createMailer({ from: 'test@example.com', log: () => {} });
      const sent = await Promise.all([pass(app, NOW), mailEndingLevels({ db: other, mailer: otherMailer }, NOW)]);
      expect(sent[0] + sent[1]).toBe(3);
      const all = [...app.mailer.sent, ...otherMailer.sent].map((m) => m.to).sort();
      expect(all).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
    } finally {
      await other.destroy();
      await app.close();
    }
  });

  it('tries again on a later pass when the mail could not be sent', async () => {
    const app = await buildTestApp();
    await learner(app, 'lan', { endDate: inDays(3), language: 'vi' });
    // A real SMTP transport to a port where nothing listens: the send fails.
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'test@example.com', log: () => {} });
    expect(await mailEndingLevels({ db: app.db, mailer: down }, NOW)).toBe(0);
    expect(await app.db.selectFrom('scheduledMailLog').selectAll().execute()).toEqual([]);
    expect(await pass(app, new Date(NOW.getTime() + 60 * 60 * 1000))).toBe(1);
    expect(mailTo(app, 'lan')).toHaveLength(1);
  });
});
