import type { PrismaClient } from '#server/db/generated/prisma/client.js';

// The e-mails recorded in sent_emails (server/mail/sent-emails.ts writes them), as the staff pages list them.

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
