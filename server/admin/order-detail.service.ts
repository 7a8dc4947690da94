import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { ROLE_LABELS, roleOf } from '#server/shared/account-types.js';
import { isPaidOrCompleteStatus, ORDER_STATUS, orderStatusNameOf } from '#server/orders/orders.rules.js';
import { route } from '#server/route-table.js';
import { formatShopDate, formatShopDateTime } from '#server/shared/shop-time-zone.js';
import { personName } from './admin-format.js';
import type {
  AdminOrderActions,
  AdminOrderAddress,
  AdminOrderLine,
  AdminOrderPageProps,
  AdminOrderPayment,
  FulfilmentAction,
} from './order-detail.pages.js';
import { orderNumberOf, PAYMENT_TYPE_LABELS } from './order-list.service.js';
import { listStaffActionsFor } from './staff-audit.service.js';

// The staff order page (admin.orders.show): everything about one order, read straight from the tables, and which
// action panels its state allows. The actions themselves are the order module's transitions (server/admin/order-actions).

type PageData = Omit<AdminOrderPageProps, 'breadcrumbs'>;

const UNPAID_STATUSES: number[] = [ORDER_STATUS.pendingPayment, ORDER_STATUS.poGenerated, ORDER_STATUS.paymentFailed];
const REFUNDABLE_STATUSES: number[] = [ORDER_STATUS.paid, ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.completed, ORDER_STATUS.partiallyRefunded];
const WAITING_PAYMENT_STATUSES = new Set(['pending', 'requires_action']);

/** The next fulfilment steps: Paid -> Processing -> Shipped -> Completed with physical items, Paid -> Completed without. */
export function nextFulfilmentSteps(statusId: number, hasPhysicalItems: boolean): FulfilmentAction[] {
  if (!hasPhysicalItems) return statusId === ORDER_STATUS.paid ? ['completed'] : [];
  if (statusId === ORDER_STATUS.paid) return ['processing', 'shipped'];
  if (statusId === ORDER_STATUS.processing) return ['shipped'];
  if (statusId === ORDER_STATUS.shipped) return ['completed'];
  return [];
}

