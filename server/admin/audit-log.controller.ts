import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { route } from '#server/route-table.js';
import type { AuditLogPageProps } from './audit-log.pages.js';
import { ZAuditLogQuery } from './audit-log.schemas.js';
import { auditLogFiltersOf, findAuditLog, findAuditLogOptions } from './audit-log.service.js';
import { parseListQuery } from './list-query.js';

/** Route admin.audit-log. */
export function auditLogController(db: PrismaClient) {
  return {
    async index(req: Request, res: Response) {
      const query = parseListQuery(ZAuditLogQuery, req);
      const [events, options] = await Promise.all([findAuditLog(db, query), findAuditLogOptions(db)]);
      const props: AuditLogPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Audit log' }],
        events,
        filters: auditLogFiltersOf(query),
        actor_options: options.actors,
        action_options: options.actions,
      };
      await res.inertia.render('admin/audit-log', { ...props });
    },
  };
}
