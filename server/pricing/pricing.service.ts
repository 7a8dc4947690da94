import type { Address, Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { buyingTaxExemptionOf } from '#server/accounts/tax-exemption.service.js';
import type { TaxExemptState } from '#server/accounts/tax-exemption.schemas.js';
import { findCart, setCartPromoCode, unitPriceCentsOf, type CartLine, type CartOwner } from '#server/cart/cart.service.js';
import { centsToDollars } from '#server/shared/money.js';
import { HttpError, notFound } from '#server/http/errors.js';
import type { VisitorType } from '#server/http/shared-props.types.js';
import {
  calculatePricing,
  cartShips,
  checkPromo,
  isShippedLine,
  normalizeStateCode,
  PROMO_MESSAGES,
  type PricingLineInput,
  type PricingResult,
  type PromoInput,
  type ShippingRuleInput,
  type TaxRateInput,
} from './pricing.rules.js';
import type { EffectiveAddressView, PricingView, TShippingAddressInput } from './pricing.schemas.js';

// THE pricing service (storefront §3 "Pricing", §6, §7): the cart page, the checkout and order placement all price
// a cart here, so the buyer sees the amount that is charged. Rules: docs/decisions/011-pricing-rules.md.

type Db = PrismaClient | Prisma.TransactionClient;

/** Who is buying: a signed-in user, or a guest whose visitor type stands in for an account type. */
export interface PricingBuyer {
  userId: number | null;
  accountTypeId: number | null;
  visitorType: VisitorType | null;
}

export interface EffectiveAddress {
  address: EffectiveAddressView | null;
  isUsingFallback: boolean;
  /** The buyer's saved address row when one was given by id (order placement stores it without reading it again). */
  given?: Address;
}

export interface CartPricing {
  result: PricingResult;
  view: PricingView;
  lines: CartLine[];
  /** The cart holds something that ships (docs/decisions/095): an address is asked for and shipping may be charged. */
  ships: boolean;
  effectiveAddress: EffectiveAddress;
  /** The promo code row on the cart (applied or not). */
  promoCodeId: number | null;
}

/**
 * A promo code as the price calculation reads it, with the products, product types and levels it is limited to: the
 * code, then its three lists in one statement (each read by its primary key's promo_code_id prefix), instead of one
 * query per list. Prisma's `_count` would save the second statement but aggregates each whole list table when the
 * code is looked up by its text.
 */
async function findPromoCode(db: Db, where: Prisma.PromoCodeWhereUniqueInput): Promise<PromoInput | null> {
  const promo = await db.promoCode.findUnique({ where });
  if (!promo) return null;
  const limits = await db.$queryRaw<{ list: 'product' | 'type' | 'level'; id: number }[]>`
    SELECT 'product' AS list, product_id AS id FROM promo_code_products WHERE promo_code_id = ${promo.id}
    UNION ALL SELECT 'type', product_type_id FROM promo_code_product_types WHERE promo_code_id = ${promo.id}
    UNION ALL SELECT 'level', level_id FROM promo_code_levels WHERE promo_code_id = ${promo.id}`;
  const idsOf = (list: 'product' | 'type' | 'level') => limits.filter((limit) => limit.list === list).map((limit) => limit.id);
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    startsAt: promo.startsAt,
    endsAt: promo.endsAt,
    isActive: promo.isActive,
    maxUses: promo.maxUses,
    usesCount: promo.usesCount,
    maxUsesPerUser: promo.maxUsesPerUser,
    minSubtotalCents: promo.minSubtotalCents,
    productIds: idsOf('product'),
    productTypeIds: idsOf('type'),
    levelIds: idsOf('level'),
  };
}

export function toPricingLines(lines: CartLine[]): PricingLineInput[] {
  return lines.map((line) => ({
    productId: line.productId,
    productTypeId: line.product.typeId,
    levelId: line.product.levelId,
    qty: line.qty,
    unitPriceCents: unitPriceCentsOf(line),
    isHardCopy: isShippedLine(line),
  }));
}

export async function findPricingRules(db: Db): Promise<{ taxRates: TaxRateInput[]; shippingRules: ShippingRuleInput[] }> {
  const [taxRates, shippingRules] = await Promise.all([
    db.taxRate.findMany({ where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    db.shippingRule.findMany({
      where: { isActive: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      include: { accountTypes: { select: { accountTypeId: true } } },
    }),
  ]);
  return {
    taxRates: taxRates.map((rate) => ({ id: rate.id, name: rate.name, kind: rate.kind, rate: rate.rate, state: rate.state })),
    shippingRules: shippingRules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      minSubtotalCents: rule.minSubtotalCents,
      maxSubtotalCents: rule.maxSubtotalCents,
      amountCents: rule.amountCents,
      hardCopyOnly: rule.hardCopyOnly,
      accountTypeIds: rule.accountTypes.map((item) => item.accountTypeId),
    })),
  };
}

