import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { brandedEmail } from '#server/mail/branded-email.js';
import type { Mailer } from '#server/mail/mailer.js';
import { route } from '#server/route-table.js';
import { findOrderConfirmation, type OrderConfirmationView } from './order-confirmation.service.js';

// The confirmation e-mail (HTML and text) sent once per order, when it is placed (or, for a payment a webhook
// finished, when it is paid). Quote requests promise a reply within 1-2 business days (storefront §1).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const money = (amount: number) => usd.format(amount);

export function orderConfirmationEmail(order: OrderConfirmationView, confirmationUrl: string) {
  // A check order is a quote until its check is recorded; then it is confirmed like any paid order.
  const isQuote = order.payment_type === 'check' && !order.is_paid;
  const heading = isQuote ? 'Quote Request Received' : 'Order Confirmed';
  const lines = order.items.map((item) => `${item.renewal_label ?? item.title}: ${item.qty} × ${money(item.price)} = ${money(item.total)}`);
  const summary = [
    `Subtotal: ${money(order.sub_total)}`,
    ...(order.total_discount > 0 ? [`Discount${order.promo_code ? ` (${order.promo_code})` : ''}: −${money(order.total_discount)}`] : []),
    ...order.tax_breakdown.map((line) => `${line.name}: ${money(line.amount)}`),
    `Shipping: ${money(order.shipping)}`,
    `Total: ${money(order.total)}`,
  ];
  const address = order.shipping_street
    ? [
        `Shipping to: ${[order.shipping_first_name, order.shipping_last_name].filter(Boolean).join(' ')}, ${order.shipping_street}, ${order.shipping_city}, ${order.shipping_state} ${order.shipping_zip_code}`,
      ]
    : [];
  const intro = isQuote
    ? [
        `Thank you. We received your quote request #${order.order_number}. We will reply within 1-2 business days with the next steps for paying by check.`,
      ]
    : [`Thank you for your order #${order.order_number}. Status: ${order.order_status}.`];

  const rendered = brandedEmail({
    preheader: `${heading}: #${order.order_number}, ${money(order.total)}`,
    heading,
    intro: [...intro, ...lines, ...summary, `Payment method: ${order.payment_method}`, ...address],
    action: { label: isQuote ? 'View your quote request' : 'View your order', url: confirmationUrl },
    outro: [
      isQuote
        ? 'Videos and programs in this quote can be streamed once your payment arrives.'
        : 'Videos and programs you bought can be streamed from your account for a year; a hard copy includes a year of streaming.',
      'Questions? Reply to this e-mail or call us.',
    ],
  });
  return { subject: `${heading}: Play It Safe order #${order.order_number}`, ...rendered };
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
    const view = await findOrderConfirmation(deps.db, order.userId, order.id);
    if (!view) return false;
    const url = new URL(route('order.confirmation', { id: order.id }), deps.appUrl).toString();
    const mail = orderConfirmationEmail(view, url);
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
