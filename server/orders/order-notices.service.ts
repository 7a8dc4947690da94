import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { brandedEmail } from '#server/mail/branded-email.js';
import type { Mailer } from '#server/mail/mailer.js';
import { localeOf } from '#server/shared/locales.rules.js';
import { formatDollars } from '#server/shared/money.js';
import { translatorFor, type Translator } from '#server/shared/translation.js';
import { orderNumberOf } from './orders.rules.js';
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

interface NoticeOrder {
  number: string;
  firstName: string;
  url: string;
}

interface NoticeContent {
  subject: string;
  heading: string;
  intro: string[];
  action?: { label: string; url: string };
  outro?: string[];
}

/**
 * Writes the notice in the customer's language (users.locale of the order's owner, English when never chosen;
 * docs/decisions/160 and 161) and sends it.
 */
async function sendNotice(deps: OrderNoticeDeps, orderId: number, kind: string, compose: (order: NoticeOrder, t: Translator) => NoticeContent): Promise<boolean> {
  try {
    const order = await deps.db.order.findUnique({
      where: { id: orderId },
      select: { id: true, userId: true, paymentType: true, customerEmail: true, firstName: true, user: { select: { locale: true } } },
    });
    if (!order) return false;
    const locale = localeOf(order.user.locale);
    const url = new URL(orderDetailUrl(order), deps.appUrl).toString();
    const content = compose({ number: orderNumberOf(order.id), firstName: order.firstName, url }, translatorFor(locale));
    const { html, text } = brandedEmail({ locale, preheader: content.subject, heading: content.heading, intro: content.intro, action: content.action, outro: content.outro });
    await deps.mailer.send({ to: order.customerEmail, subject: content.subject, html, text }, { kind, orderId: order.id, userId: order.userId });
    return true;
  } catch (error) {
    deps.logger.error({ err: error, orderId, kind }, 'order notice e-mail failed');
    return false;
  }
}

export function sendOrderShippedMail(deps: OrderNoticeDeps, orderId: number, shipment: { carrier: string; trackingNumber: string }) {
  const trackingUrl = trackingUrlOf(shipment.carrier, shipment.trackingNumber);
  // The carrier's name and the tracking number stay as they are, in either language.
  const carrier = carrierLabelOf(shipment.carrier);
  return sendNotice(deps, orderId, ORDER_NOTICE_KINDS.shipped, ({ number, firstName, url }, t) => ({
    subject: t('Your Play It Safe order #{{number}} has shipped', { number }),
    heading: t('Your order is on its way'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('Order #{{number}} has shipped with {{carrier}}. Tracking number: {{trackingNumber}}.', { number, carrier, trackingNumber: shipment.trackingNumber }),
    ],
    action: trackingUrl ? { label: t('Track your parcel'), url: trackingUrl } : { label: t('View your order'), url },
    outro: trackingUrl ? [t('Your order: {{url}}', { url })] : [],
  }));
}

export function sendOrderCancelledMail(deps: OrderNoticeDeps, orderId: number, reason: string | null) {
  // The reason is staff's own words and stays as typed.
  return sendNotice(deps, orderId, ORDER_NOTICE_KINDS.cancelled, ({ number, firstName, url }, t) => ({
    subject: t('Your Play It Safe order #{{number}} was cancelled', { number }),
    heading: t('Order cancelled'),
    intro: [
      t('Hello {{firstName}},', { firstName }),
      t('Order #{{number}} was cancelled. Nothing was charged for it.', { number }),
      ...(reason ? [t('Reason: {{reason}}', { reason })] : []),
    ],
    action: { label: t('View your order'), url },
    outro: [t('Questions? Reply to this e-mail or call us.')],
  }));
}

export function sendOrderRefundedMail(deps: OrderNoticeDeps, orderId: number, refund: { amountCents: number; fully: boolean; byCheck: boolean; lineTitles: string[] }) {
  return sendNotice(deps, orderId, ORDER_NOTICE_KINDS.refunded, ({ number, firstName, url }, t) => {
    // Dollars read the same in both languages (decision 159).
    const amount = formatDollars(refund.amountCents);
    return {
      subject: t('A refund for your Play It Safe order #{{number}}', { number }),
      heading: refund.fully ? t('Your order was refunded') : t('Part of your order was refunded'),
      intro: [
        t('Hello {{firstName}},', { firstName }),
        refund.byCheck
          ? t('We refunded {{amount}} for order #{{number}}, by check.', { amount, number })
          : t('We refunded {{amount}} for order #{{number}} to the payment method you used.', { amount, number }),
        // Order lines keep the English title they were bought with (docs/decisions/156).
        ...(refund.lineTitles.length ? [t('Refunded: {{titles}}.', { titles: refund.lineTitles.join(', ') })] : []),
        ...(refund.byCheck ? [] : [t('Depending on your bank it can take 5-10 business days to show on your statement.')]),
      ],
      action: { label: t('View your order'), url },
      outro: refund.lineTitles.length || refund.fully ? [t('Streaming of the refunded videos and programs has ended.')] : [],
    };
  });
}