/**
 * An organization whose tax-exempt certificate staff approved pays no tax; a school's sub-users buy under its
 * exemption (docs/decisions/011, 075). The accounts module keeps the review state; null for a guest or no certificate.
 */
export async function taxExemptionOf(db: Db, userId: number | null): Promise<TaxExemptState | null> {
  return userId === null ? null : buyingTaxExemptionOf(db, userId);
}

export async function isTaxExempt(db: Db, userId: number | null): Promise<boolean> {
  return (await taxExemptionOf(db, userId)) === 'approved';
}

/** The account type whose shipping rules apply: the user's, or for a guest the one their visitor type stands for. */
export function shippingAccountTypeOf(buyer: PricingBuyer): number | null {
  if (buyer.accountTypeId !== null) return buyer.accountTypeId;
  if (buyer.visitorType === 'schools') return ACCOUNT_TYPE.schools;
  if (buyer.visitorType === 'parent') return ACCOUNT_TYPE.parent;
  return null;
}

function addressView(fields: {
  id: number | null;
  isDefault: boolean;
  receiverName: string | null;
  phoneNumber: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
}): EffectiveAddressView {
  return {
    id: fields.id,
    is_default: fields.isDefault,
    receiver_name: fields.receiverName,
    phone_number: fields.phoneNumber,
    street: fields.street,
    city: fields.city,
    state: fields.state,
    zip_code: fields.zipCode,
    country: fields.country && /^[A-Za-z]{2}$/.test(fields.country) ? fields.country.toUpperCase() : 'US',
  };
}

function hasAddressFields(input: TShippingAddressInput): boolean {
  return [input.street, input.city, input.state, input.zip_code].some((value) => typeof value === 'string' && value.length > 0);
}

/**
 * The address pricing uses (storefront §7 effective-address): the one given (a saved address of this user, or
 * typed fields), else the user's default saved address, else their first, else the address on their profile.
 * `isUsingFallback` says the given one was missing. Another user's address id is a 404.
 */
export async function findEffectiveAddress(db: Db, userId: number | null, input: TShippingAddressInput | null | undefined): Promise<EffectiveAddress> {
  if (input?.id) {
    const saved = userId === null ? null : await db.address.findFirst({ where: { id: input.id, userId } });
    if (!saved) throw notFound('Address not found');
    return { address: addressView(saved), isUsingFallback: false, given: saved };
  }
  if (input && hasAddressFields(input)) {
    return {
      address: addressView({
        id: null,
        isDefault: false,
        receiverName: input.receiver_name ?? null,
        phoneNumber: input.phone_number ?? null,
        street: input.street ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zip_code ?? null,
        country: input.country ?? null,
      }),
      isUsingFallback: false,
    };
  }
  if (userId === null) return { address: null, isUsingFallback: false };

  const saved = await db.address.findFirst({ where: { userId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }] });
  if (saved) return { address: addressView(saved), isUsingFallback: true };
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { firstName: true, lastName: true, phone: true, address: true, city: true, state: true, zipCode: true },
  });
  if (user?.state || user?.address) {
    return {
      address: addressView({
        id: null,
        isDefault: false,
        receiverName: `${user.firstName} ${user.lastName}`.trim(),
        phoneNumber: user.phone,
        street: user.address,
        city: user.city,
        state: user.state,
        zipCode: user.zipCode,
        country: 'US',
      }),
      isUsingFallback: true,
    };
  }
  return { address: null, isUsingFallback: true };
}

export function toPricingView(result: PricingResult, options: { hasAddress: boolean; taxExemption: TaxExemptState | null }): PricingView {
  return {
    subtotal: centsToDollars(result.subtotalCents),
    discount: centsToDollars(result.discountCents),
    tax: centsToDollars(result.taxCents),
    tax_breakdown: result.taxLines.map((line) => ({
      name: line.name,
      type: line.type,
      // Basis points → percent (825 → 8.25); cents → dollars.
      rate: line.type === 'percentage' ? line.rate / 100 : centsToDollars(line.rate),
      amount: centsToDollars(line.amountCents),
    })),
    shipping: centsToDollars(result.shippingCents),
    total: centsToDollars(result.totalCents),
    promo_code: result.promo?.code ?? null,
    promo: result.promo ? { code: result.promo.code, applied: result.promo.applied, message: result.promo.message } : null,
    tax_exempt: result.taxExempt,
    tax_exemption_status: options.taxExemption,
    has_address: options.hasAddress,
    item_count: result.lines.reduce((sum, line) => sum + line.qty, 0),
  };
}

