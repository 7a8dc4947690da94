import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  extendLicence,
  ownsLicences,
  restoreLicencesForOrder,
  suspendLicencesForOrder,
  suspendLicencesForOrderLines,
} from '#server/licensing/licence-grants.service';
import { addMonths } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram } from '#tests/factories/products';
import { createSchoolUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';

// The licensing module's writes that orders and the staff pages call (docs/architecture.md, "Money moves"):
// suspending an order's licences or only some lines' licences, restoring them, extending one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidSchoolOrderOfTwoPrograms() {
  const school = await createSchoolUser(t.db);
  const [first, second] = [await createLicensedProgram(t.db), await createLicensedProgram(t.db)];
  const { order, lines, licences } = await createOrder(t.db, { user: school, lines: [{ product: first }, { product: second }] });
  return { school, order, lines, licences };
}

const statusesOf = async (orderId: number) =>
  (await t.db.licence.findMany({ where: { orderId }, orderBy: { orderLineId: 'asc' } })).map((licence) => licence.status);

describe('licence grants', () => {
  it('suspends only the licences of the given order lines, then the whole order, and restores them', async () => {
    const { order, lines } = await paidSchoolOrderOfTwoPrograms();
    await t.db.$transaction((tx) => suspendLicencesForOrderLines(tx, [lines[0].id]));
    expect(await statusesOf(order.id)).toEqual(['suspended', 'active']);
    await t.db.$transaction((tx) => suspendLicencesForOrder(tx, order.id));
    expect(await statusesOf(order.id)).toEqual(['suspended', 'suspended']);
    await t.db.$transaction((tx) => restoreLicencesForOrder(tx, order.id));
    expect(await statusesOf(order.id)).toEqual(['active', 'active']);
  });

  it('extends one licence to a new expiry and leaves the others as they were', async () => {
    const { licences } = await paidSchoolOrderOfTwoPrograms();
    const later = addMonths(licences[0].expiresAt, 6);
    await t.db.$transaction((tx) => extendLicence(tx, licences[0].id, later));
    const [extended, untouched] = await Promise.all(licences.map((licence) => t.db.licence.findUniqueOrThrow({ where: { id: licence.id } })));
    expect(extended.expiresAt.getTime()).toBe(later.getTime());
    expect(untouched.expiresAt.getTime()).toBe(licences[1].expiresAt.getTime());
  });

  it('says whether every licence belongs to the owner', async () => {
    const mine = await paidSchoolOrderOfTwoPrograms();
    const theirs = await paidSchoolOrderOfTwoPrograms();
    const ids = mine.licences.map((licence) => licence.id);
    expect(await ownsLicences(t.db, ids, mine.order.ownerUserId)).toBe(true);
    expect(await ownsLicences(t.db, [...ids, theirs.licences[0].id], mine.order.ownerUserId)).toBe(false);
  });
});
