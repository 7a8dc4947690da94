// THE payment interface (DESIGN "Payments"): one PaymentGateway with four implementations, chosen by config:
// Stripe (cards), PayPal (wallet), check (quote requests, no charge) and the offline `test` gateway (cards and
// wallet; refused in production). Order placement only ever calls `collect` and `findCollection`; saving cards
// and creating wallet orders are the card and wallet capabilities on top of it.

export type PaymentProvider = 'stripe' | 'paypal' | 'check' | 'test';
export type CardProvider = 'stripe' | 'test';
export type WalletProvider = 'paypal' | 'test';

/** Where the money comes from: a saved card, an approved wallet order, or a check sent later. */
export type PaymentSource =
  | { type: 'card'; paymentMethodId: string; customerId: string | null }
  | { type: 'wallet'; walletOrderId: string }
  | { type: 'check' };

export interface CollectRequest {
  amountCents: number;
  currency: 'USD';
  /** Sent to the provider (Stripe Idempotency-Key, PayPal-Request-Id): a retry never charges twice. */
  idempotencyKey: string;
  description: string;
  /** Travels with the charge so a webhook can find the order even if the request that charged died. */
  metadata: Record<string, string>;
  source: PaymentSource;
}

/**
 * What a provider said about a collection. `processing`: accepted but not final (a webhook finishes it);
 * `not_charged`: nothing is taken now (a check order waits for its purchase order).
 */
export type CollectOutcome =
  | { status: 'succeeded'; reference: string; rawStatus: string }
  | { status: 'processing'; reference: string; rawStatus: string }
  | { status: 'requires_action'; reference: string; rawStatus: string; clientSecret: string }
  | { status: 'failed'; reference: string | null; rawStatus: string | null; message: string }
  | { status: 'not_charged' };

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Takes the money for one order. Throws only when the outcome is unknown (network, provider outage). */
  collect(request: CollectRequest): Promise<CollectOutcome>;
  /** How a collection stands now, e.g. after the buyer finished 3-D Secure. */
  findCollection(reference: string): Promise<CollectOutcome>;
}

export interface CardCustomer {
  userId: number;
  email: string;
  name: string;
  /** The customer at the provider, when one was made before (users.stripe_customer_id). */
  customerId: string | null;
}

/** What the shop keeps of a card: the provider's reference and what the page shows. Never a number or CVC. */
export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface CardSetup {
  setupIntentId: string;
  clientSecret: string;
}

export interface CardGateway extends PaymentGateway {
  readonly provider: CardProvider;
  /** The key the page loads the card field with (Stripe's publishable key); null for the test gateway. */
  publishableKey(): string | null;
  /** The customer cards are saved under; null when the provider has no customers (test). */
  ensureCustomer(customer: CardCustomer): Promise<string | null>;
  /** Starts saving a card (a SetupIntent); the page confirms it with the card field. */
  createCardSetup(customerId: string | null, customer: CardCustomer): Promise<CardSetup>;
  /** Attaches the PaymentMethod the page produced to this customer and reads its display data. */
  attachPaymentMethod(customerId: string | null, customer: CardCustomer, paymentMethodId: string): Promise<CardDetails>;
  /** So a removed card can never be charged again (used by My Payment Method). */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
}

export interface WalletOrderLine {
  name: string;
  sku: string | null;
  quantity: number;
  unitAmountCents: number;
}

export interface WalletShippingAddress {
  fullName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  countryCode: string;
}

export interface WalletOrderRequest {
  /** PayPal-Request-Id: asking twice for the same cart gives the same wallet order. */
  requestId: string;
  /** Who may capture it: checked again before capture. */
  customId: string;
  totalCents: number;
  itemTotalCents: number;
  taxCents: number;
  shippingCents: number;
  discountCents: number;
  lines: WalletOrderLine[];
  /** null: NO_SHIPPING (nothing for the wallet to collect); otherwise the address the buyer chose here. */
  shipTo: WalletShippingAddress | null;
  returnUrl: string;
  cancelUrl: string;
}

export interface WalletOrder {
  id: string;
  /** CREATED | APPROVED | COMPLETED | ... (PayPal's words). */
  status: string;
  amountCents: number;
  currency: string;
  customId: string | null;
  payerId: string | null;
}

export interface WalletGateway extends PaymentGateway {
  readonly provider: WalletProvider;
  /** The client id the page loads the wallet buttons with; null for the test gateway. */
  clientId(): string | null;
  createWalletOrder(request: WalletOrderRequest): Promise<{ id: string }>;
  findWalletOrder(id: string): Promise<WalletOrder | null>;
}

/** A provider refused or failed a call; `message` is safe to show. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status = 502,
    readonly providerMessage?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
