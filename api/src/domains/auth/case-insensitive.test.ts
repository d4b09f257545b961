// Usernames and emails are one account whatever their case (issue 13, migration 0010).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  countUsers,
  freshDatabaseTarget,
  postLogin,
  postRegistration,
  signInAdmin,
  signUp,
  validRegistration,
} from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { migrateToLatest, openDatabase, type DB } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';

describe('case-insensitive usernames and emails', () => {
  it("refuses 'SecAdmin' beside 'secadmin' and a differently cased email, storing nothing", async () => {
    const app = await buildTestApp();
    await signUp(app, 'secadmin');
    const before = await countUsers(app);
    const sameName = await postRegistration(app, { ...validRegistration('SecAdmin'), email: 'other@example.com' });
    expect([sameName.statusCode, sameName.json().message]).toEqual([409, 'Username already exists']);
    const sameEmail = await postRegistration(app, { ...validRegistration('someone'), email: 'SecAdmin@Example.COM' });
    expect([sameEmail.statusCode, sameEmail.json().message]).toEqual([409, 'Email already registered']);
    expect(await countUsers(app)).toBe(before);
    // The database itself refuses a second spelling (the unique index on lower(username)).
    await signUp(app, 'other1');
    // (SQLite says "UNIQUE constraint failed", PostgreSQL "violates unique constraint".)
    await expect(
      app.db.updateTable('users').set({ username: 'SecAdmin' }).where('username', '=', 'other1').execute(),
    ).rejects.toThrow(/unique/i);
  });

  it('signs in, resets and finds an account whatever the case typed', async () => {
    const app = await buildTestApp();
    await signUp(app, 'Maria.L');
    const login = await postLogin(app, { username: 'maria.l', password: 'secret123' });
    expect(login.statusCode).toBe(200);
    expect(login.json().username).toBe('Maria.L');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/password/reset/verify',
      payload: {
        username: 'MARIA.L',
        answers: { answer1: 'Miu', answer2: 'Tale of Kieu', answer3: 'Pho' },
        newPassword: 'another1',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await postLogin(app, { username: 'maria.L', password: 'another1' })).statusCode).toBe(200);
    const admin = await signInAdmin(app);
    const found = await sendAs(app, admin.cookie, 'GET', '/api/admin/users?search=MARIA');
    expect(found.json().items.map((u: { username: string }) => u.username)).toEqual(['Maria.L']);
  });

  it('migration 0010 keeps existing accounts that differ only by case: the newer is renamed and audited', async () => {
    // A database of the suite's engine (a SQLite file, or a fresh PostgreSQL schema).
    const db = openDatabase(freshDatabaseTarget());
    const before0010 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0010'));
    await migrateToLatest(db, before0010);
    const row = (username: string, email: string) => ({
      username,
      email,
      passwordHash: 'x',
      cellphone: '5551234567',
      fullName: null,
      state: null,
      createdAt: new Date().toISOString(),
      approvedAt: null,
      lastLogin: null,
      endDate: null,
      emailVerificationCodeHash: null,
      emailVerificationExpiry: null,
    });
    await db
      .insertInto('users')
      .values([
        row('secadmin', 'a@example.com'),
        row('SecAdmin', 'b@example.com'),
        row('lan', 'Lan@example.com'),
        row('lan2', 'lan@example.com'),
      ])
      .execute();
    await migrateToLatest(db);
    const users = await db.selectFrom('users').select(['id', 'username', 'email']).orderBy('id').execute();
    expect(users.map((u) => [u.username, u.email])).toEqual([
      ['secadmin', 'a@example.com'],
      [`SecAdmin_${users[1]!.id}`, 'b@example.com'],
      ['lan', 'Lan@example.com'],
      ['lan2', `lan+${users[3]!.id}@example.com`],
    ]);
    const audit = await db.selectFrom('auditLog').select(['action', 'entityId']).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'user.rename_username_case_duplicate', entityId: String(users[1]!.id) },
      { action: 'user.rename_email_case_duplicate', entityId: String(users[3]!.id) },
    ]);
    await expect(
      sql`insert into users (username, email, password_hash, cellphone, created_at) values ('LAN', 'c@example.com', 'x', '1', 'now')`.execute(
        db as Kysely<DB>,
      ),
    ).rejects.toThrow(/unique/i);
    await db.destroy();
  });
});
