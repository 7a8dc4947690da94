import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import { privateFileOf } from '#server/http/uploads.js';
import type { Logger } from '#server/logger.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { route } from '#server/route-table.js';
import { idParamOf } from '#server/http/route-params.js';
import type { AdminOrderPageProps } from './order-detail.pages.js';
import { findAdminOrderDetail, findOrderPurchaseOrderFile } from './order-detail.service.js';
import { orderNumberOf } from './order-list.service.js';

interface OrderDetailControllerDeps {
  storage: FileStorage;
  db: PrismaClient;
  logger: Logger;
}

/** Routes admin.orders.show and admin.orders.po-file. */
export function orderDetailController({ storage, db, logger }: OrderDetailControllerDeps) {
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
      const file = privateFileOf(stored);
      if (!file) throw notFound('File not found');
      await sendStoredFile(
        req,
        res,
        storage,
        {
          key: file.key,
          mime: file.mime,
          disposition: 'inline',
          fileName: `PO-${orderNumberOf(orderId)}.${file.kind}`,
          cacheControl: 'private, no-store',
          presign: 'large',
          missingMessage: 'File not found',
          logContext: { orderId, file: 'purchase-order' },
        },
        logger,
      );
    },
  };
}
