import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { startJobs, type Jobs } from '#server/jobs/job-queue.js';
import { PERIODIC_JOBS } from '#server/jobs/periodic-jobs.js';
import { SEND_EMAIL_QUEUE } from '#server/mail/mail-queue.js';
import { saveContactReply, sendContactReply } from '#server/contact/contact-inbox.service.js';
import { SESSION_COOKIE } from '#server/http/session-store.js';
import { listMailbox } from '#server/mail/mailbox.js';
import { createMailer, type MailTransport } from '#server/mail/mailer.js';
import { addMonths } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { QUICK_CAPTCHA_ENV, solveProofOfWork } from '#tests/support/human-check';
import { createTestApp, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';
import request from 'supertest';
import { signInBuyer } from '#tests/integration/checkout/checkout-buyer';

// The pg-boss queue on the test database (PGlite, or PostgreSQL in the postgres run): reminders exactly once with two
// workers, e-mail retried with backoff while the mail server is down and sent once it is back, the stale-payment
// and pruning jobs (issue 16 item 2; docs/decisions/136-138).

const silent = pino({ level: 'silent' });
const HOUR = 3600_000;
let database: TestDatabase;
let t: TestApp;
const running: Jobs[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ db: database.prisma, env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV } });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});
afterAll(async () => {
  await t.close();
  await database.close();
});

async function startWorker(transport: MailTransport = createMailer(t.config, { db: t.db }), options: { schedule?: boolean } = {}): Promise<Jobs> {
  const jobs = await startJobs({
    config: t.config,
    pool: database.pool,
    db: t.db,
    logger: silent,
    transport,
    runWorkers: true,
    // The tests run the periodic jobs by hand, so a cron minute passing mid-test changes nothing.
    schedule: options.schedule ?? false,
    tuning: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
  });
  running.push(jobs);
  return jobs;
}

const mailsTo = async (email: string) => (await listMailbox(t.mailDir)).filter((mail) => mail.to.includes(email));

describe('the queue', () => {
  it('a worker process keeps one schedule per periodic job: reminders hourly, stale payments every 5 minutes, pruning hourly', async () => {
    const jobs = await startWorker(undefined, { schedule: true });
    const schedules = await jobs.queue.getSchedules();
    expect(schedules.map(({ name, cron }) => ({ name, cron })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'licence-reminders', cron: '0 * * * *' },
      { name: 'prune-expired-rows', cron: '30 * * * *' },
      { name: 'withdraw-stale-payments', cron: '*/5 * * * *' },
    ]);
    expect((await jobs.queue.getQueue(PERIODIC_JOBS.licenceReminders.name))?.policy).toBe('stately');
  });

  it('a web process with JOBS_ENABLED off only enqueues: its mail waits for a worker', async () => {
    const webOnly = await startJobs({ config: t.config, pool: database.pool, db: t.db, logger: silent, transport: createMailer(t.config, { db: t.db }), runWorkers: false });
    running.push(webOnly);
    const receipt = await webOnly.mailer.send({ to: 'waiting@example.org', subject: 'Queued only', html: '<p>q</p>', text: 'q' });
    expect(receipt).toEqual({ queued: true, jobId: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo('waiting@example.org')).toHaveLength(0);
    await startWorker();
    await expect.poll(() => mailsTo('waiting@example.org').then((mails) => mails.length), { timeout: 10_000 }).toBe(1);
  });
});

describe('renewal reminders on the queue', () => {
  it('sends each due reminder exactly once with two workers running at once', async () => {
    const emails = ['one@queue-school.test', 'two@queue-school.test', 'three@queue-school.test'];
    for (const [index, email] of emails.entries()) {
      const school = await createSchoolUser(t.db, { email });
      const expiresAt = new Date(Date.now() + (3 + index) * 24 * HOUR);
      await createOrder(t.db, { user: school, lines: [{ product: await createLicensedProgram(t.db) }], paidAt: addMonths(expiresAt, -12) });
    }
    const [first, second] = await Promise.all([startWorker(), startWorker()]);
    // Both ask for a run, several times, at the same moment: at most one waits, and the claims keep it to one each.
    await Promise.all([first, second, first, second].map((jobs) => jobs.runNow(PERIODIC_JOBS.licenceReminders.name)));
    for (const email of emails) await expect.poll(() => mailsTo(email).then((mails) => mails.length), { timeout: 15_000 }).toBe(1);
    await Promise.all([first.runNow(PERIODIC_JOBS.licenceReminders.name), second.runNow(PERIODIC_JOBS.licenceReminders.name)]);
    await expect.poll(() => first.queue.getQueueSize(PERIODIC_JOBS.licenceReminders.name), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => first.queue.getQueueSize(SEND_EMAIL_QUEUE), { timeout: 10_000 }).toBe(0);

    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
    expect(await t.db.licenceReminder.count({ where: { kind: 'days_14' } })).toBe(3);
    expect(await t.db.sentEmail.count({ where: { kind: 'licence-reminder-days_14' } })).toBe(3);
  });
});

