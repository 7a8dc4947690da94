import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSING_MESSAGES } from '#server/licensing/licensing.schemas';
import type { LicensedItem } from '#server/licensing/licences.service';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import type { Browser } from '#tests/integration/accounts/account-helpers';
import { ACTORS, buildLicensingWorld, signInEveryone, visit, type Actor, type LicensingWorld } from './licensing-world';

// Who may see which list, detail page and file (account-area §1, §2, §6; docs/decisions/050, 051).

let t: TestApp;
let world: LicensingWorld;
let as: Record<Actor, Browser>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  world = await buildLicensingWorld(t);
  as = await signInEveryone(t, world);
});
afterAll(() => t.close());

const PROGRAM_ACTORS: Actor[] = ['schoolA', 'managerA', 'staffA', 'schoolB', 'staffB', 'trainer', 'preview'];
const detailPath = (actor: Actor, productId: number, orderId?: number) =>
  `/account/${PROGRAM_ACTORS.includes(actor) ? 'programs' : 'videos'}/${productId}${orderId ? `/${orderId}` : ''}`;

describe('guests', () => {
  it('are sent to sign in from every list, detail and file, and get 401 from calls', async () => {
    const { programLive } = world.products;
    for (const url of ['/account/programs', '/account/videos', `/account/programs/${programLive.id}`, `/media/${programLive.id}/video`, '/account/viewing-history', '/account/users']) {
      const answer = await request(t.app).get(url).set('Accept', 'text/html');
      expect(answer.status, url).toBe(302);
      expect(answer.headers.location, url).toBe('/login');
    }
    const call = await request(t.app).get(`/media/${programLive.id}/parent-guide`).set('Accept', 'application/json');
    expect(call.status).toBe(401);
  });
});

describe('My Programs / My Videos', () => {
  const titlesOf = (items: LicensedItem[]) => items.map((item) => item.name).sort();

  it('shows each account its own list, and a school its licences for every user of the school', async () => {
    const expected: Record<Actor, { component: string; titles: string[] }> = {
      schoolA: { component: 'account/programs/index', titles: ['Alpha Program', 'Beta Program'] },
      managerA: { component: 'account/programs/index', titles: ['Alpha Program', 'Beta Program'] },
      staffA: { component: 'account/programs/index', titles: ['Alpha Program', 'Beta Program'] },
      schoolB: { component: 'account/programs/index', titles: ['Gamma Program'] },
      staffB: { component: 'account/programs/index', titles: ['Gamma Program'] },
      parent: { component: 'account/videos/index', titles: ['Parent Video'] },
      trainer: { component: 'account/programs/index', titles: ['Beta Program'] },
      preview: { component: 'account/programs/index', titles: ['Preview Program'] },
      admin: { component: 'account/videos/index', titles: [] },
    };
    for (const actor of ACTORS) {
      const list = expected[actor].component === 'account/programs/index' ? '/account/programs' : '/account/videos';
      const answer = await visit(as[actor], list);
      expect(answer.status, actor).toBe(200);
      expect(answer.body.component, actor).toBe(expected[actor].component);
      expect(titlesOf(answer.body.props.items), actor).toEqual(expected[actor].titles);
    }
  });

  it('sends an account to its own list from the other one', async () => {
    const programs = await visit(as.parent, '/account/programs');
    expect(programs.status).toBe(302);
    expect(programs.headers.location).toBe('/account/videos');
    const videos = await visit(as.staffA, '/account/videos?sort_by=title');
    expect(videos.status).toBe(302);
    expect(videos.headers.location).toBe('/account/programs');
  });

  it('marks the expired licence and offers no detail link for it', async () => {
    const answer = await visit(as.staffA, '/account/programs');
    const items = answer.body.props.items as LicensedItem[];
    const expired = items.find((item) => item.product_id === world.products.programExpired.id)!;
    const live = items.find((item) => item.product_id === world.products.programLive.id)!;
    expect(expired).toMatchObject({ is_licensed_expired: true, detail_url: null, order_id: world.orders.expiredOrder.order.id });
    expect(live).toMatchObject({
      is_licensed_expired: false,
      order_id: world.orders.liveOrder.order.id,
      detail_url: `/account/programs/${world.products.programLive.id}/${world.orders.liveOrder.order.id}`,
    });
    expect(Object.keys(live).sort()).toEqual(
      expect.arrayContaining(['product_id', 'order_id', 'name', 'grade', 'order_date', 'licence_expires_at', 'is_licensed_expired']),
    );
  });
});

