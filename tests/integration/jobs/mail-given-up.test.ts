import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { saveContactReply, sendContactReply } from '#server/contact/contact-inbox.service.js';
import { startJobs, type Jobs } from '#server/jobs/job-queue.js';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service.js';
import type { MailTransport } from '#server/mail/mailer.js';
import { addMonths } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';

// A queued message that fails every retry (docs/decisions/138): the staff reply it carried is marked Not sent with
// the reason, and a renewal reminder gives its claim back so a later run sends it again (137). Its own database,
// because the mail queue keeps the retry limit it was first created with (one retry here).

const silent = pino({ level: 'silent' });
let database: TestDatabase;
let jobs: Jobs;
let attempts = 0;
const mailServerDown: MailTransport = {
  send: async () => {
    attempts++;
    throw new Error('550 5.7.1 Relaying denied');
  },
  close: () => undefined,
};

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs({
    config: { appUrl: 'http://shop.test', pendingPaymentMaxAgeMinutes: 60, session: { secret: 'x'.repeat(32), ttlMs: 3600_000 } },
    pool: database.pool,
    db: database.prisma,
    logger: silent,
    transport: mailServerDown,
    runWorkers: true,
    schedule: false,
    tuning: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1, mailRetryLimit: 1 },
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

it('marks a queued staff reply Not sent with the reason, and gives a reminder its claim back, after the last retry', async () => {
  const db = database.prisma;
  const staff = await createUser(db, { email: 'replier@playitsafe.test' });
  const message = await db.contactMessage.create({
    data: { firstName: 'Noel', lastName: 'Nomail', email: 'noel@example.org', phoneCountryCode: '+1', phoneNumber: '(817) 555-0101', organization: 'School', message: 'Hi' },
  });
  const saved = await db.$transaction((tx) => saveContactReply(tx, { messageId: message.id, staffUserId: staff.id, body: 'Dear Noel.' }));
  if (saved.kind !== 'saved') throw new Error('the reply was not saved');
  expect(await sendContactReply({ db, mailer: jobs.mailer, staffAddress: 'office@playitsafe.test' }, saved.replyId)).toEqual({ status: 'queued' });

  const school = await createSchoolUser(db, { email: 'unreachable@school.test' });
  const expiresAt = new Date(Date.now() + 5 * 24 * 3600_000);
  const { licences } = await createOrder(db, { user: school, lines: [{ product: await createLicensedProgram(db) }], paidAt: addMonths(expiresAt, -12) });
  expect(await sendDueLicenceReminders({ db, mailer: jobs.mailer, logger: silent, appUrl: 'http://shop.test' })).toEqual({ sent: 1, failed: 0 });
  expect(await db.licenceReminder.count({ where: { licenceId: licences[0].id } })).toBe(1);

  await expect.poll(async () => (await db.contactMessageReply.findUniqueOrThrow({ where: { id: saved.replyId } })).deliveryStatus, { timeout: 15_000 }).toBe('failed');
  expect(await db.contactMessageReply.findUniqueOrThrow({ where: { id: saved.replyId } })).toMatchObject({ failureReason: '550 5.7.1 Relaying denied', sentAt: null });
  await expect.poll(() => db.licenceReminder.count({ where: { licenceId: licences[0].id } }), { timeout: 15_000 }).toBe(0);
  // The first try and one retry for each message; nothing recorded as sent.
  expect(attempts).toBe(4);
  expect(await db.sentEmail.count()).toBe(0);
}, 30_000);