async function countPromoUsesBy(db: Db, promoCodeId: number, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  return db.promoCodeUse.count({ where: { promoCodeId, userId } });
}

interface PriceCartOptions {
  owner: CartOwner;
  buyer: PricingBuyer;
  shippingAddress?: TShippingAddressInput | null;
  /** Price with this promo code instead of the cart's (validate-promo); null prices without any. */
  promoOverride?: PromoInput | null;
  now?: Date;
}

/** Prices the owner's cart now, from the database only. */
export async function priceCart(db: Db, options: PriceCartOptions): Promise<CartPricing> {
  const now = options.now ?? new Date();
  const cart = await findCart(db, options.owner);
  const lines = cart?.items ?? [];
  const effectiveAddress = await findEffectiveAddress(db, options.buyer.userId, options.shippingAddress);

  let promo: PromoInput | null = null;
  if (options.promoOverride !== undefined) promo = options.promoOverride;
  else if (cart?.promoCodeId) promo = await findPromoCode(db, { id: cart.promoCodeId });

  const [rules, taxExemption, promoUses] = await Promise.all([
    findPricingRules(db),
    taxExemptionOf(db, options.buyer.userId),
    promo ? countPromoUsesBy(db, promo.id, options.buyer.userId) : Promise.resolve(null),
  ]);
  const shippingAccountTypeId = shippingAccountTypeOf(options.buyer);
  const result = calculatePricing({
    lines: toPricingLines(lines),
    promo,
    promoUsesByBuyer: promoUses,
    taxRates: rules.taxRates,
    shippingRules: rules.shippingRules,
    shippingAccountTypeId,
    state: normalizeStateCode(effectiveAddress.address?.state),
    taxExempt: taxExemption === 'approved',
    now,
  });
  return {
    result,
    view: toPricingView(result, { hasAddress: effectiveAddress.address !== null, taxExemption }),
    lines,
    ships: cartShips(lines),
    effectiveAddress,
    promoCodeId: promo?.id ?? null,
  };
}

export function findPromoCodeByCode(db: Db, code: string) {
  return findPromoCode(db, { code: code.trim().toUpperCase() });
}

/**
 * validate-promo: checks the code against this cart now and keeps it on the cart when it applies. A failure is a
 * 422 that says why (unknown, not yet valid, expired, used up, minimum not met, nothing eligible); the cart keeps
 * whatever code it had. Uses are counted only when an order is placed (redeemPromoCodeUse).
 */
export async function applyPromoCode(
  db: PrismaClient,
  options: Omit<PriceCartOptions, 'promoOverride'> & { code: string },
): Promise<CartPricing> {
  const now = options.now ?? new Date();
  const promo = await findPromoCodeByCode(db, options.code);
  const priced = await priceCart(db, { ...options, promoOverride: promo, now });
  if (!priced.result.promo?.applied) {
    const message = priced.result.promo?.message ?? PROMO_MESSAGES.unknown;
    throw new HttpError(422, message, { code: message });
  }
  await setCartPromoCode(db, options.owner, promo!.id);
  return priced;
}

/** remove-promo: drops the code from the cart and prices it again. */
export async function removePromoCode(db: PrismaClient, options: Omit<PriceCartOptions, 'promoOverride'>): Promise<CartPricing> {
  await setCartPromoCode(db, options.owner, null);
  return priceCart(db, options);
}

export type RedeemPromoResult = { ok: true } | { ok: false; message: string };

/**
 * For order placement, inside its transaction: re-checks the code's dates and limits with the promo row locked
 * (so two orders cannot both take the last use), then counts the use and records it against the order.
 * `lines` are the order's lines as priced, `discountCents` the discount the order carries.
 */