describe('queued e-mail', () => {
  it('a contact message sent while the mail server is down is kept, answered 200, and e-mailed after retries with backoff', async () => {
    const real = createMailer(t.config, { db: t.db });
    const attempts: number[] = [];
    let failuresLeft = 2;
    const flaky: MailTransport = {
      async send(mail, tag) {
        attempts.push(Date.now());
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        }
        return real.send(mail, tag);
      },
      close: () => real.close(),
    };
    const jobs = await startWorker(flaky);
    const contactApp = await createTestApp({ db: t.db, mailer: jobs.mailer, env: { TRUST_PROXY: '1', MAIL_DIR: t.mailDir, ...QUICK_CAPTCHA_ENV } });

    const agent = request.agent(contactApp.app);
    const ip = '198.51.100.77';
    const token = xsrfTokenFrom(await agent.get('/contact-us').set('X-Forwarded-For', ip));
    const image = await agent.get('/captcha/contact.png').set('X-Forwarded-For', ip);
    const sid = decodeURIComponent(([] as string[]).concat(image.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0].slice(SESSION_COOKIE.length + 1)).replace(/^s:/, '').replace(/\.[^.]*$/, '');
    const session = await t.db.session.findUniqueOrThrow({ where: { sid } });
    const captcha = (session.data as { captchas: { contact: { code: string } } }).captchas.contact.code;
    const answer = await agent
      .post('/contact-us')
      .set({ Accept: 'application/json', 'X-Forwarded-For': ip, 'X-XSRF-TOKEN': token })
      .send({
        first_name: 'Quinn',
        last_name: 'Queue',
        email: 'quinn.queue@example.org',
        phone_country_code: '+1',
        phone_number: '(817) 555-0199',
        organization: 'School',
        message: 'Sent while the mail server was down; please call us back about the spring presentations.',
        captcha,
        altcha: await solveProofOfWork(agent, 'contact'),
        website: '',
      });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(await t.db.contactMessage.count({ where: { email: 'quinn.queue@example.org' } })).toBe(1);

    const subject = 'Contact form: Quinn Queue (School)';
    const staffMails = async () => (await mailsTo(t.config.mail.staffAddress)).filter((mail) => mail.subject === subject);
    await expect.poll(async () => (await staffMails()).length, { timeout: 20_000, interval: 250 }).toBe(1);
    // Two refusals, then the third try went out; the waits between tries grew (1-2 s, then 2-4 s).
    expect(attempts).toHaveLength(3);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1900);
    expect(await t.db.sentEmail.count({ where: { subject } })).toBe(1);
    await contactApp.close();
  }, 30_000);
});

describe('an order placed while the mail server is down', () => {
  it('is placed and kept (200), and its confirmation goes out once the mail server is back', async () => {
    const real = createMailer(t.config, { db: t.db });
    let mailServerUp = false;
    let refused = 0;
    const outage: MailTransport = {
      async send(mail, tag) {
        if (!mailServerUp) {
          refused++;
          throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        }
        return real.send(mail, tag);
      },
      close: () => real.close(),
    };
    const jobs = await startWorker(outage);
    const shop = await createTestApp({ db: t.db, mailer: jobs.mailer, env: { TRUST_PROXY: '1', MAIL_DIR: t.mailDir } });
    const parent = await createUser(t.db, { email: 'buyer.during.outage@example.org' });
    const video = await createProduct(t.db, { isLicensed: true, priceCents: 1999 });
    const buyer = await signInBuyer(shop.app, parent);
    const setup = await buyer.post('/checkout/setup-intent');
    const confirmed = await buyer.post(`/checkout/test-gateway/setup-intents/${setup.body.setup_intent_id}/confirm`, { test_card: 'visa' });
    const saved = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: true, stripe_payment_method_id: confirmed.body.payment_method });
    await buyer.addToCart(video.id);

    const answer = await buyer.completeOrder(await buyer.placementBody({ cardId: saved.body.card.id }));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: parent.id } });
    expect(order.statusId).toBe(ORDER_STATUS.paid);
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await mailsTo(parent.email)).toHaveLength(0);

    mailServerUp = true;
    await expect.poll(() => mailsTo(parent.email).then((mails) => mails.length), { timeout: 15_000, interval: 250 }).toBe(1);
    expect(await t.db.sentEmail.count({ where: { orderId: order.id, kind: 'order-confirmation' } })).toBe(1);
    await shop.close();
  }, 30_000);
});

