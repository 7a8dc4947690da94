import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_REMOVE_FAILED,
  CARD_REMOVED,
  createPaymentMethodDetacher,
  DEFAULT_CARD_UPDATED,
  removeCard,
} from '#server/payments/payment-methods.service';
import { createSavedCard, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { jsonHeaders, signedInBrowser } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('GET /account/payment-methods', () => {
  it('lists the user’s own cards, the default first, with what the page shows', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await createSavedCard(t.db, user.id, { cardType: 'mastercard', lastFour: '4444', expiryMonth: 3, expiryYear: 2030 });
    const preferred = await createSavedCard(t.db, user.id, { cardType: 'visa', lastFour: '4242', isDefault: true });
    await createSavedCard(t.db, other.id, { lastFour: '0005' });
    const browser = await signedInBrowser(t, user.email);
    const page = await browser.agent.get('/account/payment-methods').set(inertiaHeaders(browser.token));
    expect(page.body.component).toBe('account/payment-methods');
    expect(page.body.props.cards).toHaveLength(2);
    expect(page.body.props.cards[0]).toMatchObject({ id: preferred.id, card_type: 'visa', last_four: '4242', is_default: true, is_expired: false });
    expect(page.body.props.cards[1]).toMatchObject({ card_type: 'mastercard', last_four: '4444', expiry_month: 3, expiry_year: 2030, is_default: false });
    expect(JSON.stringify(page.body.props.cards)).not.toContain('pm_test');
  });

  it('gives an empty list when there are no cards', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    const page = await browser.agent.get('/account/payment-methods').set(inertiaHeaders(browser.token));
    expect(page.body.props.cards).toEqual([]);
  });
});

describe('PUT /settings/cards/:id/default', () => {
  it('makes one card the default and unsets the others', async () => {
    const user = await createUser(t.db);
    const first = await createSavedCard(t.db, user.id, { isDefault: true });
    const second = await createSavedCard(t.db, user.id);
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.put(`/settings/cards/${second.id}/default`).set(jsonHeaders(browser.token));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: DEFAULT_CARD_UPDATED });
    const cards = await t.db.savedCard.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(cards.map((card) => [card.id, card.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('answers an Inertia visit with a redirect to the page and a flash', async () => {
    const user = await createUser(t.db);
    const card = await createSavedCard(t.db, user.id);
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.put(`/settings/cards/${card.id}/default`).set(inertiaHeaders(browser.token));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/account/payment-methods');
    const page = await browser.agent.get('/account/payment-methods').set(inertiaHeaders(browser.token));
    expect(page.body.flash).toEqual({ success: DEFAULT_CARD_UPDATED });
  });

  it('refuses another user’s card with 404 and changes nothing', async () => {
    const owner = await createUser(t.db);
    const card = await createSavedCard(t.db, owner.id);
    const attacker = await createUser(t.db);
    const browser = await signedInBrowser(t, attacker.email);
    for (const id of [card.id, 'abc', 0]) {
      const answer = await browser.agent.put(`/settings/cards/${id}/default`).set(jsonHeaders(browser.token));
      expect(answer.status).toBe(404);
    }
    expect((await t.db.savedCard.findUniqueOrThrow({ where: { id: card.id } })).isDefault).toBe(false);
  });
});

describe('DELETE /settings/cards/:id', () => {
  it('removes the card and makes the newest remaining card the default', async () => {
    const user = await createUser(t.db);
    const older = await createSavedCard(t.db, user.id, { createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await createSavedCard(t.db, user.id, { createdAt: new Date('2025-06-01T00:00:00Z') });
    const current = await createSavedCard(t.db, user.id, { isDefault: true });
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.delete(`/settings/cards/${current.id}`).set(jsonHeaders(browser.token));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(CARD_REMOVED);
    expect(answer.body.cards.map((card: { id: number; is_default: boolean }) => [card.id, card.is_default])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
  });

  it('refuses another user’s card with 404 and keeps it', async () => {
    const owner = await createUser(t.db);
    const card = await createSavedCard(t.db, owner.id);
    const browser = await signedInBrowser(t, (await createUser(t.db)).email);
    const answer = await browser.agent.delete(`/settings/cards/${card.id}`).set(jsonHeaders(browser.token));
    expect(answer.status).toBe(404);
    expect(await t.db.savedCard.count({ where: { id: card.id } })).toBe(1);
  });

  it('keeps the card when the provider cannot detach it', async () => {
    const user = await createUser(t.db);
    const card = await createSavedCard(t.db, user.id, { provider: 'stripe', providerPaymentMethodId: 'pm_live_like' });
    const failing = createPaymentMethodDetacher({
      stripe: {
        detach: async () => {
          throw new Error('network down');
        },
      },
    });
    await expect(removeCard({ db: t.db, detacher: failing }, user.id, card.id)).rejects.toMatchObject({ status: 502, message: CARD_REMOVE_FAILED });
    expect(await t.db.savedCard.count({ where: { id: card.id } })).toBe(1);
    const detached: string[] = [];
    const working = createPaymentMethodDetacher({ stripe: { detach: async (target) => void detached.push(target.providerPaymentMethodId) } });
    await removeCard({ db: t.db, detacher: working }, user.id, card.id);
    expect(detached).toEqual(['pm_live_like']);
    expect(await t.db.savedCard.count({ where: { id: card.id } })).toBe(0);
  });

  it('needs the CSRF token', async () => {
    const user = await createUser(t.db);
    const card = await createSavedCard(t.db, user.id);
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.delete(`/settings/cards/${card.id}`).set('Accept', 'application/json');
    expect(answer.status).toBe(419);
    expect(await t.db.savedCard.count({ where: { id: card.id } })).toBe(1);
  });
});
