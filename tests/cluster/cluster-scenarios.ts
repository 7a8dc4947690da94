import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { PO_FILE_FIELD, PO_UPDATED } from '#server/orders/orders.schemas.js';
import { STRIPE_TEST_CARDS } from '#tests/fakes/stripe-fake.js';
import { ClusterBrowser, type Answer } from './support/cluster-browser.js';
import { sleep, type Cluster } from './support/cluster.js';
import type { Buyer, ClusterFixtures } from './support/cluster-fixtures.js';
import { openReminderRuns, REMINDER_QUEUE } from './support/reminder-runs.js';

// The scenarios of issue 16 item 6, each through the balancer (docs/decisions/148). A scenario throws to fail;
// its message says what was expected and what happened.

export interface ScenarioContext {
  cluster: Cluster;
  databaseUrl: string;
  db: PrismaClient;
  fixtures: ClusterFixtures;
  browser(): ClusterBrowser;
  /** A line printed under the scenario's result (what happened, for the reader). */
  note(line: string): void;
}

export interface Scenario {
  name: string;
  run(context: ScenarioContext): Promise<void>;
}

const PARALLEL_PLACEMENTS = 20;
const SERVERS = ['app1', 'app2'];

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const describeAnswer = (answer: Answer) =>
  `${answer.status} from ${answer.servedBy || 'the balancer itself'}: ${answer.body.toString('utf8').slice(0, 160).replace(/\s+/g, ' ')}`;

/** Repeats a read until both app servers have answered it (round-robin: two or three tries), checking each answer. */
async function readOnBothServers(read: () => Promise<Answer>, expect: (answer: Answer) => void): Promise<Map<string, Answer>> {
  const seen = new Map<string, Answer>();
  for (let attempt = 0; attempt < 8 && seen.size < SERVERS.length; attempt++) {
    const answer = await read();
    expect(answer);
    seen.set(answer.servedBy, answer);
  }
  check(SERVERS.every((server) => seen.has(server)), `expected answers from both app servers, got them from ${[...seen.keys()].join(', ') || 'none'}`);
  return seen;
}

/** GET on one app server directly, bypassing the balancer. */
function getDirect(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, timeout: 5000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
  });
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(250);
  }
}

/** Saves a Stripe card the way the checkout page does: SetupIntent from the server, the card "typed into Stripe.js", save-card. */
async function saveStripeCard(browser: ClusterBrowser, context: ScenarioContext): Promise<number> {
  const setup = await browser.post('/checkout/setup-intent');
  check(setup.status === 200, `setup-intent: ${describeAnswer(setup)}`);
  const { stripe } = context.cluster;
  const paymentMethodId = stripe.createPaymentMethod({ number: STRIPE_TEST_CARDS.visa, cvc: '737', name: 'Pat Buyer' });
  stripe.confirmSetupIntent(String(setup.json.setup_intent_id), paymentMethodId);
  const saved = await browser.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: true, stripe_payment_method_id: paymentMethodId });
  check(saved.status === 201, `save-card: ${describeAnswer(saved)}`);
  return (saved.json.card as { id: number }).id;
}

/** The complete-order body as the checkout page sends it: the cart and the pricing it shows, and the choices. */
async function placementBody(browser: ClusterBrowser, buyer: Buyer, cardId: number) {
  const cart = await browser.get('/cart');
  const priced = await browser.post('/checkout/calculate-pricing', { shipping_address: { id: buyer.addressId } });
  check(priced.status === 200, `calculate-pricing: ${describeAnswer(priced)}`);
  return {
    first_name: 'Pat',
    last_name: 'Buyer',
    shipping_address: { id: buyer.addressId },
    payment_method_id: cardId,
    payment_type: 'credit_card',
    paypal_order_id: null,
    paypal_payer_id: null,
    terms_accepted: true,
    license_accepted: true,
    cart_items: cart.json.items,
    pricing: priced.json.pricing,
    account_type: buyer.user.accountTypeId,
  };
}

/** A signed-in buyer with a program and three books in the cart and a saved Stripe card, ready to place the order. */
async function readyBuyer(context: ScenarioContext, buyer: Buyer) {
  const browser = context.browser();
  await browser.signIn(buyer.user.email);
  for (const [productId, qty] of [
    [context.fixtures.program.id, 1],
    [context.fixtures.book.id, 3],
  ]) {
    const added = await browser.post('/cart', { product_id: productId, qty });
    check(added.status === 200, `add to cart: ${describeAnswer(added)}`);
  }
  const cardId = await saveStripeCard(browser, context);
  return { browser, body: await placementBody(browser, buyer, cardId) };
}

