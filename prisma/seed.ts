// The demo shop: catalogue, pricing rules, testimonials, demo accounts and their order history.
// Deterministic apart from password salts; dates are relative to `now`. Built from the test
// factories so tests and the demo agree on what a valid row looks like.
//
//   npm run db:seed   (migrate first: npm run db:migrate)
//
// A database that already has users or products is left alone.
import { pathToFileURL } from 'node:url';
import type { PrismaClient, Product, User } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { hashPassword } from '#server/accounts/password-hash.service.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { createTestimonial } from '#tests/factories/content.js';
import { addDays, addMonths, slugify, type Db } from '#tests/factories/db.js';
import { createLicenceReminder, createViewingHistory } from '#tests/factories/licensing.js';
import { createCheckOrder, createOrder } from '#tests/factories/orders.js';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules.js';
import { createComboProduct, createProduct, type ProductOverrides } from '#tests/factories/products.js';
import { createPromoCode } from '#tests/factories/promo-codes.js';
import { createAddress, createSavedCard, createUser, DEFAULT_PASSWORD } from '#tests/factories/users.js';
import {
  DEMO_PRODUCTS,
  GALLERY_IMAGES,
  imagePathOf,
  LEVELS,
  PRODUCT_TYPES,
  TESTIMONIALS,
  type DemoProduct,
} from './demo-catalog.js';
import { installDemoMedia } from './demo-media.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { ensureReferenceData } from './reference-data.js';

export const DEMO_PASSWORD = DEFAULT_PASSWORD;

export const DEMO_ACCOUNTS = {
  admin: 'admin@playitsafe.test',
  trainer: 'trainer@playitsafe.test',
  preview: 'preview@playitsafe.test',
  check: 'check@playitsafe.test',
  school: 'school@playitsafe.test',
  schoolManager: 'manager@playitsafe.test',
  schoolStaff: 'staff@playitsafe.test',
  schoolFormerStaff: 'former.staff@playitsafe.test',
  parent: 'parent@playitsafe.test',
} as const;

export const DEMO_PROMO_CODES = {
  percent: 'WELCOME10',
  fixed: 'SAVE25',
  /** 100 % off: for trying the "fully discounted" checkout path. */
  free: 'FREEORDER',
} as const;

const TEXAS_TAX = { name: 'Texas Sales Tax', basisPoints: 825 };

/** Where the demo school's certificate is stored (the upload naming of server/http/uploads.ts); prisma/demo-media.ts puts a demo PDF there. */
export const DEMO_SCHOOL_CERTIFICATE = 'private/tax-certificates/a11ce0de-7e57-4c0d-9e11-5c4001ce0001.pdf';

export interface SeedOptions {
  /** The moment the demo history is relative to. Default: the current time. */
  now?: Date;
  log?: (message: string) => void;
  /** When given, the demo videos and guides are copied into this storage's private media (prisma/demo-media.ts). */
  storage?: FileStorage;
}

export type SeedResult = { seeded: true } | { seeded: false; reason: string };

