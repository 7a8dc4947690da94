import { route, type RouteName } from '#server/route-table.js';
import type { Role } from '#server/http/shared-props.types.js';

// The account sidebar (account-area §2), computed on the server: which items a role sees, in the spec's order
// values, and which one is active (matched by URL prefix, account-area §9).

export interface AccountNavItem {
  key: AccountNavKey;
  label: string;
  href: string;
  order: number;
  active: boolean;
}

type AccountNavKey = 'profile' | 'users' | 'orders' | 'programs' | 'videos' | 'history' | 'password' | 'payment';

const ITEMS: Record<AccountNavKey, { label: string; route: RouteName; order: number; prefixes: string[] }> = {
  profile: { label: 'My Profile', route: 'client.my-profile', order: 0, prefixes: ['/account/profile'] },
  users: { label: 'My Users', route: 'client.school.my-users', order: 1, prefixes: ['/account/users'] },
  orders: { label: 'My Orders', route: 'client.orders', order: 2, prefixes: ['/account/orders', '/account/organization-orders'] },
  programs: { label: 'My Programs', route: 'client.my-programs', order: 3, prefixes: ['/account/programs'] },
  videos: { label: 'My Videos', route: 'client.my-videos', order: 3, prefixes: ['/account/videos'] },
  history: { label: 'Viewing History', route: 'client.school.user-viewing-history', order: 4, prefixes: ['/account/viewing-history'] },
  password: { label: 'Change Password', route: 'client.reset-password', order: 5, prefixes: ['/account/change-password'] },
  payment: { label: 'My Payment Method', route: 'client.payment-method', order: 6, prefixes: ['/account/payment-methods'] },
};

const LISTS: { preview_trainer: AccountNavKey[]; schools: AccountNavKey[]; others: AccountNavKey[] } = {
  preview_trainer: ['profile', 'password', 'programs', 'history'],
  schools: ['profile', 'users', 'orders', 'programs', 'history', 'password', 'payment'],
  others: ['profile', 'password', 'orders', 'payment', 'videos'],
};

export interface AccountNavUser {
  role: Role;
  parent_id: number | null;
  is_manage_school_user: boolean;
}

const matchesPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function buildAccountNav(user: AccountNavUser, currentPath: string): AccountNavItem[] {
  let keys =
    user.role === 'preview' || user.role === 'trainer' ? LISTS.preview_trainer : user.role === 'schools' ? LISTS.schools : LISTS.others;
  // Child users lose My Payment Method, and My Users unless they manage the school's users.
  if (user.parent_id !== null) keys = keys.filter((key) => key !== 'payment' && (key !== 'users' || user.is_manage_school_user));
  return keys
    .map((key) => {
      const item = ITEMS[key];
      return {
        key,
        label: item.label,
        href: route(item.route),
        order: item.order,
        active: item.prefixes.some((prefix) => matchesPrefix(currentPath, prefix)),
      };
    })
    .sort((a, b) => a.order - b.order);
}
