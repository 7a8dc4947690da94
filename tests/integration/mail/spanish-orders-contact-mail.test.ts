import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox, readMailboxMessage, type StoredMail } from '#server/mail/mailbox';
import { createMailer } from '#server/mail/mailer';
import { sendOrderCancelledMail, sendOrderRefundedMail, sendOrderShippedMail } from '#server/orders/order-notices.service';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { createCheckOrder, createOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { guestBrowser, jsonHeaders, signedInBrowser, solveCaptcha } from '#tests/integration/accounts/account-helpers';
import { newKey, postStaffForm, staffBrowser, visitPage } from '#tests/integration/admin/staff-helpers';
import { QUICK_CAPTCHA_ENV, solveProofOfWork } from '#tests/support/human-check';
import { pdfText } from '#tests/support/pdf-text';
import { createTestApp, type TestApp } from '#tests/support/test-app';

// Order notices, the quote document and staff replies to contact messages in the customer's language
// (docs/decisions/161): Spanish for a customer who chose it, word for word the English of before for everyone else.

let t: TestApp;
const silent = pino({ level: 'silent' });
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV } });
});
afterAll(() => t.close());

async function mailsTo(email: string): Promise<StoredMail[]> {
  const entries = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(email));
  const mails = await Promise.all(entries.map((entry) => readMailboxMessage(t.mailDir, entry.id)));
  return mails.filter((mail): mail is StoredMail => mail !== null);
}

const deps = () => ({ db: t.db, mailer: createMailer(t.config), logger: silent, appUrl: t.config.appUrl });
const numberOf = (order: { id: number }) => String(order.id).padStart(6, '0');

async function orderOf(email: string, locale: 'en' | 'es' | null) {
  const buyer = await createUser(t.db, { email, firstName: locale === 'es' ? 'Lucía' : 'Laura', locale });
  const { order } = await createOrder(t.db, { user: buyer, lines: [{ product: await createProduct(t.db) }] });
  return { buyer, order, url: `${t.config.appUrl}/account/orders/${order.id}` };
}

