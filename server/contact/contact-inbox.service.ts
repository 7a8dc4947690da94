import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { isQueuedMail, type Mailer } from '#server/mail/mailer.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { INBOX_PER_PAGE, type InboxFolder, type MessageChange } from './contact-inbox.rules.js';
import type { TInboxQuery } from './contact-inbox.schemas.js';
import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { contactReplyMail, contactReplySubject } from './contact-reply.mail.js';

// The staff inbox of contact messages and the replies kept beside them (docs/decisions/120). The contact module owns
// contact_messages and contact_message_replies; the staff pages call these functions and write the audit event.

type Tx = Prisma.TransactionClient;

export type ContactMessageState = 'inbox' | 'archived' | 'spam';

export interface InboxRow {
  id: number;
  sender_name: string;
  email: string;
  organization: string;
  excerpt: string;
  received_at: string;
  read: boolean;
  state: ContactMessageState;
  reply_count: number;
}

export interface ContactReplyView {
  id: number;
  staff_name: string;
  to: string;
  subject: string;
  body: string;
  delivery_status: 'sending' | 'sent' | 'failed';
  failure_reason: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ContactMessageDetail {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  organization: string;
  message: string;
  received_at: string;
  read_at: string | null;
  state: ContactMessageState;
  signed_in_user_id: number | null;
  ip: string | null;
  /** The language it was written in, which frames a reply (docs/decisions/161); English for messages kept before. */
  locale: Locale;
  replies: ContactReplyView[];
}

export type InboxCounts = Record<InboxFolder, number>;

const EXCERPT_LENGTH = 140;

const folderWhere: Record<InboxFolder, Prisma.ContactMessageWhereInput> = {
  all: { spamAt: null, archivedAt: null },
  unread: { spamAt: null, archivedAt: null, readAt: null },
  archived: { spamAt: null, archivedAt: { not: null } },
  spam: { spamAt: { not: null } },
};

const stateOf = (row: { archivedAt: Date | null; spamAt: Date | null }): ContactMessageState =>
  row.spamAt ? 'spam' : row.archivedAt ? 'archived' : 'inbox';

export async function countInboxFolders(db: PrismaClient): Promise<InboxCounts> {
  const [unread, all, archived, spam] = await Promise.all(
    (['unread', 'all', 'archived', 'spam'] as const).map((folder) => db.contactMessage.count({ where: folderWhere[folder] })),
  );
  return { unread, all, archived, spam };
}

/** Messages in the inbox nobody has opened yet (the dashboard's count). */
export const countUnreadContactMessages = (db: PrismaClient) => db.contactMessage.count({ where: folderWhere.unread });

/** One page of a folder, newest first. */
export async function findInboxPage(db: PrismaClient, query: TInboxQuery, path: string): Promise<Paginated<InboxRow>> {
  const where = folderWhere[query.folder];
  const total = await db.contactMessage.count({ where });
  const meta = paginate({ total, page: query.page, perPage: INBOX_PER_PAGE, path, locale: 'en', query: { folder: query.folder === 'all' ? undefined : query.folder } });
  const rows = await db.contactMessage.findMany({
    where,
    orderBy: { id: 'desc' },
    skip: (meta.current_page - 1) * INBOX_PER_PAGE,
    take: INBOX_PER_PAGE,
    include: { _count: { select: { replies: true } } },
  });
  return {
    ...meta,
    data: rows.map((row) => ({
      id: row.id,
      sender_name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      organization: row.organization,
      excerpt: row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH - 1)}…` : row.message,
      received_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
      state: stateOf(row),
      reply_count: row._count.replies,
    })),
  };
}

export async function findContactMessage(db: PrismaClient, id: number): Promise<ContactMessageDetail | null> {
  const row = await db.contactMessage.findUnique({
    where: { id },
    include: { replies: { orderBy: { id: 'asc' }, include: { staffUser: { select: { firstName: true, lastName: true, email: true } } } } },
  });
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: `${row.phoneCountryCode} ${row.phoneNumber}`,
    organization: row.organization,
    message: row.message,
    received_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    state: stateOf(row),
    signed_in_user_id: row.userId,
    ip: row.ip,
    locale: localeOf(row.locale),
    replies: row.replies.map((reply) => ({
      id: reply.id,
      staff_name: [reply.staffUser.firstName, reply.staffUser.lastName].filter(Boolean).join(' ') || reply.staffUser.email,
      to: reply.toAddress,
      subject: reply.subject,
      body: reply.body,
      delivery_status: reply.deliveryStatus as ContactReplyView['delivery_status'],
      failure_reason: reply.failureReason,
      created_at: reply.createdAt.toISOString(),
      sent_at: reply.sentAt?.toISOString() ?? null,
    })),
  };
}

/** Marks an unread message read (opening it); false when it was read already or does not exist. */
export async function markContactMessageRead(tx: Tx, id: number, now = new Date()): Promise<boolean> {
  const { count } = await tx.contactMessage.updateMany({ where: { id, readAt: null }, data: { readAt: now } });
  return count === 1;
}

// A type, not an interface: it goes into the audit event's JSON as it is.
type MessageFlags = {
  read: boolean;
  state: ContactMessageState;
};

export type MessageChangeOutcome =
  | { kind: 'missing' }
  | { kind: 'already' }
  | { kind: 'changed'; before: MessageFlags; after: MessageFlags };

/** One change of the read flag or the folder; nothing to do is `already`, so no audit event is written. */
export async function changeContactMessage(tx: Tx, id: number, change: MessageChange, now = new Date()): Promise<MessageChangeOutcome> {
  // Locks the row, so two staff members changing it at once are applied one after the other.
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM contact_messages WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) return { kind: 'missing' };
  const row = await tx.contactMessage.findUniqueOrThrow({ where: { id }, select: { readAt: true, archivedAt: true, spamAt: true } });
  const before: MessageFlags = { read: row.readAt !== null, state: stateOf(row) };
  const data: Prisma.ContactMessageUpdateInput = {};
  switch (change) {
    case 'mark-read':
      if (before.read) return { kind: 'already' };
      data.readAt = now;
      break;
    case 'mark-unread':
      if (!before.read) return { kind: 'already' };
      data.readAt = null;
      break;
    case 'archive':
      if (before.state === 'archived') return { kind: 'already' };
      Object.assign(data, { archivedAt: now, spamAt: null });
      break;
    case 'spam':
      if (before.state === 'spam') return { kind: 'already' };
      // Spam is not something to read: it leaves the unread count too.
      Object.assign(data, { spamAt: now, archivedAt: null, readAt: row.readAt ?? now });
      break;
    case 'move-to-inbox':
      if (before.state === 'inbox') return { kind: 'already' };
      Object.assign(data, { spamAt: null, archivedAt: null });
      break;
  }
  const updated = await tx.contactMessage.update({ where: { id }, data, select: { readAt: true, archivedAt: true, spamAt: true } });
  return { kind: 'changed', before, after: { read: updated.readAt !== null, state: stateOf(updated) } };
}

export type SaveReplyOutcome = { kind: 'missing' } | { kind: 'spam' } | { kind: 'saved'; replyId: number; to: string };

/**
 * Keeps a staff reply beside its message, not sent yet (`sending`), and marks the message read. The e-mail goes out
 * after the transaction commits (sendContactReply), so a reply is never lost to a mail failure.
 */
export async function saveContactReply(tx: Tx, input: { messageId: number; staffUserId: number; body: string }, now = new Date()): Promise<SaveReplyOutcome> {
  const message = await tx.contactMessage.findUnique({ where: { id: input.messageId }, select: { email: true, spamAt: true, readAt: true, locale: true } });
  if (!message) return { kind: 'missing' };
  if (message.spamAt) return { kind: 'spam' };
  // The subject is kept as the sender reads it, in the language they wrote in.
  const subject = contactReplySubject(localeOf(message.locale));
  const reply = await tx.contactMessageReply.create({
    data: { contactMessageId: input.messageId, staffUserId: input.staffUserId, toAddress: message.email, subject, body: input.body },
    select: { id: true },
  });
  if (!message.readAt) await tx.contactMessage.update({ where: { id: input.messageId }, data: { readAt: now } });
  return { kind: 'saved', replyId: reply.id, to: message.email };
}

export interface ReplyMailDeps {
  db: PrismaClient;
  mailer: Mailer;
  staffAddress: string;
}

export const CONTACT_REPLY_MAIL_KIND = 'contact-reply';

export type ReplyDelivery = { status: 'sent' } | { status: 'queued' } | { status: 'failed'; reason: string };

/**
 * Sends a saved reply and records the outcome on its row: sent (with the time and Message-ID), failed (why), or,
 * with the queued mailer, still `sending` until the mail worker reports (recordContactReplyDelivery).
 */
export async function sendContactReply(deps: ReplyMailDeps, replyId: number): Promise<ReplyDelivery> {
  const reply = await deps.db.contactMessageReply.findUniqueOrThrow({ where: { id: replyId }, include: { contactMessage: true } });
  const message = reply.contactMessage;
  const mail = contactReplyMail({
    to: reply.toAddress,
    replyTo: deps.staffAddress,
    senderFirstName: message.firstName,
    body: reply.body,
    original: { message: message.message, receivedAt: message.createdAt },
    locale: localeOf(message.locale),
  });
  try {
    const receipt = await deps.mailer.send({ ...mail, subject: reply.subject }, { kind: CONTACT_REPLY_MAIL_KIND, userId: message.userId, recordId: replyId });
    if (isQueuedMail(receipt)) return { status: 'queued' };
    await recordContactReplyDelivery(deps.db, replyId, { sent: true, messageId: receipt.messageId });
    return { status: 'sent' };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'The mail server refused the message.';
    await recordContactReplyDelivery(deps.db, replyId, { sent: false, reason });
    return { status: 'failed', reason };
  }
}

/** The queued reply's outcome, once the mail worker knows it (server/jobs wires this as the `contact-reply` hook). */
export async function recordContactReplyDelivery(
  db: PrismaClient,
  replyId: number,
  outcome: { sent: true; messageId: string; sentAt?: Date } | { sent: false; reason: string },
): Promise<void> {
  const data = outcome.sent
    ? { deliveryStatus: 'sent', sentAt: outcome.sentAt ?? new Date(), messageId: outcome.messageId, failureReason: null }
    : { deliveryStatus: 'failed', failureReason: outcome.reason };
  await db.contactMessageReply.updateMany({ where: { id: replyId }, data });
}