function addressOf(parts: { name: string; street?: string | null; city?: string | null; state?: string | null; zip?: string | null; country?: string | null; phone?: string | null }): AdminOrderAddress | null {
  if (!parts.street && !parts.city) return null;
  const cityLine = [parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { name: parts.name, lines: [parts.street, cityLine, parts.country].filter((line): line is string => Boolean(line)), phone: parts.phone ?? null };
}

export async function findAdminOrderDetail(db: PrismaClient, orderId: number, now = new Date()): Promise<PageData | null> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    include: {
      lines: { orderBy: { id: 'asc' } },
      payments: { orderBy: { id: 'asc' } },
      statusChanges: { orderBy: { id: 'asc' } },
      licences: { orderBy: { id: 'asc' }, include: { product: { select: { title: true } }, user: { select: { firstName: true, lastName: true } } } },
      sentEmails: { orderBy: { id: 'desc' } },
      owner: true,
      user: { select: { id: true, firstName: true, lastName: true, email: true } },
    },
  });
  if (!order) return null;

  const peopleIds = [
    ...order.statusChanges.map((change) => change.actorUserId),
    ...order.payments.map((payment) => payment.recordedByUserId),
  ].filter((id): id is number => id !== null);
  const people = new Map(
    (await db.user.findMany({ where: { id: { in: [...new Set(peopleIds)] } }, select: { id: true, firstName: true, lastName: true, email: true } })).map(
      (person) => [person.id, personName(person.firstName, person.lastName) || person.email],
    ),
  );
  const auditTrail = await listStaffActionsFor(db, { orderId: order.id });

  const lines: AdminOrderLine[] = order.lines.map((line) => ({
    id: line.id,
    title: line.title,
    subtitle: line.subtitle,
    sku: line.sku,
    kind: line.kind,
    qty: line.qty,
    unit_price_cents: line.unitPriceCents,
    discount_cents: line.discountCents,
    tax_cents: line.taxCents,
    line_total_cents: line.lineTotalCents,
    refunded_cents: line.refundedCents,
    refundable_cents: Math.max(0, line.lineTotalCents - line.refundedCents),
    is_licensed: line.isLicensed,
    is_hard_copy: line.isHardCopy,
  }));
  const refundedCents = order.payments
    .filter((payment) => payment.kind === 'refund' && payment.status === 'succeeded')
    .reduce((sum, payment) => sum + Math.abs(payment.amountCents), 0);
  const refundableCents = Math.max(0, order.totalCents - refundedCents);
  const hasPhysicalItems = order.lines.some((line) => line.isHardCopy);

  const payments: AdminOrderPayment[] = order.payments.map((payment) => ({
    id: payment.id,
    kind: payment.kind,
    provider: payment.provider,
    provider_reference: payment.providerReference,
    amount_cents: payment.amountCents,
    status: payment.status,
    raw_status: payment.rawStatus,
    failure_message: payment.failureMessage,
    check_number: payment.checkNumber,
    received_on: payment.receivedOn ? payment.receivedOn.toISOString().slice(0, 10) : null,
    recorded_by: payment.recordedByUserId ? (people.get(payment.recordedByUserId) ?? null) : null,
    created_at_label: formatShopDateTime(payment.createdAt),
    can_withdraw: payment.kind !== 'refund' && WAITING_PAYMENT_STATUSES.has(payment.status),
  }));

  const id = { id: order.id };
  const fulfilmentSteps = nextFulfilmentSteps(order.statusId, hasPhysicalItems);
  const actions: AdminOrderActions = {
    record_payment:
      order.statusId === ORDER_STATUS.poGenerated ? { url: route('admin.orders.record-payment', id), suggested_amount_cents: order.totalCents } : null,
    refund:
      REFUNDABLE_STATUSES.includes(order.statusId) && refundableCents > 0 ? { url: route('admin.orders.refund', id), refundable_cents: refundableCents } : null,
    cancel: UNPAID_STATUSES.includes(order.statusId) ? { url: route('admin.orders.cancel', id) } : null,
    fulfilment: fulfilmentSteps.length > 0 ? { url: route('admin.orders.fulfilment', id), next: fulfilmentSteps } : null,
    resend_confirmation: isPaidOrCompleteStatus(order.statusId) ? { url: route('admin.orders.resend-confirmation', id) } : null,
    withdraw_payment: payments.some((payment) => payment.can_withdraw) ? { url: route('admin.orders.withdraw-payment', id) } : null,
    quote: order.paymentType === 'check' ? { print_url: route('admin.orders.quote', id), pdf_url: route('admin.orders.quote-pdf', id) } : null,
  };

  const taxLines = Array.isArray(order.taxBreakdown) ? (order.taxBreakdown as { name?: unknown; amount_cents?: unknown }[]) : [];
  const when = (instant: Date | null) => (instant ? formatShopDateTime(instant) : null);
  const owner = order.owner;
  const purchaserIsOwner = order.userId === order.ownerUserId;

  return {
    order: {
      id: order.id,
      order_number: orderNumberOf(order.id),
      status_id: order.statusId,
      status_name: orderStatusNameOf(order.statusId),
      payment_type: order.paymentType,
      payment_type_label: PAYMENT_TYPE_LABELS[order.paymentType],
      payment_provider: order.paymentProvider,
      card: order.cardLastFour ? `${order.cardBrand ?? 'Card'} ending in ${order.cardLastFour}` : null,
      placed_at_label: formatShopDateTime(order.createdAt),
      paid_at_label: when(order.paidAt),
      shipped_at_label: when(order.shippedAt),
      completed_at_label: when(order.completedAt),
      cancelled_at_label: when(order.cancelledAt),
      refunded_at_label: when(order.refundedAt),
      shipping_carrier: order.shippingCarrier,
      tracking_number: order.trackingNumber,
      has_physical_items: hasPhysicalItems,
      po_number: order.poNumber,
      po_file_url: order.poFile ? route('admin.orders.po-file', id) : null,
      po_submitted_at_label: when(order.poSubmittedAt),
      promo_code: order.promoCode,
      sub_total_cents: order.subTotalCents,
      discount_cents: order.totalDiscountCents,
      tax_cents: order.totalTaxCents,
      tax_lines: taxLines
        .filter((line) => typeof line.name === 'string' && typeof line.amount_cents === 'number')
        .map((line) => ({ name: line.name as string, amount_cents: line.amount_cents as number })),
      shipping_cents: order.shippingCents,
      total_cents: order.totalCents,
      refunded_cents: refundedCents,
    },
    customer: {
      id: owner.id,
      name: personName(owner.firstName, owner.lastName),
      email: owner.email,
      phone: owner.phone,
      organization: owner.organizationName,
      account_type_label: ROLE_LABELS[roleOf(owner.accountTypeId)],
      url: route('admin.customers.show', { id: owner.id }),
      placed_by: purchaserIsOwner
        ? null
        : {
            id: order.user.id,
            name: personName(order.user.firstName, order.user.lastName),
            email: order.user.email,
            url: route('admin.customers.show', { id: order.user.id }),
          },
      account_address: addressOf({
        name: owner.organizationName || personName(owner.firstName, owner.lastName),
        street: owner.address,
        city: owner.city,
        state: owner.state,
        zip: owner.zipCode,
      }),
    },
    shipping_address: addressOf({
      name: personName(order.shippingFirstName, order.shippingLastName),
      street: order.shippingStreet,
      city: order.shippingCity,
      state: order.shippingState,
      zip: order.shippingZipCode,
      country: order.shippingCountry,
      phone: order.shippingPhone,
    }),
    lines,
    payments,
    status_history: order.statusChanges.map((change) => ({
      id: change.id,
      from_status: change.fromStatusId === null ? null : orderStatusNameOf(change.fromStatusId),
      to_status: orderStatusNameOf(change.toStatusId),
      actor_name: change.actorUserId ? (people.get(change.actorUserId) ?? null) : null,
      note: change.note,
      at_label: formatShopDateTime(change.createdAt),
    })),
    licences: order.licences.map((licence) => ({
      id: licence.id,
      product_title: licence.product.title,
      owner_name: personName(licence.user.firstName, licence.user.lastName),
      starts_label: formatShopDate(licence.startsAt),
      expires_label: formatShopDate(licence.expiresAt),
      status: licence.status,
      is_expired: licence.expiresAt <= now,
    })),
    emails: order.sentEmails.map((email) => ({
      id: email.id,
      to_address: email.toAddress,
      subject: email.subject,
      kind: email.kind,
      sent_at_label: formatShopDateTime(email.sentAt),
    })),
    audit_trail: auditTrail,
    actions,
  };
}

/** The stored purchase order file of an order, for the protected download. */
export async function findOrderPurchaseOrderFile(db: PrismaClient, orderId: number): Promise<string | null> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { poFile: true } });
  return order?.poFile ?? null;
}
