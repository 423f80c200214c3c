import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import { recordMail } from './mailOutboxRepository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Never throws: a mail that cannot go out is recorded with its error and the caller's action still succeeds. */
  send: (mail: Mail) => Promise<void>;
}

export interface MailerOptions {
  db: Db;
  /** smtp(s)://user:pass@host:port; without it mail only lands in mail_outbox (readable at /mail/outbox). */
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
}

export function createMailer({ db, smtpUrl, from, logger }: MailerOptions): Mailer {
  // nodemailer is loaded with the first letter sent over SMTP, not at the server's start.
  let transport: Promise<Transporter> | null = null;
  const smtp = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    async send(mail) {
      let error: string | null = null;
      if (smtpUrl) {
        try {
          await (await smtp()).sendMail({ from, ...mail });
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          logger.warn({ to: mail.to, error }, 'smtp send failed');
        }
      }
      try {
        await recordMail(db, { ...mail, sentVia: smtpUrl ? 'smtp' : 'outbox', error });
      } catch (e) {
        logger.error({ err: e, to: mail.to }, 'could not record mail in the outbox');
      }
    },
  };
}
