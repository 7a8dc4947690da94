import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { FIRST_PAID_STATUS_ID, ORDER_STATUS } from '#server/orders/orders.rules.js';
import { shopDateOf, startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone.js';
import { route } from '#server/route-table.js';
import type { DashboardCount, DashboardSales } from './dashboard.pages.js';
import { ordersToShipWhere } from './order-list.service.js';
import { countPendingCheckTermsRequests } from '#server/accounts/check-terms.service.js';
import { countUnreadContactMessages } from '#server/contact/contact-inbox.service.js';

// "What needs me today" (issue 12): the queues staff work through, each a count linking to its filtered list,
// and the sales of the shop's day and month (US Central, docs/decisions/033).

export const LICENCE_EXPIRY_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function findDashboardQueues(db: PrismaClient, now = new Date()): Promise<DashboardCount[]> {
  const expiringBy = new Date(now.getTime() + LICENCE_EXPIRY_WINDOW_DAYS * DAY_MS);
  const [quotes, paymentsPending, toShip, certificates, checkTerms, licencesExpiring, messagesUnread] = await Promise.all([
    db.order.count({ where: { statusId: ORDER_STATUS.poGenerated } }),
    db.order.count({ where: { statusId: ORDER_STATUS.pendingPayment } }),
    db.order.count({ where: ordersToShipWhere }),
    db.user.count({ where: { taxExemptStatus: 'pending', deletedAt: null } }),
    countPendingCheckTermsRequests(db),
    db.licence.count({ where: { status: 'active', expiresAt: { gt: now, lte: expiringBy } } }),
    countUnreadContactMessages(db),
  ]);
  return [
    {
      key: 'quotes',
      label: 'Quotes waiting for payment',
      description: 'Check orders (PO Generated): record the check when it arrives.',
      count: quotes,
      href: route('admin.orders', {}, { status: ORDER_STATUS.poGenerated, direction: 'asc' }),
    },
    {
      key: 'payments_pending',
      label: 'Payments pending',
      description: 'Card or PayPal payments not finished (e.g. 3-D Secure left open).',
      count: paymentsPending,
      href: route('admin.orders', {}, { status: ORDER_STATUS.pendingPayment, direction: 'asc' }),
    },
    {
      key: 'to_ship',
      label: 'Paid orders to ship',
      description: 'Paid or processing orders with physical items.',
      count: toShip,
      href: route('admin.orders', {}, { status: 'to_ship', direction: 'asc' }),
    },
    {
      key: 'certificates',
      label: 'Certificates to review',
      description: 'Tax-exempt certificates waiting for approval.',
      count: certificates,
      href: route('admin.tax-exemptions'),
    },
    {
      key: 'check_terms',
      label: 'Check / PO terms requests',
      description: 'Schools asking to pay by check or purchase order.',
      count: checkTerms,
      href: route('admin.customers', {}, { check_terms: 'pending' }),
    },
    {
      key: 'licences_expiring',
      label: `Licences expiring in ${LICENCE_EXPIRY_WINDOW_DAYS} days`,
      description: 'Customers whose active licences end soon.',
      count: licencesExpiring,
      href: route('admin.customers', {}, { licences_expiring: 1 }),
    },
    {
      key: 'messages_unread',
      label: 'Unread messages',
      description: 'Contact form messages nobody has opened yet.',
      count: messagesUnread,
      href: route('admin.messages', {}, { folder: 'unread' }),
    },
  ];
}

/**
 * Sales of the shop's day and month: orders paid in the period that still count as paid (a fully refunded or
 * cancelled order is not a sale), at their order total.
 */
export async function findDashboardSales(db: PrismaClient, now = new Date()): Promise<DashboardSales[]> {
  const today = shopDateOf(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const sum = (from: string) =>
    db.order.aggregate({
      where: { statusId: { gte: FIRST_PAID_STATUS_ID }, paidAt: { gte: startOfShopDay(from), lt: startOfNextShopDay(today) } },
      _sum: { totalCents: true },
      _count: { _all: true },
    });
  const [day, month] = await Promise.all([sum(today), sum(monthStart)]);
  const link = (from: string) => route('admin.orders', {}, { status: 'paid', date_basis: 'paid', date_from: from, date_to: today });
  return [
    { label: 'Sales today', order_count: day._count._all, total_cents: day._sum.totalCents ?? 0, href: link(today) },
    { label: 'Sales this month', order_count: month._count._all, total_cents: month._sum.totalCents ?? 0, href: link(monthStart) },
  ];
}
