// "Your level ends soon" (issue 24): a learner whose paid level 2 ends within 7 days is told once
// per ending, in the language they chose (English for any other), so they can renew before the
// questions past the first 20 close. A renewal moves the end date: that new ending gets its own mail.
import type { Db } from '../../db/database.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { sendOnce } from '../../services/mail-once.js';
import { endMoment, PAID_LEVEL } from '../../services/plan-level.js';

export const LEVEL_ENDING_KIND = 'level-ending';
export const LEVEL_ENDING_NOTICE_MS = 7 * 24 * 60 * 60 * 1000;
/** Checked every hour: the mail reaches the learner within the hour the 7 days start. */
export const LEVEL_ENDING_INTERVAL_MS = 60 * 60 * 1000;

interface MailText {
  locale: string;
  subject: (date: string) => string;
  body: (username: string, date: string) => string;
}

// "Choose Service Package" is the title of the renewal screen in each language (checkout.json).
const TEXTS: Record<string, MailText> = {
  en: {
    locale: 'en-US',
    subject: (d) => `Your full access to U.S. Citizenship Test Practice ends on ${d}`,
    body: (u, d) =>
      `Hello ${u},\n\nYour level 2 access (every question and Test mode) ends on ${d}. After that your account goes back to level 1: the first 20 questions stay open and your progress is kept.\n\nTo keep every question open, renew your plan in the app under "Choose Service Package" before that day.`,
  },
  vi: {
    locale: 'vi',
    subject: (d) => `Quyền truy cập đầy đủ U.S. Citizenship Test Practice của bạn sẽ hết hạn vào ${d}`,
    body: (u, d) =>
      `Xin chào ${u},\n\nQuyền truy cập cấp 2 của bạn (tất cả các câu hỏi và chế độ Thi thử) sẽ hết hạn vào ${d}. Sau ngày đó, tài khoản của bạn trở về cấp 1: bạn vẫn học được 20 câu hỏi đầu tiên và tiến độ học của bạn vẫn được giữ nguyên.\n\nĐể tiếp tục học tất cả các câu hỏi, hãy gia hạn gói trong ứng dụng, mục "Chọn gói dịch vụ", trước ngày đó.`,
  },
  ko: {
    locale: 'ko',
    subject: (d) => `U.S. Citizenship Test Practice 전체 이용 기간이 ${d}에 끝납니다`,
    body: (u, d) =>
      `${u}님, 안녕하세요.\n\n레벨 2 이용 기간(모든 문제와 시험 모드)이 ${d}에 끝납니다. 그 후에는 계정이 레벨 1로 돌아갑니다. 처음 20개 문제는 계속 공부할 수 있고 학습 기록도 그대로 남습니다.\n\n모든 문제를 계속 공부하려면 그 전에 앱의 "서비스 패키지 선택"에서 플랜을 갱신하세요.`,
  },
  zh: {
    locale: 'zh-CN',
    subject: (d) => `您的 U.S. Citizenship Test Practice 完整使用权将于${d}到期`,
    body: (u, d) =>
      `${u}，您好：\n\n您的第 2 级使用权（全部题目和考试模式）将于${d}到期。到期后您的账户将恢复为第 1 级：前 20 道题仍可学习，您的学习进度也会保留。\n\n如需继续学习全部题目，请在到期前在应用的"选择服务套餐"中续订。`,
  },
  'zh-TW': {
    locale: 'zh-TW',
    subject: (d) => `您的 U.S. Citizenship Test Practice 完整使用權將於${d}到期`,
    body: (u, d) =>
      `${u}，您好：\n\n您的第 2 級使用權（全部題目和考試模式）將於${d}到期。到期後您的帳戶將恢復為第 1 級：前 20 道題仍可學習，您的學習進度也會保留。\n\n如需繼續學習全部題目，請在到期前於應用程式的「選擇服務方案」中續訂。`,
  },
  es: {
    locale: 'es',
    subject: (d) => `Tu acceso completo a U.S. Citizenship Test Practice termina el ${d}`,
    body: (u, d) =>
      `Hola, ${u}:\n\nTu acceso de nivel 2 (todas las preguntas y el modo de examen) termina el ${d}. Después, tu cuenta vuelve al nivel 1: las primeras 20 preguntas siguen abiertas y se conserva tu progreso.\n\nPara seguir estudiando todas las preguntas, renueva tu plan en la aplicación, en "Elige tu paquete de servicio", antes de esa fecha.`,
  },
  fr: {
    locale: 'fr',
    subject: (d) => `Votre accès complet à U.S. Citizenship Test Practice se termine le ${d}`,
    body: (u, d) =>
      `Bonjour ${u},\n\nVotre accès de niveau 2 (toutes les questions et le mode examen) se termine le ${d}. Ensuite, votre compte revient au niveau 1 : les 20 premières questions restent ouvertes et votre progression est conservée.\n\nPour garder toutes les questions, renouvelez votre formule dans l'application, rubrique « Choisir une formule », avant cette date.`,
  },
};

/** The mail for an ending at `endDate` (an ISO moment or a bare day), its date written the language's way. */
export function levelEndingMail(
  username: string,
  email: string,
  endDate: string,
  language?: string | null,
): MailMessage {
  const text = TEXTS[language ?? 'en'] ?? TEXTS.en!;
  // A bare day (an admin's YYYY-MM-DD) is the last day of access; a moment is shown as its UTC day.
  const date = new Intl.DateTimeFormat(text.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(endDate) ? `${endDate}T00:00:00Z` : endDate),
  );
  return { to: email, subject: text.subject(date), text: text.body(username, date) };
}

/** One pass for `now`: mails each learner whose level 2 ends within 7 days, once per ending. */
export async function mailEndingLevels(deps: { db: Db; mailer: Mailer }, now = new Date()): Promise<number> {
  const until = now.getTime() + LEVEL_ENDING_NOTICE_MS;
  // Coarse in SQL (ISO strings sort by time), exact below with the end date's own rule.
  const rows = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'preferredLanguage', 'endDate'])
    .where('role', '=', 'user')
    .where('approvalLevel', '>=', PAID_LEVEL)
    .where('disabledAt', 'is', null)
    .where('email', '!=', '')
    .where('endDate', 'is not', null)
    .where('endDate', '>=', now.toISOString().slice(0, 10))
    .where('endDate', '<=', new Date(until).toISOString())
    .orderBy('id')
    .execute();
  let sent = 0;
  for (const user of rows) {
    const end = endMoment(user.endDate!);
    if (!(end > now.getTime() && end <= until)) continue;
    const key = { kind: LEVEL_ENDING_KIND, subjectKey: String(user.id), sentOn: user.endDate!.slice(0, 10) };
    sent += await sendOnce(
      deps.db,
      deps.mailer,
      key,
      [levelEndingMail(user.username, user.email, user.endDate!, user.preferredLanguage)],
      now,
    );
  }
  return sent;
}

/** Starts the hourly check; the timer never keeps the process alive. */
export function startLevelEndingJob(deps: { db: Db; mailer: Mailer }, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => void mailEndingLevels(deps, new Date()).catch(log), LEVEL_ENDING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
