import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { brandedEmail } from '#server/mail/branded-email.js';
import type { Mailer } from '#server/mail/mailer.js';
import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { dollarsToCents, formatDollars } from '#server/shared/money.js';
import { translatorFor } from '#server/shared/translation.js';
import { route } from '#server/route-table.js';
import { findOrderConfirmation, type OrderConfirmationView } from './order-confirmation.service.js';

// The confirmation e-mail (HTML and text) sent once per order, when it is placed (or, for a payment a webhook
// finished, when it is paid). Quote requests promise a reply within 1-2 business days (storefront §1).

export function orderConfirmationEmail(order: OrderConfirmationView, confirmationUrl: string, locale: Locale = 'en') {
  const t = translatorFor(locale);
  const money = (amount: number) => formatDollars(dollarsToCents(amount));
  const number = order.order_number;
  // A check order is a quote until its check is recorded; then it is confirmed like any paid order.
  const isQuote = order.payment_type === 'check' && !order.is_paid;
  const heading = isQuote ? t('Quote Request Received') : t('Order Confirmed');
  const lines = order.items.map((item) => `${item.renewal_label ?? item.title}: ${item.qty} × ${money(item.price)} = ${money(item.total)}`);
  const discount = order.promo_code
    ? t('Discount ({{code}}): −{{amount}}', { code: order.promo_code, amount: money(order.total_discount) })
    : t('Discount: −{{amount}}', { amount: money(order.total_discount) });
  const summary = [
    t('Subtotal: {{amount}}', { amount: money(order.sub_total) }),
    ...(order.total_discount > 0 ? [discount] : []),
    ...order.tax_breakdown.map((line) => `${t(line.name)}: ${money(line.amount)}`),
    t('Shipping: {{amount}}', { amount: money(order.shipping) }),
    t('Total: {{amount}}', { amount: money(order.total) }),
  ];
  const address = order.shipping_street
    ? [
        t('Shipping to: {{address}}', {
          address: `${[order.shipping_first_name, order.shipping_last_name].filter(Boolean).join(' ')}, ${order.shipping_street}, ${order.shipping_city}, ${order.shipping_state} ${order.shipping_zip_code}`,
        }),
      ]
    : [];
  const intro = isQuote
    ? [t('Thank you. We received your quote request #{{number}}. We will reply within 1-2 business days with the next steps for paying by check.', { number })]
    : [t('Thank you for your order #{{number}}. Status: {{status}}.', { number, status: t(order.order_status) })];

  const rendered = brandedEmail({
    locale,
    preheader: `${heading}: #${number}, ${money(order.total)}`,
    heading,
    intro: [...intro, ...lines, ...summary, t('Payment method: {{method}}', { method: t(order.payment_method) }), ...address],
    action: { label: isQuote ? t('View your quote request') : t('View your order'), url: confirmationUrl },
    outro: [
      isQuote
        ? t('Videos and programs in this quote can be streamed once your payment arrives.')
        : t('Videos and programs you bought can be streamed from your account for a year; a hard copy includes a year of streaming.'),
      t('Questions? Reply to this e-mail or call us.'),
    ],
  });
  return { subject: t('{{heading}}: Play It Safe order #{{number}}', { heading, number }), ...rendered };
}

export const ORDER_CONFIRMATION_MAIL_KIND = 'order-confirmation';

export interface ConfirmationDeps {
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/**
 * Sends the confirmation; a failure is logged, never turned into a failed order (the order is already placed).
 * True when the message went out (staff resending it are told when it did not).
 */
export async function sendOrderConfirmation(
  deps: ConfirmationDeps,
  order: { id: number; userId: number },
): Promise<boolean> {
  try {
    const recipient = await deps.db.user.findUnique({ where: { id: order.userId }, select: { locale: true } });
    const locale = localeOf(recipient?.locale);
    const view = await findOrderConfirmation(deps.db, order.userId, order.id, locale);
    if (!view) return false;
    const url = new URL(route('order.confirmation', { id: order.id }), deps.appUrl).toString();
    const mail = orderConfirmationEmail(view, url, locale);
    await deps.mailer.send(
      { to: view.customer_email, subject: mail.subject, html: mail.html, text: mail.text },
      { kind: ORDER_CONFIRMATION_MAIL_KIND, orderId: order.id, userId: order.userId },
    );
    return true;
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed');
    return false;
  }
}
