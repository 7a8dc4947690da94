import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { createMailer, type MailTransport } from '#server/mail/mailer.js';
import { recordSentEmails, UNTAGGED_MAIL_KIND } from '#server/mail/sent-emails.js';
import { createOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { useTestDatabase } from '#tests/support/test-database';

// sent_emails (docs/decisions/072): a mailer built with the database records every message the transport accepted,
// with the tag its sender gave (kind, order, user), or as `other`; a failed send records nothing.

const database = useTestDatabase();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pis-sent-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const mailerWithDb = (): MailTransport => createMailer(loadConfig({ NODE_ENV: 'test', MAIL_DIR: dir }), { db: database().prisma });

describe('the sent e-mails record', () => {
  it('keeps to, subject, kind, order and user of each message sent', async () => {
    const db = database().prisma;
    const user = await createUser(db);
    const { order } = await createOrder(db, { user, lines: [{ product: await createProduct(db) }] });
    const mailer = mailerWithDb();
    const sent = await mailer.send({ to: user.email, subject: 'Your order shipped', html: '<p>x</p>', text: 'x' }, { kind: 'order-shipped', orderId: order.id, userId: user.id });
    await mailer.send({ to: ['a@example.test', 'b@example.test'], subject: 'A note', html: '<p>y</p>', text: 'y' });

    const rows = await db.sentEmail.findMany({ orderBy: { id: 'asc' } });
    expect(rows).toEqual([
      expect.objectContaining({ toAddress: user.email, subject: 'Your order shipped', kind: 'order-shipped', orderId: order.id, userId: user.id, messageId: sent.messageId }),
      expect.objectContaining({ toAddress: 'a@example.test, b@example.test', subject: 'A note', kind: UNTAGGED_MAIL_KIND, orderId: null, userId: null }),
    ]);
  });

  it('records nothing when the transport fails', async () => {
    const db = database().prisma;
    const before = await db.sentEmail.count();
    // A transport that refuses the message (an SMTP server saying no).
    const refusing: MailTransport = { send: () => Promise.reject(new Error('550 mailbox unavailable')), close: () => {} };
    const broken = recordSentEmails(refusing, db);
    await expect(broken.send({ to: 'x@example.test', subject: 'Lost', html: '<p>z</p>', text: 'z' }, { kind: 'other' })).rejects.toThrow('550');
    expect(await db.sentEmail.count()).toBe(before);
  });
});
