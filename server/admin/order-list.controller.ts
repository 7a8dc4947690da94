import { once } from 'node:events';
import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { route } from '#server/route-table.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import { parseListQuery } from './list-query.js';
import type { AdminOrdersPageProps } from './order-list.pages.js';
import { ZOrderListQuery } from './order-list.schemas.js';
import { exportAdminOrdersCsv, findAdminOrders, orderFiltersOf, orderListLinkQuery, orderStatusOptions, paymentTypeOptions } from './order-list.service.js';

/** Routes admin.orders and admin.orders.export. */
export function orderListController(db: PrismaClient) {
  return {
    async index(req: Request, res: Response) {
      const query = parseListQuery(ZOrderListQuery, req);
      const props: AdminOrdersPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Orders' }],
        orders: await findAdminOrders(db, query),
        filters: orderFiltersOf(query),
        status_options: orderStatusOptions(),
        payment_type_options: paymentTypeOptions(),
        export_url: route('admin.orders.export', {}, orderListLinkQuery(query)),
      };
      await res.inertia.render('admin/orders/index', { ...props });
    },

    /** The filtered list as a CSV download, streamed a batch at a time (waits when the client reads slowly). */
    async export(req: Request, res: Response) {
      const query = parseListQuery(ZOrderListQuery, req);
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="orders-${shopDateOf(new Date())}.csv"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      for await (const chunk of exportAdminOrdersCsv(db, query)) {
        if (res.destroyed) return;
        if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      }
      res.end();
    },
  };
}
