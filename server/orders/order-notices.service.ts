import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { brandedEmail } from '#server/mail/branded-email.js';
import type { Mailer } from '#server/mail/mailer.js';
import { orderNumberOf } from './order-number.rules.js';
import { orderDetailUrl } from './orders.service.js';
import { carrierLabelOf, trackingUrlOf } from './shipping-carriers.rules.js';

// What the customer is told when staff move an order (issue 12): it shipped (with the tracking link), it was
// cancelled, money was refunded. The confirmation e-mail (order-confirmation.mail.ts) covers "payment recorded".
// A failed send is logged: the change is made and audited either way, and staff can see on the order that no
// e-mail went out (sent_emails).

export interface OrderNoticeDeps {
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

export const ORDER_NOTICE_KINDS = { shipped: 'order-shipped', cancelled: 'order-cancelled', refunded: 'order-refunded' } as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

async function sendNotice(
  deps: OrderNoticeDeps,
  orderId: number,
  kind: string,
  compose: (order: { number: string; firstName: string; url: string }) => { subject: string; heading: string; intro: string[]; action?: { label: string; url: string }; outro?: string[] },
): Promise<boolean> {
  try {
    const order = await deps.db.order.findUnique({ where: { id: orderId }, select: { id: true, userId: true, paymentType: true, customerEmail: true, firstName: true } });
    if (!order) return false;
    const url = new URL(orderDetailUrl(order), deps.appUrl).toString();
    const content = compose({ number: orderNumberOf(order.id), firstName: order.firstName, url });
    const { html, text } = brandedEmail({ preheader: content.subject, heading: content.heading, intro: content.intro, action: content.action, outro: content.outro });
    await deps.mailer.send({ to: order.customerEmail, subject: content.subject, html, text }, { kind, orderId: order.id, userId: order.userId });
    return true;
  } catch (error) {
    deps.logger.error({ err: error, orderId, kind }, 'order notice e-mail failed');
    return false;
  }
}

export function sendOrderShippedMail(deps: OrderNoticeDeps, orderId: number, shipment: { carrier: string; trackingNumber: string }) {
  const trackingUrl = trackingUrlOf(shipment.carrier, shipment.trackingNumber);
  const carrier = carrierLabelOf(shipment.carrier);
  return sendNotice(deps, orderId, ORDER_NOTICE_KINDS.shipped, (order) => ({
    subject: `Your Play It Safe order #${order.number} has shipped`,
    heading: 'Your order is on its way',
    intro: [`Hello ${order.firstName},`, `Order #${order.number} has shipped with ${carrier}. Tracking number: ${shipment.trackingNumber}.`],
    action: trackingUrl ? { label: 'Track your parcel', url: trackingUrl } : { label: 'View your order', url: order.url },
    outro: trackingUrl ? [`Your order: ${order.url}`] : [],
  }));
}

export function sendOrderCancelledMail(deps: OrderNoticeDeps, orderId: number, reason: string | null) {
  return sendNotice(deps, orderId, ORDER_NOTICE_KINDS.cancelled, (order) => ({
    subject: `Your Play It Safe order #${order.number} was cancelled`,
    heading: 'Order cancelled',
    intro: [`Hello ${order.firstName},`, `Order #${order.number} was cancelled. Nothing was charged for it.`, ...(reason ? [`Reason: ${reason}`] : [])],
    action: { label: 'View your order', url: order.url },
    outro: ['Questions? Reply to this e-mail or call us.'],
  }));
}

export function sendOrderRefundedMail(deps: OrderNoticeDeps, orderId: number, refund: { amountCents: number; fully: boolean; byCheck: boolean; lineTitles: string[] }) {
  return sendNotice(deps, orderId, ORDER_NOTICE_KINDS.refunded, (order) => ({
    subject: `A refund for your Play It Safe order #${order.number}`,
    heading: refund.fully ? 'Your order was refunded' : 'Part of your order was refunded',
    intro: [
      `Hello ${order.firstName},`,
      `We refunded ${usd.format(refund.amountCents / 100)} for order #${order.number}${refund.byCheck ? ', by check' : ' to the payment method you used'}.`,
      ...(refund.lineTitles.length ? [`Refunded: ${refund.lineTitles.join(', ')}.`] : []),
      ...(refund.byCheck ? [] : ['Depending on your bank it can take 5-10 business days to show on your statement.']),
    ],
    action: { label: 'View your order', url: order.url },
    outro: refund.lineTitles.length || refund.fully ? ['Streaming of the refunded videos and programs has ended.'] : [],
  }));
}

