// Mail goes through nodemailer: SMTP when SMTP_URL is set, otherwise its JSON transport, whose
// messages are logged (development) and kept for tests to read.
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<boolean>;
  /** Messages sent through the development transport (empty for SMTP). */
  readonly sent: MailMessage[];
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: (line: string) => void;
}): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
        if (!options.smtpUrl) {
          sent.push(message);
          options.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
        }
        return true;
      } catch (error) {
        options.log(`[mail] failed to send to ${message.to}: ${(error as Error).message}`);
        return false;
      }
    },
  };
}

/**
 * In production a verification code that only reaches the server log locks learners out while the
 * answer says "email sent": without SMTP_URL the server refuses to start, unless the operator said
 * MAIL_ALLOW_CONSOLE=true on purpose (a closed test install).
 */
export function assertMailTransport(config: {
  production: boolean;
  smtpUrl?: string | undefined;
  mailAllowConsole: boolean;
}): void {
  if (config.production && !config.smtpUrl && !config.mailAllowConsole)
    throw new Error(
      'SMTP_URL is not set: in production the server needs a mail transport to send verification codes. Set SMTP_URL, or MAIL_ALLOW_CONSOLE=true to only log mails.',
    );
}
