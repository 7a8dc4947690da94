import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE, ROLE_LABELS, roleOf } from '#server/shared/account-types.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { route, type QueryValue } from '#server/route-table.js';
import { formatShopDate, formatShopDateTime } from '#server/shared/shop-time-zone.js';
import { personName } from './admin-format.js';
import type { AdminCustomerFilters, AdminCustomerRow } from './customer-list.pages.js';
import type { CustomerListSort, TCustomerListQuery } from './customer-list.schemas.js';
import { LICENCE_EXPIRY_WINDOW_DAYS } from './dashboard.service.js';
import { countAndReadPage, sortAndPageSizeLinkQuery } from './list-query.js';
import { searchWordsOf, type SortDirection } from '#server/http/list-query.schemas.js';
import type { Option } from './order-list.pages.js';

// The staff customers list (docs/decisions/071): every account that is not deleted, searched by name, e-mail and
// organization, filtered by account type, active, and licences about to expire.

const DAY_MS = 24 * 60 * 60 * 1000;
const insensitive = (value: string) => ({ contains: value, mode: 'insensitive' as const });

export const accountTypeOptions = (): Option[] =>
  Object.values(ACCOUNT_TYPE).map((id) => ({ value: String(id), label: ROLE_LABELS[roleOf(id)] }));

export function customerListWhere(query: TCustomerListQuery, now = new Date()): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [{ deletedAt: null }];
  for (const word of searchWordsOf(query.search)) {
    // Names, e-mail and organization, through the generated `search_text` and its one trigram index.
    and.push({ searchText: insensitive(word) });
  }
  if (query.account_type) and.push({ accountTypeId: query.account_type });
  if (query.active) and.push({ isActive: query.active === '1' });
  if (query.licences_expiring) {
    and.push({
      licences: { some: { status: 'active', expiresAt: { gt: now, lte: new Date(now.getTime() + LICENCE_EXPIRY_WINDOW_DAYS * DAY_MS) } } },
    });
  }
  // Open requests for check / PO terms (docs/decisions/096), the dashboard's queue.
  if (query.check_terms) and.push({ checkTermsStatus: query.check_terms });
  return { AND: and };
}

const ORDER_BY: Record<CustomerListSort, (direction: SortDirection) => Prisma.UserOrderByWithRelationInput[]> = {
  created_at: (direction) => [{ createdAt: direction }, { id: direction }],
  name: (direction) => [{ lastName: direction }, { firstName: direction }, { id: direction }],
  email: (direction) => [{ email: direction }],
  organization: (direction) => [{ organizationName: { sort: direction, nulls: 'last' } }, { id: direction }],
  last_login: (direction) => [{ lastLoginAt: { sort: direction, nulls: 'last' } }, { id: direction }],
};

export function customerFiltersOf(query: TCustomerListQuery): AdminCustomerFilters {
  return {
    search: query.search ?? '',
    account_type: query.account_type ? String(query.account_type) : '',
    active: query.active ?? '',
    licences_expiring: query.licences_expiring ?? '',
    check_terms: query.check_terms ?? '',
    sort: query.sort,
    direction: query.direction,
    per_page: query.per_page,
  };
}

function customerListLinkQuery(query: TCustomerListQuery): Record<string, QueryValue> {
  return {
    search: query.search,
    account_type: query.account_type,
    active: query.active,
    licences_expiring: query.licences_expiring,
    check_terms: query.check_terms,
    ...sortAndPageSizeLinkQuery(query),
  };
}

const rowSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  organizationName: true,
  accountTypeId: true,
  isActive: true,
  emailVerifiedAt: true,
  taxExemptStatus: true,
  createdAt: true,
  lastLoginAt: true,
  parentId: true,
  parent: { select: { organizationName: true, firstName: true, lastName: true } },
} satisfies Prisma.UserSelect;

/**
 * Orders per customer on the page: a main account's orders (its own and its sub-users'), a sub-user's the ones they
 * placed. Counted for the page's ids only (Prisma's `_count` in a select would group the whole orders table).
 */
async function orderCountsOf(db: PrismaClient, users: { id: number; parentId: number | null }[]): Promise<Map<number, number>> {
  const mainIds = users.filter((user) => user.parentId === null).map((user) => user.id);
  const subIds = users.filter((user) => user.parentId !== null).map((user) => user.id);
  const [owned, placed] = await Promise.all([
    mainIds.length ? db.order.groupBy({ by: ['ownerUserId'], where: { ownerUserId: { in: mainIds } }, _count: { _all: true } }) : [],
    subIds.length ? db.order.groupBy({ by: ['userId'], where: { userId: { in: subIds } }, _count: { _all: true } }) : [],
  ]);
  return new Map([...owned.map((row) => [row.ownerUserId, row._count._all] as const), ...placed.map((row) => [row.userId, row._count._all] as const)]);
}

export async function findAdminCustomers(db: PrismaClient, query: TCustomerListQuery, now = new Date()): Promise<Paginated<AdminCustomerRow>> {
  const where = customerListWhere(query, now);
  const { total, rows: users } = await countAndReadPage(
    () => db.user.count({ where }),
    (skip) => db.user.findMany({ where, orderBy: ORDER_BY[query.sort](query.direction), skip, take: query.per_page, select: rowSelect }),
    query.page,
    query.per_page,
  );
  const meta = paginate({ total, page: query.page, perPage: query.per_page, path: route('admin.customers'), locale: 'en', query: customerListLinkQuery(query) });
  const orderCounts = await orderCountsOf(db, users);
  return {
    ...meta,
    data: users.map((user) => ({
      id: user.id,
      name: personName(user.firstName, user.lastName),
      email: user.email,
      organization: user.organizationName,
      account_type_id: user.accountTypeId,
      account_type_label: ROLE_LABELS[roleOf(user.accountTypeId)],
      school_name: user.parent ? user.parent.organizationName || personName(user.parent.firstName, user.parent.lastName) : null,
      is_active: user.isActive,
      email_verified: user.emailVerifiedAt !== null,
      tax_exempt_status: user.taxExemptStatus,
      orders_count: orderCounts.get(user.id) ?? 0,
      registered_at_label: formatShopDate(user.createdAt),
      last_login_label: user.lastLoginAt ? formatShopDateTime(user.lastLoginAt) : null,
      detail_url: route('admin.customers.show', { id: user.id }),
    })),
  };
}
