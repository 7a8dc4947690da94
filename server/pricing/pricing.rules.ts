// The one price calculation of the shop (storefront §3 "Pricing"), used by the cart, checkout and order placement.
// Pure: the caller loads the lines, the promo code, the tax rates and the shipping rules; this turns them into
// integer cents. Rounding rule (docs/decisions/011-pricing-rules.md): every percentage is applied to an integer
// number of cents and rounded half up to a whole cent once (one promo amount, one amount per tax rate); amounts
// split over lines use the largest-remainder method, so the lines always add up to the totals.

import { formatDollars } from '#server/shared/money.js';

export type TaxType = 'percentage' | 'fixed';
export type PromoKind = 'percent' | 'fixed';

export interface PricingLineInput {
  productId: number;
  productTypeId: number | null;
  /** The product's school level (Pre-K, Elementary...); null when it has none. */
  levelId: number | null;
  qty: number;
  /** special price ?? price (purchases), or the renewal price (renewals). */
  unitPriceCents: number;
  /** The line ships (isShippedLine, below): a hard copy bought, not a renewal. */
  isHardCopy: boolean;
}

export interface PromoInput {
  id: number;
  code: string;
  kind: PromoKind;
  /** percent: basis points (1000 = 10 %); fixed: cents. */
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  maxUses: number | null;
  usesCount: number;
  maxUsesPerUser: number | null;
  minSubtotalCents: number | null;
  /** Empty lists: the whole cart. Otherwise only lines whose product, product type or level is listed. */
  productIds: number[];
  productTypeIds: number[];
  levelIds: number[];
}

export interface TaxRateInput {
  id: number;
  name: string;
  kind: TaxType;
  /** percentage: basis points (825 = 8.25 %); fixed: cents per order. */
  rate: number;
  /** Two-letter state the rate is limited to; null = every address. */
  state: string | null;
}

export interface ShippingRuleInput {
  id: number;
  name: string;
  minSubtotalCents: number;
  /** Exclusive upper bound; null = none. */
  maxSubtotalCents: number | null;
  amountCents: number;
  hardCopyOnly: boolean;
  /** Empty: every account type. */
  accountTypeIds: number[];
}

export interface PricingInput {
  lines: PricingLineInput[];
  promo: PromoInput | null;
  /** Uses of the promo by this buyer so far; null when unknown (a guest). */
  promoUsesByBuyer: number | null;
  taxRates: TaxRateInput[];
  shippingRules: ShippingRuleInput[];
  /** Account type that decides shipping (a guest's visitor type maps to one); null = none. */
  shippingAccountTypeId: number | null;
  /** Two-letter state of the effective address; null when there is none (state-limited rates then do not apply). */
  state: string | null;
  taxExempt: boolean;
  now: Date;
}

export type PromoFailure =
  | 'unknown'
  | 'not_yet_valid'
  | 'expired'
  | 'used_up'
  | 'used_up_by_buyer'
  | 'empty_cart'
  | 'minimum_not_met'
  | 'not_applicable';

export const PROMO_MESSAGES: Record<PromoFailure | 'applied' | 'removed' | 'required', string> = {
  applied: 'Promo code applied successfully!',
  removed: 'Promo code removed',
  required: 'Please enter a promo code.',
  unknown: 'This promo code is not valid.',
  not_yet_valid: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  used_up: 'This promo code has reached its usage limit.',
  used_up_by_buyer: 'You have already used this promo code.',
  empty_cart: 'Add items to your cart before applying a promo code.',
  minimum_not_met: 'This promo code needs a subtotal of at least {amount}.',
  not_applicable: 'This promo code does not apply to the items in your cart.',
};

export interface TaxLine {
  taxRateId: number;
  name: string;
  type: TaxType;
  /** As stored: basis points or cents. */
  rate: number;
  amountCents: number;
}

export interface PricedLine extends PricingLineInput {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export interface PromoOutcome {
  promoCodeId: number;
  code: string;
  applied: boolean;
  failure: PromoFailure | null;
  message: string;
}

export interface PricingResult {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  taxLines: TaxLine[];
  shippingCents: number;
  shippingRuleId: number | null;
  totalCents: number;
  taxExempt: boolean;
  promo: PromoOutcome | null;
}

/** a × basisPoints / 10000, rounded half up to a whole cent (inputs are non-negative integers). */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10_000);
}

