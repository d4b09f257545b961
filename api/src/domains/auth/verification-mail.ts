// The verification email in the language the learner registered with (issue 12: emails the server
// sends follow the interface languages); English for any other.
import { LIMITS } from '@civics/sync-protocol/constants';

interface MailText {
  subject: string;
  body: (username: string, code: string, minutes: number) => string;
}

const TEXTS: Record<string, MailText> = {
  en: {
    subject: 'Your verification code for U.S. Citizenship Test Practice',
    body: (u, c, m) =>
      `Hello ${u},\n\nYour verification code is ${c}. It expires in ${m} minutes.\n\nIf you did not register, you can ignore this message.`,
  },
  vi: {
    subject: 'Mã xác minh của bạn cho U.S. Citizenship Test Practice',
    body: (u, c, m) =>
      `Xin chào ${u},\n\nMã xác minh của bạn là ${c}. Mã có hiệu lực trong ${m} phút.\n\nNếu bạn không đăng ký, bạn có thể bỏ qua email này.`,
  },
  ko: {
    subject: 'U.S. Citizenship Test Practice 인증 코드',
    body: (u, c, m) =>
      `${u}님, 안녕하세요.\n\n인증 코드는 ${c}입니다. 이 코드는 ${m}분 후에 만료됩니다.\n\n가입하지 않으셨다면 이 메일은 무시하셔도 됩니다.`,
  },
  zh: {
    subject: '您的 U.S. Citizenship Test Practice 验证码',
    body: (u, c, m) => `${u}，您好：\n\n您的验证码是 ${c}，${m} 分钟内有效。\n\n如果您没有注册，请忽略这封邮件。`,
  },
  'zh-TW': {
    subject: '您的 U.S. Citizenship Test Practice 驗證碼',
    body: (u, c, m) => `${u}，您好：\n\n您的驗證碼是 ${c}，${m} 分鐘內有效。\n\n如果您沒有註冊，請忽略這封郵件。`,
  },
  es: {
    subject: 'Tu código de verificación de U.S. Citizenship Test Practice',
    body: (u, c, m) =>
      `Hola, ${u}:\n\nTu código de verificación es ${c}. Vence en ${m} minutos.\n\nSi no te registraste, puedes ignorar este mensaje.`,
  },
  fr: {
    subject: 'Votre code de vérification pour U.S. Citizenship Test Practice',
    body: (u, c, m) =>
      `Bonjour ${u},\n\nVotre code de vérification est ${c}. Il expire dans ${m} minutes.\n\nSi vous ne vous êtes pas inscrit, ignorez ce message.`,
  },
};

export function verificationMail(username: string, email: string, code: string, language?: string | null) {
  const text = TEXTS[language ?? 'en'] ?? TEXTS.en!;
  return { to: email, subject: text.subject, text: text.body(username, code, LIMITS.verificationCodeTtlMinutes) };
}
