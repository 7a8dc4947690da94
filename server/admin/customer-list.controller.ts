import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { route } from '#server/route-table.js';
import type { AdminCustomersPageProps } from './customer-list.pages.js';
import { ZCustomerListQuery } from './customer-list.schemas.js';
import { accountTypeOptions, customerFiltersOf, findAdminCustomers } from './customer-list.service.js';
import { LICENCE_EXPIRY_WINDOW_DAYS } from './dashboard.service.js';
import { parseListQuery } from './list-query.js';

/** Route admin.customers (the detail page, admin.customers.show, is the customer module's screen). */
export function customerListController(db: PrismaClient) {
  return {
    async index(req: Request, res: Response) {
      const query = parseListQuery(ZCustomerListQuery, req);
      const props: AdminCustomersPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Customers' }],
        customers: await findAdminCustomers(db, query),
        filters: customerFiltersOf(query),
        account_type_options: accountTypeOptions(),
        licence_expiry_window_days: LICENCE_EXPIRY_WINDOW_DAYS,
      };
      await res.inertia.render('admin/customers/index', { ...props });
    },
  };
}
