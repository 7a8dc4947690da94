import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import type { DashboardPageProps } from './dashboard.pages.js';
import { findDashboardQueues, findDashboardSales } from './dashboard.service.js';

/** Route admin.dashboard. */
export function dashboardController(db: PrismaClient) {
  return {
    async show(req: Request, res: Response) {
      const now = new Date();
      const [queues, sales] = await Promise.all([findDashboardQueues(db, now), findDashboardSales(db, now)]);
      const props: DashboardPageProps = {
        breadcrumbs: [{ label: 'Dashboard' }],
        staff_first_name: req.user!.first_name,
        shop_date: shopDateOf(now),
        queues,
        sales,
      };
      await res.inertia.render('admin/dashboard', { ...props });
    },
  };
}