export async function seedDemoShop(db: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);

  await ensureReferenceData(db);
  const existing = await existingDataReason(db);
  if (existing) return { seeded: false, reason: existing };

  // Hashing is slow on purpose; do it before the transaction so the transaction stays short.
  const emails = Object.values(DEMO_ACCOUNTS);
  const hashes = await Promise.all(emails.map(() => hashPassword(DEMO_PASSWORD)));
  const hashFor = new Map(emails.map((email, index) => [email, hashes[index]]));

  const result = await db.$transaction(
    async (tx) => {
      // Re-checked inside the transaction so two concurrent seeds cannot both write.
      const raced = await existingDataReason(tx);
      if (raced) return { seeded: false as const, reason: raced };
      const products = await seedCatalog(tx);
      log(`catalogue: ${products.size} products`);
      await seedPricingRules(tx);
      await seedTestimonials(tx);
      const accounts = await seedAccounts(tx, hashFor, now);
      await seedHistory(tx, accounts, products, now);
      log('accounts, orders and licences');
      return { seeded: true as const };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  if (result.seeded && options.storage) log(`media: ${await installDemoMedia(db, options.storage)} demo files`);
  return result;
}

async function existingDataReason(db: Db): Promise<string | null> {
  const [users, products] = await Promise.all([db.user.count(), db.product.count()]);
  return users + products > 0 ? `the database already has ${users} users and ${products} products` : null;
}

type ProductsByKey = Map<string, Product>;

async function seedCatalog(db: Db): Promise<ProductsByKey> {
  const levelIds = new Map<string, number>();
  const gradeIds = new Map<string, number>();
  let gradeSort = 0;
  for (const [levelIndex, level] of LEVELS.entries()) {
    const created = await db.schoolLevel.create({ data: { name: level.name, slug: level.slug, sortOrder: levelIndex + 1 } });
    levelIds.set(level.name, created.id);
    for (const grade of level.grades) {
      const createdGrade = await db.grade.create({
        data: { levelId: created.id, name: grade, slug: slugify(grade), sortOrder: ++gradeSort },
      });
      gradeIds.set(grade, createdGrade.id);
    }
  }

  const typeIds = new Map<string, number>();
  for (const [index, name] of PRODUCT_TYPES.entries()) {
    const created = await db.productType.create({ data: { name, slug: slugify(name), sortOrder: index + 1 } });
    typeIds.set(name, created.id);
  }

  const products: ProductsByKey = new Map();
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    const fields = productFields(item, index, { levelIds, gradeIds, typeIds });
    const product = item.comboItems
      ? await createComboProduct(
          db,
          item.comboItems.map((key) => ({ productId: requireProduct(products, key).id })),
          fields,
        )
      : await createProduct(db, fields);
    products.set(item.key, product);
  }
  return products;
}

function productFields(
  item: DemoProduct,
  index: number,
  ids: { levelIds: Map<string, number>; gradeIds: Map<string, number>; typeIds: Map<string, number> },
): ProductOverrides {
  const image = imagePathOf(item.slug);
  const isProgram = item.type === 'Classroom Program';
  return {
    title: item.title,
    slug: item.slug,
    subtitle: item.subtitle,
    sku: item.sku,
    priceCents: item.priceCents,
    specialPriceCents: item.specialPriceCents ?? null,
    shortDescription: item.shortDescription,
    description: item.description,
    videoDescription: item.videoDescription ?? null,
    titleEs: item.spanish?.title ?? null,
    subtitleEs: item.spanish?.subtitle ?? null,
    shortDescriptionEs: item.spanish?.shortDescription ?? null,
    descriptionEs: item.spanish?.description ?? null,
    videoDescriptionEs: item.spanish?.videoDescription ?? null,
    joeSuzyDolls: item.joeSuzyDolls ?? null,
    coloringBook: item.coloringBook ?? null,
    category: item.category,
    tags: item.tags,
    image,
    gallery: [image, ...GALLERY_BY_ARTWORK[item.artwork]],
    trailerLink: item.streams?.trailer ?? null,
    videoLink: item.streams?.video ?? null,
    previewVideoAccount: isProgram,
    trainerVideoAccount: isProgram,
    productScript: item.guides?.script ?? null,
    productScriptSpanish: item.guides?.scriptSpanish ?? null,
    productColoringBook: item.guides?.coloringBook ?? null,
    productColoringBookSpanish: item.guides?.coloringBookSpanish ?? null,
    accountTypeId: item.accountTypeId ?? null,
    isBestSeller: item.isBestSeller ?? false,
    isFeatured: item.isFeatured ?? false,
    isActive: true,
    isLicensed: item.isLicensed,
    isHardCopy: item.isHardCopy,
    licenceMonths: item.licenceMonths ?? 12,
    levelId: item.level ? ids.levelIds.get(item.level) : null,
    gradeId: item.grade ? ids.gradeIds.get(item.grade) : null,
    typeId: ids.typeIds.get(item.type),
    sortOrder: index + 1,
  };
}