/** The charges Stripe made for a buyer (PaymentIntents that took money), found by the customer's e-mail. */
function chargesOf(context: ScenarioContext, email: string) {
  const { stripe } = context.cluster;
  const customers = new Set([...stripe.customers.values()].filter((customer) => customer.email === email).map((customer) => customer.id));
  return [...stripe.paymentIntents.values()].filter((intent) => intent.customer !== null && customers.has(intent.customer) && intent.status === 'succeeded');
}

const mailsTo = (context: ScenarioContext, address: string) => context.cluster.smtp.messages.filter((mail) => mail.to.includes(address));

function pdfBytes(): Buffer {
  const body = randomBytes(3000).toString('hex');
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export const scenarios: Scenario[] = [
  {
    name: 'each app server is ready (GET /readyz 200) and the balancer sends requests to both',
    async run({ cluster, browser }) {
      for (const app of Object.values(cluster.apps)) {
        const ready = await getDirect(app.port, '/readyz');
        const detail = ready.body.trimStart().startsWith('<') ? '(an HTML page)' : ready.body.slice(0, 200);
        check(ready.status === 200, `${app.name}: GET /readyz (the balancer's health check) answered ${ready.status} ${detail}`);
      }
      const visitor = browser();
      await readOnBothServers(
        () => visitor.get('/login'),
        (answer) => check(answer.status === 200, `GET /login through the balancer: ${describeAnswer(answer)}`),
      );
    },
  },

  {
    name: 'signed in on one server, signed in on the other',
    async run({ fixtures, browser }) {
      const visitor = browser();
      const { login } = await visitor.signIn(fixtures.cartBuyer.email);
      const answers = await readOnBothServers(
        () => visitor.get('/checkout/user-addresses'),
        (answer) => check(answer.status === 200 && answer.json.success === true, `a signed-in call after signing in on ${login.servedBy}: ${describeAnswer(answer)}`),
      );
      const other = SERVERS.find((server) => server !== login.servedBy);
      check(other && answers.has(other), `no signed-in answer from the server that did not sign in (${other})`);
    },
  },

  {
    name: 'a cart built across both servers is the same cart on each',
    async run({ fixtures, browser }) {
      const visitor = browser();
      await visitor.signIn(fixtures.cartBuyer.email);
      const wanted = new Map([
        [fixtures.program.id, 1],
        [fixtures.book.id, 3],
        [fixtures.guide.id, 2],
      ]);
      const servedBy = new Set<string>();
      for (const [productId, qty] of wanted) {
        const added = await visitor.post('/cart', { product_id: productId, qty });
        check(added.status === 200, `add to cart: ${describeAnswer(added)}`);
        servedBy.add(added.servedBy);
      }
      check(servedBy.size === 2, `the three additions all went to ${[...servedBy].join(', ')}; expected both servers`);
      await readOnBothServers(
        () => visitor.get('/cart'),
        (answer) => {
          const items = (answer.json.items ?? []) as { product_id: number; qty: number }[];
          const got = new Map(items.map((item) => [item.product_id, item.qty]));
          check(
            got.size === wanted.size && [...wanted].every(([id, qty]) => got.get(id) === qty),
            `GET /cart on ${answer.servedBy}: ${JSON.stringify([...got])}, expected ${JSON.stringify([...wanted])}`,
          );
        },
      );
    },
  },

  {
    name: `${PARALLEL_PLACEMENTS} concurrent place-order requests for one cart over both servers: one order, one charge`,
    async run(context) {
      const { fixtures, db } = context;
      const buyer = fixtures.placementBuyer;
      const { browser, body } = await readyBuyer(context, buyer);
      const answers = await Promise.all(Array.from({ length: PARALLEL_PLACEMENTS }, () => browser.post('/checkout/complete-order', body)));

      const servedBy = new Set(answers.map((answer) => answer.servedBy));
      check(servedBy.size === 2, `the ${PARALLEL_PLACEMENTS} requests all went to ${[...servedBy].join(', ')}; expected both servers`);
      const refused = answers.filter((answer) => answer.status !== 200);
      check(refused.length === 0, `${refused.length} of ${PARALLEL_PLACEMENTS} answered other than 200, e.g. ${refused[0] && describeAnswer(refused[0])}`);
      const orderIds = new Set(answers.map((answer) => answer.json.order_id));
      check(orderIds.size === 1, `the answers name ${orderIds.size} different orders: ${[...orderIds].join(', ')}`);

      const orders = await db.order.findMany({ where: { userId: buyer.user.id }, include: { payments: true } });
      check(orders.length === 1, `${orders.length} orders in the database, expected 1`);
      check(orders[0].statusId === ORDER_STATUS.paid, `the order's status is ${orders[0].statusId}, expected paid (${ORDER_STATUS.paid})`);
      check(orders[0].payments.length === 1, `${orders[0].payments.length} payment rows, expected 1`);
      const charges = chargesOf(context, buyer.user.email);
      check(charges.length === 1, `${charges.length} charges at Stripe, expected 1`);
      check(charges[0].amount === orders[0].totalCents, `Stripe charged ${charges[0].amount} cents for an order of ${orders[0].totalCents}`);
      // The confirmation e-mail may be sent after the answer (queued): wait for it, then make sure it came once.
      await waitFor('the order confirmation at the SMTP server', 20_000, () => (mailsTo(context, buyer.user.email).length > 0 ? true : undefined));
      await sleep(1000);
      const mails = mailsTo(context, buyer.user.email);
      check(mails.length === 1, `${mails.length} e-mails to the buyer, expected one confirmation: ${mails.map((mail) => mail.subject).join(' | ')}`);
    },
  },

  {
    name: 'a PO file uploaded through one server downloads through the other',
    async run({ fixtures, browser }) {
      const visitor = browser();
      await visitor.signIn(fixtures.poBuyer.email);
      const file = pdfBytes();
      const upload = await visitor.request('POST', `/account/orders/${fixtures.poOrderId}/purchase-order`, {
        fields: { po_number: 'PO-CLUSTER-1' },
        files: [{ field: PO_FILE_FIELD, name: 'po.pdf', type: 'application/pdf', bytes: file }],
      });
      check(upload.status === 200 && upload.json.message === PO_UPDATED, `upload: ${describeAnswer(upload)}`);
      const downloads = await readOnBothServers(
        () => visitor.get(`/account/orders/${fixtures.poOrderId}/purchase-order/file`),
        (answer) => check(answer.status === 200, `download on ${answer.servedBy} after the upload on ${upload.servedBy}: ${describeAnswer(answer)}`),
      );
      for (const [server, answer] of downloads) {
        check(answer.body.equals(file), `the file downloaded from ${server} differs from the upload (${answer.body.length} bytes, sent ${file.length})`);
        check(String(answer.headers['content-type']).startsWith('application/pdf'), `content type from ${server}: ${answer.headers['content-type']}`);
      }
    },
  },

  {
    name: 'a reminder due once is sent once, with both servers running jobs',
    async run(context) {
      const { fixtures, db, cluster } = context;
      const to = fixtures.reminderSchool.email;
      const arrived = () => (mailsTo(context, to).length > 0 ? true : undefined);
      const runs = await openReminderRuns(context.databaseUrl, db);
      if (runs) {
        // The queue (pg-boss): ask for runs until the reminder is out, then for two more, and wait until the workers
        // finished them all: none may send it again.
        try {
          let asked = 0;
          await waitFor('the renewal reminder at the SMTP server', 60_000, async () => {
            if (arrived()) return true;
            await runs.ask();
            asked++;
            await sleep(1500);
            return arrived();
          });
          for (let more = 0; more < 2; more++) {
            await runs.ask();
            asked++;
            await sleep(1500);
          }
          const done = await waitFor('the reminder runs asked for to finish', 30_000, async () => {
            const [completed, pending] = [await runs.completed(), await runs.pending()];
            return completed >= 2 && pending === 0 ? completed : undefined;
          });
          await sleep(2000);
          context.note(`asked the ${REMINDER_QUEUE} queue for ${asked} runs (it keeps one waiting at most); ${done} ran on the servers' workers`);
        } finally {
          await runs.close();
        }
      } else {
        // Jobs on a timer inside each server: both run their first pass about 30 s after starting.
        await waitFor('the renewal reminder at the SMTP server', 90_000, arrived);
        const bothStarted = Math.max(...Object.values(cluster.apps).map((app) => app.startedAt));
        await sleep(Math.max(5000, bothStarted + 40_000 - Date.now()));
        context.note('no job queue found: waited for both servers\' timers');
      }
      const mails = mailsTo(context, to);
      check(mails.length === 1, `${mails.length} e-mails to ${to}, expected one: ${mails.map((mail) => mail.subject).join(' | ')}`);
      check(/ends tomorrow/.test(mails[0].subject), `the reminder's subject is "${mails[0].subject}", expected the 1-day reminder`);
      const claims = await db.licenceReminder.findMany({ where: { licenceId: fixtures.reminderLicenceId } });
      check(claims.length === 1 && claims[0].kind === 'days_1', `licence_reminders rows: ${JSON.stringify(claims.map((claim) => claim.kind))}, expected ["days_1"]`);
      const recorded = await db.sentEmail.count({ where: { userId: fixtures.reminderSchool.id, kind: { startsWith: 'licence-reminder' } } });
      check(recorded === 1, `${recorded} reminder rows in sent_emails, expected 1`);
    },
  },

  {
    name: 'kill -9 of one server during a burst of orders: none lost, none duplicated, the balancer routes around it',
    async run(context) {
      const { fixtures, db, cluster } = context;
      const ready = await Promise.all(fixtures.burstBuyers.map(async (buyer) => ({ buyer, ...(await readyBuyer(context, buyer)) })));
      const victim = cluster.apps.app2;
      const half = Math.ceil(ready.length / 2);
      type Outcome = { buyer: Buyer; answer?: Answer; error?: string; afterKill: boolean };
      const place = async ({ buyer, browser, body }: (typeof ready)[number], afterKill: boolean): Promise<Outcome> => {
        try {
          return { buyer, answer: await browser.post('/checkout/complete-order', body), afterKill };
        } catch (error) {
          return { buyer, error: (error as Error).message, afterKill };
        }
      };

      let answered = 0;
      const first = ready.slice(0, half).map((entry) => place(entry, false).finally(() => answered++));
      await sleep(150);
      const inFlightAtKill = half - answered;
      victim.process.kill('SIGKILL');
      await new Promise((resolve) => (victim.process.exitCode !== null || victim.process.signalCode !== null ? resolve(null) : victim.process.once('exit', resolve)));
      const second = ready.slice(half).map((entry) => place(entry, true));
      const outcomes = await Promise.all([...first, ...second]);
      check(inFlightAtKill > 0, 'every order of the first wave was answered before the kill: the burst did not overlap it');

      const problems: string[] = [];
      for (const { buyer, answer, error, afterKill } of outcomes) {
        const orders = await db.order.findMany({ where: { userId: buyer.user.id }, select: { id: true, statusId: true } });
        const charges = chargesOf(context, buyer.user.email);
        const who = `${buyer.user.email} (${afterKill ? 'after' : 'during'} the kill)`;
        if (orders.length > 1) problems.push(`${who}: ${orders.length} orders`);
        if (charges.length > 1) problems.push(`${who}: charged ${charges.length} times`);
        if (answer?.status === 200) {
          const ordered = orders.find((order) => order.id === answer.json.order_id);
          if (!ordered) problems.push(`${who}: answered 200 with order ${String(answer.json.order_id)}, which is not in the database`);
          else if (ordered.statusId !== ORDER_STATUS.paid) problems.push(`${who}: order ${ordered.id} has status ${ordered.statusId}, not paid`);
          if (charges.length !== 1) problems.push(`${who}: answered 200 with ${charges.length} charges`);
        } else if (afterKill) {
          problems.push(`${who}: ${answer ? describeAnswer(answer) : error} (the balancer should have sent it to the live server)`);
        }
      }
      const lost = outcomes.filter((outcome) => outcome.answer?.status !== 200);
      context.note(
        `${inFlightAtKill} of ${half} orders in flight at the kill; ${outcomes.length - lost.length} of ${outcomes.length} answered 200` +
          (lost.length ? `; the others: ${lost.map((outcome) => (outcome.answer ? `${outcome.answer.status} from ${outcome.answer.servedBy || 'the balancer'}` : outcome.error)).join(', ')}` : ''),
      );
      check(problems.length === 0, problems.join('; '));

      // Once its checks fail, the dead server is out: every request goes to the other one and succeeds.
      await sleep(2500);
      const visitor = context.browser();
      for (let index = 0; index < 4; index++) {
        const answer = await visitor.get('/login');
        check(answer.status === 200 && answer.servedBy === 'app1', `after the kill, request ${index + 1}: ${describeAnswer(answer)}`);
      }
    },
  },
];
