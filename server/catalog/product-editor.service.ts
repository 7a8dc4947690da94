import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import { ValidationError } from '#server/http/errors.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { route } from '#server/route-table.js';
import { ACCOUNT_TYPE, ROLE_LABELS, roleOf } from '#server/shared/account-types.js';
import { PRODUCT_MESSAGES as MESSAGE, slugifyTitle } from './product-editor.rules.js';
import type { ProductListSort, TCreateProductInput, TProductListQuery, TUpdateProductInput } from './product-editor.schemas.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// The catalogue as staff edit it (issue 15 item 1; docs/decisions/105): the products list, the form's values and
// options, and the writes (create, update, duplicate, deactivate). The catalog module owns `products` and
// `product_combo_items`; the staff controller calls these inside runStaffAction, so each write and its audit event
// commit together. Image, gallery, video and guide fields belong to the media page and are never written here
// (a duplicate copies them as they are).

type Tx = Prisma.TransactionClient;
type Db = PrismaClient | Tx;

export interface AdminProductRow {
  id: number;
  title: string;
  sku: string | null;
  image: string | null;
  level: string | null;
  grade: string | null;
  type: string | null;
  audience: string;
  price_cents: number;
  special_price_cents: number | null;
  is_active: boolean;
  is_best_seller: boolean;
  sort_order: number;
  orders_count: number;
  edit_url: string;
  shop_url: string;
}

export interface ProductFormOption {
  value: string;
  label: string;
}

export interface ProductFormOptions {
  levels: ProductFormOption[];
  grades: (ProductFormOption & { level_id: string })[];
  types: ProductFormOption[];
  account_types: ProductFormOption[];
  /** Products a combo can hold (every other product, by title). */
  combo_products: ProductFormOption[];
}

/** What the form shows: text as stored, prices as dollars strings, ids as strings, flags as booleans. */
export interface ProductFormData {
  title: string;
  slug: string;
  subtitle: string;
  short_description: string;
  description: string;
  video_description: string;
  title_es: string;
  subtitle_es: string;
  short_description_es: string;
  description_es: string;
  video_description_es: string;
  price: string;
  special_price: string;
  sku: string;
  level_id: string;
  grade_id: string;
  type_id: string;
  account_type_id: string;
  tags: string;
  category: string;
  is_best_seller: boolean;
  sort_order: string;
  combo_items: { product_id: string; quantity: string }[];
  preview_video_account: boolean;
  trainer_video_account: boolean;
  is_licensed: boolean;
  is_hard_copy: boolean;
  is_active: boolean;
}

export interface EditableProduct {
  id: number;
  form: ProductFormData;
  updated_at: string;
  image: string | null;
  orders_count: number;
  shop_url: string;
}

const insensitive = (value: string) => ({ contains: value, mode: 'insensitive' as const });
const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const stringsOf = (value: Prisma.JsonValue): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const imageOf = (value: string | null) => (value && (value.startsWith('/') || value.startsWith('https://')) ? value : null);

export const EMPTY_PRODUCT_FORM: ProductFormData = {
  title: '',
  slug: '',
  subtitle: '',
  short_description: '',
  description: '',
  video_description: '',
  title_es: '',
  subtitle_es: '',
  short_description_es: '',
  description_es: '',
  video_description_es: '',
  price: '',
  special_price: '',
  sku: '',
  level_id: '',
  grade_id: '',
  type_id: '',
  account_type_id: '',
  tags: '',
  category: '',
  is_best_seller: false,
  sort_order: '0',
  combo_items: [],
  preview_video_account: false,
  trainer_video_account: false,
  is_licensed: false,
  is_hard_copy: false,
  is_active: true,
};

// ---------------------------------------------------------------------------------------------------------------
// The list

function productListWhere(query: TProductListQuery): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [];
  for (const word of (query.search ?? '').split(' ').filter(Boolean).slice(0, 5)) {
    const literal = word.replace(/[\\%_]/g, (character) => `\\${character}`);
    and.push({ OR: [{ title: insensitive(literal) }, { sku: insensitive(literal) }, { slug: insensitive(literal) }] });
  }
  if (query.level) and.push({ levelId: query.level });
  if (query.grade) and.push({ gradeId: query.grade });
  if (query.type) and.push({ typeId: query.type });
  if (query.active) and.push({ isActive: query.active === '1' });
  return { AND: and };
}

