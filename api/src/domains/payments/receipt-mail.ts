// The payment receipt email in the account's preferred language (issue 12: every email the server
// sends follows the interface languages; English for any language without a text here). Amounts and
// dates go through Intl in that language's locale, so a Vietnamese learner reads "49,99 US$" and
// "23 tháng 11, 2026", never an ISO date. The plan name is the admin's own name for the plan.
import type { MailMessage } from '../../lib/mailer.js';
import type { ReceiptRow } from './receipts-repository.js';

interface ReceiptFacts {
  plan: string;
  amount: string;
  method: string;
  receiptId: number;
  date: string;
  /** The formatted end date of level 2, or null for a plan without an end (lifetime). */
  until: string | null;
}

type ReceiptLine = Exclude<keyof ReceiptFacts, 'until'>;

interface ReceiptText {
  locale: string;
  methods: Record<string, string>;
  subject: (plan: string) => string;
  thanks: string;
  /** Between a label and its value, as the language writes it (French puts a space before it). */
  colon: string;
  labels: Record<ReceiptLine, string>;
  levelUntil: (until: string) => string;
  levelForever: string;
}

const TEXTS: Record<string, ReceiptText> = {
  en: {
    locale: 'en-US',
    methods: { paypal: 'PayPal', card: 'Card (through PayPal)', zelle: 'Zelle', bank_transfer: 'Bank transfer' },
    subject: (plan) => `Payment received: ${plan}`,
    thanks: 'Thank you. We received your payment.',
    colon: ': ',
    labels: { plan: 'Plan', amount: 'Amount', method: 'Method', receiptId: 'Receipt number', date: 'Date' },
    levelUntil: (until) => `Your account now has Level 2 (all questions and Test mode) until ${until}.`,
    levelForever: 'Your account now has Level 2 (all questions and Test mode) with no end date (lifetime).',
  },
  vi: {
    locale: 'vi-VN',
    methods: { paypal: 'PayPal', card: 'Thẻ (qua PayPal)', zelle: 'Zelle', bank_transfer: 'Chuyển khoản ngân hàng' },
    subject: (plan) => `Đã nhận thanh toán: ${plan}`,
    thanks: 'Cảm ơn bạn. Chúng tôi đã nhận được khoản thanh toán của bạn.',
    colon: ': ',
    labels: { plan: 'Gói', amount: 'Số tiền', method: 'Hình thức thanh toán', receiptId: 'Số biên nhận', date: 'Ngày' },
    levelUntil: (until) => `Tài khoản của bạn bây giờ là cấp độ 2 (tất cả câu hỏi và Chế độ thi) đến ngày ${until}.`,
    levelForever:
      'Tài khoản của bạn bây giờ là cấp độ 2 (tất cả câu hỏi và Chế độ thi), không có ngày hết hạn (trọn đời).',
  },
  ko: {
    locale: 'ko-KR',
    methods: { paypal: 'PayPal', card: '카드(PayPal 이용)', zelle: 'Zelle', bank_transfer: '은행 송금' },
    subject: (plan) => `결제 완료: ${plan}`,
    thanks: '감사합니다. 결제가 완료되었습니다.',
    colon: ': ',
    labels: { plan: '요금제', amount: '금액', method: '결제 방법', receiptId: '영수증 번호', date: '날짜' },
    levelUntil: (until) => `이제 계정이 ${until}까지 레벨 2입니다(모든 문제와 시험 모드 사용 가능).`,
    levelForever: '이제 계정이 종료일 없이(평생) 레벨 2입니다(모든 문제와 시험 모드 사용 가능).',
  },
  zh: {
    locale: 'zh-CN',
    methods: { paypal: 'PayPal', card: '银行卡（通过 PayPal）', zelle: 'Zelle', bank_transfer: '银行转账' },
    subject: (plan) => `已收到付款：${plan}`,
    thanks: '谢谢！我们已收到您的付款。',
    colon: '：',
    labels: { plan: '套餐', amount: '金额', method: '付款方式', receiptId: '收据编号', date: '日期' },
    levelUntil: (until) => `您的账号现在是2级（全部题目和考试模式），有效期至 ${until}。`,
    levelForever: '您的账号现在是2级（全部题目和考试模式），永久有效。',
  },
  'zh-TW': {
    locale: 'zh-TW',
    methods: { paypal: 'PayPal', card: '信用卡（透過 PayPal）', zelle: 'Zelle', bank_transfer: '銀行轉帳' },
    subject: (plan) => `已收到付款：${plan}`,
    thanks: '謝謝！我們已收到您的付款。',
    colon: '：',
    labels: { plan: '方案', amount: '金額', method: '付款方式', receiptId: '收據編號', date: '日期' },
    levelUntil: (until) => `您的帳號現在是第 2 級（全部題目和測驗模式），有效期至 ${until}。`,
    levelForever: '您的帳號現在是第 2 級（全部題目和測驗模式），永久有效。',
  },
  es: {
    locale: 'es-US',
    methods: {
      paypal: 'PayPal',
      card: 'Tarjeta (por PayPal)',
      zelle: 'Zelle',
      bank_transfer: 'Transferencia bancaria',
    },
    subject: (plan) => `Pago recibido: ${plan}`,
    thanks: 'Gracias. Recibimos tu pago.',
    colon: ': ',
    labels: { plan: 'Plan', amount: 'Monto', method: 'Forma de pago', receiptId: 'Número de recibo', date: 'Fecha' },
    levelUntil: (until) => `Tu cuenta ahora es nivel 2 (todas las preguntas y el modo de examen) hasta el ${until}.`,
    levelForever:
      'Tu cuenta ahora es nivel 2 (todas las preguntas y el modo de examen), sin fecha de vencimiento (de por vida).',
  },
  fr: {
    locale: 'fr-FR',
    methods: { paypal: 'PayPal', card: 'Carte (via PayPal)', zelle: 'Zelle', bank_transfer: 'Virement bancaire' },
    subject: (plan) => `Paiement reçu : ${plan}`,
    thanks: 'Merci. Nous avons bien reçu votre paiement.',
    colon: ' : ',
    labels: {
      plan: 'Formule',
      amount: 'Montant',
      method: 'Moyen de paiement',
      receiptId: 'Numéro de reçu',
      date: 'Date',
    },
    levelUntil: (until) =>
      `Votre compte est maintenant au niveau 2 (toutes les questions et le mode examen) jusqu’au ${until}.`,
    levelForever:
      'Votre compte est maintenant au niveau 2 (toutes les questions et le mode examen), sans date de fin (à vie).',
  },
};

