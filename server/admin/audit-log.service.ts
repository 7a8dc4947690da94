import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { formatShopDateTime, startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone.js';
import { route } from '#server/route-table.js';
import { personName } from './admin-format.js';
import type { AuditLogFilters, AuditLogRow } from './audit-log.pages.js';
import type { TAuditLogQuery } from './audit-log.schemas.js';
import type { Option } from './order-list.pages.js';
import { orderNumberOf } from './order-list.service.js';
import { toStaffActionView } from './staff-audit.service.js';

// The audit log page: staff_audit_events newest first, filtered; each row links to the order or customer it touched.

export function auditLogWhere(query: TAuditLogQuery): Prisma.StaffAuditEventWhereInput {
  const where: Prisma.StaffAuditEventWhereInput = {};
  if (query.actor) where.actorUserId = query.actor;
  if (query.action) where.action = query.action;
  if (query.order_id) where.orderId = query.order_id;
  if (query.customer_id) where.customerUserId = query.customer_id;
  if (query.date_from || query.date_to) {
    where.createdAt = {
      ...(query.date_from ? { gte: startOfShopDay(query.date_from) } : {}),
      ...(query.date_to ? { lt: startOfNextShopDay(query.date_to) } : {}),
    };
  }
  return where;
}

export function auditLogFiltersOf(query: TAuditLogQuery): AuditLogFilters {
  return {
    actor: query.actor ? String(query.actor) : '',
    action: query.action ?? '',
    order_id: query.order_id ? String(query.order_id) : '',
    customer_id: query.customer_id ? String(query.customer_id) : '',
    date_from: query.date_from ?? '',
    date_to: query.date_to ?? '',
    per_page: query.per_page,
  };
}

export async function findAuditLog(db: PrismaClient, query: TAuditLogQuery): Promise<Paginated<AuditLogRow>> {
  const where = auditLogWhere(query);
  const total = await db.staffAuditEvent.count({ where });
  const meta = paginate({
    total,
    page: query.page,
    perPage: query.per_page,
    path: route('admin.audit-log'),
    locale: 'en',
    query: { ...auditLogFiltersOf(query), per_page: query.per_page === 25 ? undefined : query.per_page },
  });
  const events = await db.staffAuditEvent.findMany({
    where,
    orderBy: { id: 'desc' },
    skip: (meta.current_page - 1) * query.per_page,
    take: query.per_page,
    include: { actor: { select: { firstName: true, lastName: true, email: true } } },
  });
  return {
    ...meta,
    data: events.map((event) => ({
      ...toStaffActionView(event),
      at_label: formatShopDateTime(event.createdAt),
      order_url: event.orderId ? route('admin.orders.show', { id: event.orderId }) : null,
      order_number: event.orderId ? orderNumberOf(event.orderId) : null,
      customer_url: event.customerUserId ? route('admin.customers.show', { id: event.customerUserId }) : null,
    })),
  };
}

/** Who can be chosen: every staff account, and anyone who acted before (e.g. an account no longer staff). */
export async function findAuditLogOptions(db: PrismaClient): Promise<{ actors: Option[]; actions: Option[] }> {
  const [staff, actorIds, actions] = await Promise.all([
    db.user.findMany({ where: { accountTypeId: ACCOUNT_TYPE.administrator }, select: { id: true }, orderBy: { id: 'asc' } }),
    db.staffAuditEvent.groupBy({ by: ['actorUserId'] }),
    db.staffAuditEvent.groupBy({ by: ['action'], orderBy: { action: 'asc' } }),
  ]);
  const ids = [...new Set([...staff.map((user) => user.id), ...actorIds.map((row) => row.actorUserId)])];
  const people = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true, email: true } });
  return {
    actors: people
      .map((person) => ({ value: String(person.id), label: personName(person.firstName, person.lastName) || person.email }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    actions: actions.map((row) => ({ value: row.action, label: row.action })),
  };
}
