import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service';
import { listMailbox, readMailboxMessage, type StoredMail } from '#server/mail/mailbox';
import { createMailer } from '#server/mail/mailer';
import { sendOrderConfirmation } from '#server/orders/order-confirmation.mail';
import { addMonths } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Customer e-mails follow the recipient's saved language (users.locale, decision 160); no choice means English,
// worded exactly as before.

let t: TestApp;
const silent = pino({ level: 'silent' });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailsTo(email: string): Promise<StoredMail[]> {
  const entries = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(email));
  const mails = await Promise.all(entries.map((entry) => readMailboxMessage(t.mailDir, entry.id)));
  return mails.filter((mail): mail is StoredMail => mail !== null);
}

async function askForResetLink(email: string) {
  const agent = request.agent(t.app);
  const xsrf = xsrfTokenFrom(await agent.get('/forgot-password').expect(200));
  await agent.post('/forgot-password').set(inertiaHeaders(xsrf, { Referer: '/forgot-password' })).send({ email }).expect(302);
  const [mail] = await mailsTo(email);
  return mail;
}

describe('the password-reset e-mail', () => {
  it('is in Spanish for a user who chose Spanish, with the Spanish layout', async () => {
    const user = await createUser(t.db, { email: 'restablecer@example.test', firstName: 'Lucía', locale: 'es' });
    const mail = await askForResetLink(user.email);
    expect(mail.subject).toBe('Restablezca su contraseña de Play It Safe');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('Este enlace vence en 60 minutos y solo funciona una vez.');
    expect(mail.text).toContain('Play It Safe es un programa de');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Si el botón no funciona, copie este enlace en su navegador:');
  });

  it('stays in English, word for word, for a user who never chose', async () => {
    const user = await createUser(t.db, { email: 'reset-en@example.test', firstName: 'Laura' });
    const mail = await askForResetLink(user.email);
    expect(mail.subject).toBe('Reset your Play It Safe password');
    expect(mail.text).toContain('Hello Laura,');
    expect(mail.text).toContain('This link expires in 60 minutes and works only once.');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:');
  });
});

describe('the order confirmation', () => {
  const deps = () => ({ db: t.db, mailer: createMailer(t.config), logger: silent, appUrl: t.config.appUrl });

  it('is in Spanish for a buyer who chose Spanish', async () => {
    const buyer = await createUser(t.db, { email: 'pedido@example.test', locale: 'es' });
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, { user: buyer, lines: [{ product }] });
    expect(await sendOrderConfirmation(deps(), { id: order.id, userId: buyer.id })).toBe(true);
    const [mail] = await mailsTo(buyer.email);
    const number = String(order.id).padStart(6, '0');
    expect(mail.subject).toBe(`Pedido confirmado: pedido de Play It Safe n.º ${number}`);
    expect(mail.text).toContain(`Gracias por su pedido n.º ${number}.`);
    expect(mail.text).toContain('¿Tiene preguntas? Responda a este correo electrónico o llámenos.');
  });

  it('stays in English for a buyer who chose English', async () => {
    const buyer = await createUser(t.db, { email: 'order-en@example.test', locale: 'en' });
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, { user: buyer, lines: [{ product }] });
    await sendOrderConfirmation(deps(), { id: order.id, userId: buyer.id });
    const [mail] = await mailsTo(buyer.email);
    const number = String(order.id).padStart(6, '0');
    expect(mail.subject).toBe(`Order Confirmed: Play It Safe order #${number}`);
    expect(mail.text).toContain(`Thank you for your order #${number}.`);
    expect(mail.text).toContain('Questions? Reply to this e-mail or call us.');
  });
});

describe('the renewal reminder', () => {
  const NOW = new Date('2026-03-10T15:00:00Z');
  const expiresAt = new Date('2026-03-20T17:00:00Z');

  it('is in Spanish, with a Spanish date, for a school that chose Spanish, and in English otherwise', async () => {
    const mailer = createMailer(t.config);
    const spanish = await createSchoolUser(t.db, { email: 'renovar@school.test', firstName: 'Marta', locale: 'es' });
    const english = await createSchoolUser(t.db, { email: 'renew-en@school.test' });
    const program = await createLicensedProgram(t.db);
    for (const school of [spanish, english]) await createOrder(t.db, { user: school, lines: [{ product: program }], paidAt: addMonths(expiresAt, -12) });
    await t.db.licence.updateMany({ where: { productId: program.id }, data: { expiresAt } });

    await sendDueLicenceReminders({ db: t.db, mailer, logger: silent, appUrl: t.config.appUrl }, NOW);

    const [es] = await mailsTo(spanish.email);
    expect(es.subject).toBe(`Su licencia de ${program.title} vence el 20 mar 2026`);
    expect(es.text).toContain('Su licencia vence en dos semanas');
    expect(es.text).toContain('Renovar en Mis programas');
    const [en] = await mailsTo(english.email);
    expect(en.subject).toBe(`Your license for ${program.title} ends on Mar 20, 2026`);
    expect(en.text).toContain('Your license ends in two weeks');
  });
});
