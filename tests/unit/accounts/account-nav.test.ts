import { describe, expect, it } from 'vitest';
import { buildAccountNav, type AccountNavUser } from '#server/accounts/account-nav.rules';
import { nextRange } from '#js/pages/account/orders/date-range';

const labels = (user: AccountNavUser, path = '/account/profile') => buildAccountNav(user, path).map((item) => `${item.order} ${item.label}`);
const user = (overrides: Partial<AccountNavUser>): AccountNavUser => ({ role: 'parent', parent_id: null, is_manage_school_user: false, ...overrides });

describe('account sidebar (account-area §2)', () => {
  it('gives preview and trainer accounts their shared list', () => {
    const expected = ['0 My Profile', '3 My Programs', '4 Viewing History', '5 Change Password'];
    expect(labels(user({ role: 'preview' }))).toEqual(expected);
    expect(labels(user({ role: 'trainer' }))).toEqual(expected);
  });

  it('gives a school main account every school item in order', () => {
    expect(labels(user({ role: 'schools' }))).toEqual([
      '0 My Profile',
      '1 My Users',
      '2 My Orders',
      '3 My Programs',
      '4 Viewing History',
      '5 Change Password',
      '6 My Payment Method',
    ]);
  });

  it('takes My Payment Method from child users, and My Users unless they manage school users', () => {
    expect(labels(user({ role: 'schools', parent_id: 7 }))).toEqual(['0 My Profile', '2 My Orders', '3 My Programs', '4 Viewing History', '5 Change Password']);
    expect(labels(user({ role: 'schools', parent_id: 7, is_manage_school_user: true }))).toContain('1 My Users');
    expect(labels(user({ role: 'schools', parent_id: 7, is_manage_school_user: true }))).not.toContain('6 My Payment Method');
  });

  it('gives everyone else My Profile, My Orders, My Videos, Change Password and My Payment Method', () => {
    for (const role of ['parent', 'check', 'administrator'] as const) {
      expect(labels(user({ role }))).toEqual(['0 My Profile', '2 My Orders', '3 My Videos', '5 Change Password', '6 My Payment Method']);
    }
  });

  it('marks the active item by URL prefix', () => {
    const active = (path: string) => buildAccountNav(user({ role: 'schools' }), path).filter((item) => item.active).map((item) => item.label);
    expect(active('/account/orders')).toEqual(['My Orders']);
    expect(active('/account/orders/12')).toEqual(['My Orders']);
    expect(active('/account/organization-orders/12')).toEqual(['My Orders']);
    expect(active('/account/users/5')).toEqual(['My Users']);
    expect(active('/account/profiles')).toEqual([]);
  });
});

describe('calendar range (account-area §4)', () => {
  it('sets the start on the first click, the end on the second unless it is before the start, which restarts', () => {
    let range = nextRange({ start: null, end: null }, '2026-03-10');
    expect(range).toEqual({ start: '2026-03-10', end: null });
    expect(nextRange(range, '2026-03-05')).toEqual({ start: '2026-03-05', end: null });
    range = nextRange(range, '2026-03-10');
    expect(range).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(nextRange(range, '2026-04-01')).toEqual({ start: '2026-04-01', end: null });
    expect(nextRange({ start: '2026-03-10', end: null }, '2026-03-20')).toEqual({ start: '2026-03-10', end: '2026-03-20' });
  });
});
