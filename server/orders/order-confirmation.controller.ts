import type { RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { translateMessage } from '#server/shared/translation.js';
import { findOrderConfirmation } from './order-confirmation.service.js';

/** GET /orders/:id/confirmation (storefront §2 "Order confirmation page"): the order's purchaser or owner only. */
export function orderConfirmationController(db: PrismaClient): { show: RequestHandler } {
  return {
    show: async (req, res) => {
      const order = await findOrderConfirmation(db, req.user!.id, idParamOf(req), req.locale);
      if (!order) throw notFound();
      // The status name and the payment method are the server's English words; the page shows them as they come.
      const { locale } = req;
      await res.inertia.render('orders/confirmation', {
        order: { ...order, order_status: translateMessage(locale, order.order_status), payment_method: translateMessage(locale, order.payment_method) },
      });
    },
  };
}
