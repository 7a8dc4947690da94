import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service';
import { createMailer, type Mailer, type OutgoingMail } from '#server/mail/mailer';
import { extractLinks, listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { formatShopDate } from '#server/shared/shop-time-zone';
import { addDays, addMonths } from '#tests/factories/db';
import { createLicence } from '#tests/factories/licensing';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';

// Renewal reminders 14 days and 1 day before a licence ends, each once per licence and kind, even when the job
// runs twice or on two servers at once (storefront §1; docs/decisions/053).

let t: TestApp;
let mailer: Mailer;
const silent = pino({ level: 'silent' });
const NOW = new Date('2026-03-10T15:00:00Z');
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  mailer = createMailer(t.config);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.licenceReminder.deleteMany({});
  await t.db.licence.deleteMany({});
});

const deps = () => ({ db: t.db, mailer, logger: silent, appUrl: t.config.appUrl });

/** A school's licence of a program ending at `expiresAt`. */
async function schoolLicence(expiresAt: Date, overrides: { email?: string } = {}) {
  const school = await createSchoolUser(t.db, { email: overrides.email });
  const program = await createLicensedProgram(t.db);
  const { licences } = await createOrder(t.db, { user: school, lines: [{ product: program }], paidAt: addMonths(expiresAt, -12) });
  return { school, program, licence: licences[0] };
}

const mailsTo = async (email: string) => (await listMailbox(t.mailDir)).filter((mail) => mail.to.includes(email));

describe('sendDueLicenceReminders', () => {
  it('sends the 14-day reminder once, and the 1-day reminder once, however often it runs', async () => {
    const { licence, program } = await schoolLicence(new Date(NOW.getTime() + 10 * 24 * HOUR), { email: 'twice@school.test' });

    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), new Date(NOW.getTime() + 2 * HOUR))).toEqual({ sent: 0, failed: 0 });
    let mails = await mailsTo('twice@school.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your license for ${program.title} ends on Mar 20, 2026`);

    const lastDay = new Date(licence.expiresAt.getTime() - 20 * HOUR);
    expect(await sendDueLicenceReminders(deps(), lastDay)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), lastDay)).toEqual({ sent: 0, failed: 0 });
    mails = await mailsTo('twice@school.test');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`Your license for ${program.title} ends on Mar 20, 2026`, `Your license for ${program.title} ends tomorrow`].sort());
    expect(await t.db.licenceReminder.findMany({ where: { licenceId: licence.id }, orderBy: { kind: 'asc' } })).toEqual([
      expect.objectContaining({ kind: 'days_14' }),
      expect.objectContaining({ kind: 'days_1' }),
    ]);
  });

  it('sends each reminder once when runs overlap (two servers at once)', async () => {
    const licences = [];
    for (let index = 0; index < 3; index++) licences.push(await schoolLicence(new Date(NOW.getTime() + (5 + index) * 24 * HOUR), { email: `concurrent${index}@school.test` }));
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendDueLicenceReminders(deps(), NOW)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    for (let index = 0; index < 3; index++) expect(await mailsTo(`concurrent${index}@school.test`)).toHaveLength(1);
    expect(await t.db.licenceReminder.count()).toBe(3);
  });

  it('sends nothing outside the windows, for renewed or suspended licences, or to deleted schools', async () => {
    const far = await schoolLicence(new Date(NOW.getTime() + 20 * 24 * HOUR), { email: 'far@school.test' });
    await schoolLicence(new Date(NOW.getTime() - HOUR), { email: 'ended@school.test' });
    const renewed = await schoolLicence(new Date(NOW.getTime() + 5 * 24 * HOUR), { email: 'renewed@school.test' });
    await createOrder(t.db, { user: renewed.school, lines: [{ product: renewed.program, kind: 'renewal', renews: renewed.licence }], paidAt: NOW });
    const suspended = await schoolLicence(new Date(NOW.getTime() + 5 * 24 * HOUR), { email: 'suspended@school.test' });
    await t.db.licence.update({ where: { id: suspended.licence.id }, data: { status: 'suspended' } });
    const gone = await schoolLicence(new Date(NOW.getTime() + 5 * 24 * HOUR), { email: 'gone@school.test' });
    await t.db.user.update({ where: { id: gone.school.id }, data: { deletedAt: NOW, isActive: false } });

    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 0, failed: 0 });
    // The 14-day window opens exactly 14 days before the end.
    expect(await sendDueLicenceReminders(deps(), new Date(far.licence.expiresAt.getTime() - 14 * 24 * HOUR - 1))).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), new Date(far.licence.expiresAt.getTime() - 14 * 24 * HOUR))).toEqual({ sent: 1, failed: 0 });
  });

  it('skips a program bought again, and retries a reminder whose e-mail failed', async () => {
    const { school, program } = await schoolLicence(new Date(NOW.getTime() + 3 * 24 * HOUR), { email: 'again@school.test' });
    await createLicence(t.db, {
      userId: school.id,
      productId: program.id,
      orderId: (await t.db.order.findFirstOrThrow({ where: { ownerUserId: school.id } })).id,
      startsAt: NOW,
      expiresAt: addMonths(NOW, 12),
    });
    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 0, failed: 0 });

    await schoolLicence(new Date(NOW.getTime() + 3 * 24 * HOUR), { email: 'flaky@school.test' });
    const failing: Mailer = { send: async (_mail: OutgoingMail) => Promise.reject(new Error('SMTP down')), close: () => undefined };
    expect(await sendDueLicenceReminders({ ...deps(), mailer: failing }, NOW)).toEqual({ sent: 0, failed: 1 });
    expect(await t.db.licenceReminder.count()).toBe(0);
    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 1, failed: 0 });
    expect(await mailsTo('flaky@school.test')).toHaveLength(1);
  });
});

