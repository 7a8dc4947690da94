import type { Request, RequestHandler } from 'express';
import type Stripe from 'stripe';
import { HttpError, notFound } from '#server/http/errors.js';
import type { PaymentGateways } from './payment-gateways.service.js';
import { handlePayPalEvent, handleStripeEvent, type PayPalWebhookEvent, type WebhookDeps } from './payment-webhooks.service.js';

// POST /webhooks/stripe and /webhooks/paypal. The app hands these routes the raw body (express.raw, no CSRF), so
// the signature is checked over the exact bytes the provider signed.

export const INVALID_SIGNATURE = 'Invalid webhook signature.';

const rawBodyOf = (req: Request): Buffer => {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, INVALID_SIGNATURE);
  return req.body;
};

/** The event as sent (PayPal's verification wants it whole) and the fields this shop reads. */
function parsePayPalEvent(raw: Buffer): { sent: unknown; event: PayPalWebhookEvent } {
  let event: unknown;
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID_SIGNATURE);
  }
  const candidate = event as Partial<PayPalWebhookEvent> | null;
  if (!candidate || typeof candidate.id !== 'string' || typeof candidate.event_type !== 'string') throw new HttpError(400, INVALID_SIGNATURE);
  const resource = typeof candidate.resource === 'object' && candidate.resource ? candidate.resource : {};
  return { sent: event, event: { id: candidate.id, event_type: candidate.event_type, resource } };
}

export function paymentWebhooksController(deps: WebhookDeps & { gateways: PaymentGateways }): { stripe: RequestHandler; paypal: RequestHandler } {
  return {
    stripe: async (req, res) => {
      const gateway = deps.gateways.stripe;
      if (!gateway) throw notFound();
      const signature = req.get('stripe-signature');
      const body = rawBodyOf(req);
      if (!signature) throw new HttpError(400, INVALID_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = gateway.verifyWebhook(body, signature);
      } catch {
        throw new HttpError(400, INVALID_SIGNATURE);
      }
      const result = await handleStripeEvent(deps, event);
      res.json({ received: true, duplicate: result === 'duplicate' });
    },

    paypal: async (req, res) => {
      const gateway = deps.gateways.paypal;
      if (!gateway) throw notFound();
      const { sent, event } = parsePayPalEvent(rawBodyOf(req));
      const verified = await gateway.verifyWebhook(
        {
          authAlgo: req.get('paypal-auth-algo'),
          certUrl: req.get('paypal-cert-url'),
          transmissionId: req.get('paypal-transmission-id'),
          transmissionSig: req.get('paypal-transmission-sig'),
          transmissionTime: req.get('paypal-transmission-time'),
        },
        sent,
      );
      if (!verified) throw new HttpError(400, INVALID_SIGNATURE);
      const result = await handlePayPalEvent(deps, event);
      res.json({ received: true, duplicate: result === 'duplicate' });
    },
  };
}
