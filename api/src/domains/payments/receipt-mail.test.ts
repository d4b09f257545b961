// The payment receipt reaches the learner in the language of the account (issue 12), with the
// amount and the dates written the way that language writes them. The mails are read from the
// app's real nodemailer JSON transport (app.mailer.sent), through the real payment flows.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { startFakePaypal, type FakePaypal } from '../../test/fake-paypal.js';
import type { CivicsApp } from '../../app.js';
import { REGISTRATION_LANGUAGES } from '@civics/sync-protocol/constants';
import { receiptMail } from './receipt-mail.js';
import { captureOrderCall, createOrder, enablePaypalMethods, planByPeriod, postClaim } from './test-kit.js';

/**
 * Registers, verifies, gives level 1 and signs in a learner whose account language is `language`:
 * chosen on the registration form where the form offers it (en, vi, es, zh, fr), else chosen later
 * in the app (PUT /api/user/language), as a Korean learner does.
 */
async function learnerIn(app: CivicsApp, username: string, language: string) {
  const onForm = (REGISTRATION_LANGUAGES as readonly string[]).includes(language);
  const { cookie, user } = await signUp(app, username, { preferredLanguage: onForm ? language : 'en', level: 1 });
  if (!onForm) expect((await fetchAs(app, cookie, 'PUT', '/api/user/language', { language })).statusCode).toBe(200);
  return { cookie, id: user.id };
}

/** Claim, then an admin's confirmation: the path that mails the receipt for Zelle and bank transfers. */
async function confirmedClaim(app: CivicsApp, cookie: string, payload: Record<string, unknown>) {
  const created = await postClaim(app, cookie, payload);
  expect(created.statusCode).toBe(201);
  const admin = await signInAdmin(app);
  const confirmed = await fetchAs(
    app,
    admin.cookie,
    'POST',
    `/api/admin/payments/claims/${created.json().id}/confirm`,
    {},
  );
  expect(confirmed.statusCode).toBe(200);
}

const endDateOf = async (app: CivicsApp, id: number) =>
  new Date(
    (await app.db.selectFrom('users').select('endDate').where('id', '=', id).executeTakeFirstOrThrow()).endDate!,
  );
const mailsTo = (app: CivicsApp, to: string) => app.mailer.sent.filter((m) => m.to === to);

// Written out by hand (not through Intl) so the test checks the format rather than repeating the code.
const vietnameseDate = (d: Date) => `${d.getUTCDate()} tháng ${d.getUTCMonth() + 1}, ${d.getUTCFullYear()}`;
const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const spanishDate = (d: Date) => `${d.getUTCDate()} de ${SPANISH_MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
const koreanDate = (d: Date) => `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;

let fake: FakePaypal | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

