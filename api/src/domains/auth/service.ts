// Account rules of spec part 1 §4-§8 with the security of DESIGN.md §5.
import { onlyDigits, validatePassword, validateRegistration } from '@civics/sync-protocol/validation';
import type { RegisterBody } from '@civics/sync-protocol';
import type { Db, UserRow } from '../../db/database.js';
import { hashSecret, normalizeSecurityAnswer, verifySecret, DUMMY_HASH } from '../../lib/passwords.js';
import { assertValid, badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { nowIso, parseJson } from '../../lib/json.js';
import type { Mailer } from '../../lib/mailer.js';
import { verificationMail } from './verification-mail.js';
import { insertUser, updateUser } from '../../services/accounts.js';
import { findAccountByEmail, findAccountByUsername } from './lookup.js';
import { addVerificationCode, hasLiveCode, mailNotSent } from './verification.js';
import { recordAudit } from '../../services/audit.js';
import { assertNotLocked, clearFailures, DAY_MS, recordFailure } from './throttle.js';
import { decoyQuestions } from './decoy-questions.js';
import type { SignInAttempt } from './sign-in-source.js';
import { readSystemSettings } from '../settings/repository.js';
import { assertMaySignIn } from '../../services/account-status.js';
import { applyPlanExpiry } from '../../services/plan-level.js';

export interface StoredSecurityQuestion {
  question: string;
  answerHash: string;
}

const INVALID_CREDENTIALS = 'Invalid username or password';

export async function register(db: Db, mailer: Mailer, body: RegisterBody) {
  assertValid(validateRegistration(body, false));
  const username = body.username.trim();
  const email = body.email.trim().toLowerCase();
  // A name or email held by another registration is taken. A pending one (not yet verified) holds
  // both for a day and while a code is live (issue 34): nobody can cancel or take over someone's
  // sign-up, whatever email they give. After that it may be replaced (mayReplace), with an audit entry.
  const sameName = await findAccountByUsername(db, username);
  const sameEmail = await findAccountByEmail(db, email);
  for (const [holder, field] of [
    [sameName, 'username'],
    [sameEmail, 'email'],
  ] as const) {
    if (holder && (await isPending(db, holder)))
      throw conflict(REGISTRATION_PENDING, { [field]: REGISTRATION_PENDING });
  }
  if (sameName && !mayReplace(sameName))
    throw conflict('Username already exists', { username: 'Username already exists' });
  if (sameEmail && !mayReplace(sameEmail))
    throw conflict('Email already registered', { email: 'Email already registered' });
  const replaced = [
    ...new Map(
      [sameName, sameEmail].filter((user): user is UserRow => Boolean(user)).map((user) => [user.id, user]),
    ).values(),
  ];

  const questions: StoredSecurityQuestion[] = [];
  for (const n of [1, 2, 3] as const) {
    questions.push({
      question: body[`securityQuestion${n}`],
      answerHash: await hashSecret(normalizeSecurityAnswer(body[`securityAnswer${n}`])),
    });
  }
  const { userRegistrationConfig } = await readSystemSettings(db);
  const level = userRegistrationConfig.defaultApprovalLevel;
  // One time for both: an approval by an admin later is told apart by a later approvedAt.
  const createdAt = nowIso();
  let userId: number;
  let code: string;
  try {
    ({ userId, code } = await db.transaction().execute(async (trx) => {
      for (const user of replaced) {
        await trx.deleteFrom('users').where('id', '=', user.id).where('emailVerified', '=', 0).execute();
        await recordAudit(trx, {
          actor: null,
          action: 'registration:replace',
          entity: 'user',
          entityId: user.id,
          before: { username: user.username, email: user.email, createdAt: user.createdAt },
          after: { username, email },
        });
      }
      const id = await insertUser(trx, {
        username,
        email,
        passwordHash: await hashSecret(body.password),
        cellphone: onlyDigits(body.cellphone),
        fullName: body.fullName?.trim() || null,
        preferredLanguage: body.preferredLanguage || 'en',
        state: body.state && body.state !== 'none' ? body.state : null,
        createdAt,
        approvalLevel: level,
        isApproved: level > 0 ? 1 : 0,
        approvedAt: level > 0 ? createdAt : null,
        securityQuestions: JSON.stringify(questions),
      });
      return { userId: id, code: (await addVerificationCode(trx, id)).code };
    }));
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('Username or email already exists');
    throw error;
  }
  // Never "check your email" when no mail left: the registration is undone and the learner may retry.
  if (!(await mailer.send(verificationMail(username, email, code, body.preferredLanguage)))) {
    await db.deleteFrom('users').where('id', '=', userId).execute();
    throw mailNotSent();
  }
  return { username, code, emailSent: true };
}

/** How long a sign-up waiting for its email's verification holds its name and email (the message says 24 hours). */
export const PENDING_HOLD_MS = DAY_MS;
export const REGISTRATION_PENDING = 'waiting for verification: check your inbox, or wait 24 hours';

/** An unverified learner no admin approved or promoted: a registration that may still be replaced some day. */
const mayReplace = (user: UserRow): boolean => {
  if (user.emailVerified || user.role === 'admin') return false;
  const approvedByAdmin = Boolean(user.isApproved) && user.approvedAt !== null && user.approvedAt !== user.createdAt;
  return !approvedByAdmin;
};

/** A replaceable registration still within its day, or with a code that is still live. */
async function isPending(db: Db, user: UserRow, now = Date.now()): Promise<boolean> {
  if (!mayReplace(user)) return false;
  return now - Date.parse(user.createdAt) < PENDING_HOLD_MS || (await hasLiveCode(db, user.id));
}

const isUniqueViolation = (error: unknown) => {
  const code = String((error as { code?: string }).code);
  // SQLite, and PostgreSQL's unique_violation.
  return code.startsWith('SQLITE_CONSTRAINT') || code === '23505';
};

/** Checks a username and password; an unknown name costs the same time and gives the same message. */
export async function checkCredentials(
  db: Db,
  username: string,
  password: string,
  attempt: SignInAttempt,
): Promise<UserRow> {
  // One lockout per name and source across login, reset and change-password, stored in the database.
  await assertNotLocked(db, username, attempt.source);
  const user = await findAccountByUsername(db, username);
  const ok = await verifySecret(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    const lock = await recordFailure(db, username, attempt.source);
    if (lock) await attempt.onLocked(lock);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await clearFailures(db, username, attempt.source);
  return user;
}

export async function login(db: Db, username: string, password: string, attempt: SignInAttempt): Promise<UserRow> {
  const user = await checkCredentials(db, username, password, attempt);
  assertMaySignIn(user);
  if (!user.emailVerified) throw new HttpError(403, 'Please verify your email before logging in.');
  const lastLogin = nowIso();
  await updateUser(db, user.id, { lastLogin });
  return applyPlanExpiry(db, { ...user, lastLogin });
}

/** The reset questions; a name without an account (or without questions) gets its own steady decoys. */
export async function securityQuestionsOf(db: Db, username: string, secret: string) {
  const user = await findAccountByUsername(db, username);
  const stored = parseJson<StoredSecurityQuestion[]>(user?.securityQuestions, []);
  if (!user || stored.length !== 3) return decoyQuestions(username, secret);
  return { question1: stored[0]!.question, question2: stored[1]!.question, question3: stored[2]!.question };
}

export async function resetWithSecurityAnswers(
  db: Db,
  username: string,
  answers: [string, string, string],
  newPassword: string,
  attempt: SignInAttempt,
) {
  const passwordError = validatePassword(newPassword);
  if (passwordError) throw badRequest(passwordError, { newPassword: passwordError });
  await assertNotLocked(db, username, attempt.source);
  const user = await findAccountByUsername(db, username);
  const stored = parseJson<StoredSecurityQuestion[]>(user?.securityQuestions, []);
  let allMatch = Boolean(user) && stored.length === 3;
  for (const [i, answer] of answers.entries()) {
    // Every answer is checked, right or wrong, so the time taken does not tell which one failed.
    const ok = await verifySecret(normalizeSecurityAnswer(answer), stored[i]?.answerHash ?? DUMMY_HASH);
    allMatch &&= ok;
  }
  if (!user || !allMatch) {
    const lock = await recordFailure(db, username, attempt.source);
    if (lock) await attempt.onLocked(lock);
    throw badRequest('Security answers do not match our records.');
  }
  await clearFailures(db, username, attempt.source);
  await setPassword(db, user.id, newPassword);
}

export async function setPassword(db: Db, userId: number, newPassword: string, keepSessionId?: string) {
  const passwordError = validatePassword(newPassword);
  if (passwordError) throw badRequest(passwordError, { newPassword: passwordError });
  const passwordHash = await hashSecret(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { passwordHash });
    // A changed password signs the account out everywhere else.
    let query = trx.deleteFrom('sessions').where('userId', '=', userId);
    if (keepSessionId) query = query.where('sid', '!=', keepSessionId);
    await query.execute();
  });
}