describe('a queued staff reply', () => {
  it('stays Sending until the worker sent it, then is marked sent with its Message-ID', async () => {
    const staff = await createUser(t.db, { email: 'replier@playitsafe.test' });
    const message = await t.db.contactMessage.create({
      data: { firstName: 'Rae', lastName: 'Reply', email: 'rae.reply@example.org', phoneCountryCode: '+1', phoneNumber: '(817) 555-0100', organization: 'School', message: 'Hello?' },
    });
    const saved = await t.db.$transaction((tx) => saveContactReply(tx, { messageId: message.id, staffUserId: staff.id, body: 'Dear Rae, yes.' }));
    if (saved.kind !== 'saved') throw new Error('the reply was not saved');
    const webOnly = await startJobs({ config: t.config, pool: database.pool, db: t.db, logger: silent, transport: createMailer(t.config, { db: t.db }), runWorkers: false });
    running.push(webOnly);

    expect(await sendContactReply({ db: t.db, mailer: webOnly.mailer, staffAddress: t.config.mail.staffAddress }, saved.replyId)).toEqual({ status: 'queued' });
    expect(await t.db.contactMessageReply.findUniqueOrThrow({ where: { id: saved.replyId } })).toMatchObject({ deliveryStatus: 'sending', sentAt: null });

    await startWorker();
    await expect.poll(async () => (await t.db.contactMessageReply.findUniqueOrThrow({ where: { id: saved.replyId } })).deliveryStatus, { timeout: 10_000 }).toBe('sent');
    const reply = await t.db.contactMessageReply.findUniqueOrThrow({ where: { id: saved.replyId } });
    const recorded = await t.db.sentEmail.findFirstOrThrow({ where: { kind: 'contact-reply', toAddress: 'rae.reply@example.org' } });
    expect(reply.messageId).toBe(recorded.messageId);
    expect(reply.sentAt).not.toBeNull();
  });
});

describe('stale pending payments', () => {
  it('the job withdraws a card payment left pending past the configured age', async () => {
    const parent = await createUser(t.db);
    const { order } = await createOrder(t.db, { user: parent, statusId: ORDER_STATUS.pendingPayment, paidAt: null, lines: [{ product: await createProduct(t.db, { isLicensed: true }) }] });
    const at = new Date(Date.now() - (t.config.pendingPaymentMaxAgeMinutes + 1) * 60_000);
    const payment = await t.db.payment.create({
      data: {
        orderId: order.id,
        userId: parent.id,
        provider: 'test',
        providerReference: `pi_queue_${order.id}`,
        kind: 'charge',
        amountCents: order.totalCents,
        status: 'requires_action',
        rawStatus: 'requires_action',
        idempotencyKey: `${order.idempotencyKey}:1`,
        createdAt: at,
      },
    });
    await t.db.$executeRaw`UPDATE payments SET updated_at = ${at} WHERE id = ${payment.id}`;

    const jobs = await startWorker();
    await jobs.runNow(PERIODIC_JOBS.stalePayments.name);
    await expect.poll(async () => (await t.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status, { timeout: 10_000 }).toBe('cancelled');
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.paymentFailed);
  });
});

describe('pruning', () => {
  it('removes expired sessions and day-old throttle counters, and nothing else', async () => {
    const now = Date.now();
    await t.db.session.createMany({
      data: [
        { sid: 'prune-expired', data: {}, expiresAt: new Date(now - 60_000) },
        { sid: 'prune-live', data: {}, expiresAt: new Date(now + HOUR) },
      ],
    });
    await t.db.loginThrottle.createMany({
      data: [
        { key: 'ip:203.0.113.1', failures: 3, windowStartAt: new Date(now - 2 * 24 * HOUR), updatedAt: new Date(now - 2 * 24 * HOUR) },
        { key: 'ip:203.0.113.2', failures: 3, windowStartAt: new Date(now - 5 * 60_000), updatedAt: new Date(now - 5 * 60_000) },
      ],
    });
    await t.db.$executeRaw`UPDATE login_throttles SET updated_at = ${new Date(now - 2 * 24 * HOUR)} WHERE key = 'ip:203.0.113.1'`;

    const jobs = await startWorker();
    await jobs.runNow(PERIODIC_JOBS.pruneExpiredRows.name);
    await expect.poll(() => t.db.session.count({ where: { sid: 'prune-expired' } }), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => t.db.loginThrottle.count({ where: { key: 'ip:203.0.113.1' } }), { timeout: 10_000 }).toBe(0);
    expect(await t.db.session.count({ where: { sid: 'prune-live' } })).toBe(1);
    expect(await t.db.loginThrottle.count({ where: { key: 'ip:203.0.113.2' } })).toBe(1);
  });
});
