import { z } from 'zod';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';
import { CONTACT_INBOX_MESSAGES, INBOX_FOLDERS, MESSAGE_CHANGES, REPLY_BODY_MAX } from './contact-inbox.rules.js';

// The staff inbox's query and forms (issue 15 item 7, docs/decisions/120), with the messages of contact-inbox.rules.

const ZPage = z.coerce
  .number({ error: CONTACT_INBOX_MESSAGES.unknownPage })
  .int({ error: CONTACT_INBOX_MESSAGES.unknownPage })
  .min(1, { error: CONTACT_INBOX_MESSAGES.unknownPage })
  .max(100_000, { error: CONTACT_INBOX_MESSAGES.unknownPage })
  .default(1);

export const ZInboxQuery = z.object({
  folder: z.enum(INBOX_FOLDERS, { error: CONTACT_INBOX_MESSAGES.unknownFolder }).default('all'),
  page: ZPage,
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const ZMessageChangeInput = z.object({
  idempotency_key: ZIdempotencyKey,
  change: z.enum(MESSAGE_CHANGES, { error: CONTACT_INBOX_MESSAGES.unknownChange }),
});
export type TMessageChangeInput = z.infer<typeof ZMessageChangeInput>;

export const ZContactReplyInput = z.object({
  idempotency_key: ZIdempotencyKey,
  body: z
    .string({ error: CONTACT_INBOX_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: CONTACT_INBOX_MESSAGES.replyRequired })
    .max(REPLY_BODY_MAX, { error: CONTACT_INBOX_MESSAGES.replyTooLong }),
});
export type TContactReplyInput = z.infer<typeof ZContactReplyInput>;
