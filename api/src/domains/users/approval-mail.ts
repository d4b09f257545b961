// The mail that tells a waiting learner an admin approved their account, in the language they chose
// (English for any other). Sent after the approval is stored; a mail that fails does not undo it.
import type { Mailer } from '../../lib/mailer.js';

interface MailText {
  subject: string;
  body: (username: string, level: number) => string;
}

// Level 1 opens the first 20 questions, level 2 every question (DESIGN.md §2).
const TEXTS: Record<string, MailText> = {
  en: {
    subject: 'Your U.S. Citizenship Test Practice account is approved',
    body: (u, l) =>
      `Hello ${u},\n\nAn administrator approved your account at level ${l}. ${l >= 2 ? 'Every question is open to you.' : 'The first 20 questions are open to you.'}\n\nSign in to start practising.`,
  },
  vi: {
    subject: 'Tài khoản U.S. Citizenship Test Practice của bạn đã được duyệt',
    body: (u, l) =>
      `Xin chào ${u},\n\nQuản trị viên đã duyệt tài khoản của bạn ở cấp ${l}. ${l >= 2 ? 'Bạn có thể học tất cả các câu hỏi.' : 'Bạn có thể học 20 câu hỏi đầu tiên.'}\n\nHãy đăng nhập để bắt đầu luyện tập.`,
  },
  ko: {
    subject: 'U.S. Citizenship Test Practice 계정이 승인되었습니다',
    body: (u, l) =>
      `${u}님, 안녕하세요.\n\n관리자가 회원님의 계정을 레벨 ${l}(으)로 승인했습니다. ${l >= 2 ? '이제 모든 문제를 공부할 수 있습니다.' : '처음 20개 문제를 공부할 수 있습니다.'}\n\n로그인하고 연습을 시작하세요.`,
  },
  zh: {
    subject: '您的 U.S. Citizenship Test Practice 账户已获批准',
    body: (u, l) =>
      `${u}，您好：\n\n管理员已将您的账户批准为第 ${l} 级。${l >= 2 ? '您现在可以学习全部题目。' : '您现在可以学习前 20 道题。'}\n\n请登录开始练习。`,
  },
  'zh-TW': {
    subject: '您的 U.S. Citizenship Test Practice 帳戶已獲核准',
    body: (u, l) =>
      `${u}，您好：\n\n管理員已將您的帳戶核准為第 ${l} 級。${l >= 2 ? '您現在可以學習全部題目。' : '您現在可以學習前 20 道題。'}\n\n請登入開始練習。`,
  },
  es: {
    subject: 'Tu cuenta de U.S. Citizenship Test Practice fue aprobada',
    body: (u, l) =>
      `Hola, ${u}:\n\nUn administrador aprobó tu cuenta en el nivel ${l}. ${l >= 2 ? 'Ya puedes estudiar todas las preguntas.' : 'Ya puedes estudiar las primeras 20 preguntas.'}\n\nInicie sesión para empezar a practicar.`,
  },
  fr: {
    subject: 'Votre compte U.S. Citizenship Test Practice est approuvé',
    body: (u, l) =>
      `Bonjour ${u},\n\nUn administrateur a approuvé votre compte au niveau ${l}. ${l >= 2 ? 'Toutes les questions vous sont ouvertes.' : 'Les 20 premières questions vous sont ouvertes.'}\n\nConnectez-vous pour commencer à vous entraîner.`,
  },
};

export function approvalMail(username: string, email: string, level: number, language?: string | null) {
  const text = TEXTS[language ?? 'en'] ?? TEXTS.en!;
  return { to: email, subject: text.subject, text: text.body(username, level) };
}

/** Mails every learner who was waiting and is now approved; returns how many mails went out. */
export async function sendApprovalMails(
  mailer: Mailer,
  approved: ReadonlyArray<{
    username: string;
    email: string;
    preferredLanguage: string | null;
    approvalLevel: number;
    role: string;
  }>,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<number> {
  let sent = 0;
  for (const user of approved) {
    if (user.role === 'admin' || !user.email) continue;
    try {
      if (await mailer.send(approvalMail(user.username, user.email, user.approvalLevel, user.preferredLanguage)))
        sent += 1;
    } catch (error) {
      log?.warn({ err: error, username: user.username }, 'approval mail failed');
    }
  }
  return sent;
}
