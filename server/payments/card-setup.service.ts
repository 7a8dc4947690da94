import type { PrismaClient, SavedCard } from '#server/db/generated/prisma/client.js';
import { Prisma } from '#server/db/generated/prisma/client.js';
import { findStripeCustomerId, rememberStripeCustomerId } from '#server/accounts/user-accounts.service.js';
import type { Viewer } from '#server/accounts/viewer.rules.js';
import { HttpError } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import { PAYMENT_MESSAGES } from './payment-messages.rules.js';
import { PaymentProviderError, type CardCustomer, type CardGateway } from './payment-gateway.types.js';

// Saving a card at checkout (storefront §4 "Addresses and cards", §5 "Card form", §7): a SetupIntent for the
// user's customer, confirmed by the page's card field, then the PaymentMethod is attached and only its id, brand,
// last four, expiry and the default flag are kept.

/** A buyer keeps at most this many saved cards (storefront §4). */
export const MAX_CARDS_PER_USER = 20;

/** The checkout's card form, validated by ZSaveCardInput (server/checkout/checkout.schemas.ts). */
export interface SaveCardInput {
  cardholder_name: string;
  is_default: boolean;
  stripe_payment_method_id: string;
}

export interface CheckoutCardView {
  id: number;
  cardholder_name: string;
  card_type: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  is_default: boolean;
}

export function toCheckoutCardView(card: SavedCard): CheckoutCardView {
  return {
    id: card.id,
    cardholder_name: card.cardholderName,
    card_type: card.cardType,
    last_four: card.lastFour,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    is_default: card.isDefault,
  };
}

/** The cards this checkout can charge: saved with the gateway in use and not expired; the default first. */
export async function findCheckoutCards(db: PrismaClient, userId: number, provider: string, now = new Date()): Promise<CheckoutCardView[]> {
  const cards = await db.savedCard.findMany({ where: { userId, provider }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] });
  return cards.filter((card) => Date.UTC(card.expiryYear, card.expiryMonth, 1) > now.getTime()).map(toCheckoutCardView);
}

async function cardCustomerOf(db: PrismaClient, gateway: CardGateway, user: Viewer): Promise<{ customer: CardCustomer; customerId: string | null }> {
  const storedCustomerId = await findStripeCustomerId(db, user.userId);
  const customer: CardCustomer = { userId: user.userId, email: user.email, name: user.fullName, customerId: storedCustomerId };
  const customerId = await gateway.ensureCustomer(customer);
  if (gateway.provider === 'stripe' && customerId && customerId !== storedCustomerId) {
    // Kept only if no other request stored one first (the idempotency key made both the same customer anyway).
    await rememberStripeCustomerId(db, user.userId, customerId);
  }
  return { customer, customerId };
}

function providerFailure(error: unknown, logger: Logger): HttpError {
  if (error instanceof PaymentProviderError) return new HttpError(error.status === 422 ? 422 : 502, PAYMENT_MESSAGES.cardSaveFailed);
  logger.error({ err: error }, 'card provider call failed');
  return new HttpError(502, PAYMENT_MESSAGES.cardSaveFailed);
}

export async function startCardSetup(deps: { db: PrismaClient; gateway: CardGateway; logger: Logger }, user: Viewer) {
  try {
    const { customer, customerId } = await cardCustomerOf(deps.db, deps.gateway, user);
    return await deps.gateway.createCardSetup(customerId, customer);
  } catch (error) {
    throw providerFailure(error, deps.logger);
  }
}

/** Attaches the PaymentMethod to the user's customer and keeps its display data; saving the same one twice is one card. */
export async function saveCheckoutCard(
  deps: { db: PrismaClient; gateway: CardGateway; logger: Logger },
  user: Viewer,
  input: SaveCardInput,
): Promise<CheckoutCardView> {
  const { db, gateway } = deps;
  const known = await db.savedCard.findUnique({
    where: { provider_providerPaymentMethodId: { provider: gateway.provider, providerPaymentMethodId: input.stripe_payment_method_id } },
  });
  if (known) {
    if (known.userId !== user.userId) throw new HttpError(422, PAYMENT_MESSAGES.cardSaveFailed);
    return toCheckoutCardView(known);
  }
  if ((await db.savedCard.count({ where: { userId: user.userId } })) >= MAX_CARDS_PER_USER) throw new HttpError(422, PAYMENT_MESSAGES.cardLimit);

  let details;
  try {
    const { customer, customerId } = await cardCustomerOf(db, gateway, user);
    details = await gateway.attachPaymentMethod(customerId, customer, input.stripe_payment_method_id);
  } catch (error) {
    throw providerFailure(error, deps.logger);
  }

  try {
    const card = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.userId} FOR NO KEY UPDATE`;
      const count = await tx.savedCard.count({ where: { userId: user.userId } });
      const isDefault = input.is_default || count === 0;
      if (isDefault) await tx.savedCard.updateMany({ where: { userId: user.userId, isDefault: true }, data: { isDefault: false } });
      return tx.savedCard.create({
        data: {
          userId: user.userId,
          provider: gateway.provider,
          providerPaymentMethodId: details.paymentMethodId,
          cardType: details.brand,
          lastFour: details.lastFour,
          expiryMonth: details.expiryMonth,
          expiryYear: details.expiryYear,
          cardholderName: input.cardholder_name,
          isDefault,
        },
      });
    });
    return toCheckoutCardView(card);
  } catch (error) {
    // The same card saved by a parallel request: that one is the answer.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const raced = await db.savedCard.findUnique({
        where: { provider_providerPaymentMethodId: { provider: gateway.provider, providerPaymentMethodId: details.paymentMethodId } },
      });
      if (raced?.userId === user.userId) return toCheckoutCardView(raced);
      throw new HttpError(422, PAYMENT_MESSAGES.cardSaveFailed);
    }
    throw error;
  }
}
