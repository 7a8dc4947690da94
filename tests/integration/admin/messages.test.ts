import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_INBOX_MESSAGES, REPLY_BODY_MAX } from '#server/contact/contact-inbox.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createContactMessage } from '#tests/factories/content';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { mailsTo, newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 15 item 7 (docs/decisions/120): the contact messages inbox (folders, read when opened, unread, archive, spam)
// and replies by e-mail kept beside the message with their delivery.

let t: TestApp;
let staff: Browser & { userId: number };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

type Row = { id: number; read: boolean; state: string; show_url: string };
const rowsOf = (page: { body: { props: Record<string, unknown> } }) => (page.body.props.messages as { data: Row[] }).data;
const auditOf = (id: number) => t.db.staffAuditEvent.findMany({ where: { subjectType: 'contact-message', subjectId: id }, orderBy: { id: 'asc' } });
const change = (id: number, value: string, key = newKey()) => postStaffForm(staff, `/admin/messages/${id}/change`, { idempotency_key: key, change: value });

describe('the inbox', () => {
  it('lists messages newest first by folder, with the counts', async () => {
    const older = await createContactMessage(t.db, { firstName: 'Olive' });
    const newer = await createContactMessage(t.db, { firstName: 'Nina' });
    const archived = await createContactMessage(t.db, { archivedAt: new Date(), readAt: new Date() });
    const spam = await createContactMessage(t.db, { spamAt: new Date() });
    const read = await createContactMessage(t.db, { readAt: new Date() });

    const inbox = await visitPage(staff, '/admin/messages');
    expect(inbox.status).toBe(200);
    expect(inbox.body.component).toBe('admin/messages/index');
    const ids = rowsOf(inbox).map((row) => row.id);
    expect(ids).toEqual([read.id, newer.id, older.id].filter((id) => ids.includes(id)));
    expect(ids).toEqual(expect.arrayContaining([older.id, newer.id, read.id]));
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(spam.id);
    expect(rowsOf(inbox).find((row) => row.id === newer.id)).toMatchObject({ read: false, state: 'inbox', show_url: `/admin/messages/${newer.id}` });
    expect(inbox.body.props.counts).toMatchObject({ unread: 2, all: 3, archived: 1, spam: 1 });

    expect(rowsOf(await visitPage(staff, '/admin/messages?folder=unread')).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(rowsOf(await visitPage(staff, '/admin/messages?folder=archived')).map((row) => row.id)).toEqual([archived.id]);
    expect(rowsOf(await visitPage(staff, '/admin/messages?folder=spam')).map((row) => row.id)).toEqual([spam.id]);

    const unknown = await visitPage(staff, '/admin/messages?folder=trash');
    expect(unknown.status).toBe(422);
    await t.db.contactMessage.deleteMany();
  });

  it('shows the unread count on the dashboard', async () => {
    await createContactMessage(t.db);
    const dashboard = await visitPage(staff, '/admin');
    const queue = (dashboard.body.props.queues as { key: string; count: number; href: string }[]).find((entry) => entry.key === 'messages_unread');
    expect(queue).toMatchObject({ count: 1, href: '/admin/messages?folder=unread' });
    await t.db.contactMessage.deleteMany();
  });
});

describe('opening a message', () => {
  it('marks it read once, in the audit trail', async () => {
    const message = await createContactMessage(t.db, { message: 'Do you have the program in Spanish?' });
    const page = await visitPage(staff, `/admin/messages/${message.id}`);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/messages/show');
    expect(page.body.props.message).toMatchObject({ id: message.id, message: 'Do you have the program in Spanish?', state: 'inbox', replies: [] });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeInstanceOf(Date);

    await visitPage(staff, `/admin/messages/${message.id}`);
    const events = await auditOf(message.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'contact-message.read', actorUserId: staff.userId, before: { read: false }, after: { read: true } });
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await visitPage(staff, '/admin/messages/999999')).status).toBe(404);
    expect((await visitPage(staff, '/admin/messages/abc')).status).toBe(404);
  });
});

