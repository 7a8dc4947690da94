import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { resolvePrivateFile } from '#server/http/uploads.js';
import { route } from '#server/route-table.js';
import { idParamOf } from '#server/http/route-params.js';
import type { AdminOrderPageProps } from './order-detail.pages.js';
import { findAdminOrderDetail, findOrderPurchaseOrderFile } from './order-detail.service.js';
import { orderNumberOf } from './order-list.service.js';

interface OrderDetailControllerDeps {
  config: Pick<Config, 'storageDir'>;
  db: PrismaClient;
}

/** Routes admin.orders.show and admin.orders.po-file. */
export function orderDetailController({ config, db }: OrderDetailControllerDeps) {
  return {
    async show(req: Request, res: Response) {
      const data = await findAdminOrderDetail(db, idParamOf(req, 'Order not found'));
      if (!data) throw notFound('Order not found');
      const props: AdminOrderPageProps = {
        breadcrumbs: [
          { label: 'Dashboard', href: route('admin.dashboard') },
          { label: 'Orders', href: route('admin.orders') },
          { label: `Order #${data.order.order_number}` },
        ],
        ...data,
      };
      await res.inertia.render('admin/orders/show', { ...props });
    },

    /** The customer's purchase order file, through the staff guard; opened in the browser when it can show it. */
    async purchaseOrderFile(req: Request, res: Response) {
      const orderId = idParamOf(req, 'File not found');
      const stored = await findOrderPurchaseOrderFile(db, orderId);
      const file = resolvePrivateFile(config.storageDir, stored);
      if (!file) throw notFound('File not found');
      res.sendFile(
        file.path,
        {
          headers: {
            'Content-Type': file.mime,
            'Content-Disposition': `inline; filename="PO-${orderNumberOf(orderId)}.${file.kind}"`,
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        },
        (error) => {
          if (error && !res.headersSent) res.status(404).end();
        },
      );
    },
  };
}
