import nodemailer from 'nodemailer';

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the app's e-mails (the password-reset link). */
export interface Mailer {
  readonly mode: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

/** The sender address when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'HealthScreen <no-reply@healthscreen.local>';

/**
 * SMTP through nodemailer when `smtpUrl` is set (smtp://user:pass@host:587, smtps://…); without
 * one, each message is written to the server log instead so the flows work on `pnpm start`
 * (development only: env.ts requires SMTP_URL in production).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  log: (message: MailMessage) => void;
}): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (options.smtpUrl === undefined) {
    return {
      mode: 'log',
      send: async (message) => options.log(message),
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
