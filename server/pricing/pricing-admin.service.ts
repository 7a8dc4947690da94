import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import { ValidationError } from '#server/http/errors.js';
import { centsToDollars } from '#server/shared/money.js';
import { shopDateOf, startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone.js';
import { fillMessage, PRICING_RULE_FORM_MESSAGES, PROMO_CODE_FORM_MESSAGES } from './pricing-admin.rules.js';
import type { TPromoCodeForm, TShippingRuleForm, TTaxRateForm } from './pricing-admin.schemas.js';
import { US_STATE_OPTIONS } from './pricing.rules.js';

// What staff change in the pricing module's own tables (issue 15 items 4-5): promo codes, tax lines and shipping
// rates, the rows pricing.service reads for every cart. Each write runs inside the caller's staff-action
// transaction (runStaffAction) and answers a before/after for the audit log. Placed orders carry their own priced
// amounts (orders.sub_total_cents, total_tax_cents, tax_breakdown, shipping_cents, order_lines), so a change here
// reaches carts priced after it and never an order (docs/decisions/116).

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

export type PromoCodeStatus = 'active' | 'scheduled' | 'expired' | 'used-up' | 'inactive';

const promoWithScope = {
  products: { select: { productId: true } },
  productTypes: { select: { productTypeId: true } },
  levels: { select: { levelId: true } },
} as const;
type PromoRow = Prisma.PromoCodeGetPayload<{ include: typeof promoWithScope }>;

export function statusOfPromoCode(row: Pick<PromoRow, 'isActive' | 'startsAt' | 'endsAt' | 'maxUses' | 'usesCount'>, now: Date): PromoCodeStatus {
  if (!row.isActive) return 'inactive';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'expired';
  if (row.maxUses !== null && row.usesCount >= row.maxUses) return 'used-up';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/** A promo code as the staff list and forms show it: dollars and percents, shop-calendar days. */
export function toPromoCodeView(row: PromoRow, now: Date) {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    /** Percent (20) or dollars (10.5), as the form shows it. */
    value: row.kind === 'percent' ? row.value / 100 : centsToDollars(row.value),
    min_subtotal: row.minSubtotalCents === null ? null : centsToDollars(row.minSubtotalCents),
    starts_on: row.startsAt ? shopDateOf(row.startsAt) : null,
    // endsAt is the start of the day after the last day (exclusive), so the last day is the one before it.
    ends_on: row.endsAt ? shopDateOf(new Date(row.endsAt.getTime() - 1)) : null,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerUser,
    uses_count: row.usesCount,
    product_ids: row.products.map((item) => item.productId),
    product_type_ids: row.productTypes.map((item) => item.productTypeId),
    level_ids: row.levels.map((item) => item.levelId),
    is_active: row.isActive,
    status: statusOfPromoCode(row, now),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type PromoCodeView = ReturnType<typeof toPromoCodeView>;

export async function listPromoCodes(db: Db, now = new Date()): Promise<PromoCodeView[]> {
  const rows = await db.promoCode.findMany({ include: promoWithScope, orderBy: [{ isActive: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((row) => toPromoCodeView(row, now));
}

export async function findPromoCodeView(db: Db, id: number, now = new Date()): Promise<PromoCodeView | null> {
  const row = await db.promoCode.findUnique({ where: { id }, include: promoWithScope });
  return row ? toPromoCodeView(row, now) : null;
}

/** What a code may be limited to: products, product types and school levels. */
export async function findPromoScopeOptions(db: Db) {
  const [products, productTypes, levels] = await Promise.all([
    db.product.findMany({ select: { id: true, title: true, isActive: true }, orderBy: [{ title: 'asc' }, { id: 'asc' }] }),
    db.productType.findMany({ select: { id: true, name: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    db.schoolLevel.findMany({ select: { id: true, name: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
  ]);
  return {
    products: products.map((product) => ({ id: product.id, label: product.isActive ? product.title : `${product.title} (not on sale)` })),
    product_types: productTypes.map((type) => ({ id: type.id, label: type.name })),
    levels: levels.map((level) => ({ id: level.id, label: level.name })),
  };
}

async function requireKnownIds(tx: Tx, input: Pick<TPromoCodeForm, 'product_ids' | 'product_type_ids' | 'level_ids'>) {
  const [products, types, levels] = await Promise.all([
    tx.product.count({ where: { id: { in: input.product_ids } } }),
    tx.productType.count({ where: { id: { in: input.product_type_ids } } }),
    tx.schoolLevel.count({ where: { id: { in: input.level_ids } } }),
  ]);
  const errors: Record<string, string> = {};
  if (products !== input.product_ids.length) errors.product_ids = PROMO_CODE_FORM_MESSAGES.productsUnknown;
  if (types !== input.product_type_ids.length) errors.product_type_ids = PROMO_CODE_FORM_MESSAGES.productTypesUnknown;
  if (levels !== input.level_ids.length) errors.level_ids = PROMO_CODE_FORM_MESSAGES.levelsUnknown;
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

function promoFields(input: TPromoCodeForm) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.value,
    minSubtotalCents: input.min_subtotal,
    // Days are the shop's calendar days: from the start of the first to the end of the last.
    startsAt: input.starts_on ? startOfShopDay(input.starts_on) : null,
    endsAt: input.ends_on ? startOfNextShopDay(input.ends_on) : null,
    maxUses: input.max_uses,
    maxUsesPerUser: input.max_uses_per_customer,
    isActive: input.is_active,
  };
}

/** What the audit log keeps of a code. */
const promoAudit = (view: PromoCodeView) => {
  const { updated_at: _updatedAt, status: _status, uses_count: _uses, ...rest } = view;
  return rest as unknown as Prisma.InputJsonValue;
};

async function refuseTakenCode(tx: Tx, code: string, exceptId: number | null) {
  // Codes are stored upper-case and matched upper-cased, so equality here is the storefront's case-insensitive match.
  const taken = await tx.promoCode.findFirst({ where: { code: { equals: code, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (taken) throw new ValidationError({ code: PROMO_CODE_FORM_MESSAGES.codeTaken });
}

function isUniqueCodeCollision(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' && JSON.stringify(error.meta ?? {}).includes('code');
}

export async function createPromoCode(tx: Tx, input: TPromoCodeForm, now = new Date()) {
  await refuseTakenCode(tx, input.code, null);
  await requireKnownIds(tx, input);
  try {
    const row = await tx.promoCode.create({
      data: {
        ...promoFields(input),
        products: { create: input.product_ids.map((productId) => ({ productId })) },
        productTypes: { create: input.product_type_ids.map((productTypeId) => ({ productTypeId })) },
        levels: { create: input.level_ids.map((levelId) => ({ levelId })) },
      },
      include: promoWithScope,
    });
    const view = toPromoCodeView(row, now);
    return { id: row.id, code: row.code, after: promoAudit(view) };
  } catch (error) {
    if (isUniqueCodeCollision(error)) throw new ValidationError({ code: PROMO_CODE_FORM_MESSAGES.codeTaken });
    throw error;
  }
}

export type PromoCodeChange =
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'changed'; id: number; code: string; before: Prisma.InputJsonValue; after: Prisma.InputJsonValue };

/** Edits a code with its row locked; a form opened on an older version is stale and changes nothing. */
export async function updatePromoCode(tx: Tx, id: number, input: TPromoCodeForm, now = new Date()): Promise<PromoCodeChange> {
  await tx.$queryRaw`SELECT id FROM promo_codes WHERE id = ${id} FOR UPDATE`;
  const current = await tx.promoCode.findUnique({ where: { id }, include: promoWithScope });
  if (!current) return { kind: 'missing' };
  if (input.expected_updated_at && new Date(input.expected_updated_at).getTime() !== current.updatedAt.getTime()) return { kind: 'stale' };
  if (input.max_uses !== null && input.max_uses < current.usesCount) {
    throw new ValidationError({ max_uses: fillMessage(PROMO_CODE_FORM_MESSAGES.maxUsesBelowUses, { uses: current.usesCount }) });
  }
  await refuseTakenCode(tx, input.code, id);
  await requireKnownIds(tx, input);
  try {
    const row = await tx.promoCode.update({
      where: { id },
      data: {
        ...promoFields(input),
        products: { deleteMany: {}, create: input.product_ids.map((productId) => ({ productId })) },
        productTypes: { deleteMany: {}, create: input.product_type_ids.map((productTypeId) => ({ productTypeId })) },
        levels: { deleteMany: {}, create: input.level_ids.map((levelId) => ({ levelId })) },
      },
      include: promoWithScope,
    });
    return { kind: 'changed', id, code: row.code, before: promoAudit(toPromoCodeView(current, now)), after: promoAudit(toPromoCodeView(row, now)) };
  } catch (error) {
    if (isUniqueCodeCollision(error)) throw new ValidationError({ code: PROMO_CODE_FORM_MESSAGES.codeTaken });
    throw error;
  }
}

export type PromoCodeRemoval =
  | { kind: 'missing' }
  | { kind: 'already-inactive'; code: string }
  | { kind: 'deleted'; id: number; code: string; before: Prisma.InputJsonValue }
  | { kind: 'deactivated'; id: number; code: string; before: Prisma.InputJsonValue; after: Prisma.InputJsonValue };

/**
 * Deletes a code no order used; a code with uses is deactivated instead, so its uses and orders keep pointing at it
 * (docs/decisions/117). A cart holding a deleted code simply loses it (carts.promo_code_id is SET NULL).
 */
export async function deleteOrDeactivatePromoCode(tx: Tx, id: number, now = new Date()): Promise<PromoCodeRemoval> {
  await tx.$queryRaw`SELECT id FROM promo_codes WHERE id = ${id} FOR UPDATE`;
  const current = await tx.promoCode.findUnique({ where: { id }, include: promoWithScope });
  if (!current) return { kind: 'missing' };
  const before = promoAudit(toPromoCodeView(current, now));
  const used = (await tx.promoCodeUse.count({ where: { promoCodeId: id } })) > 0 || (await tx.order.count({ where: { promoCodeId: id } })) > 0;
  if (!used) {
    await tx.promoCode.delete({ where: { id } });
    return { kind: 'deleted', id, code: current.code, before };
  }
  if (!current.isActive) return { kind: 'already-inactive', code: current.code };
  const row = await tx.promoCode.update({ where: { id }, data: { isActive: false }, include: promoWithScope });
  return { kind: 'deactivated', id, code: current.code, before, after: promoAudit(toPromoCodeView(row, now)) };
}

/** The uses of one code, newest first: which order, which customer, how much it took off. */
export async function listPromoCodeUses(db: Db, promoCodeId: number) {
  const uses = await db.promoCodeUse.findMany({
    where: { promoCodeId },
    orderBy: { id: 'desc' },
    take: 500,
    include: {
      user: { select: { id: true, firstName: true, lastName: true, email: true } },
      order: { select: { id: true, createdAt: true, totalCents: true, statusId: true, status: { select: { name: true } } } },
    },
  });
  return uses.map((use) => ({
    id: use.id,
    used_at: use.createdAt.toISOString(),
    order_id: use.orderId,
    order_status: use.order.status.name,
    order_total: centsToDollars(use.order.totalCents),
    discount: centsToDollars(use.discountCents),
    customer: { id: use.user.id, name: `${use.user.firstName} ${use.user.lastName}`.trim() || use.user.email, email: use.user.email },
  }));
}
export type PromoCodeUseView = Awaited<ReturnType<typeof listPromoCodeUses>>[number];

// ---- Tax lines ----

export function toTaxRateView(row: Prisma.TaxRateGetPayload<object>) {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    kind: row.kind,
    /** Percent (8.25) or dollars per order. */
    rate: row.kind === 'percentage' ? row.rate / 100 : centsToDollars(row.rate),
    sort_order: row.sortOrder,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}
export type TaxRateView = ReturnType<typeof toTaxRateView>;

const auditOf = <View extends { updated_at: string }>(view: View) => {
  const { updated_at: _updatedAt, ...rest } = view;
  return rest as unknown as Prisma.InputJsonValue;
};

export async function listTaxRates(db: Db): Promise<TaxRateView[]> {
  const rows = await db.taxRate.findMany({ orderBy: [{ isActive: 'desc' }, { state: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }] });
  return rows.map(toTaxRateView);
}

function requireKnownState(state: string | null) {
  if (state !== null && !US_STATE_OPTIONS.some((option) => option.code === state)) throw new ValidationError({ state: PRICING_RULE_FORM_MESSAGES.stateUnknown });
}

const taxFields = (input: TTaxRateForm) => ({ name: input.name, state: input.state, kind: input.kind, rate: input.rate, sortOrder: input.sort_order, isActive: input.is_active });

export async function createTaxRate(tx: Tx, input: TTaxRateForm) {
  requireKnownState(input.state);
  const row = await tx.taxRate.create({ data: taxFields(input) });
  return { id: row.id, name: row.name, after: auditOf(toTaxRateView(row)) };
}

export type PricingRuleChange = { kind: 'missing' } | { kind: 'stale' } | { kind: 'changed'; id: number; name: string; before: Prisma.InputJsonValue; after: Prisma.InputJsonValue };

export async function updateTaxRate(tx: Tx, id: number, input: TTaxRateForm): Promise<PricingRuleChange> {
  requireKnownState(input.state);
  await tx.$queryRaw`SELECT id FROM tax_rates WHERE id = ${id} FOR UPDATE`;
  const current = await tx.taxRate.findUnique({ where: { id } });
  if (!current) return { kind: 'missing' };
  if (input.expected_updated_at && new Date(input.expected_updated_at).getTime() !== current.updatedAt.getTime()) return { kind: 'stale' };
  const row = await tx.taxRate.update({ where: { id }, data: taxFields(input) });
  return { kind: 'changed', id, name: row.name, before: auditOf(toTaxRateView(current)), after: auditOf(toTaxRateView(row)) };
}

// ---- Shipping rates ----

const shippingWithTypes = { accountTypes: { select: { accountTypeId: true } } } as const;
type ShippingRow = Prisma.ShippingRuleGetPayload<{ include: typeof shippingWithTypes }>;

export function toShippingRuleView(row: ShippingRow) {
  return {
    id: row.id,
    name: row.name,
    account_type_ids: row.accountTypes.map((item) => item.accountTypeId).sort((a, b) => a - b),
    min_subtotal: centsToDollars(row.minSubtotalCents),
    max_subtotal: row.maxSubtotalCents === null ? null : centsToDollars(row.maxSubtotalCents),
    amount: centsToDollars(row.amountCents),
    sort_order: row.sortOrder,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}
export type ShippingRuleView = ReturnType<typeof toShippingRuleView>;

/** In the order pricing tries them (findPricingRules): the first active rule that matches a cart is charged. */
export async function listShippingRules(db: Db): Promise<ShippingRuleView[]> {
  const rows = await db.shippingRule.findMany({ include: shippingWithTypes, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  return rows.map(toShippingRuleView);
}

export async function findAccountTypeOptions(db: Db) {
  const types = await db.accountType.findMany({ select: { id: true, roleLabel: true }, orderBy: { id: 'asc' } });
  return types.map((type) => ({ id: type.id, label: type.roleLabel }));
}

async function requireKnownAccountTypes(tx: Tx, ids: number[]) {
  if ((await tx.accountType.count({ where: { id: { in: ids } } })) !== ids.length) {
    throw new ValidationError({ account_type_ids: PRICING_RULE_FORM_MESSAGES.accountTypesUnknown });
  }
}

const shippingFields = (input: TShippingRuleForm) => ({
  name: input.name,
  minSubtotalCents: input.min_subtotal,
  maxSubtotalCents: input.max_subtotal,
  amountCents: input.amount,
  sortOrder: input.sort_order,
  isActive: input.is_active,
});

export async function createShippingRule(tx: Tx, input: TShippingRuleForm) {
  await requireKnownAccountTypes(tx, input.account_type_ids);
  const row = await tx.shippingRule.create({
    data: { ...shippingFields(input), accountTypes: { create: input.account_type_ids.map((accountTypeId) => ({ accountTypeId })) } },
    include: shippingWithTypes,
  });
  return { id: row.id, name: row.name, after: auditOf(toShippingRuleView(row)) };
}

export async function updateShippingRule(tx: Tx, id: number, input: TShippingRuleForm): Promise<PricingRuleChange> {
  await tx.$queryRaw`SELECT id FROM shipping_rules WHERE id = ${id} FOR UPDATE`;
  const current = await tx.shippingRule.findUnique({ where: { id }, include: shippingWithTypes });
  if (!current) return { kind: 'missing' };
  if (input.expected_updated_at && new Date(input.expected_updated_at).getTime() !== current.updatedAt.getTime()) return { kind: 'stale' };
  await requireKnownAccountTypes(tx, input.account_type_ids);
  const row = await tx.shippingRule.update({
    where: { id },
    data: { ...shippingFields(input), accountTypes: { deleteMany: {}, create: input.account_type_ids.map((accountTypeId) => ({ accountTypeId })) } },
    include: shippingWithTypes,
  });
  return { kind: 'changed', id, name: row.name, before: auditOf(toShippingRuleView(current)), after: auditOf(toShippingRuleView(row)) };
}

export const listUsStateOptions = () => US_STATE_OPTIONS;
