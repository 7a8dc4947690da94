import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { formatShopDateTime } from '#server/shared/shop-time-zone.js';
import { route } from '#server/route-table.js';
import { ACCOUNT_TYPE, ROLE_LABELS, roleOf } from '#server/shared/account-types.js';
import { reviewColumnsSelect, taxExemptionStateOf, type TaxExemptionState } from './tax-exemption.service.js';

// What the center's staff see of a customer's account and the account switches they may use (issue 12 item 4;
// docs/decisions/077). Never a password or its hash: the selects below name every column they read.

type Tx = Prisma.TransactionClient;

const formatDateTime = (instant: Date | null) => (instant ? formatShopDateTime(instant) : null);

const personSelect = { id: true, firstName: true, lastName: true, email: true } satisfies Prisma.UserSelect;

const customerSelect = {
  id: true,
  accountTypeId: true,
  parentId: true,
  isManageSchoolUser: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  title: true,
  organizationName: true,
  organizationType: true,
  taxId: true,
  ...reviewColumnsSelect,
  heardAboutUs: true,
  heardAboutUsDetail: true,
  isActive: true,
  emailVerifiedAt: true,
  lastLoginAt: true,
  createdAt: true,
  deletedAt: true,
  parent: { select: { ...personSelect, organizationName: true } },
} satisfies Prisma.UserSelect;

export interface CustomerAccountView {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  account_type_id: number;
  account_type: string;
  is_school_main_account: boolean;
  is_school_sub_user: boolean;
  is_manage_school_user: boolean;
  school: { id: number; name: string; url: string } | null;
  organization: { title: string | null; name: string | null; type: string | null; tax_id: string | null } | null;
  heard_about_us: string | null;
  heard_about_us_detail: string | null;
  is_active: boolean;
  email_verified: boolean;
  email_verified_at: string | null;
  last_login_at: string | null;
  created_at: string;
  /** A school's certificate (a sub-user: its school's), or null for accounts that have none. */
  tax_exemption: (TaxExemptionState & { holder_id: number; document_url: string | null }) | null;
}

export interface SchoolSubUserView {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
  is_manage_school_user: boolean;
  email_verified: boolean;
  url: string;
}

/** A customer's account as staff see it, with the school's sub-users for a main school account; null if none. */
export async function findCustomerAccount(db: PrismaClient, userId: number): Promise<{ account: CustomerAccountView; subUsers: SchoolSubUserView[] } | null> {
  const row = await db.user.findFirst({ where: { id: userId, deletedAt: null }, select: customerSelect });
  if (!row) return null;
  const isSchool = row.accountTypeId === ACCOUNT_TYPE.schools;
  const isSubUser = isSchool && row.parentId !== null;
  const holder = isSubUser
    ? await db.user.findUnique({ where: { id: row.parentId! }, select: customerSelect })
    : row;
  const certificate = isSchool && holder ? taxExemptionStateOf(holder, 'en') : null;

  const subUsers = isSchool && !isSubUser
    ? await db.user.findMany({
        where: { parentId: row.id, deletedAt: null },
        select: { ...personSelect, isActive: true, isManageSchoolUser: true, emailVerifiedAt: true },
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
      })
    : [];

  return {
    account: {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      zip_code: row.zipCode,
      account_type_id: row.accountTypeId,
      account_type: ROLE_LABELS[roleOf(row.accountTypeId)],
      is_school_main_account: isSchool && !isSubUser,
      is_school_sub_user: isSubUser,
      is_manage_school_user: row.isManageSchoolUser,
      school: isSubUser && row.parent
        ? { id: row.parent.id, name: row.parent.organizationName ?? `${row.parent.firstName} ${row.parent.lastName}`, url: route('admin.customers.show', { id: row.parent.id }) }
        : null,
      organization: isSchool
        ? { title: row.title, name: (holder ?? row).organizationName, type: (holder ?? row).organizationType, tax_id: (holder ?? row).taxId }
        : null,
      heard_about_us: row.heardAboutUs,
      heard_about_us_detail: row.heardAboutUsDetail,
      is_active: row.isActive,
      email_verified: row.emailVerifiedAt !== null,
      email_verified_at: formatDateTime(row.emailVerifiedAt),
      last_login_at: formatDateTime(row.lastLoginAt),
      created_at: formatDateTime(row.createdAt)!,
      tax_exemption:
        certificate && holder
          ? { ...certificate, holder_id: holder.id, document_url: certificate.on_file ? route('admin.tax-exemptions.document', { id: holder.id }) : null }
          : null,
    },
    subUsers: subUsers.map((user) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      is_active: user.isActive,
      is_manage_school_user: user.isManageSchoolUser,
      email_verified: user.emailVerifiedAt !== null,
      url: route('admin.customers.show', { id: user.id }),
    })),
  };
}

/** The fields an account e-mail needs, for an account staff may act on (not deleted). */
export async function findCustomerContact(db: PrismaClient | Tx, userId: number) {
  return db.user.findFirst({ where: { id: userId, deletedAt: null }, select: { ...personSelect, isActive: true, emailVerifiedAt: true } });
}

export type AccountActiveChange = { kind: 'changed'; before: { is_active: boolean }; after: { is_active: boolean } } | { kind: 'already' } | { kind: 'missing' };

/**
 * Switches the account on or off. Off: the login refuses it (decision 007) and the current-user lookup ignores it,
 * so the caller ends its sessions too. Conditional on the state the form saw, so two tabs cannot flip it twice.
 */
export async function setAccountActive(tx: Tx, userId: number, active: boolean): Promise<AccountActiveChange> {
  const row = await tx.user.findFirst({ where: { id: userId, deletedAt: null }, select: { isActive: true } });
  if (!row) return { kind: 'missing' };
  if (row.isActive === active) return { kind: 'already' };
  const { count } = await tx.user.updateMany({ where: { id: userId, isActive: !active, deletedAt: null }, data: { isActive: active } });
  if (count !== 1) return { kind: 'already' };
  return { kind: 'changed', before: { is_active: !active }, after: { is_active: active } };
}
