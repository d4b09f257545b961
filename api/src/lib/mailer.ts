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

export function createMailer(options: { smtpUrl?: string | undefined; from: string; log: (line: string) => void }): Mailer {
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