const ORDER_BY: Record<ProductListSort, (direction: SortDirection) => Prisma.ProductOrderByWithRelationInput[]> = {
  updated_at: (direction) => [{ updatedAt: direction }, { id: direction }],
  title: (direction) => [{ title: direction }, { id: direction }],
  price: (direction) => [{ priceCents: direction }, { id: direction }],
  sort_order: (direction) => [{ sortOrder: direction }, { id: direction }],
};

export const audienceLabelOf = (accountTypeId: number | null) => (accountTypeId === null ? 'Everyone' : ROLE_LABELS[roleOf(accountTypeId)]);

export async function findAdminProducts(db: PrismaClient, query: TProductListQuery): Promise<Paginated<AdminProductRow>> {
  const where = productListWhere(query);
  const total = await db.product.count({ where });
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  const page = Math.min(query.page, lastPage);
  const products = await db.product.findMany({
    where,
    orderBy: ORDER_BY[query.sort](query.direction),
    skip: (page - 1) * query.per_page,
    take: query.per_page,
    include: { level: { select: { name: true } }, grade: { select: { name: true } }, type: { select: { name: true } } },
  });
  const counts = await countOrdersOf(db, products.map((product) => product.id));
  const linkQuery = {
    search: query.search,
    level: query.level,
    grade: query.grade,
    type: query.type,
    active: query.active,
    sort: query.sort === 'updated_at' ? undefined : query.sort,
    direction: query.direction === 'desc' ? undefined : query.direction,
    per_page: query.per_page === 25 ? undefined : query.per_page,
  };
  const meta = paginate({ total, page, perPage: query.per_page, path: route('admin.products'), locale: 'en', query: linkQuery });
  return {
    ...meta,
    data: products.map((product) => ({
      id: product.id,
      title: product.title,
      sku: product.sku,
      image: imageOf(product.image),
      level: product.level?.name ?? null,
      grade: product.grade?.name ?? null,
      type: product.type?.name ?? null,
      audience: audienceLabelOf(product.accountTypeId),
      price_cents: product.priceCents,
      special_price_cents: product.specialPriceCents,
      is_active: product.isActive,
      is_best_seller: product.isBestSeller,
      sort_order: product.sortOrder,
      orders_count: counts.get(product.id) ?? 0,
      edit_url: route('admin.products.edit', { id: product.id }),
      shop_url: route('product-detail', { id: product.id, slug: product.slug }),
    })),
  };
}

/** Orders that hold each product (distinct orders, not lines), for the page's ids only. */
async function countOrdersOf(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ product_id: number; orders: bigint }[]>`
    SELECT product_id, COUNT(DISTINCT order_id) AS orders FROM order_lines
    WHERE product_id IN (${Prisma.join(productIds)}) GROUP BY product_id`;
  return new Map(rows.map((row) => [row.product_id, Number(row.orders)]));
}

export async function productHasOrders(db: Db, productId: number): Promise<boolean> {
  return (await db.orderLine.count({ where: { productId } })) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The form

/** The form's choices; the list's filters pass `comboProducts: false` (no need to read every product). */
export async function findProductFormOptions(db: PrismaClient, options: { exceptProductId?: number; comboProducts?: boolean } = {}): Promise<ProductFormOptions> {
  const { exceptProductId, comboProducts = true } = options;
  const [levels, grades, types, products] = await Promise.all([
    db.schoolLevel.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }),
    db.grade.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], select: { id: true, name: true, levelId: true } }),
    db.productType.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }),
    comboProducts
      ? db.product.findMany({
          where: exceptProductId ? { id: { not: exceptProductId } } : {},
          orderBy: [{ title: 'asc' }, { id: 'asc' }],
          select: { id: true, title: true, sku: true, isActive: true },
        })
      : [],
  ]);
  return {
    levels: levels.map((level) => ({ value: String(level.id), label: level.name })),
    grades: grades.map((grade) => ({ value: String(grade.id), label: grade.name, level_id: String(grade.levelId) })),
    types: types.map((type) => ({ value: String(type.id), label: type.name })),
    account_types: Object.values(ACCOUNT_TYPE).map((id) => ({
      value: String(id),
      label: id === ACCOUNT_TYPE.schools ? `${ROLE_LABELS[roleOf(id)]} (one licence per school)` : ROLE_LABELS[roleOf(id)],
    })),
    combo_products: products.map((product) => ({
      value: String(product.id),
      label: `${product.title}${product.sku ? ` (${product.sku})` : ''}${product.isActive ? '' : ' — inactive'}`,
    })),
  };
}

