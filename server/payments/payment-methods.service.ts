import type { PrismaClient, SavedCard } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { HttpError } from '#server/http/errors.js';

// My Payment Method (account-area §2, §3 Card): the signed-in user's own saved cards. Card numbers never reach
// this server; a row is the provider's reference plus what the page shows.

export const CARD_REMOVED = 'Card removed successfully';
export const DEFAULT_CARD_UPDATED = 'Default payment method updated';
export const CARD_NOT_FOUND = 'Card not found';
export const CARD_REMOVE_FAILED = 'We could not remove this card right now. Please try again in a few minutes.';

export interface CardView {
  id: number;
  card_type: string;
  cardholder_name: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  is_default: boolean;
  is_expired: boolean;
}

/**
 * Detaches a saved card at its payment provider, so it cannot be charged again. The checkout issue implements it
 * for Stripe (`stripe.paymentMethods.detach`); the test provider has nothing to detach.
 */
export interface PaymentMethodDetacher {
  detach(card: Pick<SavedCard, 'provider' | 'providerPaymentMethodId'>): Promise<void>;
}

/** The detacher for the providers this build knows. Until a provider's gateway exists, its cards are kept. */
export function createPaymentMethodDetacher(providers: Partial<Record<string, PaymentMethodDetacher>> = {}): PaymentMethodDetacher {
  const known: Partial<Record<string, PaymentMethodDetacher>> = { test: { detach: async () => {} }, ...providers };
  return {
    async detach(card) {
      const detacher = known[card.provider];
      if (!detacher) throw new Error(`No payment method detacher for provider "${card.provider}"`);
      await detacher.detach(card);
    },
  };
}

function toCardView(card: SavedCard, now: Date): CardView {
  const expiresAfter = new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1));
  return {
    id: card.id,
    card_type: card.cardType,
    cardholder_name: card.cardholderName,
    last_four: card.lastFour,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    is_default: card.isDefault,
    is_expired: expiresAfter.getTime() <= now.getTime(),
  };
}

export async function findUserCards(db: PrismaClient, userId: number, now = new Date()): Promise<CardView[]> {
  const cards = await db.savedCard.findMany({ where: { userId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] });
  return cards.map((card) => toCardView(card, now));
}

async function findOwnCard(db: PrismaClient, userId: number, cardId: number): Promise<SavedCard> {
  const card = await db.savedCard.findFirst({ where: { id: cardId, userId } });
  if (!card) throw new HttpError(404, CARD_NOT_FOUND);
  return card;
}

/** Makes one of the user's cards the default; another user's card is "not found". */
export async function setDefaultCard(db: PrismaClient, userId: number, cardId: number): Promise<void> {
  await findOwnCard(db, userId, cardId);
  await db.$transaction(async (tx) => {
    await tx.savedCard.updateMany({ where: { userId, isDefault: true, NOT: { id: cardId } }, data: { isDefault: false } });
    await tx.savedCard.update({ where: { id: cardId }, data: { isDefault: true } });
  });
}

/**
 * Detaches the card at the provider first (if that fails the card stays, so it is never left chargeable while
 * hidden), then deletes it. When the default goes, the newest remaining card becomes the default.
 */
export async function removeCard(deps: { db: PrismaClient; detacher: PaymentMethodDetacher; logger?: Logger }, userId: number, cardId: number): Promise<void> {
  const { db } = deps;
  const card = await findOwnCard(db, userId, cardId);
  try {
    await deps.detacher.detach(card);
  } catch (error) {
    deps.logger?.error({ err: error, cardId }, 'saved card could not be detached at the provider');
    throw new HttpError(502, CARD_REMOVE_FAILED);
  }
  await db.$transaction(async (tx) => {
    await tx.savedCard.deleteMany({ where: { id: card.id, userId } });
    if (!card.isDefault) return;
    const next = await tx.savedCard.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    if (next) await tx.savedCard.update({ where: { id: next.id }, data: { isDefault: true } });
  });
}
