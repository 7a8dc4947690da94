import type { Config } from '#server/config.js';
import type { MailboxEntry, StoredMail } from './mailbox.js';

// The development mailbox's pages (mailbox.controller.ts; docs/decisions/060).

export interface MailboxPageProps {
  messages: MailboxEntry[];
  transport: Config['mail']['transport'];
}

export interface MailboxMessagePageProps {
  message: StoredMail & { links: string[] };
}

export interface MailPages {
  'dev/mailbox': MailboxPageProps;
  'dev/mailbox-message': MailboxMessagePageProps;
}
