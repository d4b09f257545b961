// Account rules of spec part 1 §4-§8 with the security of DESIGN.md §5.
import { LIMITS } from '@civics/sync-protocol/constants';
import { isVerificationCode, onlyDigits, validatePassword, validateRegistration } from '@civics/sync-protocol/validation';
import type { RegisterBody } from '@civics/sync-protocol';
import type { Db, UserRow } from '../../db/database.js';
import { hashSecret, normalizeSecurityAnswer, verifySecret, DUMMY_HASH } from '../../lib/passwords.js';
import { hashCode, newVerificationCode } from '../../lib/verification-code.js';
import { assertValid, badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { nowIso, parseJson } from '../../lib/json.js';
import type { Mailer } from '../../lib/mailer.js';
import { findUserByEmail, findUserByUsername, insertUser, updateUser } from '../users/repository.js';
import { readSystemSettings } from '../settings/repository.js';

export interface StoredSecurityQuestion {
  question: string;
  answerHash: string;
}

const INVALID_CREDENTIALS = 'Invalid username or password';

async function issueVerificationCode(db: Db, user: Pick<UserRow, 'id'>): Promise<string> {
  const code = newVerificationCode();
  const expiry = new Date(Date.now() + LIMITS.verificationCodeTtlMinutes * 60_000).toISOString();
  await updateUser(db, user.id, { emailVerificationCodeHash: hashCode(code), emailVerificationExpiry: expiry, emailVerificationAttempts: 0 });
  return code;
}

const verificationMail = (username: string, email: string, code: string) => ({
  to: email,
  subject: 'Your verification code for U.S. Citizenship Test Practice',
  text: `Hello ${username},\n\nYour verification code is ${code}. It expires in ${LIMITS.verificationCodeTtlMinutes} minutes.\n\nIf you did not register, you can ignore this message.`,
});

export async function register(db: Db, mailer: Mailer, body: RegisterBody) {
  assertValid(validateRegistration(body, false));
  const username = body.username.trim();
  const email = body.email.trim().toLowerCase();
  if (await findUserByUsername(db, username)) throw conflict('Username already exists', { username: 'Username already exists' });
  if (await findUserByEmail(db, email)) throw conflict('Email already registered', { email: 'Email already registered' });

  const questions: StoredSecurityQuestion[] = [];
  for (const n of [1, 2, 3] as const) {
    questions.push({ question: body[`securityQuestion${n}`], answerHash: await hashSecret(normalizeSecurityAnswer(body[`securityAnswer${n}`])) });
  }
  const { userRegistrationConfig } = await readSystemSettings(db);
  const level = userRegistrationConfig.defaultApprovalLevel;
  let userId: number;
  try {
    userId = await insertUser(db, {
      username,
      email,
      passwordHash: await hashSecret(body.password),
      cellphone: onlyDigits(body.cellphone),
      fullName: body.fullName?.trim() || null,
      preferredLanguage: body.preferredLanguage || 'en',
      state: body.state && body.state !== 'none' ? body.state : null,
      createdAt: nowIso(),
      approvalLevel: level,
      isApproved: level > 0 ? 1 : 0,
      approvedAt: level > 0 ? nowIso() : null,
      securityQuestions: JSON.stringify(questions),
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) throw conflict('Username or email already exists');
    throw error;
  }
  const code = await issueVerificationCode(db, { id: userId });
  const emailSent = await mailer.send(verificationMail(username, email, code));
  return { username, code, emailSent };
}

export async function resendVerificationCode(db: Db, mailer: Mailer, username: string) {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('User not found');
  if (user.emailVerified) throw badRequest('Email is already verified. Please log in.');
  const code = await issueVerificationCode(db, user);
  const emailSent = await mailer.send(verificationMail(user.username, user.email, code));
  return { code, emailSent };
}

export async function verifyEmail(db: Db, username: string, code: string): Promise<string> {
  if (!isVerificationCode(code)) throw badRequest('Verification code must be exactly 6 digits', { verificationCode: 'Verification code must be exactly 6 digits' });
  const user = await findUserByUsername(db, username);
  if (!user) throw badRequest('Invalid verification code');
  if (user.emailVerified) return 'Email is already verified. Please log in.';
  if (!user.emailVerificationCodeHash || !user.emailVerificationExpiry) throw badRequest('No active verification code. Please request a new code.');
  if (new Date(user.emailVerificationExpiry).getTime() < Date.now()) throw badRequest('Verification code has expired. Please request a new code.');
  if (hashCode(code) !== user.emailVerificationCodeHash) {
    const attempts = user.emailVerificationAttempts + 1;
    const exhausted = attempts >= LIMITS.verificationMaxAttempts;
    // The fifth wrong try invalidates the code: a new one must be requested.
    await updateUser(db, user.id, exhausted ? { emailVerificationAttempts: attempts, emailVerificationCodeHash: null, emailVerificationExpiry: null } : { emailVerificationAttempts: attempts });
    throw badRequest(exhausted ? 'Too many wrong attempts. Please request a new verification code.' : 'Invalid verification code');
  }
  await updateUser(db, user.id, { emailVerified: 1, emailVerificationCodeHash: null, emailVerificationExpiry: null, emailVerificationAttempts: 0 });
  return 'Email verified successfully. You can now log in.';
}

/** Checks a username and password; an unknown name costs the same time and gives the same message. */
export async function checkCredentials(db: Db, username: string, password: string): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  const ok = await verifySecret(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  return user;
}

export async function login(db: Db, username: string, password: string): Promise<UserRow> {
  const user = await checkCredentials(db, username, password);
  if (!user.emailVerified) throw new HttpError(403, 'Please verify your email before logging in.');
  const lastLogin = nowIso();
  await updateUser(db, user.id, { lastLogin });
  return { ...user, lastLogin };
}

export async function securityQuestionsOf(db: Db, username: string) {
  const user = await findUserByUsername(db, username);
  const stored = parseJson<StoredSecurityQuestion[]>(user?.securityQuestions, []);
  if (!user || stored.length !== 3) throw notFound('No account with security questions was found for that username.');
  return { question1: stored[0]!.question, question2: stored[1]!.question, question3: stored[2]!.question };
}

export async function resetWithSecurityAnswers(db: Db, username: string, answers: [string, string, string], newPassword: string) {
  const passwordError = validatePassword(newPassword);
  if (passwordError) throw badRequest(passwordError, { newPassword: passwordError });
  const user = await findUserByUsername(db, username);
  const stored = parseJson<StoredSecurityQuestion[]>(user?.securityQuestions, []);
  let allMatch = Boolean(user) && stored.length === 3;
  for (const [i, answer] of answers.entries()) {
    // Every answer is checked, right or wrong, so the time taken does not tell which one failed.
    const ok = await verifySecret(normalizeSecurityAnswer(answer), stored[i]?.answerHash ?? DUMMY_HASH);
    allMatch &&= ok;
  }
  if (!user || !allMatch) throw badRequest('Security answers do not match our records.');
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

