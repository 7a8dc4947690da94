import { viewerOf } from '#server/accounts/viewer.rules.js';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { brandedEmail } from '#server/mail/branded-email.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import { acceptUploads, checkUploads, privateFileOf, removePrivateFile, storePrivateUpload } from '#server/http/uploads.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { toFieldErrors } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { translate, translateMessage } from '#server/shared/translation.js';
import {
  PO_ALREADY_ADDED,
  PO_FILE_FIELD,
  PO_FILE_RULE,
  PO_ONLY_FOR_CHECK_ORDERS,
  PO_UPDATED,
  ZOrdersQuery,
  ZPurchaseOrderInput,
} from './orders.schemas.js';
import { DATE_RANGE_REVERSED } from '#server/http/list-query.schemas.js';
import {
  findAccountOrderDetail,
  findAccountOrders,
  findPurchaseOrderFile,
  findVisibleOrder,
  orderDetailUrl,
  savePurchaseOrder,
} from './orders.service.js';
import { orderNumberOf } from './orders.rules.js';

const PO_FOLDER = 'purchase-orders';
const UPLOAD_RULES = { [PO_FILE_FIELD]: PO_FILE_RULE };
const orderIdOf = (req: Request): number => idParamOf(req, 'Order not found');

interface OrdersControllerDeps {
  config: Pick<Config, 'appUrl' | 'mail'>;
  storage: FileStorage;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** Routes client.orders, client.order-detail, client.order-detail-org, client.order-update-po, client.order-po-file. */
export function ordersController({ config, storage, db, mailer, logger }: OrdersControllerDeps) {
  const showDetail = (variant: 'standard' | 'organization') => async (req: Request, res: Response) => {
    const order = await findAccountOrderDetail(db, viewerOf(req.user!), orderIdOf(req));
    if (!order) throw notFound('Order not found');
    // Each order has one address: check orders use the organization variant, the others the standard one.
    const canonical = orderDetailUrl({ id: order.id, paymentType: order.payment_type });
    if ((variant === 'organization') !== order.is_check_order) return res.inertia.redirect(canonical);
    await res.inertia.render('account/orders/show', {
      order: {
        ...order,
        status_name: translate(req.locale, order.status_name),
        // "Visa ending in 4242" reads back through its catalogue template.
        payment_method: translateMessage(req.locale, order.payment_method),
      },
      variant,
      ordersUrl: route('client.orders'),
      purchaseOrderUrl: route('client.order-update-po', { id: order.id }),
      // Check orders: the quote (an invoice once paid) to pay from, as a PDF.
      quotePdfUrl: order.is_check_order ? route('client.order-quote-pdf', { id: order.id }) : null,
    });
  };

  async function notifyStaff(orderId: number, poNumber: string, viewer: { full_name: string; email: string }) {
    const { html, text } = brandedEmail({
      heading: `Purchase order received for order #${orderNumberOf(orderId)}`,
      intro: [`${viewer.full_name} (${viewer.email}) added PO number ${poNumber} to order #${orderNumberOf(orderId)}.`],
    });
    try {
      await mailer.send({ to: config.mail.staffAddress, subject: `PO ${poNumber} for order #${orderNumberOf(orderId)}`, html, text }, { kind: 'purchase-order-received', orderId });
    } catch (error) {
      logger.error({ err: error, orderId }, 'PO notice to staff could not be sent');
    }
  }

  return {
    async index(req: Request, res: Response) {
      const parsed = ZOrdersQuery.safeParse(req.query);
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error);
        throw new HttpError(422, errors.date_to === DATE_RANGE_REVERSED ? DATE_RANGE_REVERSED : Object.values(errors)[0], errors);
      }
      const query = parsed.data;
      await res.inertia.render('account/orders/index', {
        orders: await findAccountOrders(db, viewerOf(req.user!), query, req.locale),
        filters: {
          date_from: query.date_from ?? null,
          date_to: query.date_to ?? null,
          sort_by: query.sort_by,
          sort_direction: query.sort_direction,
        },
        shopUrl: route('client.products'),
      });
    },

    show: showDetail('standard'),
    showOrganization: showDetail('organization'),

    updatePurchaseOrder: [
      // The order is looked up before the upload is read, so nobody can store files against another's order.
      async (req, _res, next) => {
        const order = await findVisibleOrder(db, viewerOf(req.user!), orderIdOf(req));
        if (!order) return next(notFound('Order not found'));
        if (order.paymentType !== 'check') return next(new HttpError(422, PO_ONLY_FOR_CHECK_ORDERS));
        if (order.poNumber !== null) return next(new HttpError(409, PO_ALREADY_ADDED));
        next();
      },
      acceptUploads(storage, UPLOAD_RULES),
      async (req: Request, res: Response) => {
        const orderId = orderIdOf(req);
        const parsed = ZPurchaseOrderInput.safeParse(req.body ?? {});
        const { files, errors } = await checkUploads(storage, req, UPLOAD_RULES);
        const allErrors = { ...(parsed.success ? {} : toFieldErrors(parsed.error)), ...errors };
        if (!parsed.success || Object.keys(allErrors).length > 0) throw new ValidationError(allErrors);

        const upload = files[PO_FILE_FIELD];
        const stored = upload ? await storePrivateUpload(storage, PO_FOLDER, upload) : null;
        let saved = false;
        try {
          saved = await savePurchaseOrder(db, orderId, parsed.data.po_number, stored);
        } finally {
          if (!saved) await removePrivateFile(storage, stored);
        }
        if (!saved) throw new HttpError(409, PO_ALREADY_ADDED);
        logger.info({ orderId, userId: req.user!.id }, 'purchase order added');
        await notifyStaff(orderId, parsed.data.po_number, req.user!);
        res.json({ success: true, message: PO_UPDATED });
      },
    ] satisfies RequestHandler[],

    async downloadPurchaseOrder(req: Request, res: Response) {
      const found = await findPurchaseOrderFile(db, viewerOf(req.user!), orderIdOf(req));
      const file = found ? privateFileOf(found.path) : null;
      if (!found || !file) throw notFound('File not found');
      await sendStoredFile(
        req,
        res,
        storage,
        {
          key: file.key,
          mime: file.mime,
          disposition: 'attachment',
          fileName: `PO-${found.orderNumber}.${file.kind}`,
          cacheControl: 'private, no-store',
          presign: 'large',
          missingMessage: 'File not found',
          logContext: { orderNumber: found.orderNumber, file: 'purchase-order' },
        },
        logger,
      );
    },
  };
}
