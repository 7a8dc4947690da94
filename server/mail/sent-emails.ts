import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { MailTransport, MailTag } from './mailer.js';

// THE record of what the shop told its customers (table sent_emails, owned by the mail module): every message a
// mailer built with a database sends is written here after the transport accepted it, with the kind and the order
// and customer it concerns when the sender tagged it. Staff read it on the order and customer pages.

/** What a message was about when its sender did not say. */
export const UNTAGGED_MAIL_KIND = 'other';

export function recordSentEmails(mailer: MailTransport, db: PrismaClient, logger?: Logger): MailTransport {
  return {
    async send(mail, tag?: MailTag) {
      const sent = await mailer.send(mail, tag);
      try {
        await db.sentEmail.create({
          data: {
            toAddress: (Array.isArray(mail.to) ? mail.to : [mail.to]).join(', '),
            subject: mail.subject,
            kind: tag?.kind ?? UNTAGGED_MAIL_KIND,
            orderId: tag?.orderId ?? null,
            userId: tag?.userId ?? null,
            messageId: sent.messageId,
          },
        });
      } catch (error) {
        // The message is gone already; a missing log line must not turn a sent e-mail into a failed request.
        logger?.error({ err: error, subject: mail.subject }, 'sent e-mail could not be recorded');
      }
      return sent;
    },
    close: () => mailer.close(),
  };
}