/** Splits `total` over `weights` in proportion (largest remainder), so the shares add up to `total` exactly. */
export function allocateCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

function isEligibleLine(promo: PromoInput, line: PricingLineInput): boolean {
  if (!promo.productIds.length && !promo.productTypeIds.length && !promo.levelIds.length) return true;
  if (promo.productIds.includes(line.productId)) return true;
  if (line.levelId !== null && promo.levelIds.includes(line.levelId)) return true;
  return line.productTypeId !== null && promo.productTypeIds.includes(line.productTypeId);
}

/**
 * Whether the promo code may be used on these lines now, in the order a buyer would want to hear it:
 * unknown, dates, limits, then the cart (empty, minimum subtotal, eligible items).
 */
export function checkPromo(
  promo: PromoInput | null,
  context: { lines: PricingLineInput[]; promoUsesByBuyer: number | null; now: Date },
): { ok: true } | { ok: false; failure: PromoFailure; message: string } {
  const fail = (failure: PromoFailure, message = PROMO_MESSAGES[failure]) => ({ ok: false as const, failure, message });
  if (!promo || !promo.isActive) return fail('unknown');
  if (promo.startsAt && promo.startsAt.getTime() > context.now.getTime()) return fail('not_yet_valid');
  if (promo.endsAt && promo.endsAt.getTime() <= context.now.getTime()) return fail('expired');
  if (promo.maxUses !== null && promo.usesCount >= promo.maxUses) return fail('used_up');
  if (promo.maxUsesPerUser !== null && context.promoUsesByBuyer !== null && context.promoUsesByBuyer >= promo.maxUsesPerUser)
    return fail('used_up_by_buyer');
  if (!context.lines.length) return fail('empty_cart');
  const subtotal = context.lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
  if (promo.minSubtotalCents !== null && subtotal < promo.minSubtotalCents) {
    return fail('minimum_not_met', PROMO_MESSAGES.minimum_not_met.replace('{amount}', formatDollars(promo.minSubtotalCents)));
  }
  if (!context.lines.some((line) => isEligibleLine(promo, line))) return fail('not_applicable');
  return { ok: true };
}

function stateMatches(rate: TaxRateInput, state: string | null): boolean {
  if (rate.state === null) return true;
  return state !== null && rate.state.toUpperCase() === state.toUpperCase();
}

function findShippingRule(input: PricingInput, subtotalCents: number): ShippingRuleInput | null {
  // Shipping is charged only when something ships, for every account type (docs/decisions/095).
  if (!input.lines.some((line) => line.isHardCopy)) return null;
  return (
    input.shippingRules.find((rule) => {
      if (rule.accountTypeIds.length) {
        if (input.shippingAccountTypeId === null || !rule.accountTypeIds.includes(input.shippingAccountTypeId)) return false;
      }
      if (subtotalCents < rule.minSubtotalCents) return false;
      return rule.maxSubtotalCents === null || subtotalCents < rule.maxSubtotalCents;
    }) ?? null
  );
}