describe('changing a message', () => {
  it('marks it unread and goes back to the inbox', async () => {
    const message = await createContactMessage(t.db, { readAt: new Date() });
    const answer = await change(message.id, 'mark-unread');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/admin/messages');
    expect(answer.flash).toEqual({ success: CONTACT_INBOX_MESSAGES.changed['mark-unread'] });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeNull();
    expect(await auditOf(message.id)).toMatchObject([{ action: 'contact-message.mark-unread', before: { read: true }, after: { read: false } }]);
  });

  it('archives, moves to spam and back to the inbox; each once', async () => {
    const message = await createContactMessage(t.db);
    expect((await change(message.id, 'archive')).flash).toEqual({ success: CONTACT_INBOX_MESSAGES.changed.archive });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).archivedAt).toBeInstanceOf(Date);
    expect((await change(message.id, 'archive')).flash).toEqual({ info: CONTACT_INBOX_MESSAGES.already.archive });

    expect((await change(message.id, 'spam')).flash).toEqual({ success: CONTACT_INBOX_MESSAGES.changed.spam });
    let row = await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.spamAt).toBeInstanceOf(Date);
    expect(row.archivedAt).toBeNull();
    // Spam leaves the unread count.
    expect(row.readAt).toBeInstanceOf(Date);

    expect((await change(message.id, 'move-to-inbox')).flash).toEqual({ success: CONTACT_INBOX_MESSAGES.changed['move-to-inbox'] });
    row = await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect([row.spamAt, row.archivedAt]).toEqual([null, null]);
    expect((await change(message.id, 'move-to-inbox')).flash).toEqual({ info: CONTACT_INBOX_MESSAGES.already['move-to-inbox'] });
    expect((await auditOf(message.id)).map((event) => event.action)).toEqual([
      'contact-message.archive',
      'contact-message.spam',
      'contact-message.move-to-inbox',
    ]);
  });

  it('does a repeated form once', async () => {
    const message = await createContactMessage(t.db, { readAt: new Date() });
    const key = newKey();
    expect((await change(message.id, 'archive', key)).flash).toEqual({ success: CONTACT_INBOX_MESSAGES.changed.archive });
    expect((await change(message.id, 'archive', key)).flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await auditOf(message.id)).toHaveLength(1);
  });

  it('refuses an unknown change, a missing form key and a missing message', async () => {
    const message = await createContactMessage(t.db);
    expect((await change(message.id, 'delete')).errors).toEqual({ change: CONTACT_INBOX_MESSAGES.unknownChange });
    expect((await postStaffForm(staff, `/admin/messages/${message.id}/change`, { change: 'archive' })).errors).toEqual({ idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey });
    expect((await change(999_999, 'archive')).status).toBe(404);
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ archivedAt: null, readAt: null });
    expect(await auditOf(message.id)).toHaveLength(0);
  });
});

