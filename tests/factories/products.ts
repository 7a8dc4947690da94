import type { Prisma } from '#server/db/generated/prisma/client.js';
import { nextSequence, slugify, type Db } from './db.js';
import { forgetCachedTaxonomy } from '#server/catalog/taxonomy.service.js';

// Levels and types show in every page's navigation, and level and grade names are what searches compare with; each
// server caches both, so a writer tells it (as the staff taxonomy pages do).
export async function createSchoolLevel(db: Db, overrides: Partial<Prisma.SchoolLevelUncheckedCreateInput> = {}) {
  const n = nextSequence();
  const name = overrides.name ?? `Test Level ${n}`;
  const level = await db.schoolLevel.create({ data: { name, slug: slugify(name), sortOrder: n, ...overrides } });
  forgetCachedTaxonomy();
  return level;
}

export async function createGrade(db: Db, levelId: number, overrides: Partial<Prisma.GradeUncheckedCreateInput> = {}) {
  const n = nextSequence();
  const name = overrides.name ?? `Test Grade ${n}`;
  const grade = await db.grade.create({ data: { levelId, name, slug: slugify(name), sortOrder: n, ...overrides } });
  forgetCachedTaxonomy();
  return grade;
}

export async function createProductType(db: Db, overrides: Partial<Prisma.ProductTypeUncheckedCreateInput> = {}) {
  const n = nextSequence();
  const name = overrides.name ?? `Test Type ${n}`;
  const type = await db.productType.create({ data: { name, slug: slugify(name), sortOrder: n, ...overrides } });
  forgetCachedTaxonomy();
  return type;
}

export type ProductOverrides = Partial<Prisma.ProductUncheckedCreateInput>;

/** An active, non-licensed product for everyone at $25.00 unless overridden. */
export function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const n = nextSequence();
  const title = overrides.title ?? `Test Product ${n}`;
  return db.product.create({
    data: {
      title,
      slug: overrides.slug ?? `${slugify(title)}-${n}`,
      sku: `TEST-${n}`,
      priceCents: 2500,
      shortDescription: `Short description of ${title}.`,
      description: `Description of ${title}.`,
      image: `/images/products/placeholder.svg`,
      sortOrder: n,
      ...overrides,
    },
  });
}

/** A school classroom program: licensed for a year, shipped as a kit, one per school (account type 5). */
export function createLicensedProgram(db: Db, overrides: ProductOverrides = {}) {
  const n = nextSequence();
  return createProduct(db, {
    title: `Test Classroom Program ${n}`,
    priceCents: 35000,
    accountTypeId: 5,
    isLicensed: true,
    isHardCopy: true,
    licenceMonths: 12,
    videoLink: `videos/test-program-${n}.mp4`,
    trailerLink: `videos/test-program-${n}-trailer.mp4`,
    ...overrides,
  });
}

export interface ComboItemInput {
  productId: number;
  quantity?: number;
}

/** A combo product bundling existing products (product_combo_items). */
export async function createComboProduct(db: Db, items: ComboItemInput[], overrides: ProductOverrides = {}) {
  const combo = await createProduct(db, { title: `Test Combo ${nextSequence()}`, ...overrides });
  await db.productComboItem.createMany({
    data: items.map((item, index) => ({
      comboProductId: combo.id,
      itemProductId: item.productId,
      quantity: item.quantity ?? 1,
      sortOrder: index,
    })),
  });
  return combo;
}
