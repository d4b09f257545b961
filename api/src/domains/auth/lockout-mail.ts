// The mail that tells an account's owner that wrong passwords were tried from somewhere, in the
// language they chose (English for any other). Where: a device they used before, or an address.
import type { SignInSource } from './throttle.js';

interface MailText {
  subject: string;
  knownDevice: string;
  address: (ip: string) => string;
  /** Where, when the account's ceiling locked every new source at once (issue 34). */
  manySources: string;
  body: (username: string, where: string) => string;
}

const TEXTS: Record<string, MailText> = {
  en: {
    subject: 'Several wrong passwords were tried on your U.S. Citizenship Test Practice account',
    knownDevice: 'a device you signed in from before',
    manySources: 'many different network addresses, more than a hundred times within an hour',
    address: (ip) => `the network address ${ip}`,
    body: (u, where) =>
      `Hello ${u},\n\nSeveral wrong passwords (or security answers) were just tried on your account from ${where}. ` +
      'Sign-ins from there are paused for a while. Your own devices can still sign in with the right password.\n\n' +
      'If this was you, you can ignore this message. If not, consider changing your password after you sign in.',
  },
  vi: {
    subject: 'Có người vừa nhập sai mật khẩu nhiều lần vào tài khoản U.S. Citizenship Test Practice của bạn',
    knownDevice: 'một thiết bị bạn từng đăng nhập',
    manySources: 'nhiều địa chỉ mạng khác nhau, hơn một trăm lần trong vòng một giờ',
    address: (ip) => `địa chỉ mạng ${ip}`,
    body: (u, where) =>
      `Xin chào ${u},\n\nVừa có nhiều lần nhập sai mật khẩu (hoặc câu trả lời bảo mật) vào tài khoản của bạn từ ${where}. ` +
      'Việc đăng nhập từ đó tạm thời bị dừng. Các thiết bị của bạn vẫn đăng nhập được bằng đúng mật khẩu.\n\n' +
      'Nếu đó là bạn, bạn có thể bỏ qua thư này. Nếu không, hãy cân nhắc đổi mật khẩu sau khi đăng nhập.',
  },
  ko: {
    subject: 'U.S. Citizenship Test Practice 계정에 잘못된 비밀번호가 여러 번 입력되었습니다',
    knownDevice: '전에 로그인한 적이 있는 기기',
    manySources: '여러 다른 네트워크 주소(한 시간 안에 백 번 넘게)',
    address: (ip) => `네트워크 주소 ${ip}`,
    body: (u, where) =>
      `${u}님, 안녕하세요.\n\n방금 ${where}에서 회원님의 계정에 잘못된 비밀번호(또는 보안 질문 답변)가 여러 번 입력되었습니다. ` +
      '그곳에서의 로그인은 잠시 중지됩니다. 회원님의 기기에서는 올바른 비밀번호로 계속 로그인할 수 있습니다.\n\n' +
      '본인이었다면 이 메일은 무시하셔도 됩니다. 본인이 아니라면 로그인한 뒤 비밀번호를 바꾸는 것을 고려해 주세요.',
  },
  zh: {
    subject: '有人多次用错误的密码尝试登录您的 U.S. Citizenship Test Practice 账户',
    knownDevice: '您以前登录过的设备',
    manySources: '许多不同的网络地址（一小时内超过一百次）',
    address: (ip) => `网络地址 ${ip}`,
    body: (u, where) =>
      `${u}，您好：\n\n刚才有人从${where}多次用错误的密码（或安全问题答案）尝试登录您的账户。` +
      '来自该处的登录已暂停一段时间。您自己的设备仍可用正确的密码登录。\n\n' +
      '如果这是您本人，可以忽略此邮件。如果不是，请在登录后考虑更改密码。',
  },
  'zh-TW': {
    subject: '有人多次以錯誤的密碼嘗試登入您的 U.S. Citizenship Test Practice 帳戶',
    knownDevice: '您以前登入過的裝置',
    manySources: '許多不同的網路位址（一小時內超過一百次）',
    address: (ip) => `網路位址 ${ip}`,
    body: (u, where) =>
      `${u}，您好：\n\n剛才有人從${where}多次以錯誤的密碼（或安全問題答案）嘗試登入您的帳戶。` +
      '來自該處的登入已暫停一段時間。您自己的裝置仍可用正確的密碼登入。\n\n' +
      '如果這是您本人，可以忽略此郵件。如果不是，請在登入後考慮變更密碼。',
  },
  es: {
    subject: 'Se intentaron varias contraseñas incorrectas en tu cuenta de U.S. Citizenship Test Practice',
    knownDevice: 'un dispositivo desde el que ya inició sesión',
    manySources: 'muchas direcciones de red distintas, más de cien veces en una hora',
    address: (ip) => `la dirección de red ${ip}`,
    body: (u, where) =>
      `Hola, ${u}:\n\nSe acaban de intentar varias contraseñas (o respuestas de seguridad) incorrectas en tu cuenta desde ${where}. ` +
      'Los inicios de sesión desde allí quedan en pausa por un tiempo. Tus propios dispositivos pueden seguir entrando con la contraseña correcta.\n\n' +
      'Si fuiste tú, puedes ignorar este mensaje. Si no, considera cambiar tu contraseña después de iniciar sesión.',
  },
  fr: {
    subject: 'Plusieurs mots de passe erronés ont été essayés sur votre compte U.S. Citizenship Test Practice',
    knownDevice: 'un appareil depuis lequel vous vous êtes déjà connecté',
    manySources: 'de nombreuses adresses réseau différentes, plus de cent fois en une heure',
    address: (ip) => `l’adresse réseau ${ip}`,
    body: (u, where) =>
      `Bonjour ${u},\n\nPlusieurs mots de passe (ou réponses de sécurité) erronés viennent d’être essayés sur votre compte depuis ${where}. ` +
      'Les connexions depuis cet endroit sont suspendues pour un moment. Vos propres appareils peuvent toujours se connecter avec le bon mot de passe.\n\n' +
      'Si c’était vous, ignorez ce message. Sinon, pensez à changer votre mot de passe après vous être connecté.',
  },
};

export function lockoutMail(
  user: { username: string; email: string; preferredLanguage?: string | null },
  source: Pick<SignInSource, 'knownDevice' | 'ip'>,
  lock: 'source' | 'account' = 'source',
) {
  const text = TEXTS[user.preferredLanguage ?? 'en'] ?? TEXTS.en!;
  const where = lock === 'account' ? text.manySources : source.knownDevice ? text.knownDevice : text.address(source.ip);
  return { to: user.email, subject: text.subject, text: text.body(user.username, where) };
}
