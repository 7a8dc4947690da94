import { amountStringToCents, centsToAmountString } from '#server/shared/money.js';
import {
  type CollectOutcome,
  type CollectRequest,
  type WalletGateway,
  type WalletOrder,
  type WalletOrderRequest,
} from './payment-gateway.types.js';
import { PAYMENT_MESSAGES } from './payment-messages.rules.js';

// The wallet through PayPal's Orders v2 REST API (DESIGN "Payments"): the server creates the PayPal order from its
// own pricing and captures it once the buyer approved it in PayPal's buttons. Plain fetch with OAuth client
// credentials: @paypal/paypal-server-sdk only knows PayPal's two fixed hosts, and the integration tests point this
// client at a local fake (PAYPAL_API_URL). docs/decisions/041-payment-gateways.md.

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  webhookId?: string;
  apiUrl?: string;
}

export interface PayPalWebhookHeaders {
  authAlgo?: string;
  certUrl?: string;
  transmissionId?: string;
  transmissionSig?: string;
  transmissionTime?: string;
}

export interface PayPalGateway extends WalletGateway {
  readonly provider: 'paypal';
  /** PayPal's verify-webhook-signature call; false for anything PayPal does not confirm. */
  verifyWebhook(headers: PayPalWebhookHeaders, event: unknown): Promise<boolean>;
}

const API_URLS = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;
const REQUEST_TIMEOUT_MS = 20_000;

interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PayPalErrorBody | null,
  ) {
    super(`PayPal answered ${status}: ${body?.name ?? 'unknown error'}`);
    this.name = 'PayPalApiError';
  }

  hasIssue(issue: string): boolean {
    return Boolean(this.body?.details?.some((detail) => detail.issue === issue));
  }
}

interface PayPalAmount {
  currency_code?: string;
  value?: string;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalAmount;
}

interface PayPalOrderBody {
  id: string;
  status: string;
  payer?: { payer_id?: string };
  purchase_units?: { custom_id?: string; amount?: PayPalAmount; payments?: { captures?: PayPalCapture[] } }[];
}

