import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express, { type Response } from 'express';

// A local stand-in for PayPal's REST API (OAuth client credentials, Orders v2 create/get/capture, captures, webhook
// signature verification, capture refunds never beyond what was captured), so the shop's PayPal code runs end to
// end in the integration tests (PAYPAL_API_URL).
// PayPal-Request-Id replays the first answer, as PayPal does.

export const FAKE_PAYPAL_CLIENT_ID = 'fake-paypal-client-id';
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-paypal-client-secret';
export const FAKE_PAYPAL_WEBHOOK_ID = 'WH-FAKE-0001';
/** The transmission signature the fake accepts; anything else fails verification. */
export const FAKE_PAYPAL_VALID_SIGNATURE = 'valid-fake-signature';

interface Money {
  currency_code: string;
  value: string;
}

interface FakeCapture {
  id: string;
  status: string;
  amount: Money;
  orderId: string;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    amount: Money & { breakdown?: Record<string, Money> };
    items?: { name: string; quantity: string; unit_amount: Money; category?: string; sku?: string }[];
    shipping?: unknown;
    payments?: { captures: Omit<FakeCapture, 'orderId'>[] };
  }[];
  payment_source?: { paypal?: { experience_context?: { shipping_preference?: string; return_url?: string; cancel_url?: string } } };
  payer?: { payer_id: string };
}

interface FakeRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING';
  amount: Money;
  custom_id?: string;
  note_to_payer?: string;
  captureId: string;
}

export interface PayPalFake {
  url: string;
  /** Every authenticated call, with its PayPal-Request-Id. */
  requests: { method: string; path: string; requestId: string | null }[];
  orders: Map<string, FakeOrder>;
  captures: Map<string, FakeCapture>;
  refunds: Map<string, FakeRefund>;
  /** A completed capture of `amountCents` (an order paid before the test), for refund tests. */
  createCompletedCapture(amountCents: number): string;
  /** Refunds made (a replayed PayPal-Request-Id does not make one). */
  refundCount(): number;
  /** The refund as PAYMENT.CAPTURE.REFUNDED carries it. */
  refundResource(refundId: string): Record<string, unknown>;
  /** The buyer approves the order in PayPal's window. */
  approve(orderId: string, payerId?: string): void;
  /** Captures made (a replayed PayPal-Request-Id does not make one). */
  captureCount(): number;
  /** The next capture is declined by PayPal (INSTRUMENT_DECLINED). */
  declineNextCapture(): void;
  /** The next capture is accepted but PENDING (e.g. an eCheck); PayPal later sends PAYMENT.CAPTURE.COMPLETED. */
  pendNextCapture(): void;
  /** A webhook delivery with the headers PayPal sends; `valid: false` carries a signature PayPal would reject. */
  webhook(event: { id?: string; event_type: string; resource: unknown }, options?: { valid?: boolean }): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const upperId = (length = 17) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);

function issue(res: Response, status: number, name: string, issueName: string) {
  res.status(status).json({ name, message: issueName, debug_id: upperId(12), details: [{ issue: issueName, description: issueName }] });
}