describe('the order shipped notice', () => {
  it('is in Spanish for a buyer who chose Spanish; the carrier and tracking number stay as they are', async () => {
    const { buyer, order, url } = await orderOf('enviado@example.test', 'es');
    expect(await sendOrderShippedMail(deps(), order.id, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).toBe(true);
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe(`Su pedido de Play It Safe n.º ${numberOf(order)} fue enviado`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Su pedido va en camino');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`El pedido n.º ${numberOf(order)} se envió por UPS. Número de seguimiento: 1Z999AA10123456784.`);
    expect(mail.text).toContain('Rastrear su paquete: https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mail.text).toContain(`Su pedido: ${url}`);
    expect(mail.text).toContain('Play It Safe es un programa de');
  });

  it('stays in English, word for word, for a buyer who never chose', async () => {
    const { buyer, order, url } = await orderOf('shipped-en@example.test', null);
    await sendOrderShippedMail(deps(), order.id, { carrier: 'other', trackingNumber: 'LOCAL-42' });
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe(`Your Play It Safe order #${numberOf(order)} has shipped`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Your order is on its way');
    expect(mail.text).toContain('Hello Laura,');
    expect(mail.text).toContain(`Order #${numberOf(order)} has shipped with Other. Tracking number: LOCAL-42.`);
    expect(mail.text).toContain(`View your order: ${url}`);
  });
});

describe('the order cancelled notice', () => {
  it("is in Spanish for a buyer who chose Spanish, with staff's reason as they typed it", async () => {
    const { buyer, order } = await orderOf('cancelado@example.test', 'es');
    await sendOrderCancelledMail(deps(), order.id, 'The school ordered twice.');
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe(`Su pedido de Play It Safe n.º ${numberOf(order)} fue cancelado`);
    expect(mail.text).toContain('Pedido cancelado');
    expect(mail.text).toContain(`El pedido n.º ${numberOf(order)} fue cancelado. No se cobró nada por él.`);
    expect(mail.text).toContain('Motivo: The school ordered twice.');
    expect(mail.text).toContain('Ver su pedido:');
    expect(mail.text).toContain('¿Tiene preguntas? Responda a este correo electrónico o llámenos.');
  });

  it('stays in English for a buyer who chose English', async () => {
    const { buyer, order } = await orderOf('cancelled-en@example.test', 'en');
    await sendOrderCancelledMail(deps(), order.id, null);
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe(`Your Play It Safe order #${numberOf(order)} was cancelled`);
    expect(mail.text).toContain('Order cancelled');
    expect(mail.text).toContain(`Order #${numberOf(order)} was cancelled. Nothing was charged for it.`);
    expect(mail.text).not.toContain('Reason:');
    expect(mail.text).toContain('Questions? Reply to this e-mail or call us.');
  });
});

describe('the refund notice', () => {
  it('is in Spanish, with the amount, for a buyer who chose Spanish', async () => {
    const { buyer, order } = await orderOf('reembolso@example.test', 'es');
    await sendOrderRefundedMail(deps(), order.id, { amountCents: 4871, fully: false, byCheck: false, lineTitles: ['Body Safety Video'] });
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe(`Un reembolso de su pedido de Play It Safe n.º ${numberOf(order)}`);
    expect(mail.text).toContain('Se reembolsó parte de su pedido');
    expect(mail.text).toContain(`Reembolsamos $48.71 del pedido n.º ${numberOf(order)} al método de pago que usó.`);
    expect(mail.text).toContain('Reembolsado: Body Safety Video.');
    expect(mail.text).toContain('Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su estado de cuenta.');
    expect(mail.text).toContain('Ya no puede ver en línea los videos y programas reembolsados.');

    await sendOrderRefundedMail(deps(), order.id, { amountCents: 10000, fully: true, byCheck: true, lineTitles: [] });
    const byCheck = (await mailsTo(buyer.email)).find((entry) => entry.text.includes('$100.00'));
    expect(byCheck?.text).toContain('Su pedido fue reembolsado');
    expect(byCheck?.text).toContain(`Reembolsamos $100.00 del pedido n.º ${numberOf(order)} con un cheque.`);
    expect(byCheck?.text).not.toContain('Según su banco');
  });

  it('stays in English, word for word, for a buyer who never chose', async () => {
    const { buyer, order } = await orderOf('refund-en@example.test', null);
    await sendOrderRefundedMail(deps(), order.id, { amountCents: 10000, fully: true, byCheck: true, lineTitles: ['Body Safety Video', 'Guide'] });
    const [mail] = await mailsTo(buyer.email);
    expect(mail.subject).toBe(`A refund for your Play It Safe order #${numberOf(order)}`);
    expect(mail.text).toContain('Your order was refunded');
    expect(mail.text).toContain(`We refunded $100.00 for order #${numberOf(order)}, by check.`);
    expect(mail.text).toContain('Refunded: Body Safety Video, Guide.');
    expect(mail.text).toContain('Streaming of the refunded videos and programs has ended.');
    expect(mail.text).not.toContain('Depending on your bank');
  });
});

/** Collects a binary answer (supertest buffers only text by default). */
const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe("the customer's quote PDF", () => {
  async function quoteFor(email: string, locale: 'en' | 'es' | null) {
    const customer = await createUser(t.db, { email, accountTypeId: ACCOUNT_TYPE.check, firstName: 'Dana', lastName: 'Office', locale });
    const video = await createProduct(t.db, { title: 'Body Safety Video', priceCents: 4500 });
    const { order } = await createCheckOrder(t.db, {
      user: customer,
      lines: [{ product: video, qty: 2 }],
      taxRate: { name: 'Texas sales tax (8.25%)', basisPoints: 825 },
      overrides: { poNumber: 'PO-2026-118' },
    });
    const browser = await signedInBrowser(t, customer.email);
    const pdf = await binary(browser.agent.get(`/account/orders/${order.id}/quote.pdf`));
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    // A long paragraph wraps into runs that keep the space they broke at.
    return { order, pdf, text, paragraphs: text.replace(/\n/g, '') };
  }

  it("is in Spanish in a Spanish customer's session: labels, date, status, the remit-to's Attn line and the payment note", async () => {
    const { order, pdf, text, paragraphs } = await quoteFor('cotizacion@school.test', 'es');
    const number = numberOf(order);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Cotizacion-${number}.pdf"`);
    expect(text).toContain('Cotización');
    expect(text).toContain(`Pedido n.º ${number}`);
    expect(text).toMatch(/Fecha: \d{1,2} [a-z]{3}\.? \d{4}/);
    expect(text).toContain('Número de OC: PO-2026-118');
    expect(text).toContain('Estado: OC generada');
    expect(text).toContain('ENVIAR EL PAGO A');
    expect(text).toContain('FACTURAR A');
    expect(text).toContain('PRECIO UNITARIO');
    expect(text).toContain(`Atención: Play It Safe\n${CENTER_CONTACT.remitTo.street}`);
    expect(text).toContain('Subtotal');
    expect(text).toContain('Saldo pendiente');
    expect(text).toContain('$97.43');
    expect(paragraphs).toContain(
      `Extienda su cheque a nombre de ${CENTER_CONTACT.remitTo.payableTo} por $97.43, escriba en él el pedido n.º ${number} y la OC PO-2026-118, y envíelo por correo a la dirección de pago indicada.`,
    );
    expect(text).not.toContain('Balance due');
  });

  it('stays in English for a customer who never chose', async () => {
    const { order, pdf, text, paragraphs } = await quoteFor('quote-en@school.test', null);
    const number = numberOf(order);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Quote-${number}.pdf"`);
    expect(text).toContain(`Order #${number}`);
    expect(text).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
    expect(text).toContain('PO number: PO-2026-118');
    expect(text).toContain('Status: PO Generated');
    expect(text).toContain('REMIT TO');
    expect(text).toContain(`Attn: Play It Safe\n${CENTER_CONTACT.remitTo.street}`);
    expect(text).toContain('Balance due');
    expect(paragraphs).toContain(
      `Please make your check payable to ${CENTER_CONTACT.remitTo.payableTo} for $97.43, write order #${number} and PO PO-2026-118 on it, and mail it to the remit-to address. Videos and programs can be streamed once the payment arrives.`,
    );
  });
});

describe('a staff reply to a contact message', () => {
  /** A guest chooses a language with ENG/ESP (the `locale` cookie), then sends the contact form. */
  async function guestWrites(email: string, locale: 'en' | 'es') {
    const guest = await guestBrowser(t, '/contact-us');
    const chosen = await guest.agent.post('/locale').set(jsonHeaders(guest.token)).send({ locale });
    expect(chosen.status).toBe(200);
    const captcha = await solveCaptcha(t, guest, 'contact');
    const answer = await guest.agent
      .post('/contact-us')
      .set(jsonHeaders(guest.token))
      .send({
        first_name: locale === 'es' ? 'María' : 'Mary',
        last_name: 'Guest',
        email,
        phone_country_code: '+1',
        phone_number: '(817) 555-0142',
        organization: 'Parent/Guardian',
        message: locale === 'es' ? '¿Tienen el programa en español?' : 'Do you have the program in Spanish?',
        captcha,
        altcha: await solveProofOfWork(guest.agent, 'contact'),
        website: '',
      });
    expect(answer.status).toBe(200);
    return t.db.contactMessage.findFirstOrThrow({ where: { email }, orderBy: { id: 'desc' } });
  }

  it("keeps a guest's language with the message and frames the reply in Spanish; the staff's words stay as typed", async () => {
    const message = await guestWrites('maria.guest@example.test', 'es');
    expect(message.locale).toBe('es');
    const staff = await staffBrowser(t);
    // Staff see, in English, that the reply will be framed in Spanish.
    expect((await visitPage(staff, `/admin/messages/${message.id}`)).body.props.message).toMatchObject({ locale: 'es' });
    const body = 'Hola María,\nSí, tenemos el programa en español.';
    const answer = await postStaffForm(staff, `/admin/messages/${message.id}/reply`, { idempotency_key: newKey(), body }, { errorBag: 'reply' });
    expect(answer.status).toBe(303);

    const [mail] = await mailsTo('maria.guest@example.test');
    expect(mail.subject).toBe('Re: su mensaje a Play It Safe');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Hola, María:');
    expect(mail.text).toContain('Sí, tenemos el programa en español.');
    expect(mail.text).toMatch(/Usted nos escribió el \d{1,2} [a-z]{3}\.? \d{4}:/);
    expect(mail.text).toContain('> ¿Tienen el programa en español?');
    expect(mail.text).toContain('Responda a este correo electrónico si tiene más preguntas.');
    // The reply row keeps the subject as it was sent; the center's copy of the message stayed English.
    expect(await t.db.contactMessageReply.findFirstOrThrow({ where: { contactMessageId: message.id } })).toMatchObject({ subject: 'Re: su mensaje a Play It Safe' });
    const [staffCopy] = (await mailsTo(t.config.mail.staffAddress)).filter((entry) => entry.text.includes('¿Tienen el programa en español?'));
    expect(staffCopy.subject).toBe('Contact form: María Guest (Parent/Guardian)');
    expect(staffCopy.text).toContain('New message from the contact form');
  });

  it('frames the reply in English, word for word, for an English message and for one kept before languages were', async () => {
    const message = await guestWrites('mary.guest@example.test', 'en');
    expect(message.locale).toBe('en');
    const old = await t.db.contactMessage.create({
      data: { firstName: 'Olga', lastName: 'Old', email: 'olga.old@example.test', phoneCountryCode: '+1', phoneNumber: '8175550100', organization: 'School', message: 'Hi', locale: null },
    });
    const staff = await staffBrowser(t);
    for (const id of [message.id, old.id]) {
      await postStaffForm(staff, `/admin/messages/${id}/reply`, { idempotency_key: newKey(), body: 'Yes, we do.' }, { errorBag: 'reply' });
    }
    for (const [email, firstName, receivedAt] of [
      ['mary.guest@example.test', 'Mary', message.createdAt],
      ['olga.old@example.test', 'Olga', old.createdAt],
    ] as const) {
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe('Re: your message to Play It Safe');
      expect(mail.text).toContain(`Hello ${firstName},`);
      expect(mail.text).toContain(`You wrote to us on ${receivedAt.toISOString().slice(0, 10)}:`);
      expect(mail.text).toContain('Reply to this e-mail if you have more questions.');
    }
  });
});