const RECEIPT_LINES: ReceiptLine[] = ['plan', 'amount', 'method', 'receiptId', 'date'];

/** Every language's receipt has the same layout: thanks, the receipt's lines, then the level it opened. */
function receiptBody(text: ReceiptText, facts: ReceiptFacts): string[] {
  return [
    text.thanks,
    '',
    ...RECEIPT_LINES.map((line) => `${text.labels[line]}${text.colon}${facts[line]}`),
    '',
    facts.until ? text.levelUntil(facts.until) : text.levelForever,
  ];
}

/** Stored dates are UTC instants; the day shown is the UTC day, as the rest of the server counts days. */
function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export function receiptMail(to: string, receipt: ReceiptRow, language?: string | null): MailMessage {
  const text = TEXTS[language ?? 'en'] ?? TEXTS.en!;
  const amount = new Intl.NumberFormat(text.locale, { style: 'currency', currency: receipt.currency }).format(
    receipt.amount / 100,
  );
  const facts: ReceiptFacts = {
    plan: receipt.planName,
    amount,
    method: text.methods[receipt.method] ?? receipt.method,
    receiptId: receipt.id,
    date: longDate(receipt.createdAt, text.locale),
    until: receipt.levelEndDate ? longDate(receipt.levelEndDate, text.locale) : null,
  };
  return { to, subject: text.subject(receipt.planName), text: receiptBody(text, facts).join('\n') };
}