describe('replying', () => {
  it('sends the reply by e-mail and keeps it beside the message', async () => {
    const message = await createContactMessage(t.db, { email: 'dana@example.org', firstName: 'Dana', message: 'Can you present at our school in March?' });
    const body = 'Hello Dana,\nYes, we have dates in March. Which week suits you?';
    const answer = await postStaffForm(staff, `/admin/messages/${message.id}/reply`, { idempotency_key: newKey(), body }, { errorBag: 'reply' });
    expect(answer.status).toBe(303);
    expect(answer.flash).toEqual({ success: CONTACT_INBOX_MESSAGES.replySent });

    const replies = await t.db.contactMessageReply.findMany({ where: { contactMessageId: message.id } });
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ staffUserId: staff.userId, toAddress: 'dana@example.org', body, deliveryStatus: 'sent', failureReason: null });
    expect(replies[0].sentAt).toBeInstanceOf(Date);
    expect(replies[0].messageId).toBeTruthy();
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeInstanceOf(Date);

    const [mail] = await mailsTo(t, 'dana@example.org');
    expect(mail.subject).toBe('Re: your message to Play It Safe');
    expect(mail.text).toContain('Yes, we have dates in March. Which week suits you?');
    expect(mail.text).toContain('> Can you present at our school in March?');
    expect(await t.db.sentEmail.count({ where: { toAddress: 'dana@example.org', kind: 'contact-reply' } })).toBe(1);
    expect(await auditOf(message.id)).toMatchObject([{ action: 'contact-message.reply', actorUserId: staff.userId, after: { reply_id: replies[0].id } }]);

    const page = await visitPage(staff, `/admin/messages/${message.id}`);
    expect((page.body.props.message as { replies: object[] }).replies).toMatchObject([{ body, delivery_status: 'sent', staff_name: 'Stella Staff' }]);
  });

  it('refuses an empty or too long reply with its message, and a reply to spam', async () => {
    const message = await createContactMessage(t.db);
    const post = (body: unknown) => postStaffForm(staff, `/admin/messages/${message.id}/reply`, { idempotency_key: newKey(), body }, { errorBag: 'reply' });
    expect((await post('   ')).errors).toEqual({ body: CONTACT_INBOX_MESSAGES.replyRequired });
    expect((await post(undefined)).errors).toEqual({ body: CONTACT_INBOX_MESSAGES.replyRequired });
    expect((await post('x'.repeat(REPLY_BODY_MAX + 1))).errors).toEqual({ body: CONTACT_INBOX_MESSAGES.replyTooLong });
    expect((await postStaffForm(staff, `/admin/messages/${message.id}/reply`, { body: 'Hello' }, { errorBag: 'reply' })).errors).toEqual({
      idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey,
    });

    const spam = await createContactMessage(t.db, { spamAt: new Date(), readAt: new Date() });
    const refused = await postStaffForm(staff, `/admin/messages/${spam.id}/reply`, { idempotency_key: newKey(), body: 'Hello' });
    expect(refused.flash).toEqual({ error: CONTACT_INBOX_MESSAGES.replyToSpam });
    expect(await t.db.contactMessageReply.count({ where: { contactMessageId: { in: [message.id, spam.id] } } })).toBe(0);
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'contact-message', subjectId: { in: [message.id, spam.id] } } })).toBe(0);
  });

  it('keeps the reply as not sent and tells staff when the e-mail fails', async () => {
    const failing = await createTestApp({
      env: { TRUST_PROXY: '1' },
      mailer: { send: () => Promise.reject(new Error('SMTP server unreachable')), close: () => undefined },
    });
    try {
      const office = await staffBrowser(failing);
      const message = await createContactMessage(failing.db);
      const answer = await postStaffForm(office, `/admin/messages/${message.id}/reply`, { idempotency_key: newKey(), body: 'Thank you, we will call you.' });
      expect(answer.status).toBe(303);
      expect(answer.flash).toEqual({ error: CONTACT_INBOX_MESSAGES.replyMailFailed });
      const [reply] = await failing.db.contactMessageReply.findMany({ where: { contactMessageId: message.id } });
      expect(reply).toMatchObject({ deliveryStatus: 'failed', failureReason: 'SMTP server unreachable', sentAt: null, body: 'Thank you, we will call you.' });
      expect(await failing.db.staffAuditEvent.count({ where: { action: 'contact-message.reply', subjectId: message.id } })).toBe(1);
    } finally {
      await failing.close();
    }
  });
});

describe('every non-staff role', () => {
  it('gets 404 from the inbox, the message and both forms, and changes nothing', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub' }] });
    const others = [
      school,
      subUsers[0],
      ...(await Promise.all(
        [ACCOUNT_TYPE.parent, ACCOUNT_TYPE.check, ACCOUNT_TYPE.trainer, ACCOUNT_TYPE.preview].map((accountTypeId) => createUser(t.db, { accountTypeId })),
      )),
    ];
    const message = await createContactMessage(t.db);
    for (const user of others) {
      const browser = await signedInBrowser(t, user.email);
      expect((await visitPage(browser, '/admin/messages')).status).toBe(404);
      expect((await visitPage(browser, `/admin/messages/${message.id}`)).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/messages/${message.id}/change`, { idempotency_key: newKey(), change: 'archive' })).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/messages/${message.id}/reply`, { idempotency_key: newKey(), body: 'Hi' })).status).toBe(404);
    }
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ readAt: null, archivedAt: null, spamAt: null });
    expect(await t.db.contactMessageReply.count({ where: { contactMessageId: message.id } })).toBe(0);
    expect(await auditOf(message.id)).toHaveLength(0);
  });
});