describe('payment receipt email in the learner language', () => {
  it('a Vietnamese learner whose Zelle payment is confirmed gets the receipt in Vietnamese, with a Vietnamese amount and dates', async () => {
    const app = await buildTestApp({
      paymentInstructions: { zelleRecipient: 'pay@civics.example', zelleRecipientName: 'Civics Practice LLC' },
    });
    const learner = await learnerIn(app, 'lanvi', 'vi');
    const yearly = await planByPeriod(app, 'yearly');
    expect(yearly.cents).toBe(4999);
    await confirmedClaim(app, learner.cookie, { planId: yearly.id, method: 'zelle', phone: '(555) 123-4567' });

    const mails = mailsTo(app, 'lanvi@example.com').filter((m) => m.subject.startsWith('Đã nhận thanh toán'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Đã nhận thanh toán: Yearly');
    expect(mail.text).toContain('Cảm ơn bạn. Chúng tôi đã nhận được khoản thanh toán của bạn.');
    expect(mail.text).toMatch(/Số tiền: 49,99\sUS\$/);
    expect(mail.text).toContain('Hình thức thanh toán: Zelle');
    expect(mail.text).toContain(`Ngày: ${vietnameseDate(new Date())}`);
    expect(mail.text).toContain(
      `cấp độ 2 (tất cả câu hỏi và Chế độ thi) đến ngày ${vietnameseDate(await endDateOf(app, learner.id))}.`,
    );
    expect(mail.text).not.toMatch(/Payment|Amount|\d{4}-\d{2}-\d{2}/);
  });

  it('a Spanish learner whose bank transfer is confirmed gets the receipt in Spanish', async () => {
    const app = await buildTestApp({
      paymentInstructions: {
        bankName: 'First Bank',
        accountName: 'Civics Practice LLC',
        accountNumber: '000123456789',
        routingNumber: '021000021',
      },
    });
    const learner = await learnerIn(app, 'rosaes', 'es');
    const monthly = await planByPeriod(app, 'monthly');
    expect(monthly.cents).toBe(999);
    await confirmedClaim(app, learner.cookie, {
      planId: monthly.id,
      method: 'bank_transfer',
      fullName: 'Rosa Pérez',
      email: 'rosa@example.com',
    });

    const mails = mailsTo(app, 'rosaes@example.com').filter((m) => m.subject.startsWith('Pago recibido'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Pago recibido: Monthly');
    expect(mail.text).toContain('Gracias. Recibimos tu pago.');
    expect(mail.text).toContain('Monto: $9.99');
    expect(mail.text).toContain('Forma de pago: Transferencia bancaria');
    expect(mail.text).toContain(`Fecha: ${spanishDate(new Date())}`);
    expect(mail.text).toContain(
      `nivel 2 (todas las preguntas y el modo de examen) hasta el ${spanishDate(await endDateOf(app, learner.id))}.`,
    );
  });

  it('a learner who switched the app to Korean and buys the lifetime plan with PayPal gets the receipt in Korean, without an end date', async () => {
    fake = await startFakePaypal();
    const app = await buildTestApp({
      paypal: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url, timeoutMs: 2000 },
    });
    await enablePaypalMethods(app);
    const learner = await learnerIn(app, 'minko', 'ko');
    const lifetime = await planByPeriod(app, 'one-time');
    expect(lifetime.cents).toBe(7999);
    const created = await createOrder(app, learner.cookie, {
      amount: '79.99',
      currency: 'USD',
      intent: 'CAPTURE',
      planId: lifetime.id,
    });
    expect(created.statusCode).toBe(200);
    fake.approve(created.json().id);
    const capture = await captureOrderCall(app, learner.cookie, created.json().id);
    expect(capture.statusCode).toBe(200);

    const mails = mailsTo(app, 'minko@example.com').filter((m) => m.subject.startsWith('결제 완료'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('결제 완료: Lifetime');
    expect(mails[0]!.text).toContain('금액: US$79.99');
    expect(mails[0]!.text).toContain('결제 방법: PayPal');
    expect(mails[0]!.text).toContain(`날짜: ${koreanDate(new Date())}`);
    expect(mails[0]!.text).toContain('종료일 없이(평생) 레벨 2입니다');
  });

  it('an account language without a receipt text gets the English receipt', () => {
    const receipt = {
      id: 7,
      userId: 1,
      planId: 2,
      planName: 'Yearly',
      method: 'bank_transfer',
      amount: 4999,
      currency: 'USD',
      source: 'claim',
      sourceId: '3',
      levelEndDate: '2027-03-05T10:00:00.000Z',
      createdAt: '2026-03-05T10:00:00.000Z',
      previousLevel: 1,
      previousEndDate: null,
      refundedAt: null,
    };
    const mail = receiptMail('a@example.com', receipt, 'ar');
    expect(mail.subject).toBe('Payment received: Yearly');
    expect(mail.text).toContain('Amount: $49.99');
    expect(mail.text).toContain('Method: Bank transfer');
    expect(mail.text).toContain('Date: March 5, 2026');
    expect(mail.text).toContain('until March 5, 2027.');
  });
});
