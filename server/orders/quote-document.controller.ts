import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { viewerOf } from '#server/accounts/viewer.rules.js';
import { notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { isInertiaVisit } from '#server/http/request-kind.js';
import { route } from '#server/route-table.js';
import { renderQuoteHtml } from './quote-document.html.js';
import { renderQuotePdf } from './quote-document.pdf.js';
import { findQuoteDocumentForCustomer, findQuoteDocumentForStaff, quoteFileNameOf, type QuoteDocument } from './quote-document.service.js';

// Routes admin.orders.quote (print view), admin.orders.quote-pdf and client.order-quote-pdf (the customer's copy,
// for the orders they may see, in the request's language; anyone else gets 404). Staff's copies are English.
// Documents are private: never cached by shared caches.

const orderIdOf = (req: Request): number => idParamOf(req, 'Order not found');

async function sendPdf(res: Response, document: QuoteDocument) {
  const pdf = await renderQuotePdf(document);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${quoteFileNameOf(document)}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(pdf);
}

export function quoteDocumentController(db: PrismaClient) {
  return {
    async staffPrintView(req: Request, res: Response) {
      const orderId = orderIdOf(req);
      // A plain page, not an Inertia one: a client-side visit is turned into a full page load.
      if (isInertiaVisit(req)) return res.inertia.location(req.originalUrl);
      const document = await findQuoteDocumentForStaff(db, orderId);
      if (!document) throw notFound('Order not found');
      res
        .status(200)
        .set('Cache-Control', 'private, no-store')
        .type('html')
        .send(renderQuoteHtml(document, { pdfUrl: route('admin.orders.quote-pdf', { id: orderId }), backUrl: route('admin.orders.show', { id: orderId }) }));
    },

    async staffPdf(req: Request, res: Response) {
      const document = await findQuoteDocumentForStaff(db, orderIdOf(req));
      if (!document) throw notFound('Order not found');
      await sendPdf(res, document);
    },

    async customerPdf(req: Request, res: Response) {
      const document = await findQuoteDocumentForCustomer(db, viewerOf(req.user!), orderIdOf(req), req.locale);
      if (!document) throw notFound('Order not found');
      await sendPdf(res, document);
    },
  };
}
