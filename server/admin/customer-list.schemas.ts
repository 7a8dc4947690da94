import { z } from 'zod';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { emptyToUndefined, ZPage, ZPerPage, ZSearchTerm, ZSortDirection } from '#server/http/list-query.schemas.js';

// The staff customers list query (admin.customers): search, filters, sort and page, all in the URL.

export const CUSTOMER_LIST_SORTS = ['created_at', 'name', 'email', 'organization', 'last_login'] as const;
export type CustomerListSort = (typeof CUSTOMER_LIST_SORTS)[number];

const ACCOUNT_TYPE_IDS = Object.values(ACCOUNT_TYPE).map(String);
const flag = (message: string) => z.preprocess(emptyToUndefined, z.enum(['1', '0'], { error: message }).optional());

export const ZCustomerListQuery = z.object({
  search: ZSearchTerm,
  account_type: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'Please choose an account type from the list.' })
      .refine((value) => ACCOUNT_TYPE_IDS.includes(value), 'Please choose an account type from the list.')
      .transform(Number)
      .optional(),
  ),
  active: flag('Please choose active or inactive accounts.'),
  licences_expiring: z.preprocess(emptyToUndefined, z.enum(['1'], { error: 'Please choose whether to show expiring licences only.' }).optional()),
  check_terms: z.preprocess(emptyToUndefined, z.enum(['pending'], { error: 'Please choose a state of check / PO terms requests.' }).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(CUSTOMER_LIST_SORTS, { error: 'Customers cannot be sorted that way.' }).default('created_at')),
  direction: ZSortDirection,
  page: ZPage,
  per_page: ZPerPage,
});
export type TCustomerListQuery = z.output<typeof ZCustomerListQuery>;