describe('video and program detail', () => {
  it('opens a licensed program for the school and its users, trainers by flag; others get the 403 page', async () => {
    const { programLive } = world.products;
    const expected: Record<Actor, number> = {
      schoolA: 200,
      managerA: 200,
      staffA: 200,
      schoolB: 403,
      staffB: 403,
      parent: 403,
      trainer: 200,
      preview: 403,
      admin: 403,
    };
    for (const actor of ACTORS) {
      const answer = await visit(as[actor], detailPath(actor, programLive.id));
      expect(answer.status, actor).toBe(expected[actor]);
      if (expected[actor] === 200) {
        expect(answer.body.component, actor).toMatch(/^account\/(programs|videos)\/show$/);
      } else {
        expect(answer.body.component, actor).toBe('error');
        expect(answer.body.props, actor).toMatchObject({ status: 403, message: LICENSING_MESSAGES.noLicence });
      }
    }
  });

  it('answers an expired licence with the 403 page', async () => {
    const answer = await visit(as.managerA, `/account/programs/${world.products.programExpired.id}`);
    expect(answer.status).toBe(403);
    expect(answer.body.props).toMatchObject({ status: 403, message: LICENSING_MESSAGES.licenceExpired });
  });

  it('shows the error page with status and message for a missing product or another school’s order', async () => {
    const { programLive } = world.products;
    for (const url of ['/account/programs/999999', '/account/programs/abc', `/account/programs/${programLive.id}/${world.orders.orderB.order.id}`, `/account/programs/${world.products.dolls.id}`]) {
      const answer = await visit(as.schoolA, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.component, url).toBe('error');
      expect(answer.body.props, url).toMatchObject({ status: 404, message: LICENSING_MESSAGES.productNotFound });
    }
  });

  it('gives the page route addresses for the files, never a storage path', async () => {
    const { programLive } = world.products;
    const answer = await visit(as.staffA, `/account/programs/${programLive.id}/${world.orders.liveOrder.order.id}`);
    expect(answer.status).toBe(200);
    const props = answer.body.props;
    expect(props.media.map((link: { label: string }) => link.label)).toEqual([
      'Watch Video',
      'Watch Trailer',
      'Parent Guide PDF',
      'Parent Guide Spanish PDF',
      'Coloring Book',
    ]);
    for (const link of props.media) expect(link.url).toMatch(new RegExp(`^/media/${programLive.id}/[a-z-]+$`));
    expect(JSON.stringify(props)).not.toContain('videos/live.mp4');
    expect(props.product.video_description).toBe(programLive.videoDescription);
    expect(props.viewing.payload).toEqual({
      school_user_id: world.users.schoolA.id,
      user_id: world.users.staffA.id,
      product_id: programLive.id,
      order_id: world.orders.liveOrder.order.id,
    });
  });
});

describe('protected files', () => {
  it('serves a file only to those whose licence is valid now', async () => {
    const { programLive, programExpired, programB, previewOnly, parentVideo } = world.products;
    const cases: { actor: Actor; productId: number; status: number }[] = [
      ...(['schoolA', 'managerA', 'staffA', 'trainer'] as Actor[]).map((actor) => ({ actor, productId: programLive.id, status: 200 })),
      ...(['schoolB', 'staffB', 'parent', 'preview', 'admin'] as Actor[]).map((actor) => ({ actor, productId: programLive.id, status: 403 })),
      { actor: 'staffA', productId: programExpired.id, status: 403 },
      { actor: 'staffA', productId: programB.id, status: 403 },
      { actor: 'staffB', productId: programB.id, status: 200 },
      { actor: 'preview', productId: previewOnly.id, status: 200 },
      { actor: 'trainer', productId: previewOnly.id, status: 403 },
      { actor: 'parent', productId: parentVideo.id, status: 200 },
      { actor: 'schoolA', productId: parentVideo.id, status: 403 },
      { actor: 'schoolA', productId: 999999, status: 404 },
    ];
    for (const { actor, productId, status } of cases) {
      for (const asset of ['video', 'parent-guide']) {
        const answer = await as[actor].agent.get(`/media/${productId}/${asset}`).set('Accept', 'application/json');
        expect(answer.status, `${actor} ${productId} ${asset}`).toBe(status);
      }
    }
  });

  it('answers 404 for an unknown asset name', async () => {
    const answer = await as.schoolA.agent.get(`/media/${world.products.programLive.id}/..%2F..%2Fetc%2Fpasswd`).set('Accept', 'application/json');
    expect(answer.status).toBe(404);
  });
});

