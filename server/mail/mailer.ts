import nodemailer from 'nodemailer';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { newMailboxId, writeMailboxMessage, type StoredMail } from './mailbox.js';
import { recordSentEmails } from './sent-emails.js';

// Outgoing e-mail (DESIGN "E-mail"): SMTP in production; in development and tests every message is
// written under config.mail.dir and shown at /dev/mailbox.

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export interface SentMail {
  /** The mailbox id with the file transport (`/dev/mailbox/<id>`); the Message-ID with SMTP. */
  id: string;
  messageId: string;
}

/** What a message is about, for the sent_emails record: e.g. order-confirmation, shipped, refund. */
export interface MailTag {
  kind: string;
  orderId?: number | null;
  userId?: number | null;
}

export interface Mailer {
  /** Sends one message from config.mail.from; rejects when the transport fails. */
  send(mail: OutgoingMail, tag?: MailTag): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  logger?: Logger;
  /** When given, every message sent is recorded in sent_emails (server/mail/sent-emails.ts). */
  db?: PrismaClient;
}

export function createMailer(config: Pick<Config, 'mail'>, options: MailerOptions = {}): Mailer {
  const mailer = config.mail.transport === 'smtp' ? createSmtpMailer(config.mail, options) : createFileMailer(config.mail, options);
  return options.db ? recordSentEmails(mailer, options.db, options.logger) : mailer;
}

function recipients(to: string | string[]): string[] {
  return Array.isArray(to) ? to : [to];
}

function createSmtpMailer(mail: Config['mail'], { logger }: MailerOptions): Mailer {
  if (!mail.smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  const transport = nodemailer.createTransport(mail.smtpUrl, { from: mail.from });
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, to: recipients(message.to) });
      logger?.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      return { id: info.messageId, messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function createFileMailer(mail: Config['mail'], { logger }: MailerOptions): Mailer {
  // The stream transport builds the real MIME message (headers, encodings) without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: mail.from });
  return {
    async send(message) {
      const date = new Date();
      const to = recipients(message.to);
      const info = await transport.sendMail({ ...message, to, date });
      const stored: StoredMail = {
        id: newMailboxId(date),
        messageId: info.messageId,
        date: date.toISOString(),
        from: mail.from,
        to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      };
      await writeMailboxMessage(mail.dir, stored, info.message as Buffer);
      logger?.info({ mailbox: `/dev/mailbox/${stored.id}`, subject: message.subject }, 'mail written to the development mailbox');
      return { id: stored.id, messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
