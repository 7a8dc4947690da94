import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSING_MESSAGES } from '#server/licensing/licensing.schemas';
import { VIEWING_MESSAGES } from '#server/licensing/viewing-history.schemas';
import type { ViewingHistoryRow } from '#server/licensing/viewing-history.service';
import { addDays } from '#tests/factories/db';
import { createViewingHistory } from '#tests/factories/licensing';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { jsonHeaders, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { buildLicensingWorld, visit, type LicensingWorld } from './licensing-world';

// POST /settings/viewing-history and the Viewing History page (account-area §2, §4, §6, §7, §9).

let t: TestApp;
let world: LicensingWorld;
let staff: Browser;
let manager: Browser;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  world = await buildLicensingWorld(t);
  staff = await signedInBrowser(t, world.users.staffA.email);
  manager = await signedInBrowser(t, world.users.managerA.email);
});
afterAll(() => t.close());

const record = (browser: Browser, body: unknown) => browser.agent.post('/settings/viewing-history').set(jsonHeaders(browser.token)).send(body as object);

describe('POST /settings/viewing-history', () => {
  it('records a view, and counts a repeat view on the same row', async () => {
    const { staffA, schoolA } = world.users;
    const payload = { school_user_id: schoolA.id, user_id: staffA.id, product_id: world.products.programLive.id, order_id: world.orders.liveOrder.order.id };
    const first = await record(staff, payload);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: VIEWING_MESSAGES.recorded, watch_count: 1 });
    const second = await record(staff, payload);
    expect(second.body.watch_count).toBe(2);
    const rows = await t.db.viewingHistory.findMany({ where: { userId: staffA.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ schoolUserId: schoolA.id, productId: world.products.programLive.id, orderId: world.orders.liveOrder.order.id, watchCount: 2 });
    expect(rows[0].lastWatchedAt.getTime()).toBeGreaterThanOrEqual(rows[0].firstWatchedAt.getTime());
  });

  it('refuses ids that are not the signed-in user’s, and invalid licences, recording nothing', async () => {
    const { staffA, schoolA, schoolB, managerA } = world.users;
    const { programLive, programExpired, programB } = world.products;
    const base = { school_user_id: schoolA.id, user_id: staffA.id, product_id: programLive.id, order_id: world.orders.liveOrder.order.id };
    const before = await t.db.viewingHistory.count();
    const cases: [unknown, number][] = [
      [{ ...base, user_id: managerA.id }, 403],
      [{ ...base, school_user_id: schoolB.id }, 403],
      [{ ...base, school_user_id: staffA.id }, 403],
      [{ ...base, product_id: programExpired.id, order_id: world.orders.expiredOrder.order.id }, 403],
      [{ ...base, product_id: programB.id, order_id: null }, 403],
      [{ ...base, order_id: world.orders.orderB.order.id }, 404],
      [{ ...base, product_id: 999999 }, 404],
      [{ ...base, user_id: 'abc' }, 422],
      [{ ...base, product_id: -1 }, 422],
      [{ ...base, extra: true }, 422],
      [[base], 422],
      [{}, 422],
    ];
    for (const [body, status] of cases) {
      const answer = await record(staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.success, JSON.stringify(body)).toBe(false);
    }
    const expired = await record(staff, cases[3][0]);
    expect(expired.body.message).toBe(LICENSING_MESSAGES.licenceExpired);
    expect(await t.db.viewingHistory.count()).toBe(before);
  });

  it('answers a malformed body, a __proto__ key and a huge body with 4xx', async () => {
    const raw = await staff.agent.post('/settings/viewing-history').set({ ...jsonHeaders(staff.token), 'Content-Type': 'application/json' }).send('{');
    expect(raw.status).toBe(400);
    const proto = await staff.agent
      .post('/settings/viewing-history')
      .set({ ...jsonHeaders(staff.token), 'Content-Type': 'application/json' })
      .send('{"__proto__": {"user_id": 1}, "school_user_id": 1, "user_id": 1, "product_id": 1}');
    expect(proto.status).toBe(422);
    const huge = await record(staff, { school_user_id: 1, user_id: 1, product_id: 1, order_id: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });

  it('fills in the licence’s order when the page sends none', async () => {
    const { managerA, schoolA } = world.users;
    const answer = await record(manager, { school_user_id: schoolA.id, user_id: managerA.id, product_id: world.products.programLive.id });
    expect(answer.status).toBe(200);
    const row = await t.db.viewingHistory.findFirstOrThrow({ where: { userId: managerA.id } });
    expect(row.orderId).toBe(world.orders.liveOrder.order.id);
  });

  it('keeps one row for trainer views (no order) even when views arrive at once', async () => {
    const { trainer } = world.users;
    const browser = await signedInBrowser(t, trainer.email);
    const payload = { school_user_id: trainer.id, user_id: trainer.id, product_id: world.products.programLive.id, order_id: null };
    const answers = await Promise.all(Array.from({ length: 5 }, () => record(browser, payload)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await t.db.viewingHistory.findMany({ where: { userId: trainer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: null, watchCount: 5, schoolUserId: trainer.id });
    // A trainer cannot attach an order.
    expect((await record(browser, { ...payload, order_id: world.orders.liveOrder.order.id })).status).toBe(404);
  });
});

describe('Viewing History page', () => {
  it('shows the main account and managers the whole school, newest first; staff only their own', async () => {
    const { schoolA, managerA, staffA, staffB, schoolB } = world.users;
    const { programLive, programExpired, programB } = world.products;
    const now = new Date();
    await t.db.viewingHistory.deleteMany({});
    await createViewingHistory(t.db, { schoolUserId: schoolA.id, userId: schoolA.id, productId: programExpired.id, orderId: world.orders.expiredOrder.order.id, watchCount: 5, lastWatchedAt: addDays(now, -40) });
    await createViewingHistory(t.db, { schoolUserId: schoolA.id, userId: staffA.id, productId: programLive.id, orderId: world.orders.liveOrder.order.id, watchCount: 3, lastWatchedAt: addDays(now, -1) });
    await createViewingHistory(t.db, { schoolUserId: schoolA.id, userId: managerA.id, productId: programLive.id, orderId: world.orders.liveOrder.order.id, watchCount: 1, lastWatchedAt: addDays(now, -5) });
    await createViewingHistory(t.db, { schoolUserId: schoolB.id, userId: staffB.id, productId: programB.id, orderId: world.orders.orderB.order.id, watchCount: 9, lastWatchedAt: addDays(now, -2) });

    const viewersOf = (rows: ViewingHistoryRow[]) => rows.map((row) => `${row.user.first_name} ${row.watch_count}`);
    const main = await visit(await signedInBrowser(t, schoolA.email), '/account/viewing-history');
    expect(main.status).toBe(200);
    expect(viewersOf(main.body.props.history.data)).toEqual(['Sam 3', 'Mona 1', 'Alice 5']);
    const row = main.body.props.history.data[0] as ViewingHistoryRow;
    expect(row).toMatchObject({ watch_count: 3, user: { first_name: 'Sam', last_name: 'Staff' }, product: { title: programLive.title } });
    expect(row.view_date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(row.view_time).toMatch(/^\d{1,2}:\d{2} (AM|PM) C[SD]T$/);

    expect(viewersOf((await visit(manager, '/account/viewing-history')).body.props.history.data)).toEqual(['Sam 3', 'Mona 1', 'Alice 5']);
    expect(viewersOf((await visit(staff, '/account/viewing-history')).body.props.history.data)).toEqual(['Sam 3']);
    expect(viewersOf((await visit(await signedInBrowser(t, schoolB.email), '/account/viewing-history')).body.props.history.data)).toEqual(['Bea 9']);
  });

  it('sorts by views, viewer and product, searches, and rejects an unknown sort', async () => {
    const sorted = async (query: string) =>
      ((await visit(manager, `/account/viewing-history?${query}`)).body.props.history.data as ViewingHistoryRow[]).map((row) => row.user.first_name);
    expect(await sorted('sort_by=watch_count&sort_direction=desc')).toEqual(['Alice', 'Sam', 'Mona']);
    expect(await sorted('sort_by=viewer&sort_direction=asc')).toEqual(['Alice', 'Mona', 'Sam']);
    expect(await sorted('sort_by=product&sort_direction=asc')).toEqual(['Alice', 'Sam', 'Mona']);
    expect(await sorted('sort_by=last_watched_at&sort_direction=asc')).toEqual(['Alice', 'Mona', 'Sam']);
    expect(await sorted('search=sam')).toEqual(['Sam']);
    expect(await sorted('search=alpha')).toEqual(['Alice']);
    const bad = await visit(manager, '/account/viewing-history?sort_by=password_hash');
    expect(bad.status).toBe(422);
    expect((await visit(manager, '/account/viewing-history?search[]=a')).status).toBe(422);
  });

  it('keeps a deleted user’s views readable for the school', async () => {
    const { staffA } = world.users;
    const school = await signedInBrowser(t, world.users.schoolA.email);
    const deleted = await school.agent.delete(`/settings/my-users/${staffA.id}`).set(jsonHeaders(school.token));
    expect(deleted.status).toBe(200);
    const page = await visit(school, '/account/viewing-history');
    const row = (page.body.props.history.data as ViewingHistoryRow[]).find((entry) => entry.user.first_name === 'Sam');
    expect(row).toMatchObject({ watch_count: 3, user: { first_name: 'Sam', last_name: 'Staff', is_removed: true } });
  });

  it('shows the empty state data when there is no history', async () => {
    const trainer = await signedInBrowser(t, world.users.preview.email);
    const page = await visit(trainer, '/account/viewing-history');
    expect(page.body.props.history).toMatchObject({ total: 0, data: [] });
    expect(page.body.props.programsUrl).toBe('/account/programs');
  });
});
