import type { Licence, LicenceStatus, Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { ValidationError } from '#server/http/errors.js';
import { formatShopDate, shopDateOf, startOfNextShopDay } from '#server/shared/shop-time-zone.js';
import { route } from '#server/route-table.js';
import { isLicenceActive } from './licences.service.js';
import {
  LICENCE_CHANGE_MESSAGES,
  MAX_LICENCE_YEARS_AHEAD,
  type TExtendLicenceInput,
  type TGrantLicenceInput,
  type TRegrantLicenceInput,
  type TRevokeLicenceInput,
} from './licence-changes.schemas.js';

// Staff changes to licences (issue 12 item 6; docs/decisions/076-staff-licence-changes.md): grant one by hand,
// extend, revoke, re-grant. Access follows at once because every page, file and history call checks the licence
// (licences.service.ts: active status and starts_at <= now < expires_at). Each change is conditional on the state
// the staff form was opened on, so a stale form changes nothing.

type Tx = Prisma.TransactionClient;

/** A licence "ends on" a shop-calendar day: it is valid through the last millisecond of that day (US Central). */
export const endOfShopDay = (isoDate: string) => new Date(startOfNextShopDay(isoDate).getTime() - 1);

export type LicenceState = 'active' | 'upcoming' | 'expired' | 'suspended' | 'revoked';

export interface CustomerLicenceRow {
  id: number;
  product: { id: number; title: string };
  status: LicenceStatus;
  /** What the licence does now: plays (active), not yet, ran out, or ended by a refund/dispute or by staff. */
  state: LicenceState;
  starts_on: string;
  expires_on: string;
  /** The exact end, for the stale-form check. */
  expires_at: string;
  /** YYYY-MM-DD of the end, for the date input. */
  expires_date: string;
  order: { id: number; number: string; url: string } | null;
  granted_by: string | null;
  grant_reason: string | null;
  renewed_from_id: number | null;
  extend_url: string;
  revoke_url: string;
  regrant_url: string;
}

function stateOf(licence: Pick<Licence, 'status' | 'startsAt' | 'expiresAt'>, now: Date): LicenceState {
  if (licence.status !== 'active') return licence.status;
  if (isLicenceActive(licence, now)) return 'active';
  return licence.startsAt.getTime() > now.getTime() ? 'upcoming' : 'expired';
}

/** Whose licences a customer uses: a school's sub-users use the school's (decision 050). */
export async function findLicenceOwner(db: PrismaClient | Tx, customerId: number) {
  const customer = await db.user.findFirst({ where: { id: customerId, deletedAt: null }, select: { id: true, parentId: true, accountTypeId: true } });
  if (!customer) return null;
  const ownerId = customer.accountTypeId === ACCOUNT_TYPE.schools && customer.parentId !== null ? customer.parentId : customer.id;
  return { customerId: customer.id, ownerId, isSubUser: ownerId !== customer.id };
}

/** The account a licence belongs to, or null when there is no such licence. */
export async function findLicenceHolderId(db: PrismaClient, licenceId: number): Promise<number | null> {
  return (await db.licence.findUnique({ where: { id: licenceId }, select: { userId: true } }))?.userId ?? null;
}

/** Every licence the customer holds (a sub-user: the school's), newest first, per product. */
export async function listCustomerLicences(db: PrismaClient, ownerId: number, now = new Date()): Promise<CustomerLicenceRow[]> {
  const licences = await db.licence.findMany({
    where: { userId: ownerId },
    orderBy: [{ product: { title: 'asc' } }, { expiresAt: 'desc' }, { id: 'desc' }],
    include: {
      product: { select: { id: true, title: true } },
      order: { select: { id: true } },
    },
  });
  const grantorIds = [...new Set(licences.map((licence) => licence.grantedByUserId).filter((id): id is number => id !== null))];
  const grantors = new Map(
    (await db.user.findMany({ where: { id: { in: grantorIds } }, select: { id: true, firstName: true, lastName: true } })).map((user) => [
      user.id,
      `${user.firstName} ${user.lastName}`.trim(),
    ]),
  );
  return licences.map((licence) => ({
    id: licence.id,
    product: licence.product,
    status: licence.status,
    state: stateOf(licence, now),
    starts_on: formatShopDate(licence.startsAt),
    expires_on: formatShopDate(licence.expiresAt),
    expires_at: licence.expiresAt.toISOString(),
    expires_date: shopDateOf(licence.expiresAt),
    order: licence.order ? { id: licence.order.id, number: String(licence.order.id).padStart(6, '0'), url: route('admin.orders.show', { id: licence.order.id }) } : null,
    granted_by: licence.grantedByUserId ? (grantors.get(licence.grantedByUserId) ?? 'Staff') : null,
    grant_reason: licence.grantReason,
    renewed_from_id: licence.renewedFromId,
    extend_url: route('admin.licences.extend', { id: licence.id }),
    revoke_url: route('admin.licences.revoke', { id: licence.id }),
    regrant_url: route('admin.licences.regrant', { id: licence.id }),
  }));
}

/** The products staff may grant by hand: streamable videos and programs on sale. */
export async function listGrantableProducts(db: PrismaClient) {
  return db.product.findMany({ where: { isLicensed: true, isActive: true }, select: { id: true, title: true }, orderBy: { title: 'asc' } });
}

export interface LicenceAudit {
  [key: string]: string | number | null;
}

const auditOf = (licence: Pick<Licence, 'status' | 'expiresAt' | 'productId'>): LicenceAudit => ({
  product_id: licence.productId,
  status: licence.status,
  expires_at: licence.expiresAt.toISOString(),
});

function checkEndDate(field: string, isoDate: string, now: Date, after?: Date): Date {
  const today = shopDateOf(now);
  if (isoDate <= today) throw new ValidationError({ [field]: LICENCE_CHANGE_MESSAGES.expiresNotFuture });
  if (after && isoDate <= shopDateOf(after)) throw new ValidationError({ [field]: LICENCE_CHANGE_MESSAGES.expiresNotLater });
  const [year, month, day] = today.split('-').map(Number);
  const latest = new Date(Date.UTC(year + MAX_LICENCE_YEARS_AHEAD, month - 1, day)).toISOString().slice(0, 10);
  if (isoDate > latest) throw new ValidationError({ [field]: LICENCE_CHANGE_MESSAGES.expiresTooFar });
  return endOfShopDay(isoDate);
}

export type LicenceChange =
  | { kind: 'changed'; licence: Licence; ownerId: number; before: LicenceAudit | null; after: LicenceAudit }
  | { kind: 'already'; message: string }
  | { kind: 'stale' }
  | { kind: 'missing' };

/**
 * A complimentary licence (a school, a trainer, a preview account) with no order: it starts now, ends on the
 * chosen day and records who granted it and why. A school's sub-user is granted the school's licence.
 */
export async function grantLicenceByHand(
  tx: Tx,
  input: { customerId: number; grantedByUserId: number } & Pick<TGrantLicenceInput, 'product_id' | 'expires_on' | 'reason'>,
  now = new Date(),
): Promise<LicenceChange> {
  const owner = await findLicenceOwner(tx, input.customerId);
  if (!owner) return { kind: 'missing' };
  const expiresAt = checkEndDate('expires_on', input.expires_on, now);
  const product = await tx.product.findFirst({ where: { id: input.product_id, isLicensed: true, isActive: true }, select: { id: true } });
  if (!product) throw new ValidationError({ product_id: LICENCE_CHANGE_MESSAGES.productNotLicensed });
  // One grant at a time per owner and product, so two staff members cannot both add one.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${owner.ownerId}::int, ${product.id}::int)`;
  const current = await tx.licence.findMany({ where: { userId: owner.ownerId, productId: product.id, status: 'active' } });
  if (current.some((licence) => isLicenceActive(licence, now))) throw new ValidationError({ product_id: LICENCE_CHANGE_MESSAGES.alreadyLicensed });
  const licence = await tx.licence.create({
    data: {
      userId: owner.ownerId,
      productId: product.id,
      orderId: null,
      startsAt: now,
      expiresAt,
      status: 'active',
      grantedByUserId: input.grantedByUserId,
      grantReason: input.reason,
    },
  });
  return { kind: 'changed', licence, ownerId: owner.ownerId, before: null, after: { ...auditOf(licence), reason: input.reason } };
}

type Expected = Pick<TExtendLicenceInput, 'expected_status' | 'expected_expires_at'>;

async function changeLicence(
  tx: Tx,
  licenceId: number,
  expected: Expected,
  apply: (licence: Licence) => { data: Prisma.LicenceUpdateManyMutationInput; already?: string } | { already: string; data?: undefined },
): Promise<LicenceChange> {
  const licence = await tx.licence.findUnique({ where: { id: licenceId } });
  if (!licence) return { kind: 'missing' };
  const plan = apply(licence);
  if (plan.data === undefined) return { kind: 'already', message: plan.already };
  if (licence.status !== expected.expected_status || licence.expiresAt.toISOString() !== new Date(expected.expected_expires_at).toISOString()) {
    return { kind: 'stale' };
  }
  const { count } = await tx.licence.updateMany({ where: { id: licence.id, status: licence.status, expiresAt: licence.expiresAt }, data: plan.data });
  if (count !== 1) return { kind: 'stale' };
  const updated = await tx.licence.findUniqueOrThrow({ where: { id: licence.id } });
  return { kind: 'changed', licence: updated, ownerId: licence.userId, before: auditOf(licence), after: auditOf(updated) };
}

/** A later end date for an active licence (a goodwill extension, a late check). */
export function extendLicenceByStaff(tx: Tx, licenceId: number, input: Expected & Pick<TExtendLicenceInput, 'expires_on'>, now = new Date()) {
  return changeLicence(tx, licenceId, input, (licence) => {
    if (licence.status !== 'active') throw new ValidationError({ expires_on: LICENCE_CHANGE_MESSAGES.notActive });
    return { data: { expiresAt: checkEndDate('expires_on', input.expires_on, now, licence.expiresAt) } };
  });
}

/** Ends the licence now: it stops playing at once. The reason, if given, is kept in the audit trail. */
export function revokeLicenceByStaff(tx: Tx, licenceId: number, input: Expected & Pick<TRevokeLicenceInput, 'reason'>) {
  return changeLicence(tx, licenceId, input, (licence) =>
    licence.status === 'revoked' ? { already: LICENCE_CHANGE_MESSAGES.alreadyRevoked } : { data: { status: 'revoked' } },
  );
}

/** A revoked or suspended licence plays again until its end date (extend it too if that has passed). */
export function regrantLicenceByStaff(tx: Tx, licenceId: number, input: Pick<TRegrantLicenceInput, 'expected_status' | 'expected_expires_at'>) {
  return changeLicence(tx, licenceId, input, (licence) =>
    licence.status === 'active' ? { already: LICENCE_CHANGE_MESSAGES.alreadyActive } : { data: { status: 'active' } },
  );
}
