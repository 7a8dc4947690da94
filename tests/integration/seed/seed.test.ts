import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDemoMedia } from '../../../prisma/demo-media.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROMO_CODES, DEMO_SCHOOL_CERTIFICATE, seedDemoShop } from '../../../prisma/seed.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { verifyPassword } from '#server/accounts/password-hash.service.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { privateFileOf } from '#server/http/uploads.js';
import { localFileStorage } from '#server/shared/local-file-storage.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { isTaxExempt } from '#server/pricing/pricing.service.js';
import { addDays } from '#tests/factories/db.js';
import { useTestDatabase } from '#tests/support/test-database.js';

const NOW = new Date('2026-03-15T15:00:00Z');
const publicFile = (urlPath: string) => path.resolve(import.meta.dirname, '../../../public', urlPath.replace(/^\//, ''));

const testDatabase = useTestDatabase();
let db: PrismaClient;

beforeAll(async () => {
  db = testDatabase().prisma;
  expect(await seedDemoShop(db, { now: NOW })).toEqual({ seeded: true });
});

describe('demo shop seed', () => {
  it('creates every demo account with the demo password', async () => {
    const users = await db.user.findMany({ include: { parent: true } });
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect([...byEmail.keys()].sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());

    expect(byEmail.get(DEMO_ACCOUNTS.admin)?.accountTypeId).toBe(ACCOUNT_TYPE.administrator);
    expect(byEmail.get(DEMO_ACCOUNTS.trainer)?.accountTypeId).toBe(ACCOUNT_TYPE.trainer);
    expect(byEmail.get(DEMO_ACCOUNTS.preview)?.accountTypeId).toBe(ACCOUNT_TYPE.preview);
    expect(byEmail.get(DEMO_ACCOUNTS.check)?.accountTypeId).toBe(ACCOUNT_TYPE.check);
    expect(byEmail.get(DEMO_ACCOUNTS.parent)?.accountTypeId).toBe(ACCOUNT_TYPE.parent);

    const school = byEmail.get(DEMO_ACCOUNTS.school)!;
    expect(school).toMatchObject({ accountTypeId: ACCOUNT_TYPE.schools, parentId: null, isActive: true });
    for (const field of ['title', 'organizationName', 'organizationType', 'taxId', 'taxExemptCertificate', 'heardAboutUs'] as const) {
      expect(school[field], field).toBeTruthy();
    }
    expect(byEmail.get(DEMO_ACCOUNTS.schoolManager)).toMatchObject({ parentId: school.id, isManageSchoolUser: true });
    expect(byEmail.get(DEMO_ACCOUNTS.schoolStaff)).toMatchObject({ parentId: school.id, isManageSchoolUser: false });
    expect(users.every((user) => user.emailVerifiedAt !== null && user.deletedAt === null)).toBe(true);

    expect(await verifyPassword(DEMO_PASSWORD, school.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong password', school.passwordHash)).toBe(false);
  });

  it('gives every demo product a Spanish title or a title already in Spanish, and Spanish short descriptions (decision 156)', async () => {
    const products = await db.product.findMany({ orderBy: { sortOrder: 'asc' } });
    for (const product of products) {
      // Two products already carry a Spanish title in English (the Spanish coloring book and parent guide).
      const alreadySpanish = ['play-it-safe-coloring-book-spanish', 'parent-guide-body-safety-spanish'].includes(product.slug);
      expect(product.titleEs !== null || alreadySpanish, product.slug).toBe(true);
      expect(product.titleEs, product.slug).not.toBe(product.title);
      expect(product.shortDescriptionEs, product.slug).toBeTruthy();
    }
    const preK = products.find((product) => product.slug === 'play-it-safe-pre-k-classroom-program')!;
    expect(preK).toMatchObject({ title: 'Pre-K: My Body Belongs to Me', titleEs: 'Prekínder: Mi cuerpo me pertenece' });
    expect(preK.descriptionEs).toContain('adulto de confianza');
    expect(preK.descriptionEs).toContain('contacto seguro, contacto inseguro y contacto no deseado');
  });

  it('creates the school levels and their grades in order', async () => {
    const levels = await db.schoolLevel.findMany({
      orderBy: { sortOrder: 'asc' },
      include: { grades: { orderBy: { sortOrder: 'asc' } } },
    });
    expect(levels.map((level) => [level.name, level.grades.length])).toEqual([
      ['Pre-K', 1],
      ['Kindergarten', 1],
      ['Elementary', 5],
      ['Middle School', 3],
      ['High School', 4],
    ]);
    expect(levels[4].grades.map((grade) => grade.name)).toEqual(['9th Grade', '10th Grade', '11th Grade', '12th Grade']);
  });

  it('has the 14 one-hour classroom programs, one per grade, licensed for schools', async () => {
    const programs = await db.product.findMany({ where: { type: { name: 'Classroom Program' } } });
    expect(programs).toHaveLength(14);
    expect(new Set(programs.map((program) => program.gradeId)).size).toBe(14);
    for (const program of programs) {
      expect(program).toMatchObject({ accountTypeId: ACCOUNT_TYPE.schools, isLicensed: true, isActive: true, licenceMonths: 12 });
      expect(program.priceCents).toBeGreaterThanOrEqual(35_000);
      expect(program.priceCents).toBeLessThanOrEqual(45_000);
      expect(program.videoLink).toBeTruthy();
    }
  });

  it('prices every book at least 50% off list, and flags best sellers and combos', async () => {
    const books = await db.product.findMany({ where: { type: { name: 'Coloring Book' } } });
    expect(books.length).toBeGreaterThanOrEqual(2);
    for (const book of books) expect(book.specialPriceCents! * 2).toBeLessThanOrEqual(book.priceCents);

    expect(await db.product.count({ where: { isBestSeller: true } })).toBeGreaterThanOrEqual(3);
    const combos = await db.product.findMany({ where: { type: { name: 'Combo' } }, include: { comboItems: true } });
    expect(combos.length).toBeGreaterThan(0);
    expect(combos.every((combo) => combo.comboItems.length >= 3)).toBe(true);
  });

  it('points every product image at a committed file', async () => {
    const products = await db.product.findMany();
    for (const product of products) {
      expect(existsSync(publicFile(product.image!)), product.image!).toBe(true);
      for (const image of product.gallery as string[]) expect(existsSync(publicFile(image)), image).toBe(true);
    }
  });

  it('sets up pricing rules, promo codes and testimonials', async () => {
    expect(await db.taxRate.count({ where: { isActive: true } })).toBe(1);
    expect(await db.shippingRule.count()).toBeGreaterThan(0);
    const codes = await db.promoCode.findMany();
    expect(codes.map((code) => code.code)).toEqual(expect.arrayContaining(Object.values(DEMO_PROMO_CODES)));
    expect(await db.testimonial.count()).toBe(12);
  });

  it('gives the school and the parent past orders and licences, one expired and one expiring within 14 days', async () => {
    const school = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.school } });
    const parent = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.parent } });
    expect(await db.order.count({ where: { ownerUserId: school.id } })).toBeGreaterThanOrEqual(2);
    expect(await db.order.count({ where: { ownerUserId: parent.id } })).toBeGreaterThanOrEqual(1);

    const licences = await db.licence.findMany({ where: { userId: { in: [school.id, parent.id] } } });
    const expired = licences.filter((licence) => licence.expiresAt < NOW);
    const expiringSoon = licences.filter((licence) => licence.expiresAt >= NOW && licence.expiresAt <= addDays(NOW, 14));
    expect(expired.some((licence) => licence.userId === school.id)).toBe(true);
    expect(expiringSoon.some((licence) => licence.userId === school.id)).toBe(true);
    expect(licences.some((licence) => licence.userId === parent.id && licence.expiresAt > NOW)).toBe(true);

    const paidLines = await db.orderLine.count({ where: { order: { statusId: { gte: 6 } }, isLicensed: true } });
    expect(paidLines).toBeGreaterThan(0);
    expect(await db.viewingHistory.count({ where: { schoolUserId: school.id } })).toBeGreaterThan(0);
  });

  it('gives the demo admin work: a quote waiting for payment, a certificate to review, a paid order to ship', async () => {
    const check = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.check } });
    const quotes = await db.order.findMany({ where: { userId: check.id, statusId: ORDER_STATUS.poGenerated, paymentType: 'check' } });
    expect(quotes).toHaveLength(1);
    expect(quotes[0].paidAt).toBeNull();

    const school = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.school } });
    expect(school).toMatchObject({ taxExemptStatus: 'pending', taxExemptCertificate: DEMO_SCHOOL_CERTIFICATE, taxExemptApprovedAt: null });
    expect(school.taxExemptSubmittedAt!.getTime()).toBeLessThan(NOW.getTime());
    // Not approved yet: the school and its users still pay tax.
    expect(await isTaxExempt(db, school.id)).toBe(false);
    const manager = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.schoolManager } });
    expect(await isTaxExempt(db, manager.id)).toBe(false);

    const toShip = await db.order.findMany({
      where: { statusId: ORDER_STATUS.paid, shippedAt: null, lines: { some: { isHardCopy: true } } },
      include: { lines: true },
    });
    expect(toShip.length).toBeGreaterThanOrEqual(1);
    expect(toShip.some((order) => order.shippingStreet !== null && order.paidAt !== null)).toBe(true);
  });

  it('puts the demo certificate where the school names it, so staff can open it', async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'pis-seed-'));
    try {
      const storage = localFileStorage(storageDir);
      await installDemoMedia(db, storage);
      const file = privateFileOf(DEMO_SCHOOL_CERTIFICATE);
      expect(file?.mime).toBe('application/pdf');
      expect((await readFile(path.join(storageDir, file!.key))).subarray(0, 5).toString()).toBe('%PDF-');
      // Run again: nothing is overwritten.
      expect(await installDemoMedia(db, storage)).toBe(0);
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
  });

  it('does nothing when run again', async () => {
    const tables = () =>
      Promise.all([db.user.count(), db.product.count(), db.order.count(), db.licence.count(), db.testimonial.count(), db.promoCode.count()]);
    const before = await tables();
    const second = await seedDemoShop(db, { now: NOW });
    expect(second.seeded).toBe(false);
    expect(await tables()).toEqual(before);
  });
});
