import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_CHANGE_MESSAGES } from '#server/licensing/licence-changes.schemas';
import { endOfShopDay } from '#server/licensing/licence-changes.service';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { shopDateOf } from '#server/shared/shop-time-zone';
import { addDays } from '#tests/factories/db';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { buildLicensingWorld, installFile, visit, type LicensingWorld } from '#tests/integration/licensing/licensing-world';
import { newKey, postStaffForm, staffBrowser } from './staff-helpers';

// Issue 12 item 6 (docs/decisions/076): staff grant a licence by hand, extend, revoke and re-grant; the player
// follows at once.

let t: TestApp;
let world: LicensingWorld;
let staff: Browser & { userId: number };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  world = await buildLicensingWorld(t);
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

const today = () => shopDateOf(new Date());
const daysFromToday = (days: number) => shopDateOf(addDays(new Date(), days));
const plays = async (browser: Browser, productId: number) => (await browser.agent.get(`/media/${productId}/video`)).status;

async function streamableProgram(title: string) {
  const program = await createLicensedProgram(t.db, { title, videoLink: `videos/${title.toLowerCase().replace(/\W+/g, '-')}.mp4` });
  await installFile(t, program.videoLink!, 'demo-video.mp4');
  return program;
}

const expectedOf = (licence: { status: string; expiresAt: Date }) => ({ expected_status: licence.status, expected_expires_at: licence.expiresAt.toISOString() });

