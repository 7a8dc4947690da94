import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { centsToDollars } from '#server/shared/money.js';
import { countryName } from '#server/shared/country-names.rules.js';
import { isPaidOrCompleteStatus, orderNumberOf, orderStatusNameOf } from './orders.rules.js';
import { renewalLabelWith, renewalLineViewOf } from '#server/cart/renewal-line.rules.js';
import type { Locale } from '#server/shared/locales.rules.js';

// The order confirmation (storefront §2 "Order confirmation page", §3 "Order (confirmation)"), for the page and the
// e-mail. Only the order's purchaser or its owner (a school's main account) may see it.

export interface ConfirmationItem {
  image: string | null;
  title: string;
  subtitle: string | null;
  qty: number;
  price: number;
  total: number;
  kind: 'purchase' | 'renewal';
  /** A renewal line's words: "One-year licence renewal: <program> — new expiry <date>" (docs/decisions/098). */
  renewal_label: string | null;
}

export interface OrderConfirmationView {
  order_id: number;
  order_number: string;
  created_at: string;
  status_id: number;
  order_status: string;
  is_paid: boolean;
  payment_type: 'credit_card' | 'paypal' | 'check' | 'discounted';
  payment_method: string;
  items: ConfirmationItem[];
  shipping_first_name: string | null;
  shipping_last_name: string | null;
  shipping_street: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip_code: string | null;
  shipping_country: string | null;
  user_credit_card: { card_type: string; last_four: string } | null;
  sub_total: number;
  total_discount: number;
  promo_code: string | null;
  total_tax: number;
  tax_breakdown: { name: string; amount: number }[];
  shipping: number;
  total: number;
  customer_email: string;
}

/** Shown as #000123 (account-area §9). */

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function paymentMethodOf(order: { paymentType: string; paymentProvider: string | null; cardBrand: string | null; cardLastFour: string | null }): string {
  switch (order.paymentType) {
    case 'credit_card':
      return order.cardLastFour ? `${capitalize(order.cardBrand ?? 'Card')} ending in ${order.cardLastFour}` : 'Credit card';
    case 'paypal':
      return order.paymentProvider === 'test' ? 'PayPal (test mode)' : 'PayPal';
    case 'check':
      return 'Payment by check';
    default:
      return 'No payment needed (fully discounted)';
  }
}

function taxLinesOf(value: unknown): { name: string; amount: number }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((line): line is { name: string; amount_cents: number } => typeof line?.name === 'string' && typeof line?.amount_cents === 'number')
    .map((line) => ({ name: line.name, amount: centsToDollars(line.amount_cents) }));
}

/** Paid: the end the renewal gave the licence; not paid yet (a check quote): the end it would give if paid now. */
function renewalLabelOf(
  line: { kind: string; title: string; renewsLicence: { id: number; expiresAt: Date } | null; licences: { expiresAt: Date }[] },
  locale: Locale,
): string | null {
  if (line.kind !== 'renewal') return null;
  const granted = line.licences[0];
  if (granted) return renewalLabelWith(line.title, granted.expiresAt, locale);
  return line.renewsLicence ? renewalLineViewOf(line.title, line.renewsLicence, new Date(), locale).label : renewalLabelWith(line.title, null, locale);
}

/**
 * The confirmation of one order, its renewal lines and country worded in `locale`: the page passes the visitor's
 * language, the e-mail the recipient's.
 */
export async function findOrderConfirmation(db: PrismaClient, viewerId: number, orderId: number, locale: Locale = 'en'): Promise<OrderConfirmationView | null> {
  const order = await db.order.findFirst({
    where: { id: orderId, OR: [{ userId: viewerId }, { ownerUserId: viewerId }] },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  if (!order) return null;
  // Only a renewal line is worded with licences (renewalLabelOf): they are read for those lines alone, in one more
  // round trip and only when there are some. The status name is reference data (the reference_data migration writes
  // ORDER_STATUS_NAMES into order_statuses), so it is not joined in.
  const renewalIds = order.lines.filter((line) => line.kind === 'renewal').map((line) => line.id);
  const renewals = renewalIds.length
    ? await db.orderLine.findMany({
        where: { id: { in: renewalIds } },
        select: {
          id: true,
          renewsLicence: { select: { id: true, expiresAt: true } },
          licences: { select: { expiresAt: true }, orderBy: { expiresAt: 'desc' }, take: 1 },
        },
      })
    : [];
  const licencesOf = new Map(renewals.map((line) => [line.id, line]));
  const noLicences = { renewsLicence: null, licences: [] };
  return {
    order_id: order.id,
    order_number: orderNumberOf(order.id),
    created_at: order.createdAt.toISOString(),
    status_id: order.statusId,
    order_status: orderStatusNameOf(order.statusId),
    is_paid: isPaidOrCompleteStatus(order.statusId),
    payment_type: order.paymentType,
    payment_method: paymentMethodOf(order),
    items: order.lines.map((line) => ({
      image: line.image,
      title: line.title,
      subtitle: line.subtitle,
      qty: line.qty,
      price: centsToDollars(line.unitPriceCents),
      total: centsToDollars(line.lineSubtotalCents),
      kind: line.kind,
      renewal_label: renewalLabelOf({ ...line, ...(licencesOf.get(line.id) ?? noLicences) }, locale),
    })),
    shipping_first_name: order.shippingFirstName,
    shipping_last_name: order.shippingLastName,
    shipping_street: order.shippingStreet,
    shipping_city: order.shippingCity,
    shipping_state: order.shippingState,
    shipping_zip_code: order.shippingZipCode,
    shipping_country: order.shippingCountry ? countryName(order.shippingCountry, locale) : null,
    user_credit_card: order.cardLastFour ? { card_type: order.cardBrand ?? 'card', last_four: order.cardLastFour } : null,
    sub_total: centsToDollars(order.subTotalCents),
    total_discount: centsToDollars(order.totalDiscountCents),
    promo_code: order.promoCode,
    total_tax: centsToDollars(order.totalTaxCents),
    tax_breakdown: taxLinesOf(order.taxBreakdown),
    shipping: centsToDollars(order.shippingCents),
    total: centsToDollars(order.totalCents),
    customer_email: order.customerEmail,
  };
}