const GALLERY_BY_ARTWORK: Record<DemoProduct['artwork'], string[]> = {
  program: [GALLERY_IMAGES.classroom, GALLERY_IMAGES.video, GALLERY_IMAGES.dolls],
  video: [GALLERY_IMAGES.video, GALLERY_IMAGES.family, GALLERY_IMAGES.coloringBook],
  dolls: [GALLERY_IMAGES.dolls, GALLERY_IMAGES.classroom, GALLERY_IMAGES.family],
  'coloring-book': [GALLERY_IMAGES.coloringBook, GALLERY_IMAGES.family, GALLERY_IMAGES.classroom],
  combo: [GALLERY_IMAGES.classroom, GALLERY_IMAGES.dolls, GALLERY_IMAGES.coloringBook],
  script: [GALLERY_IMAGES.family, GALLERY_IMAGES.coloringBook, GALLERY_IMAGES.video],
};

function requireProduct(products: ProductsByKey, key: string): Product {
  const product = products.get(key);
  if (!product) throw new Error(`Demo catalogue: unknown product key ${key}`);
  return product;
}

async function seedPricingRules(db: Db) {
  await createTaxRate(db, { name: TEXAS_TAX.name, kind: 'percentage', rate: TEXAS_TAX.basisPoints, state: 'TX', sortOrder: 1 });
  // Physical goods ship, $12.95 under $100 and free from $100, for every account type that buys (decision 095).
  const shippingAccountTypes = [ACCOUNT_TYPE.check, ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent];
  await createShippingRule(db, {
    name: 'Standard Ground Shipping',
    minSubtotalCents: 0,
    maxSubtotalCents: 10_000,
    amountCents: 1295,
    sortOrder: 1,
    accountTypeIds: shippingAccountTypes,
  });
  await createShippingRule(db, {
    name: 'Free Shipping on Orders of $100 or More',
    minSubtotalCents: 10_000,
    amountCents: 0,
    sortOrder: 2,
    accountTypeIds: shippingAccountTypes,
  });

  await createPromoCode(db, {
    code: DEMO_PROMO_CODES.percent,
    description: '10% off your first order',
    kind: 'percent',
    value: 1000,
    maxUsesPerUser: 1,
  });
  await createPromoCode(db, {
    code: DEMO_PROMO_CODES.fixed,
    description: '$25 off orders of $100 or more',
    kind: 'fixed',
    value: 2500,
    minSubtotalCents: 10_000,
  });
  await createPromoCode(db, {
    code: DEMO_PROMO_CODES.free,
    description: 'Demo and testing only: 100% off, for the "fully discounted" checkout',
    kind: 'percent',
    value: 10_000,
  });
}

async function seedTestimonials(db: Db) {
  for (const [index, testimonial] of TESTIMONIALS.entries()) {
    await createTestimonial(db, {
      ...testimonial,
      image: `/images/testimonials/${slugify(testimonial.name)}.svg`,
      date: new Date(`${testimonial.date}T00:00:00Z`),
      sortOrder: index + 1,
    });
  }
}

interface DemoAccounts {
  trainer: User;
  check: User;
  school: User;
  manager: User;
  staff: User;
  parent: User;
}