describe('granting a licence by hand', () => {
  it('lets a trainer watch a program beyond the trainer list, until the chosen day, with who and why recorded', async () => {
    const program = await streamableProgram('Complimentary Program');
    const trainer = await signedInBrowser(t, world.users.trainer.email);
    expect(await plays(trainer, program.id)).toBe(403);

    const answer = await postStaffForm(staff, `/admin/customers/${world.users.trainer.id}/licences`, {
      idempotency_key: newKey(),
      product_id: program.id,
      expires_on: daysFromToday(90),
      reason: 'Trainer workshop in March',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/admin/customers/${world.users.trainer.id}`);
    expect(answer.flash).toEqual({ success: LICENCE_CHANGE_MESSAGES.granted });

    const licence = await t.db.licence.findFirstOrThrow({ where: { userId: world.users.trainer.id, productId: program.id } });
    expect(licence).toMatchObject({ orderId: null, status: 'active', grantedByUserId: staff.userId, grantReason: 'Trainer workshop in March' });
    expect(licence.expiresAt).toEqual(endOfShopDay(daysFromToday(90)));
    expect(shopDateOf(licence.expiresAt)).toBe(daysFromToday(90));
    expect([200, 206]).toContain(await plays(trainer, program.id));
    const programs = await visit(trainer, '/account/programs');
    expect(programs.body.props.items.map((item: { product_id: number }) => item.product_id)).toContain(program.id);

    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'licence.grant', subjectId: licence.id } });
    expect(event).toMatchObject({ subjectType: 'licence', customerUserId: world.users.trainer.id, actorUserId: staff.userId });
    expect(event.after).toMatchObject({ product_id: program.id, status: 'active', reason: 'Trainer workshop in March' });
  });

  it('grants a school user’s licence to the school, so every user of the school watches', async () => {
    const program = await streamableProgram('School Gift Program');
    await postStaffForm(staff, `/admin/customers/${world.users.staffA.id}/licences`, {
      idempotency_key: newKey(),
      product_id: program.id,
      expires_on: daysFromToday(30),
      reason: 'Pilot school',
    });
    const licence = await t.db.licence.findFirstOrThrow({ where: { productId: program.id } });
    expect(licence.userId).toBe(world.users.schoolA.id);
    const manager = await signedInBrowser(t, world.users.managerA.email);
    expect([200, 206]).toContain(await plays(manager, program.id));
  });

  it('checks every field with a message and grants nothing', async () => {
    const program = await streamableProgram('Checked Program');
    const hardCopy = await createProduct(t.db, { title: 'Poster', isHardCopy: true });
    const url = `/admin/customers/${world.users.parent.id}/licences`;
    const base = { idempotency_key: newKey(), product_id: program.id, expires_on: daysFromToday(10), reason: 'Goodwill' };
    const cases: [object, Record<string, string>][] = [
      [{ ...base, reason: '  ' }, { reason: LICENCE_CHANGE_MESSAGES.reasonRequired }],
      [{ ...base, reason: 'x'.repeat(501) }, { reason: LICENCE_CHANGE_MESSAGES.reasonTooLong }],
      [{ ...base, expires_on: '' }, { expires_on: LICENCE_CHANGE_MESSAGES.expiresRequired }],
      [{ ...base, expires_on: '2026-02-30' }, { expires_on: 'Please enter a real date.' }],
      [{ ...base, expires_on: today() }, { expires_on: LICENCE_CHANGE_MESSAGES.expiresNotFuture }],
      [{ ...base, expires_on: daysFromToday(11 * 366) }, { expires_on: LICENCE_CHANGE_MESSAGES.expiresTooFar }],
      [{ ...base, product_id: '' }, { product_id: LICENCE_CHANGE_MESSAGES.productRequired }],
      [{ ...base, product_id: hardCopy.id }, { product_id: LICENCE_CHANGE_MESSAGES.productNotLicensed }],
      [{ ...base, idempotency_key: 'not-a-key' }, { idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey }],
    ];
    for (const [body, errors] of cases) {
      const answer = await postStaffForm(staff, url, body);
      expect(answer.errors, JSON.stringify(body).slice(0, 80)).toEqual(errors);
    }
    expect(await t.db.licence.count({ where: { productId: { in: [program.id, hardCopy.id] } } })).toBe(0);
    expect(await t.db.staffAuditEvent.count({ where: { action: 'licence.grant', customerUserId: world.users.parent.id } })).toBe(0);
  });

  it('refuses a second licence while one plays, and grants once for a double submit', async () => {
    const program = await streamableProgram('Once Program');
    const url = `/admin/customers/${world.users.preview.id}/licences`;
    const body = { idempotency_key: newKey(), product_id: program.id, expires_on: daysFromToday(20), reason: 'Preview for the board' };
    const [first, second] = await Promise.all([postStaffForm(staff, url, body), postStaffForm(staff, url, body)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await t.db.licence.count({ where: { productId: program.id } })).toBe(1);
    const repeat = await postStaffForm(staff, url, body);
    expect(repeat.flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });

    const another = await postStaffForm(staff, url, { ...body, idempotency_key: newKey() });
    expect(another.errors).toEqual({ product_id: LICENCE_CHANGE_MESSAGES.alreadyLicensed });
    expect(await t.db.licence.count({ where: { productId: program.id } })).toBe(1);
  });

  it('answers 404 for an unknown customer', async () => {
    const program = await streamableProgram('Nobody Program');
    const answer = await postStaffForm(staff, '/admin/customers/999999/licences', {
      idempotency_key: newKey(),
      product_id: program.id,
      expires_on: daysFromToday(5),
      reason: 'x',
    });
    expect(answer.status).toBe(404);
  });
});

describe('extending, revoking and re-granting', () => {
  it('extends an active licence to a later day; an earlier day or a stale form is refused', async () => {
    const licence = await t.db.licence.findFirstOrThrow({ where: { orderId: world.orders.parentOrder.order.id } });
    const url = `/admin/licences/${licence.id}/extend`;
    const current = shopDateOf(licence.expiresAt);

    const notLater = await postStaffForm(staff, url, { idempotency_key: newKey(), ...expectedOf(licence), expires_on: current });
    expect(notLater.errors).toEqual({ expires_on: LICENCE_CHANGE_MESSAGES.expiresNotLater });

    const later = shopDateOf(addDays(licence.expiresAt, 60));
    const answer = await postStaffForm(staff, url, { idempotency_key: newKey(), ...expectedOf(licence), expires_on: later });
    expect(answer.flash).toEqual({ success: LICENCE_CHANGE_MESSAGES.extended });
    expect(answer.location).toBe(`/admin/customers/${world.users.parent.id}`);
    const extended = await t.db.licence.findUniqueOrThrow({ where: { id: licence.id } });
    expect(shopDateOf(extended.expiresAt)).toBe(later);

    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'licence.extend', subjectId: licence.id } });
    expect(event.before).toMatchObject({ expires_at: licence.expiresAt.toISOString() });
    expect(event.after).toMatchObject({ expires_at: extended.expiresAt.toISOString() });
    expect(event).toMatchObject({ orderId: licence.orderId, customerUserId: world.users.parent.id });

    // The form opened before the extension is stale now.
    const stale = await postStaffForm(staff, url, { idempotency_key: newKey(), ...expectedOf(licence), expires_on: shopDateOf(addDays(licence.expiresAt, 90)) });
    expect(stale.flash).toEqual({ error: LICENCE_CHANGE_MESSAGES.stale });
    expect((await t.db.licence.findUniqueOrThrow({ where: { id: licence.id } })).expiresAt).toEqual(extended.expiresAt);
  });

  it('revokes a licence so it stops playing at once, and re-grants it so it plays again', async () => {
    const licence = await t.db.licence.findFirstOrThrow({ where: { orderId: world.orders.liveOrder.order.id } });
    const schoolUser = await signedInBrowser(t, world.users.staffA.email);
    const productId = world.products.programLive.id;
    expect([200, 206]).toContain(await plays(schoolUser, productId));

    const revoke = await postStaffForm(staff, `/admin/licences/${licence.id}/revoke`, { idempotency_key: newKey(), ...expectedOf(licence), reason: 'Chargeback' });
    expect(revoke.flash).toEqual({ success: LICENCE_CHANGE_MESSAGES.revoked });
    expect((await t.db.licence.findUniqueOrThrow({ where: { id: licence.id } })).status).toBe('revoked');
    expect(await plays(schoolUser, productId)).toBe(403);
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'licence.revoke', subjectId: licence.id } });
    expect(event.after).toMatchObject({ status: 'revoked', reason: 'Chargeback' });

    const again = await postStaffForm(staff, `/admin/licences/${licence.id}/revoke`, { idempotency_key: newKey(), ...expectedOf(licence) });
    expect(again.flash).toEqual({ info: LICENCE_CHANGE_MESSAGES.alreadyRevoked });
    expect(await t.db.staffAuditEvent.count({ where: { action: 'licence.revoke', subjectId: licence.id } })).toBe(1);

    const revoked = await t.db.licence.findUniqueOrThrow({ where: { id: licence.id } });
    // Extending a revoked licence is refused: re-grant first.
    const extend = await postStaffForm(staff, `/admin/licences/${licence.id}/extend`, { idempotency_key: newKey(), ...expectedOf(revoked), expires_on: daysFromToday(400) });
    expect(extend.errors).toEqual({ expires_on: LICENCE_CHANGE_MESSAGES.notActive });

    const regrant = await postStaffForm(staff, `/admin/licences/${licence.id}/regrant`, { idempotency_key: newKey(), ...expectedOf(revoked) });
    expect(regrant.flash).toEqual({ success: LICENCE_CHANGE_MESSAGES.regranted });
    expect([200, 206]).toContain(await plays(schoolUser, productId));
    const regrantAgain = await postStaffForm(staff, `/admin/licences/${licence.id}/regrant`, { idempotency_key: newKey(), ...expectedOf(revoked) });
    expect(regrantAgain.flash).toEqual({ info: LICENCE_CHANGE_MESSAGES.alreadyActive });
  });

  it('re-grants a suspended licence (e.g. a dispute that was won)', async () => {
    const licence = await t.db.licence.findFirstOrThrow({ where: { orderId: world.orders.orderB.order.id } });
    const suspended = await t.db.licence.update({ where: { id: licence.id }, data: { status: 'suspended' } });
    const school = await signedInBrowser(t, world.users.schoolB.email);
    expect(await plays(school, world.products.programB.id)).toBe(403);
    const answer = await postStaffForm(staff, `/admin/licences/${licence.id}/regrant`, { idempotency_key: newKey(), ...expectedOf(suspended) });
    expect(answer.flash).toEqual({ success: LICENCE_CHANGE_MESSAGES.regranted });
    expect([200, 206]).toContain(await plays(school, world.products.programB.id));
  });

  it('answers 404 for an unknown licence and 422 for a malformed stale-check', async () => {
    const missing = await postStaffForm(staff, '/admin/licences/999999/revoke', { idempotency_key: newKey(), expected_status: 'active', expected_expires_at: new Date().toISOString() });
    expect(missing.status).toBe(404);
    const licence = await t.db.licence.findFirstOrThrow({ where: { orderId: world.orders.expiredOrder.order.id } });
    const malformed = await postStaffForm(staff, `/admin/licences/${licence.id}/revoke`, { idempotency_key: newKey(), expected_status: 'gone', expected_expires_at: 'yesterday' });
    expect(malformed.errors).toEqual({ expected_status: LICENCE_CHANGE_MESSAGES.stale, expected_expires_at: LICENCE_CHANGE_MESSAGES.stale });
  });
});
