import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { centsToDollars } from '#server/shared/money.js';
import { route } from '#server/route-table.js';
import { orderNumberOf, orderStatusNameOf } from './orders.rules.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';

// A customer's orders on the staff customer page (issue 12 item 4): those they placed and those they own (a
// school's main account owns its sub-users' orders), newest first.

export const CUSTOMER_ORDERS_SHOWN = 50;

export interface CustomerOrderRow {
  id: number;
  order_number: string;
  created_on: string;
  status_id: number;
  status_name: string;
  payment_type: string;
  /** Dollars, as every page gets money. */
  total: number;
  placed_by: string;
  url: string;
}

export async function findCustomerOrders(db: PrismaClient, userId: number): Promise<{ total: number; rows: CustomerOrderRow[] }> {
  const where: Prisma.OrderWhereInput = { OR: [{ ownerUserId: userId }, { userId }] };
  const [total, orders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: CUSTOMER_ORDERS_SHOWN,
      select: { id: true, createdAt: true, statusId: true, paymentType: true, totalCents: true, firstName: true, lastName: true },
    }),
  ]);
  return {
    total,
    rows: orders.map((order) => ({
      id: order.id,
      order_number: orderNumberOf(order.id),
      // A staff page: English, like every staff page.
      created_on: formatShopDate(order.createdAt, 'en'),
      status_id: order.statusId,
      status_name: orderStatusNameOf(order.statusId),
      payment_type: order.paymentType,
      total: centsToDollars(order.totalCents),
      placed_by: `${order.firstName} ${order.lastName}`.trim(),
      url: route('admin.orders.show', { id: order.id }),
    })),
  };
}