async function seedAccounts(db: Db, hashFor: Map<string, string>, now: Date): Promise<DemoAccounts> {
  const account = (email: string, fields: Parameters<typeof createUser>[1]) =>
    createUser(db, { email, passwordHash: hashFor.get(email), emailVerifiedAt: now, createdAt: addMonths(now, -14), ...fields });

  await account(DEMO_ACCOUNTS.admin, { accountTypeId: ACCOUNT_TYPE.administrator, firstName: 'Alex', lastName: 'Morgan', phone: '8175550101' });
  const trainer = await account(DEMO_ACCOUNTS.trainer, { accountTypeId: ACCOUNT_TYPE.trainer, firstName: 'Taylor', lastName: 'Brooks', phone: '8175550102' });
  await account(DEMO_ACCOUNTS.preview, { accountTypeId: ACCOUNT_TYPE.preview, firstName: 'Priya', lastName: 'Shah', phone: '8175550103' });
  const check = await account(DEMO_ACCOUNTS.check, {
    accountTypeId: ACCOUNT_TYPE.check,
    firstName: 'Carlos',
    lastName: 'Ramirez',
    phone: '8175550104',
    address: '2200 Hemphill Street',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76110',
  });
  const school = await account(DEMO_ACCOUNTS.school, {
    accountTypeId: ACCOUNT_TYPE.schools,
    firstName: 'Sandra',
    lastName: 'Whitfield',
    title: 'Director of Counseling',
    phone: '8175550105',
    organizationName: 'Lakeview Independent School District',
    organizationType: 'School',
    taxId: '75-6001234',
    // Uploaded two days ago and waiting for the staff's review: the school pays tax until it is approved.
    taxExemptCertificate: DEMO_SCHOOL_CERTIFICATE,
    taxExemptStatus: 'pending',
    taxExemptSubmittedAt: addDays(now, -2),
    taxExemptApprovedAt: null,
    heardAboutUs: 'Conference',
    heardAboutUsDetail: 'Texas School Counselor Association Annual Conference',
    address: '1500 Lakeview Drive',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76135',
  });
  const schoolAddress = { city: 'Fort Worth', state: 'TX' };
  const manager = await account(DEMO_ACCOUNTS.schoolManager, {
    accountTypeId: ACCOUNT_TYPE.schools,
    parentId: school.id,
    isManageSchoolUser: true,
    firstName: 'Marcus',
    lastName: 'Lee',
    title: 'Campus Counselor',
    phone: '8175550106',
    ...schoolAddress,
  });
  const staff = await account(DEMO_ACCOUNTS.schoolStaff, {
    accountTypeId: ACCOUNT_TYPE.schools,
    parentId: school.id,
    firstName: 'Emily',
    lastName: 'Chen',
    title: 'Kindergarten Teacher',
    phone: '8175550107',
    ...schoolAddress,
  });
  await account(DEMO_ACCOUNTS.schoolFormerStaff, {
    accountTypeId: ACCOUNT_TYPE.schools,
    parentId: school.id,
    firstName: 'Robert',
    lastName: 'Diaz',
    title: '3rd Grade Teacher',
    phone: '8175550108',
    isActive: false,
    ...schoolAddress,
  });
  const parent = await account(DEMO_ACCOUNTS.parent, {
    accountTypeId: ACCOUNT_TYPE.parent,
    firstName: 'Jordan',
    lastName: 'Parker',
    phone: '8175550109',
    heardAboutUs: 'Friend or family',
    address: '742 Magnolia Avenue',
    city: 'Arlington',
    state: 'TX',
    zipCode: '76012',
  });
  return { trainer, check, school, manager, staff, parent };
}