describe('parents (issue 13 item 6; docs/decisions/098)', () => {
  /** A parent's licence of a video ending about `daysLeft` days after NOW: a rental (1 month) or a year of access. */
  async function parentLicence(email: string, months: 1 | 12, daysLeft: number, product: { isActive?: boolean } = {}) {
    const parent = await createUser(t.db, { email, firstName: 'Pat', accountTypeId: ACCOUNT_TYPE.parent });
    const video = await createProduct(t.db, { accountTypeId: ACCOUNT_TYPE.parent, isLicensed: true, licenceMonths: months, ...product });
    const { licences } = await createOrder(t.db, { user: parent, lines: [{ product: video }], paidAt: addDays(addMonths(NOW, -months), daysLeft) });
    return { parent, video, licence: licences[0] };
  }
  const productUrlOf = (video: { id: number; slug: string }) => new URL(`/products/${video.id}/${video.slug}`, t.config.appUrl).toString();
  const fullMails = async (email: string) =>
    Promise.all((await mailsTo(email)).sort((a, b) => a.date.localeCompare(b.date)).map(async (entry) => (await readMailboxMessage(t.mailDir, entry.id))!));

  it('reminds a parent whose year of access ends, 14 days and 1 day before, once each, with Renew', async () => {
    const { licence, video } = await parentLicence('year@parent.test', 12, 14);
    const fourteenDaysBefore = new Date(licence.expiresAt.getTime() - 14 * 24 * HOUR);
    expect(await sendDueLicenceReminders(deps(), fourteenDaysBefore)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), fourteenDaysBefore)).toEqual({ sent: 0, failed: 0 });
    const lastDay = new Date(licence.expiresAt.getTime() - 20 * HOUR);
    expect(await sendDueLicenceReminders(deps(), lastDay)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), lastDay)).toEqual({ sent: 0, failed: 0 });

    const mails = await fullMails('year@parent.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your access to ${video.title} ends on ${formatShopDate(licence.expiresAt)}`,
      `Your access to ${video.title} ends tomorrow`,
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('renew it for another year');
      expect(mail.text).not.toMatch(/rent it again/i);
      expect(mail.html).toContain('>Renew<');
      expect(extractLinks(mail.text)).toContain(productUrlOf(video));
    }
    expect(await t.db.licenceReminder.count({ where: { licenceId: licence.id } })).toBe(2);
  });

  it('reminds a parent whose rental ends with Rent again, linking to the product; never twice', async () => {
    const { licence, video } = await parentLicence('rental@parent.test', 1, 5);
    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueLicenceReminders(deps(), new Date(NOW.getTime() + HOUR))).toEqual({ sent: 0, failed: 0 });
    const [mail, ...more] = await fullMails('rental@parent.test');
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your rental of ${video.title} ends on ${formatShopDate(licence.expiresAt)}`);
    expect(mail.text).toContain('rent it again');
    expect(mail.html).toContain('>Rent again<');
    expect(extractLinks(mail.text)).toContain(productUrlOf(video));
  });

  it('sends a parent nothing for a video no longer on sale', async () => {
    await parentLicence('withdrawn@parent.test', 1, 5, { isActive: false });
    expect(await sendDueLicenceReminders(deps(), NOW)).toEqual({ sent: 0, failed: 0 });
  });
});
