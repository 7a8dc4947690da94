// The staff inbox's constants and messages (issue 15 item 7, docs/decisions/120). Zod-free, so the staff pages
// import them without loading zod (docs/decisions/100).

/** The inbox's lists: every message not archived or spam (all), the unread ones among them, archived, spam. */
export const INBOX_FOLDERS = ['unread', 'all', 'archived', 'spam'] as const;
export type InboxFolder = (typeof INBOX_FOLDERS)[number];

/** What staff can do to a message from the inbox or the message page. */
export const MESSAGE_CHANGES = ['mark-read', 'mark-unread', 'archive', 'spam', 'move-to-inbox'] as const;
export type MessageChange = (typeof MESSAGE_CHANGES)[number];

export const INBOX_PER_PAGE = 25;
export const REPLY_BODY_MAX = 5000;

export const CONTACT_INBOX_MESSAGES = {
  notFound: 'Message not found',
  unknownFolder: 'Unknown list.',
  unknownPage: 'Unknown page.',
  unknownChange: 'Unknown change.',
  replyRequired: 'Please write your reply.',
  replyTooLong: `Your reply may be at most ${REPLY_BODY_MAX} characters.`,
  replyToSpam: 'This message is in spam. Move it back to the inbox before replying.',
  replySent: 'Your reply was sent.',
  // With the mail queue (docs/decisions/138) the e-mail leaves a moment later; the reply shows "Sending" until then.
  replyQueued: 'Your reply is on its way: it shows "Sent" as soon as the e-mail has gone out.',
  replyMailFailed: 'Your reply was saved but the e-mail could not be sent. It is marked "Not sent": try again later, or write to the sender yourself.',
  changed: {
    'mark-read': 'The message was marked as read.',
    'mark-unread': 'The message was marked as unread.',
    archive: 'The message was archived.',
    spam: 'The message was moved to spam.',
    'move-to-inbox': 'The message was moved back to the inbox.',
  },
  already: {
    'mark-read': 'This message is already read.',
    'mark-unread': 'This message is already unread.',
    archive: 'This message is already archived.',
    spam: 'This message is already in spam.',
    'move-to-inbox': 'This message is already in the inbox.',
  },
} as const satisfies Record<string, unknown>;