async function seedHistory(db: Db, accounts: DemoAccounts, products: ProductsByKey, now: Date) {
  const { school, manager, staff, parent, check, trainer } = accounts;
  const product = (key: string) => requireProduct(products, key);
  const oneYearAgo = addMonths(now, -12);

  const schoolAddress = await createAddress(db, school.id, {
    receiverName: 'Sandra Whitfield',
    phoneNumber: '8175550105',
    street: '1500 Lakeview Drive',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76135',
    isDefault: true,
  });
  await createAddress(db, school.id, {
    receiverName: 'Marcus Lee',
    phoneNumber: '8175550106',
    street: '4100 Bluebonnet Circle',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76109',
  });
  const parentAddress = await createAddress(db, parent.id, {
    receiverName: 'Jordan Parker',
    phoneNumber: '8175550109',
    street: '742 Magnolia Avenue',
    city: 'Arlington',
    state: 'TX',
    zipCode: '76012',
    isDefault: true,
  });
  const schoolCard = await createSavedCard(db, school.id, {
    providerPaymentMethodId: 'pm_test_seed_school_visa',
    cardType: 'visa',
    lastFour: '4242',
    expiryMonth: 8,
    expiryYear: now.getUTCFullYear() + 2,
    cardholderName: 'Sandra Whitfield',
    isDefault: true,
  });
  const parentCard = await createSavedCard(db, parent.id, {
    providerPaymentMethodId: 'pm_test_seed_parent_mastercard',
    cardType: 'mastercard',
    lastFour: '4444',
    expiryMonth: 3,
    expiryYear: now.getUTCFullYear() + 3,
    cardholderName: 'Jordan Parker',
    isDefault: true,
  });

  const schoolOrder = { shippingAddress: schoolAddress, card: schoolCard, taxRate: TEXAS_TAX };

  // Bought a year and twenty days ago: its licence expired twenty days ago.
  const expired = await createOrder(db, {
    ...schoolOrder,
    user: school,
    lines: [{ product: product('program-04') }],
    statusId: ORDER_STATUS.completed,
    paidAt: addDays(oneYearAgo, -20),
    idempotencyKey: 'seed-order-school-expired',
  });
  // Bought a year ago less nine days: its licence expires in nine days; the 14-day reminder went out.
  const expiring = await createOrder(db, {
    ...schoolOrder,
    user: school,
    lines: [{ product: product('program-K') }, { product: product('book-en-25'), qty: 2 }],
    statusId: ORDER_STATUS.completed,
    paidAt: addDays(oneYearAgo, 9),
    idempotencyKey: 'seed-order-school-expiring',
  });
  const expiringLicence = expiring.licences[0];
  await createLicenceReminder(db, { licenceId: expiringLicence.id, kind: 'days_14', sentAt: addDays(expiringLicence.expiresAt, -14) });

  // Placed by the campus manager for the school, with a promo code.
  const save25 = await db.promoCode.findUniqueOrThrow({ where: { code: DEMO_PROMO_CODES.fixed } });
  const managerOrder = await createOrder(db, {
    ...schoolOrder,
    user: manager,
    lines: [{ product: product('program-03') }, { product: product('program-06') }, { product: product('dolls-set') }],
    statusId: ORDER_STATUS.shipped,
    paidAt: addDays(now, -45),
    discountCents: save25.value,
    promoCode: save25,
    idempotencyKey: 'seed-order-school-manager',
  });
  await db.promoCodeUse.create({
    data: { promoCodeId: save25.id, orderId: managerOrder.order.id, userId: manager.id, discountCents: save25.value, createdAt: addDays(now, -45) },
  });
  await db.promoCode.update({ where: { id: save25.id }, data: { usesCount: { increment: 1 } } });

  const recent = await createOrder(db, {
    ...schoolOrder,
    user: school,
    lines: [{ product: product('program-PK') }, { product: product('program-01') }],
    paymentType: 'paypal',
    card: null,
    statusId: ORDER_STATUS.processing,
    paidAt: addDays(now, -10),
    idempotencyKey: 'seed-order-school-recent',
    paymentReference: 'PAYPAL-CAPTURE-SEED-0001',
  });

  // Parent: a rental that ran out a month ago, and a year of access bought three weeks ago.
  const rental = await createOrder(db, {
    user: parent,
    lines: [{ product: product('video-YOUNG-rent') }],
    card: parentCard,
    taxRate: TEXAS_TAX,
    statusId: ORDER_STATUS.completed,
    paidAt: addDays(now, -60),
    idempotencyKey: 'seed-order-parent-rental',
  });
  const purchase = await createOrder(db, {
    user: parent,
    lines: [{ product: product('video-YOUNG-buy') }, { product: product('book-en'), qty: 2 }],
    paymentType: 'paypal',
    shippingAddress: parentAddress,
    taxRate: TEXAS_TAX,
    shippingCents: 1295,
    statusId: ORDER_STATUS.completed,
    paidAt: addDays(now, -21),
    idempotencyKey: 'seed-order-parent-purchase',
    paymentReference: 'PAYPAL-CAPTURE-SEED-0002',
  });

  // Paid yesterday and not shipped yet: the staff's next parcel (coloring books are hard copies).
  await createOrder(db, {
    user: parent,
    lines: [{ product: product('book-en'), qty: 2 }, { product: product('book-es') }],
    card: parentCard,
    shippingAddress: parentAddress,
    taxRate: TEXAS_TAX,
    shippingCents: 1295,
    statusId: ORDER_STATUS.paid,
    paidAt: addDays(now, -1),
    idempotencyKey: 'seed-order-parent-to-ship',
  });

  // Pays by check: a quote waiting for its payment, and an older one paid against a PO. The quote holds coloring
  // books, so it ships to the account's saved address (decision 095).
  const checkAddress = await createAddress(db, check.id, {
    receiverName: 'Carlos Ramirez',
    phoneNumber: '8175550104',
    street: '2200 Hemphill Street',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76110',
    isDefault: true,
  });
  await createCheckOrder(db, {
    user: check,
    shippingAddress: checkAddress,
    lines: [{ product: product('script-en') }, { product: product('book-es'), qty: 3 }],
    shippingCents: 1295,
    taxRate: TEXAS_TAX,
    createdAt: addDays(now, -3),
    idempotencyKey: 'seed-order-check-quote',
  });
  await createOrder(db, {
    user: check,
    lines: [{ product: product('video-TEEN-buy') }],
    paymentType: 'check',
    taxRate: TEXAS_TAX,
    statusId: ORDER_STATUS.paid,
    createdAt: addDays(now, -100),
    paidAt: addDays(now, -95),
    idempotencyKey: 'seed-order-check-paid',
    overrides: { poNumber: 'PO-2025-0418', poSubmittedAt: addDays(now, -99) },
  });

  const viewing = [
    { viewer: school, order: expired.order.id, product: 'program-04', count: 5, daysAgo: 40 },
    { viewer: school, order: expiring.order.id, product: 'program-K', count: 2, daysAgo: 6 },
    { viewer: staff, order: expiring.order.id, product: 'program-K', count: 4, daysAgo: 3 },
    { viewer: staff, order: recent.order.id, product: 'program-PK', count: 3, daysAgo: 2 },
    { viewer: manager, order: managerOrder.order.id, product: 'program-03', count: 1, daysAgo: 20 },
    { viewer: parent, order: rental.order.id, product: 'video-YOUNG-rent', count: 1, daysAgo: 45 },
    { viewer: parent, order: purchase.order.id, product: 'video-YOUNG-buy', count: 2, daysAgo: 1 },
    { viewer: trainer, order: null, product: 'program-PK', count: 1, daysAgo: 12 },
  ];
  for (const entry of viewing) {
    const lastWatchedAt = addDays(now, -entry.daysAgo);
    await createViewingHistory(db, {
      schoolUserId: entry.viewer.parentId ?? entry.viewer.id,
      userId: entry.viewer.id,
      productId: product(entry.product).id,
      orderId: entry.order,
      watchCount: entry.count,
      firstWatchedAt: addDays(lastWatchedAt, -(entry.count - 1) * 3),
      lastWatchedAt,
    });
  }
}

async function main() {
  const { loadConfig } = await import('#server/config.js');
  const { openDatabase } = await import('#server/db/database.js');
  const { createFileStorage } = await import('#server/shared/create-file-storage.js');
  const config = loadConfig();
  const storage = createFileStorage(config);
  const database = await openDatabase({ url: config.database.url, pgliteDataDir: config.database.pgliteDataDir });
  try {
    const result = await seedDemoShop(database.prisma, { log: (message) => console.log(`  ${message}`), storage });
    if (result.seeded) {
      console.log(`Demo shop seeded. Every demo account's password is ${DEMO_PASSWORD}:`);
      for (const email of Object.values(DEMO_ACCOUNTS)) console.log(`  ${email}`);
    } else {
      console.log(`Seed skipped: ${result.reason}.`);
      // A development database seeded before the demo media existed still gets the files it names.
      if (!config.isProduction) {
        const written = await installDemoMedia(database.prisma, storage);
        if (written > 0) console.log(`  media: ${written} demo files`);
      }
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
