import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { MailDeliveryHooks } from '#server/mail/mail-queue.js';
import { CONTACT_REPLY_MAIL_KIND, recordContactReplyDelivery } from '#server/contact/contact-inbox.service.js';
import { releaseReminderClaim, REMINDER_MAIL_KINDS, type ReminderKind } from '#server/licensing/licence-reminders.service.js';

// The senders that want to know what became of their queued messages (docs/decisions/138), wired here because the
// mail module imports no capability module.

/** What the mail worker tells the modules whose queued messages went out or failed for good. */
export function mailDeliveryHooks(db: PrismaClient): MailDeliveryHooks {
  const hooks: MailDeliveryHooks = {
    [CONTACT_REPLY_MAIL_KIND]: {
      sent: async (tag, sent) => tag.recordId ? recordContactReplyDelivery(db, tag.recordId, { sent: true, messageId: sent.messageId }) : undefined,
      failed: async (tag, reason) => tag.recordId ? recordContactReplyDelivery(db, tag.recordId, { sent: false, reason }) : undefined,
    },
  };
  for (const [kind, mailKind] of Object.entries(REMINDER_MAIL_KINDS) as [ReminderKind, string][]) {
    hooks[mailKind] = { failed: async (tag) => (tag.recordId ? releaseReminderClaim(db, tag.recordId, kind) : undefined) };
  }
  return hooks;
}
