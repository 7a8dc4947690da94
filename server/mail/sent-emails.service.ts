import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Mailer, OutgoingMail, SentMail } from './mailer.js';

// Every e-mail the shop sends about a customer or an order is listed on the staff pages (docs/decisions/070).

export interface SentEmailContext {
  /** What the message is: tax-exemption-rejected, password-reset, email-verification ... */
  kind: string;
  userId?: number | null;
  orderId?: number | null;
}

/** Sends one message and records it in sent_emails. */
export async function sendRecordedEmail(db: PrismaClient | Prisma.TransactionClient, mailer: Mailer, mail: OutgoingMail, context: SentEmailContext): Promise<SentMail> {
  const sent = await mailer.send(mail);
  await db.sentEmail.create({
    data: {
      toAddress: Array.isArray(mail.to) ? mail.to.join(', ') : mail.to,
      subject: mail.subject,
      kind: context.kind,
      userId: context.userId ?? null,
      orderId: context.orderId ?? null,
      messageId: sent.messageId,
    },
  });
  return sent;
}

export interface SentEmailView {
  id: number;
  to: string;
  subject: string;
  kind: string;
  sent_at: string;
}

export async function listSentEmailsFor(db: PrismaClient, subject: { userId: number } | { orderId: number }, limit = 50): Promise<SentEmailView[]> {
  const rows = await db.sentEmail.findMany({ where: subject, orderBy: { id: 'desc' }, take: limit });
  return rows.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, kind: row.kind, sent_at: row.sentAt.toISOString() }));
}

/** A mailer that records every message it sends, so services that send their own mail are listed too. */
export function recordingMailer(db: PrismaClient, mailer: Mailer, context: SentEmailContext): Mailer {
  return {
    send: (mail) => sendRecordedEmail(db, mailer, mail, context),
    close: () => mailer.close(),
  };
}