describe('viewing history page', () => {
  it('is in the sidebar of schools, trainer and preview only; everyone else gets Not Found', async () => {
    const expected: Record<Actor, number> = {
      schoolA: 200,
      managerA: 200,
      staffA: 200,
      schoolB: 200,
      staffB: 200,
      parent: 404,
      trainer: 200,
      preview: 200,
      admin: 404,
    };
    for (const actor of ACTORS) {
      const answer = await visit(as[actor], '/account/viewing-history');
      expect(answer.status, actor).toBe(expected[actor]);
      expect(answer.body.component, actor).toBe(expected[actor] === 200 ? 'account/viewing-history' : 'error');
    }
  });
});

describe('My Users and the user calls', () => {
  it('is open to the main school account and user managers only', async () => {
    const expected: Record<Actor, number> = {
      schoolA: 200,
      managerA: 200,
      staffA: 404,
      schoolB: 200,
      staffB: 404,
      parent: 404,
      trainer: 404,
      preview: 404,
      admin: 404,
    };
    for (const actor of ACTORS) {
      const answer = await visit(as[actor], '/account/users');
      expect(answer.status, actor).toBe(expected[actor]);
      if (expected[actor] === 404) expect(answer.body.props, actor).toMatchObject({ status: 404, message: 'Not Found' });
    }
  });

  it('refuses every user call from accounts that do not manage users, changing nothing', async () => {
    const { staffA } = world.users;
    const before = await t.db.user.findUniqueOrThrow({ where: { id: staffA.id } });
    for (const actor of ['staffA', 'staffB', 'parent', 'trainer', 'preview', 'admin'] as Actor[]) {
      const browser = as[actor];
      const headers = { Accept: 'application/json', 'X-XSRF-TOKEN': browser.token };
      const calls: [string, request.Test][] = [
        ['create', browser.agent.post('/settings/create-user').set(headers).send({ first_name: 'New', last_name: 'User', email: `new-${actor}@example.test` })],
        ['update', browser.agent.put(`/settings/my-users/${staffA.id}`).set(headers).send({ first_name: 'X', last_name: 'Y', email: 'x@example.test', is_active: 0 })],
        ['password', browser.agent.put(`/settings/update-password/${staffA.id}`).set(headers).send({ password: 'Another!Pass1', password_confirmation: 'Another!Pass1' })],
        ['delete', browser.agent.post(`/settings/my-users/${staffA.id}`).set(headers).send({ _method: 'DELETE' })],
        ['detail', browser.agent.get(`/account/users/${staffA.id}`).set(headers)],
      ];
      for (const [label, call] of calls) expect((await call).status, `${actor} ${label}`).toBe(404);
    }
    const after = await t.db.user.findUniqueOrThrow({ where: { id: staffA.id } });
    expect(after).toEqual(before);
    expect(await t.db.user.count({ where: { email: { startsWith: 'new-' } } })).toBe(0);
  });

  it('treats another school’s users as not found, changing nothing', async () => {
    const { staffA, schoolA } = world.users;
    const browser = as.schoolB;
    const headers = { Accept: 'application/json', 'X-XSRF-TOKEN': browser.token };
    const before = await t.db.user.findMany({ where: { id: { in: [staffA.id, schoolA.id] } }, orderBy: { id: 'asc' } });
    for (const id of [staffA.id, schoolA.id]) {
      const answers: [string, request.Response][] = [
        ['detail', await visit(browser, `/account/users/${id}`)],
        ['update', await browser.agent.put(`/settings/my-users/${id}`).set(headers).send({ first_name: 'X', last_name: 'Y', email: 'taken@example.test', is_active: 0 })],
        ['password', await browser.agent.put(`/settings/update-password/${id}`).set(headers).send({ password: 'Another!Pass1', password_confirmation: 'Another!Pass1' })],
        ['delete', await browser.agent.delete(`/settings/my-users/${id}`).set(headers)],
      ];
      for (const [label, answer] of answers) expect(answer.status, `${label} ${id}`).toBe(404);
    }
    const list = await visit(browser, '/account/users');
    expect(list.body.props.users.data.map((user: { email: string }) => user.email)).toEqual(['staff.b@example.test']);
    expect(await t.db.user.findMany({ where: { id: { in: [staffA.id, schoolA.id] } }, orderBy: { id: 'asc' } })).toEqual(before);
  });
});