export async function findEditableProduct(db: PrismaClient, id: number): Promise<EditableProduct | null> {
  const product = await db.product.findUnique({
    where: { id },
    include: { comboItems: { orderBy: [{ sortOrder: 'asc' }, { itemProductId: 'asc' }] } },
  });
  if (!product) return null;
  const counts = await countOrdersOf(db, [id]);
  return {
    id: product.id,
    form: {
      title: product.title,
      slug: product.slug,
      subtitle: product.subtitle ?? '',
      short_description: product.shortDescription ?? '',
      description: product.description ?? '',
      video_description: product.videoDescription ?? '',
      title_es: product.titleEs ?? '',
      subtitle_es: product.subtitleEs ?? '',
      short_description_es: product.shortDescriptionEs ?? '',
      description_es: product.descriptionEs ?? '',
      video_description_es: product.videoDescriptionEs ?? '',
      price: dollarsOf(product.priceCents),
      special_price: dollarsOf(product.specialPriceCents),
      sku: product.sku ?? '',
      level_id: product.levelId ? String(product.levelId) : '',
      grade_id: product.gradeId ? String(product.gradeId) : '',
      type_id: product.typeId ? String(product.typeId) : '',
      account_type_id: product.accountTypeId ? String(product.accountTypeId) : '',
      tags: stringsOf(product.tags).join(', '),
      category: product.category ?? '',
      is_best_seller: product.isBestSeller,
      sort_order: String(product.sortOrder),
      combo_items: product.comboItems.map((item) => ({ product_id: String(item.itemProductId), quantity: String(item.quantity) })),
      preview_video_account: product.previewVideoAccount,
      trainer_video_account: product.trainerVideoAccount,
      is_licensed: product.isLicensed,
      is_hard_copy: product.isHardCopy,
      is_active: product.isActive,
    },
    updated_at: product.updatedAt.toISOString(),
    image: imageOf(product.image),
    orders_count: counts.get(id) ?? 0,
    shop_url: route('product-detail', { id: product.id, slug: product.slug }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** The fields an audit event records, before and after a change (prices in cents). */
export type ProductSnapshot = Record<string, Prisma.InputJsonValue | null>;

async function snapshotOf(db: Db, id: number): Promise<ProductSnapshot | null> {
  const product = await db.product.findUnique({ where: { id }, include: { comboItems: { orderBy: { sortOrder: 'asc' } } } });
  if (!product) return null;
  return {
    title: product.title,
    slug: product.slug,
    subtitle: product.subtitle,
    short_description: product.shortDescription,
    description: product.description,
    video_description: product.videoDescription,
    title_es: product.titleEs,
    subtitle_es: product.subtitleEs,
    short_description_es: product.shortDescriptionEs,
    description_es: product.descriptionEs,
    video_description_es: product.videoDescriptionEs,
    price_cents: product.priceCents,
    special_price_cents: product.specialPriceCents,
    sku: product.sku,
    level_id: product.levelId,
    grade_id: product.gradeId,
    type_id: product.typeId,
    account_type_id: product.accountTypeId,
    tags: stringsOf(product.tags),
    category: product.category,
    is_best_seller: product.isBestSeller,
    sort_order: product.sortOrder,
    combo_items: product.comboItems.map((item) => ({ product_id: item.itemProductId, quantity: item.quantity })),
    preview_video_account: product.previewVideoAccount,
    trainer_video_account: product.trainerVideoAccount,
    is_licensed: product.isLicensed,
    is_hard_copy: product.isHardCopy,
    is_active: product.isActive,
  };
}

/** Only the fields that changed, for a readable audit trail. */
function changedFields(before: ProductSnapshot, after: ProductSnapshot): { before: ProductSnapshot; after: ProductSnapshot } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

/** Field errors for ids that name nothing, a grade outside its level, a combo holding itself, a taken slug or SKU. */
async function checkProductReferences(db: Db, input: TCreateProductInput, productId: number | null, slug: string): Promise<void> {
  const errors: Record<string, string> = {};
  const [level, grade, type, comboProducts, slugOwner, skuOwner] = await Promise.all([
    input.level_id ? db.schoolLevel.findUnique({ where: { id: input.level_id }, select: { id: true } }) : null,
    input.grade_id ? db.grade.findUnique({ where: { id: input.grade_id }, select: { levelId: true } }) : null,
    input.type_id ? db.productType.findUnique({ where: { id: input.type_id }, select: { id: true } }) : null,
    input.combo_items.length ? db.product.findMany({ where: { id: { in: input.combo_items.map((item) => item.product_id) } }, select: { id: true } }) : [],
    db.product.findUnique({ where: { slug }, select: { id: true } }),
    input.sku ? db.product.findUnique({ where: { sku: input.sku }, select: { id: true } }) : null,
  ]);
  if (input.level_id && !level) errors.level_id = MESSAGE.levelUnknown;
  if (input.grade_id && !grade) errors.grade_id = MESSAGE.gradeUnknown;
  else if (grade && input.level_id && grade.levelId !== input.level_id) errors.grade_id = MESSAGE.gradeOutsideLevel;
  if (input.type_id && !type) errors.type_id = MESSAGE.typeUnknown;
  if (input.account_type_id && !(Object.values(ACCOUNT_TYPE) as number[]).includes(input.account_type_id)) errors.account_type_id = MESSAGE.accountTypeUnknown;
  const known = new Set(comboProducts.map((product) => product.id));
  input.combo_items.forEach((item, index) => {
    if (productId !== null && item.product_id === productId) errors[`combo_items.${index}.product_id`] = MESSAGE.comboSelf;
    else if (!known.has(item.product_id)) errors[`combo_items.${index}.product_id`] = MESSAGE.comboProductUnknown;
  });
  if (slugOwner && slugOwner.id !== productId) errors.slug = MESSAGE.slugTaken;
  if (skuOwner && skuOwner.id !== productId) errors.sku = MESSAGE.skuTaken;
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The slug, or a free one made from `base` ("pre-k", "pre-k-2", "pre-k-3", ...). */
export async function findFreeSlug(db: Db, base: string, exceptProductId: number | null = null): Promise<string> {
  const stem = base || 'product';
  const taken = new Set(
    (await db.product.findMany({ where: { OR: [{ slug: stem }, { slug: { startsWith: `${stem}-` } }], ...(exceptProductId ? { id: { not: exceptProductId } } : {}) }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

function productDataOf(input: TCreateProductInput, slug: string) {
  return {
    title: input.title,
    slug,
    subtitle: input.subtitle,
    shortDescription: input.short_description,
    description: input.description,
    videoDescription: input.video_description,
    titleEs: input.title_es,
    subtitleEs: input.subtitle_es,
    shortDescriptionEs: input.short_description_es,
    descriptionEs: input.description_es,
    videoDescriptionEs: input.video_description_es,
    priceCents: input.price,
    specialPriceCents: input.special_price,
    sku: input.sku,
    levelId: input.level_id,
    gradeId: input.grade_id,
    typeId: input.type_id,
    accountTypeId: input.account_type_id,
    tags: input.tags,
    category: input.category,
    isBestSeller: input.is_best_seller,
    sortOrder: input.sort_order,
    previewVideoAccount: input.preview_video_account,
    trainerVideoAccount: input.trainer_video_account,
    isLicensed: input.is_licensed,
    isHardCopy: input.is_hard_copy,
    isActive: input.is_active,
  } satisfies Prisma.ProductUncheckedUpdateManyInput;
}

async function replaceComboItems(tx: Tx, productId: number, items: TCreateProductInput['combo_items']) {
  await tx.productComboItem.deleteMany({ where: { comboProductId: productId } });
  if (items.length) {
    await tx.productComboItem.createMany({
      data: items.map((item, index) => ({ comboProductId: productId, itemProductId: item.product_id, quantity: item.quantity, sortOrder: index })),
    });
  }
}

/** A unique-constraint race (two saves taking one slug or SKU at once) reads as the field's message. */
function asFieldConflict(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    const target = JSON.stringify(error.meta ?? {});
    if (target.includes('sku')) throw new ValidationError({ sku: MESSAGE.skuTaken });
    if (target.includes('slug')) throw new ValidationError({ slug: MESSAGE.slugTaken });
  }
  throw error;
}

export async function createProductFromForm(tx: Tx, input: TCreateProductInput): Promise<{ id: number; after: ProductSnapshot }> {
  const slug = input.slug ?? (await findFreeSlug(tx, slugifyTitle(input.title)));
  await checkProductReferences(tx, input, null, slug);
  const product = await tx.product.create({ data: productDataOf(input, slug), select: { id: true } }).catch(asFieldConflict);
  await replaceComboItems(tx, product.id, input.combo_items);
  return { id: product.id, after: (await snapshotOf(tx, product.id))! };
}

export type ProductUpdate = { kind: 'missing' } | { kind: 'stale' } | { kind: 'unchanged' } | { kind: 'changed'; before: ProductSnapshot; after: ProductSnapshot };

/** Saves the form over the product as it was opened (`expected_updated_at`); a product changed since is `stale`. */
export async function updateProductFromForm(tx: Tx, id: number, input: TUpdateProductInput): Promise<ProductUpdate> {
  const before = await snapshotOf(tx, id);
  if (!before) return { kind: 'missing' };
  const slug = input.slug ?? (await findFreeSlug(tx, slugifyTitle(input.title), id));
  await checkProductReferences(tx, input, id, slug);
  // The compare-and-set on updated_at makes two staff saving the same opened form at once safe: one wins.
  const { count } = await tx.product
    .updateMany({ where: { id, updatedAt: new Date(input.expected_updated_at) }, data: { ...productDataOf(input, slug), updatedAt: new Date() } })
    .catch(asFieldConflict);
  if (count === 0) return { kind: 'stale' };
  await replaceComboItems(tx, id, input.combo_items);
  const after = (await snapshotOf(tx, id))!;
  const changes = changedFields(before, after);
  if (Object.keys(changes.after).length === 0) return { kind: 'unchanged' };
  return { kind: 'changed', ...changes };
}

/** An inactive copy: "(copy)" title, a free slug, no SKU (unique), not featured; media and combo items copied. */
export async function duplicateProduct(tx: Tx, id: number): Promise<{ id: number; after: ProductSnapshot } | null> {
  const source = await tx.product.findUnique({ where: { id }, include: { comboItems: true } });
  if (!source) return null;
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    shopPriceCents: _shopPriceCents,
    parentsRank: _parentsRank,
    comboItems,
    tags,
    gallery,
    ...fields
  } = source;
  const title = `${source.title} (copy)`.slice(0, 150);
  const copy = await tx.product.create({
    data: {
      ...fields,
      tags: tags ?? [],
      gallery: gallery ?? [],
      title,
      slug: await findFreeSlug(tx, slugifyTitle(title)),
      sku: null,
      isActive: false,
      isFeatured: false,
    },
    select: { id: true },
  });
  if (comboItems.length) {
    await tx.productComboItem.createMany({
      data: comboItems.map((item) => ({ comboProductId: copy.id, itemProductId: item.itemProductId, quantity: item.quantity, sortOrder: item.sortOrder })),
    });
  }
  return { id: copy.id, after: { ...(await snapshotOf(tx, copy.id))!, duplicated_from: id } };
}

export type ProductDeactivation = { kind: 'missing' } | { kind: 'already' } | { kind: 'changed'; before: ProductSnapshot; after: ProductSnapshot };

/** Takes a product off sale (never deletes it: orders, licences and history keep pointing at it). */
export async function deactivateProduct(tx: Tx, id: number): Promise<ProductDeactivation> {
  const { count } = await tx.product.updateMany({ where: { id, isActive: true }, data: { isActive: false, updatedAt: new Date() } });
  if (count === 0) return (await tx.product.count({ where: { id } })) ? { kind: 'already' } : { kind: 'missing' };
  return { kind: 'changed', before: { is_active: true }, after: { is_active: false } };
}
