// Mail leaves through SMTP when SMTP_URL is set; otherwise it is kept in `outbox_message`, where a
// demo or a test can read it. Sending never decides what the caller is told.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { insertOutboxMessage } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  db: Db;
  smtpUrl?: string | null | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return { send: (message) => insertOutboxMessage(options.db, message) };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send({ to, subject, text, html, kind }) {
      // Not awaited by the caller's answer: a slow mail server must not reveal that an account
      // exists (recover-password answers the same either way).
      transport
        .sendMail({ from: options.from, to, subject, text, html })
        .catch((error: unknown) => {
          options.log.error({ err: error, kind }, 'mail not sent');
        });
    },
  };
}