function captureOutcome(capture: PayPalCapture | undefined): CollectOutcome {
  if (!capture) return { status: 'failed', reference: null, rawStatus: null, message: PAYMENT_MESSAGES.paypalFailed };
  if (capture.status === 'COMPLETED') return { status: 'succeeded', reference: capture.id, rawStatus: capture.status };
  if (capture.status === 'PENDING') return { status: 'processing', reference: capture.id, rawStatus: capture.status };
  return { status: 'failed', reference: capture.id, rawStatus: capture.status, message: PAYMENT_MESSAGES.paypalFailed };
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function createPayPalGateway(settings: PayPalSettings): PayPalGateway {
  const baseUrl = (settings.apiUrl ?? API_URLS[settings.environment]).replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !body?.access_token) throw new PayPalApiError(response.status, body as PayPalErrorBody | null);
    // Renewed a minute early so a token never expires mid-request.
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const send = async () =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    let response = await send();
    if (response.status === 401) {
      // The token was revoked or expired early: one fresh token, one retry.
      token = null;
      response = await send();
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) throw new PayPalApiError(response.status, parsed as PayPalErrorBody | null);
    return parsed as T;
  }

  async function findOrder(id: string): Promise<PayPalOrderBody | null> {
    try {
      return await call<PayPalOrderBody>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    provider: 'paypal',

    clientId: () => settings.clientId,

    async createWalletOrder(request: WalletOrderRequest) {
      const money = (cents: number) => ({ currency_code: 'USD', value: centsToAmountString(cents) });
      const order = await call<{ id: string }>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: 'default',
              custom_id: request.customId,
              description: 'Play It Safe order',
              amount: {
                ...money(request.totalCents),
                breakdown: {
                  item_total: money(request.itemTotalCents),
                  tax_total: money(request.taxCents),
                  shipping: money(request.shippingCents),
                  discount: money(request.discountCents),
                },
              },
              // Storefront §7: wallet order lines are PHYSICAL_GOODS.
              items: request.lines.map((line) => ({
                name: truncate(line.name, 127),
                ...(line.sku ? { sku: truncate(line.sku, 127) } : {}),
                quantity: String(line.quantity),
                unit_amount: money(line.unitAmountCents),
                category: 'PHYSICAL_GOODS',
              })),
              ...(request.shipTo
                ? {
                    shipping: {
                      name: { full_name: truncate(request.shipTo.fullName, 300) },
                      address: {
                        address_line_1: truncate(request.shipTo.street, 300),
                        admin_area_2: truncate(request.shipTo.city, 120),
                        admin_area_1: truncate(request.shipTo.state, 300),
                        postal_code: request.shipTo.zipCode,
                        country_code: request.shipTo.countryCode,
                      },
                    },
                  }
                : {}),
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'Play It Safe',
                user_action: 'PAY_NOW',
                shipping_preference: request.shipTo ? 'SET_PROVIDED_ADDRESS' : 'NO_SHIPPING',
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
              },
            },
          },
        },
        { 'PayPal-Request-Id': request.requestId, Prefer: 'return=minimal' },
      );
      return { id: order.id };
    },

    async findWalletOrder(id: string): Promise<WalletOrder | null> {
      const order = await findOrder(id);
      if (!order) return null;
      const unit = order.purchase_units?.[0];
      return {
        id: order.id,
        status: order.status,
        amountCents: amountStringToCents(unit?.amount?.value),
        currency: unit?.amount?.currency_code ?? '',
        customId: unit?.custom_id ?? null,
        payerId: order.payer?.payer_id ?? null,
      };
    },

    async collect(request: CollectRequest): Promise<CollectOutcome> {
      if (request.source.type !== 'wallet') throw new Error('The PayPal gateway collects wallet payments only');
      const orderId = request.source.walletOrderId;
      try {
        const captured = await call<PayPalOrderBody>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, {
          'PayPal-Request-Id': request.idempotencyKey,
          Prefer: 'return=representation',
        });
        return captureOutcome(captured.purchase_units?.[0]?.payments?.captures?.[0]);
      } catch (error) {
        if (!(error instanceof PayPalApiError)) throw error;
        if (error.hasIssue('ORDER_ALREADY_CAPTURED')) {
          return captureOutcome((await findOrder(orderId))?.purchase_units?.[0]?.payments?.captures?.[0]);
        }
        if (error.hasIssue('ORDER_NOT_APPROVED')) {
          return { status: 'failed', reference: null, rawStatus: 'ORDER_NOT_APPROVED', message: PAYMENT_MESSAGES.paypalNotApproved };
        }
        if (error.status === 422 || error.status === 404) {
          return { status: 'failed', reference: null, rawStatus: error.body?.details?.[0]?.issue ?? null, message: PAYMENT_MESSAGES.paypalFailed };
        }
        throw error;
      }
    },

    async findCollection(reference: string) {
      try {
        return captureOutcome(await call<PayPalCapture>('GET', `/v2/payments/captures/${encodeURIComponent(reference)}`));
      } catch (error) {
        if (error instanceof PayPalApiError && error.status === 404) {
          return { status: 'failed', reference, rawStatus: null, message: PAYMENT_MESSAGES.paymentNotFound };
        }
        throw error;
      }
    },

    async verifyWebhook(headers: PayPalWebhookHeaders, event: unknown) {
      if (!settings.webhookId) return false;
      if (!headers.authAlgo || !headers.certUrl || !headers.transmissionId || !headers.transmissionSig || !headers.transmissionTime) return false;
      try {
        const answer = await call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: settings.webhookId,
          webhook_event: event,
        });
        return answer.verification_status === 'SUCCESS';
      } catch (error) {
        if (error instanceof PayPalApiError && error.status >= 400 && error.status < 500) return false;
        throw error;
      }
    },
  };
}