/** Subtotal − discount + tax + shipping, in cents; `shippingRules` and `taxRates` are expected in their sort order. */
export function calculatePricing(input: PricingInput): PricingResult {
  const lines = input.lines.map((line) => ({ ...line, subtotalCents: line.unitPriceCents * line.qty }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);

  // Discount: on the eligible lines only, never more than they cost.
  let discountCents = 0;
  let lineDiscounts = lines.map(() => 0);
  let promo: PromoOutcome | null = null;
  if (input.promo) {
    const check = checkPromo(input.promo, { lines: input.lines, promoUsesByBuyer: input.promoUsesByBuyer, now: input.now });
    if (check.ok) {
      const eligible = lines.map((line) => (isEligibleLine(input.promo!, line) ? line.subtotalCents : 0));
      const eligibleCents = eligible.reduce((a, b) => a + b, 0);
      const raw = input.promo.kind === 'percent' ? percentOfCents(eligibleCents, input.promo.value) : input.promo.value;
      discountCents = Math.max(0, Math.min(raw, eligibleCents));
      lineDiscounts = allocateCents(discountCents, eligible);
    }
    promo = {
      promoCodeId: input.promo.id,
      code: input.promo.code,
      applied: check.ok,
      failure: check.ok ? null : check.failure,
      message: check.ok ? PROMO_MESSAGES.applied : check.message,
    };
  }

  // Tax: on what is paid for the goods (after the discount); none for approved tax-exempt organizations.
  const taxableCents = subtotalCents - discountCents;
  const taxLines: TaxLine[] = [];
  if (!input.taxExempt && taxableCents > 0) {
    for (const rate of input.taxRates) {
      if (!stateMatches(rate, input.state)) continue;
      const amountCents = rate.kind === 'percentage' ? percentOfCents(taxableCents, rate.rate) : rate.rate;
      taxLines.push({ taxRateId: rate.id, name: rate.name, type: rate.kind, rate: rate.rate, amountCents });
    }
  }
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  const lineTaxes = allocateCents(
    taxCents,
    lines.map((line, index) => line.subtotalCents - lineDiscounts[index]),
  );

  const rule = findShippingRule(input, subtotalCents);
  const shippingCents = rule?.amountCents ?? 0;
  const totalCents = Math.max(0, subtotalCents - discountCents + taxCents + shippingCents);

  return {
    lines: lines.map((line, index) => ({
      ...line,
      discountCents: lineDiscounts[index],
      taxCents: lineTaxes[index],
      totalCents: line.subtotalCents - lineDiscounts[index] + lineTaxes[index],
    })),
    subtotalCents,
    discountCents,
    taxCents,
    taxLines,
    shippingCents,
    shippingRuleId: rule?.id ?? null,
    totalCents,
    taxExempt: input.taxExempt,
    promo,
  };
}

// When an order ships (docs/decisions/095-ship-when-something-ships.md): decided by the cart's lines, never by the
// account type. The one home of this rule: pricing (shipping cost), the checkout page (address section), order
// placement (address required), the wallet order (shipping address) and the order snapshot follow it.

export interface ShippableLine {
  kind: 'purchase' | 'renewal';
  product: { isHardCopy: boolean };
}

/** A physical product bought (a doll set, a coloring book, a program kit) ships; a renewal only extends streaming. */
export const isShippedLine = (line: ShippableLine) => line.kind === 'purchase' && line.product.isHardCopy;

/** True when the cart holds something that ships; false when everything is streamed or downloaded. */
export const cartShips = (lines: readonly ShippableLine[]) => lines.some(isShippedLine);

// Addresses may carry a state as its two-letter code or its name; tax rates are keyed by the code.
const US_STATES: Record<string, string> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO', CONNECTICUT: 'CT',
  DELAWARE: 'DE', 'DISTRICT OF COLUMBIA': 'DC', FLORIDA: 'FL', GEORGIA: 'GA', HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL',
  INDIANA: 'IN', IOWA: 'IA', KANSAS: 'KS', KENTUCKY: 'KY', LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD',
  MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN', MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT',
  NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ', 'NEW MEXICO': 'NM', 'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR', PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT',
  VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
  'PUERTO RICO': 'PR', GUAM: 'GU', 'U.S. VIRGIN ISLANDS': 'VI', 'AMERICAN SAMOA': 'AS', 'NORTHERN MARIANA ISLANDS': 'MP',
};
const CODES = new Set(Object.values(US_STATES));

/** 'tx', 'Texas', ' TX ' → 'TX'; anything unknown → null. */
export function normalizeStateCode(state: string | null | undefined): string | null {
  if (!state) return null;
  const upper = state.trim().replace(/\s+/g, ' ').toUpperCase();
  if (CODES.has(upper)) return upper;
  return US_STATES[upper] ?? null;
}

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s.])([a-z])/g, (_whole, before: string, letter: string) => before + letter.toUpperCase());

/** Every state and territory a tax line can be limited to, by name, for the staff forms. */
export const US_STATE_OPTIONS: readonly { code: string; name: string }[] = Object.entries(US_STATES)
  .map(([name, code]) => ({ code, name: titleCase(name) }))
  .sort((a, b) => a.name.localeCompare(b.name));