export async function redeemPromoCodeUse(
  tx: Prisma.TransactionClient,
  input: { promoCodeId: number; userId: number; orderId: number; discountCents: number; lines: PricingLineInput[]; now?: Date },
): Promise<RedeemPromoResult> {
  const now = input.now ?? new Date();
  await lockPromoCode(tx, input.promoCodeId);
  const promo = await findPromoCode(tx, { id: input.promoCodeId });
  const uses = promo ? await tx.promoCodeUse.count({ where: { promoCodeId: promo.id, userId: input.userId } }) : 0;
  const check = checkPromo(promo, { lines: input.lines, promoUsesByBuyer: uses, now });
  if (!check.ok) return { ok: false, message: check.message };
  await tx.promoCode.update({ where: { id: input.promoCodeId }, data: { usesCount: { increment: 1 } } });
  await tx.promoCodeUse.create({
    data: { promoCodeId: input.promoCodeId, orderId: input.orderId, userId: input.userId, discountCents: input.discountCents },
  });
  return { ok: true };
}

/**
 * Locks a promo code row before an order row references it: inserting that reference share-locks the code, and two
 * orders share-locking it and then both asking redeemPromoCodeUse for its update lock would deadlock.
 */
export async function lockPromoCode(tx: Prisma.TransactionClient, promoCodeId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM promo_codes WHERE id = ${promoCodeId} FOR UPDATE`;
}

/** Gives a withdrawn or cancelled order's promo code use back, so the buyer (and the code's limit) can use it again. */
export async function releasePromoCodeUse(tx: Prisma.TransactionClient, orderId: number): Promise<void> {
  const use = await tx.promoCodeUse.findUnique({ where: { orderId } });
  if (!use) return;
  await tx.promoCodeUse.delete({ where: { id: use.id } });
  await tx.promoCode.updateMany({ where: { id: use.promoCodeId, usesCount: { gt: 0 } }, data: { usesCount: { decrement: 1 } } });
}

export interface PricingPreviewInput {
  accountTypeId: number;
  /** Two-letter state of the shipping address; null prices without state taxes. */
  state: string | null;
  items: { productId: number; qty: number }[];
  code: string | null;
  taxExempt: boolean;
  now?: Date;
}

/**
 * Staff's "price this cart" (issue 15 item 5): the same rules, promo check and calculation as checkout, over
 * products and quantities staff pick instead of a stored cart. No buyer, so a per-customer limit is not counted;
 * products not on sale are priced too (staff may ask). Unknown product ids are left out and reported.
 */
export async function pricePreview(db: Db, input: PricingPreviewInput) {
  const now = input.now ?? new Date();
  const products = await db.product.findMany({
    where: { id: { in: input.items.map((item) => item.productId) } },
    select: { id: true, title: true, typeId: true, levelId: true, priceCents: true, specialPriceCents: true, renewalPriceCents: true, isHardCopy: true, isActive: true },
  });
  const known = input.items.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.productId);
    return product ? [{ product, qty: item.qty }] : [];
  });
  const lines: PricingLineInput[] = known.map(({ product, qty }) => ({
    productId: product.id,
    productTypeId: product.typeId,
    levelId: product.levelId,
    qty,
    unitPriceCents: unitPriceCentsOf({ kind: 'purchase', product }),
    isHardCopy: isShippedLine({ kind: 'purchase', product }),
  }));
  const [rules, promo] = await Promise.all([findPricingRules(db), input.code ? findPromoCodeByCode(db, input.code) : Promise.resolve(null)]);
  const result = calculatePricing({
    lines,
    promo: input.code ? (promo ?? UNKNOWN_PROMO(input.code)) : null,
    promoUsesByBuyer: null,
    taxRates: rules.taxRates,
    shippingRules: rules.shippingRules,
    shippingAccountTypeId: input.accountTypeId,
    state: input.state,
    taxExempt: input.taxExempt,
    now,
  });
  return {
    result,
    view: toPricingView(result, { hasAddress: input.state !== null, taxExemption: input.taxExempt ? 'approved' : null }),
    titles: new Map(known.map(({ product }) => [product.id, product.isActive ? product.title : `${product.title} (not on sale)`])),
    unknownProductIds: input.items.filter((item) => !products.some((product) => product.id === item.productId)).map((item) => item.productId),
  };
}

/** A code staff typed that does not exist: priced as an inactive code, so the preview says "not valid" like checkout. */
const UNKNOWN_PROMO = (code: string): PromoInput => ({
  id: 0,
  code: code.trim().toUpperCase(),
  kind: 'percent',
  value: 0,
  startsAt: null,
  endsAt: null,
  isActive: false,
  maxUses: null,
  usesCount: 0,
  maxUsesPerUser: null,
  minSubtotalCents: null,
  productIds: [],
  productTypeIds: [],
  levelIds: [],
});