export async function startPayPalFake(): Promise<PayPalFake> {
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeCapture>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let captureCount = 0;
  const refunds = new Map<string, FakeRefund>();
  let refundCount = 0;
  const cents = (value: string) => Math.round(Number(value) * 100);
  const refundedOf = (captureId: string) => [...refunds.values()].filter((refund) => refund.captureId === captureId).reduce((sum, refund) => sum + cents(refund.amount.value), 0);
  const refundResource = (refund: FakeRefund) => {
    const { captureId, ...shown } = refund;
    return { ...shown, links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, method: 'GET' }] };
  };
  let declineNext = false;
  let pendNext = false;
  const requests: { method: string; path: string; requestId: string | null }[] = [];

  app.post('/v1/oauth2/token', (req, res) => {
    const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
    if (req.get('authorization') !== expected || req.body.grant_type !== 'client_credentials') {
      return res.status(401).json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${upperId(40)}`;
    tokens.add(token);
    res.json({ scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400 });
  });

  app.use((req, res, next) => {
    const token = req.get('authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return issue(res, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const requestId = req.get('paypal-request-id');
    requests.push({ method: req.method, path: req.path, requestId: requestId ?? null });
    if (req.method === 'POST' && requestId) {
      const replay = replays.get(`${req.path}:${requestId}`);
      if (replay) return res.status(replay.status).json(replay.body);
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        replays.set(`${req.path}:${requestId}`, { status: res.statusCode, body });
        return json(body);
      };
    }
    next();
  });

  app.post('/v2/checkout/orders', (req, res) => {
    const body = req.body as Omit<FakeOrder, 'id' | 'status'>;
    const unit = body.purchase_units?.[0];
    if (body.intent !== 'CAPTURE' || !unit?.amount?.value) return issue(res, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    const order: FakeOrder = { id: upperId(), status: 'CREATED', intent: body.intent, purchase_units: body.purchase_units, payment_source: body.payment_source };
    orders.set(order.id, order);
    res.status(201).json({ id: order.id, status: order.status, links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` }] });
  });

  app.get('/v2/checkout/orders/:id', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order) return issue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    res.json(order);
  });

  app.post('/v2/checkout/orders/:id/capture', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order) return issue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED') return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (declineNext) {
      declineNext = false;
      return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    }
    captureCount += 1;
    const unit = order.purchase_units[0];
    const capture: FakeCapture = { id: upperId(), status: pendNext ? 'PENDING' : 'COMPLETED', amount: { currency_code: unit.amount.currency_code, value: unit.amount.value }, orderId: order.id };
    pendNext = false;
    captures.set(capture.id, capture);
    order.status = 'COMPLETED';
    const { orderId: _orderId, ...shown } = capture;
    unit.payments = { captures: [shown] };
    res.status(201).json(order);
  });

  app.get('/v2/payments/captures/:id', (req, res) => {
    const capture = captures.get(req.params.id);
    if (!capture) return issue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const { orderId, ...shown } = capture;
    res.json({ ...shown, supplementary_data: { related_ids: { order_id: orderId } } });
  });

  app.post('/v2/payments/captures/:id/refund', (req, res) => {
    const capture = captures.get(req.params.id);
    if (!capture) return issue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (capture.status !== 'COMPLETED') return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_REFUNDABLE');
    const body = req.body as { amount?: Money; custom_id?: string; note_to_payer?: string };
    const captured = cents(capture.amount.value);
    const already = refundedOf(capture.id);
    const amount = body.amount?.value ? cents(body.amount.value) : captured - already;
    if (already >= captured) return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    if (amount <= 0 || already + amount > captured) return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    refundCount += 1;
    const refund: FakeRefund = {
      id: upperId(),
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: (amount / 100).toFixed(2) },
      custom_id: body.custom_id,
      note_to_payer: body.note_to_payer,
      captureId: capture.id,
    };
    refunds.set(refund.id, refund);
    res.status(201).json(refundResource(refund));
  });

  app.post('/v1/notifications/verify-webhook-signature', (req, res) => {
    const body = req.body as { transmission_sig?: string; webhook_id?: string; webhook_event?: { id?: string } };
    const valid = body.transmission_sig === FAKE_PAYPAL_VALID_SIGNATURE && body.webhook_id === FAKE_PAYPAL_WEBHOOK_ID && Boolean(body.webhook_event?.id);
    res.json({ verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  });

  app.use((req, res) => issue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'));

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    orders,
    captures,
    refunds,
    createCompletedCapture(amountCents) {
      const capture: FakeCapture = { id: upperId(), status: 'COMPLETED', amount: { currency_code: 'USD', value: (amountCents / 100).toFixed(2) }, orderId: upperId() };
      captures.set(capture.id, capture);
      return capture.id;
    },
    refundCount: () => refundCount,
    refundResource(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`unknown PayPal refund ${refundId}`);
      return refundResource(refund);
    },
    approve(orderId, payerId = 'FAKEPAYER01') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown PayPal order ${orderId}`);
      order.status = 'APPROVED';
      order.payer = { payer_id: payerId };
    },
    captureCount: () => captureCount,
    declineNextCapture() {
      declineNext = true;
    },
    pendNextCapture() {
      pendNext = true;
    },
    webhook(event, options = {}) {
      const body = JSON.stringify({
        id: event.id ?? `WH-${upperId(20)}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        event_type: event.event_type,
        resource: event.resource,
      });
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
          'PAYPAL-CERT-URL': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
          'PAYPAL-TRANSMISSION-ID': randomBytes(16).toString('hex'),
          'PAYPAL-TRANSMISSION-SIG': options.valid === false ? 'forged-signature' : FAKE_PAYPAL_VALID_SIGNATURE,
          'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
