// What a reminder says, in the learner's interface language. No personal data: a push message
// passes through the browser maker's push service, so it carries only the count and a link.
export interface ReminderPayload {
  title: string;
  body: string;
  /** Where a tap opens the app: Home, whose first card is the next action. */
  url: string;
  tag: string;
}

interface Texts {
  title: string;
  today: (count: number) => string;
  test: string;
}

const TEXTS: Record<string, Texts> = {
  en: {
    title: 'Civics practice',
    today: (n) => `Time for today's ${n} question${n === 1 ? '' : 's'}`,
    test: 'This is a test reminder. Your daily reminders will look like this.',
  },
  vi: {
    title: 'Luyện thi quốc tịch',
    today: (n) => `Đến giờ học ${n} câu hỏi hôm nay`,
    test: 'Đây là lời nhắc thử. Lời nhắc hằng ngày của bạn sẽ trông như thế này.',
  },
  ko: {
    title: '시민권 시험 연습',
    today: (n) => `오늘의 ${n}문제를 풀 시간입니다`,
    test: '테스트 알림입니다. 매일 받는 알림은 이렇게 표시됩니다.',
  },
  zh: {
    title: '入籍考试练习',
    today: (n) => `该做今天的 ${n} 道题了`,
    test: '这是一条测试提醒。您每天的提醒会像这样显示。',
  },
  'zh-TW': {
    title: '入籍考試練習',
    today: (n) => `該做今天的 ${n} 道題了`,
    test: '這是一則測試提醒。您每天的提醒會像這樣顯示。',
  },
  es: {
    title: 'Práctica de educación cívica',
    today: (n) => `Es hora de sus ${n} pregunta${n === 1 ? '' : 's'} de hoy`,
    test: 'Este es un recordatorio de prueba. Sus recordatorios diarios se verán así.',
  },
  fr: {
    title: 'Entraînement civique',
    today: (n) => `C'est l'heure de vos ${n} question${n === 1 ? '' : 's'} du jour`,
    test: 'Ceci est un rappel de test. Vos rappels quotidiens ressembleront à ceci.',
  },
};

const textsFor = (language: string): Texts => TEXTS[language] ?? TEXTS.en!;

export function dailyReminder(language: string, questionsLeft: number): ReminderPayload {
  const texts = textsFor(language);
  return { title: texts.title, body: texts.today(questionsLeft), url: '/home', tag: 'daily-reminder' };
}

export function testReminder(language: string): ReminderPayload {
  const texts = textsFor(language);
  return { title: texts.title, body: texts.test, url: '/home', tag: 'test-reminder' };
}
