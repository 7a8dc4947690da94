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

/** A message accepted into the mail queue (server/mail/mail-queue.ts): a worker sends it, with retries. */
export interface QueuedMail {
  queued: true;
  jobId: string;
}

/** What send() answers: the message went out (a transport), or it waits in the queue (the queued mailer). */
export type MailReceipt = SentMail | QueuedMail;

export const isQueuedMail = (receipt: MailReceipt): receipt is QueuedMail => 'queued' in receipt;

/** What a message is about, for the sent_emails record: e.g. order-confirmation, shipped, refund. */
export interface MailTag {
  kind: string;
  orderId?: number | null;
  userId?: number | null;
  /** The sender's own row this message delivers (e.g. a contact reply), handed to its delivery hook (mail-queue.ts). */
  recordId?: number | null;
}

export interface Mailer {
  /**
   * Sends one message from config.mail.from, or queues it (the queued mailer): rejects only when neither happened
   * (the transport failed, or the queue could not take it).
   */
  send(mail: OutgoingMail, tag?: MailTag): Promise<MailReceipt>;
  close(): void;
}

/** A mailer that really sends (file or SMTP): resolves once the transport accepted the message. */
export interface MailTransport extends Mailer {
  send(mail: OutgoingMail, tag?: MailTag): Promise<SentMail>;
}

export interface MailerOptions {
  logger?: Logger;
  /** When given, every message sent is recorded in sent_emails (server/mail/sent-emails.ts). */
  db?: PrismaClient;
}

export function createMailer(config: Pick<Config, 'mail'>, options: MailerOptions = {}): MailTransport {
  const mailer = config.mail.transport === 'smtp' ? createSmtpMailer(config.mail, options) : createFileMailer(config.mail, options);
  return options.db ? recordSentEmails(mailer, options.db, options.logger) : mailer;
}

function recipients(to: string | string[]): string[] {
  return Array.isArray(to) ? to : [to];
}

function createSmtpMailer(mail: Config['mail'], { logger }: MailerOptions): MailTransport {
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

function createFileMailer(mail: Config['mail'], { logger }: MailerOptions): MailTransport {
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
