import type { PrismaClient, Product, User } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { addMonths } from '#tests/factories/db.js';
import { createCheckOrder, createOrder } from '#tests/factories/orders.js';
import { createTaxRate } from '#tests/factories/pricing-rules.js';
import { createLicensedProgram, createProduct } from '#tests/factories/products.js';
import { createAddress, createSchoolUser, createUser } from '#tests/factories/users.js';

// What the scenarios need, written straight into the cluster's database before the app servers start (as the
// integration tests use the factories): a small catalogue, the buyers, a check order waiting for its PO, and a
// licence whose 1-day renewal reminder is due.

export const BURST_BUYERS = 12;

export interface Buyer {
  user: User;
  addressId: number;
}

export interface ClusterFixtures {
  program: Product;
  book: Product;
  guide: Product;
  cartBuyer: User;
  placementBuyer: Buyer;
  poBuyer: User;
  poOrderId: number;
  reminderSchool: User;
  reminderLicenceId: number;
  burstBuyers: Buyer[];
}

async function schoolBuyer(db: PrismaClient, email: string): Promise<Buyer> {
  const user = await createSchoolUser(db, { email });
  const address = await createAddress(db, user.id, { isDefault: true });
  return { user, addressId: address.id };
}

export async function seedClusterFixtures(db: PrismaClient): Promise<ClusterFixtures> {
  await createTaxRate(db);
  const program = await createLicensedProgram(db, { title: 'Cluster Classroom Program' });
  const book = await createProduct(db, { title: 'Cluster Coloring Book', isHardCopy: true, priceCents: 1500 });
  const guide = await createProduct(db, { title: 'Cluster Parent Guide', priceCents: 900 });

  const cartBuyer = await createSchoolUser(db, { email: 'cart@cluster.test' });
  const placementBuyer = await schoolBuyer(db, 'twenty@cluster.test');

  const poBuyer = await createUser(db, { email: 'check@cluster.test', accountTypeId: ACCOUNT_TYPE.check });
  const { order: poOrder } = await createCheckOrder(db, { user: poBuyer, lines: [{ product: book, qty: 3 }] });

  // A program bought a year ago, ending in 20 hours: its 1-day reminder is due now, and only that one.
  const reminderSchool = await createSchoolUser(db, { email: 'reminder@cluster.test' });
  const expiresAt = new Date(Date.now() + 20 * 3600_000);
  const { licences } = await createOrder(db, { user: reminderSchool, lines: [{ product: program }], paidAt: addMonths(expiresAt, -program.licenceMonths) });
  const licence = licences[0];
  if (!licence || Math.abs(licence.expiresAt.getTime() - expiresAt.getTime()) > 60_000) throw new Error('the reminder licence does not end in 20 hours');

  const burstBuyers: Buyer[] = [];
  for (let index = 0; index < BURST_BUYERS; index++) burstBuyers.push(await schoolBuyer(db, `burst${index}@cluster.test`));

  return { program, book, guide, cartBuyer, placementBuyer, poBuyer, poOrderId: poOrder.id, reminderSchool, reminderLicenceId: licence.id, burstBuyers };
}
