import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { randomBytes } from 'node:crypto';
import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Viewer } from '#server/accounts/viewer.rules.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { hashPassword } from '#server/accounts/password-hash.service.js';
import { issuePasswordResetLink } from '#server/accounts/password-reset.service.js';
import { createSchoolSubUser, replaceUserPassword, softDeleteUser, updateUserAccount } from '#server/accounts/user-accounts.service.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { route } from '#server/route-table.js';
import { INVITATION_TTL_DAYS, schoolUserInvitationMail, schoolUserPasswordSetMail } from './school-user.mail.js';
import {
  DEFAULT_SCHOOL_USER_SORT,
  INVITATION_LIMITS,
  invitationLimitMessage,
  SCHOOL_USER_MESSAGES,
  USERS_PER_PAGE,
  type TCreateSchoolUserInput,
  type TSchoolUserPasswordInput,
  type TSchoolUsersQuery,
  type TUpdateSchoolUserInput,
} from './school-users.schemas.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// A school's sub-users (docs/decisions/052-school-users.md). Only the main school account and sub-users with
// is_manage_school_user get here (the route guard); every function also scopes to the manager's school, so an id
// of another school's user is "not found" and nothing changes.

/** The signed-in manager (server/accounts/viewer.rules.ts). */
export type SchoolManager = Pick<Viewer, 'userId' | 'fullName' | 'accountId' | 'canManageSchoolUsers'>;

export interface SchoolUsersDeps {
  db: PrismaClient;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** Ends every session of a user (DatabaseSessionStore.destroyUserSessions). */
  endUserSessions: (userId: number) => Promise<unknown>;
}

/** The school whose users this manager manages; refuses anyone else (the guard already did). */
export function managedSchoolIdOf(manager: SchoolManager): number {
  if (!manager.canManageSchoolUsers) throw notFound('Not Found');
  // Only a school account can manage school users, so its accountId is the school's main account.
  return manager.accountId;
}

const subUsersOf = (schoolId: number): Prisma.UserWhereInput => ({ parentId: schoolId, accountTypeId: ACCOUNT_TYPE.schools, deletedAt: null });

export interface SchoolUserRow {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  is_active: boolean;
  status: 'Active' | 'Inactive';
  is_manage_school_user: boolean;
  is_self: boolean;
  detail_url: string;
}

const rowSelect = { id: true, firstName: true, lastName: true, email: true, isActive: true, isManageSchoolUser: true } satisfies Prisma.UserSelect;

function toRow(user: Prisma.UserGetPayload<{ select: typeof rowSelect }>, manager: SchoolManager): SchoolUserRow {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    is_active: user.isActive,
    status: user.isActive ? 'Active' : 'Inactive',
    is_manage_school_user: user.isManageSchoolUser,
    is_self: user.id === manager.userId,
    detail_url: route('client.school.user-detail', { id: user.id }),
  };
}

const SORT_ORDER: Record<TSchoolUsersQuery['sort_by'], (direction: SortDirection) => Prisma.UserOrderByWithRelationInput[]> = {
  id: (direction) => [{ id: direction }],
  name: (direction) => [{ firstName: direction }, { lastName: direction }, { id: 'desc' }],
  email: (direction) => [{ email: direction }],
  status: (direction) => [{ isActive: direction }, { id: 'desc' }],
};

function searchWhere(search: string | undefined): Prisma.UserWhereInput[] {
  if (!search) return [];
  // Every word must match the first name, last name or e-mail ("emily chen"); a number also matches the id.
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => ({
      OR: [
        { firstName: { contains: word, mode: 'insensitive' } },
        { lastName: { contains: word, mode: 'insensitive' } },
        { email: { contains: word, mode: 'insensitive' } },
        ...(/^\d{1,9}$/.test(word) ? [{ id: Number(word) }] : []),
      ],
    }));
}

export async function findSchoolUsers(db: PrismaClient, manager: SchoolManager, query: TSchoolUsersQuery, locale: Locale): Promise<Paginated<SchoolUserRow>> {
  const schoolId = managedSchoolIdOf(manager);
  const where: Prisma.UserWhereInput = {
    AND: [subUsersOf(schoolId), ...(query.status ? [{ isActive: query.status === 'active' }] : []), ...searchWhere(query.search)],
  };
  const total = await db.user.count({ where });
  const meta = paginate({
    total,
    page: query.page,
    perPage: USERS_PER_PAGE,
    path: route('client.school.my-users'),
    locale,
    query: {
      search: query.search,
      status: query.status,
      sort_by: query.sort_by === DEFAULT_SCHOOL_USER_SORT.sort_by ? undefined : query.sort_by,
      sort_direction: query.sort_direction === DEFAULT_SCHOOL_USER_SORT.sort_direction ? undefined : query.sort_direction,
    },
  });
  const users = await db.user.findMany({
    where,
    orderBy: SORT_ORDER[query.sort_by](query.sort_direction),
    skip: (meta.current_page - 1) * meta.per_page,
    take: meta.per_page,
    select: rowSelect,
  });
  return { ...meta, data: users.map((user) => toRow(user, manager)) };
}

export interface SchoolUserDetail extends SchoolUserRow {
  title: string | null;
  phone: string | null;
  created_at: string;
  last_login_at: string | null;
  email_verified: boolean;
}

const detailSelect = {
  ...rowSelect,
  title: true,
  phone: true,
  createdAt: true,
  lastLoginAt: true,
  emailVerifiedAt: true,
} satisfies Prisma.UserSelect;

/** One of the school's sub-users, or null (another school's user, the main account, a deleted user). */
export async function findSchoolUser(db: PrismaClient, manager: SchoolManager, userId: number): Promise<SchoolUserDetail | null> {
  const user = await db.user.findFirst({ where: { id: userId, ...subUsersOf(managedSchoolIdOf(manager)) }, select: detailSelect });
  if (!user) return null;
  return {
    ...toRow(user, manager),
    title: user.title,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    email_verified: user.emailVerifiedAt !== null,
  };
}

async function requireSchoolUser(db: PrismaClient, manager: SchoolManager, userId: number) {
  const user = await db.user.findFirst({
    where: { id: userId, ...subUsersOf(managedSchoolIdOf(manager)) },
    select: { id: true, email: true, firstName: true, isActive: true, isManageSchoolUser: true },
  });
  if (!user) throw notFound(SCHOOL_USER_MESSAGES.userNotFound);
  return user;
}

async function assertEmailFree(db: PrismaClient, email: string, exceptUserId?: number) {
  const taken = await db.user.findFirst({ where: { email, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) }, select: { id: true } });
  if (taken) throw new ValidationError({ email: SCHOOL_USER_MESSAGES.emailTaken });
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

export type CreateSchoolUserResult = { user: SchoolUserRow; invitationSent: boolean };

type Tx = Prisma.TransactionClient;

/** Only an inviter whose own address is verified sends invitations: an unproven mailbox must not mail others. */
async function assertInviterVerified(db: PrismaClient, manager: SchoolManager): Promise<void> {
  const inviter = await db.user.findUnique({ where: { id: manager.userId }, select: { emailVerifiedAt: true } });
  if (!inviter?.emailVerifiedAt) throw new HttpError(403, SCHOOL_USER_MESSAGES.verifyBeforeInviting);
}

/**
 * Refuses a new user when the school already added the most allowed in a rolling window. Counts the rows
 * themselves (deleted users too), so the limit survives restarts and holds across server processes; the
 * caller holds a lock on the school's row so concurrent calls are counted one after another.
 */
async function assertInvitationsLeft(tx: Tx | PrismaClient, schoolId: number, now: Date): Promise<void> {
  for (const { limit, windowMs, period } of INVITATION_LIMITS) {
    const since = new Date(now.getTime() - windowMs);
    const recent = await tx.user.findMany({
      where: { parentId: schoolId, createdAt: { gt: since } },
      orderBy: { createdAt: 'desc' },
      take: limit,
      select: { createdAt: true },
    });
    if (recent.length < limit) continue;
    const freedAt = recent[limit - 1].createdAt.getTime() + windowMs;
    const minutes = Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000));
    throw new HttpError(429, invitationLimitMessage(limit, period, minutes));
  }
}

/**
 * Adds a sub-user to the manager's school. They get no usable password: the invitation e-mail carries a
 * single-use link (valid 7 days) to choose one; using it also verifies the address. Only a verified inviter
 * adds users, within the school's hourly and daily limits.
 */
/** `locale`: the manager's language, in which the new user (who has no saved choice yet) is invited. */
export async function createSchoolUser(
  deps: SchoolUsersDeps,
  manager: SchoolManager,
  input: TCreateSchoolUserInput,
  locale: Locale = 'en',
): Promise<CreateSchoolUserResult> {
  const { db } = deps;
  const schoolId = managedSchoolIdOf(manager);
  await assertInviterVerified(db, manager);
  await assertEmailFree(db, input.email);
  // Checked early too, so a refused burst costs no password hashing; the locked check below is the one that counts.
  await assertInvitationsLeft(db, schoolId, new Date());
  const school = await db.user.findUniqueOrThrow({ where: { id: schoolId }, select: { organizationName: true, firstName: true, lastName: true } });
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));

  let user;
  try {
    user = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${schoolId} FOR UPDATE`;
      await assertInvitationsLeft(tx, schoolId, new Date());
      return createSchoolSubUser(
        tx,
        {
          schoolId,
          organizationName: school.organizationName,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          isManageSchoolUser: input.has_access_rights,
          passwordHash,
        },
        rowSelect,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ email: SCHOOL_USER_MESSAGES.emailTaken });
    throw error;
  }
  deps.logger.info({ userId: user.id, schoolId, by: manager.userId }, 'school user created');

  let invitationSent = false;
  try {
    const setPasswordUrl = await issuePasswordResetLink(db, deps.appUrl, user, INVITATION_TTL_DAYS * 24 * 60);
    await deps.mailer.send(
      schoolUserInvitationMail({
        to: user.email,
        firstName: user.firstName,
        schoolName: school.organizationName ?? `${school.firstName} ${school.lastName}`,
        invitedBy: manager.fullName,
        setPasswordUrl,
        locale,
      }),
    );
    invitationSent = true;
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'school user invitation could not be sent');
  }
  return { user: toRow(user, manager), invitationSent };
}

/**
 * Edits a sub-user: names, e-mail, title, phone, status and the right to manage school users. A manager cannot
 * deactivate themselves or drop their own right (they would lock themselves out). Deactivating ends the user's
 * sessions at once; a changed e-mail must be verified again and older password links stop working.
 */
export async function updateSchoolUser(deps: SchoolUsersDeps, manager: SchoolManager, userId: number, input: TUpdateSchoolUserInput) {
  const { db } = deps;
  const target = await requireSchoolUser(db, manager, userId);
  const self = target.id === manager.userId;
  if (self && input.is_active === false) throw new ValidationError({ is_active: SCHOOL_USER_MESSAGES.cannotDeactivateSelf });
  if (self && input.is_manage_school_user === false) {
    throw new ValidationError({ is_manage_school_user: SCHOOL_USER_MESSAGES.cannotRemoveOwnRight });
  }
  const emailChanged = input.email !== target.email;
  if (emailChanged) await assertEmailFree(db, input.email, target.id);

  const data: Prisma.UserUpdateInput = {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    ...(input.is_manage_school_user !== undefined ? { isManageSchoolUser: input.is_manage_school_user } : {}),
    ...(emailChanged ? { emailVerifiedAt: null } : {}),
  };
  try {
    await updateUserAccount(db, target.id, data, { emailChanged });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ email: SCHOOL_USER_MESSAGES.emailTaken });
    throw error;
  }
  if (target.isActive && input.is_active === false) await deps.endUserSessions(target.id);
  deps.logger.info({ userId: target.id, by: manager.userId }, 'school user updated');
  const updated = await findSchoolUser(db, manager, target.id);
  if (!updated) throw notFound(SCHOOL_USER_MESSAGES.userNotFound);
  return updated;
}

/** The Reset Password dialog: a manager sets a sub-user's password; the user is signed out everywhere and told. */
export async function setSchoolUserPassword(deps: SchoolUsersDeps, manager: SchoolManager, userId: number, input: TSchoolUserPasswordInput) {
  const { db } = deps;
  const target = await requireSchoolUser(db, manager, userId);
  // One's own password is changed with the current one (Change Password), never here.
  if (target.id === manager.userId) throw new HttpError(403, SCHOOL_USER_MESSAGES.ownPassword);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await replaceUserPassword(db, target.id, passwordHash, now);
  await deps.endUserSessions(target.id);
  deps.logger.info({ userId: target.id, by: manager.userId }, 'school user password set by a manager');
  try {
    const { locale } = await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { locale: true } });
    await deps.mailer.send(
      schoolUserPasswordSetMail({ to: target.email, firstName: target.firstName, changedBy: manager.fullName, locale: localeOf(locale) }),
    );
  } catch (error) {
    deps.logger.error({ err: error, userId: target.id }, 'password notice could not be sent');
  }
}

/** A deleted user's e-mail: unique, undeliverable (.invalid), so the real address can register again. */
export const deletedEmailOf = (userId: number, now: Date) => `deleted-${userId}-${now.getTime()}@deleted.invalid`;

/**
 * Deletes a sub-user as the user sees it: they can no longer sign in and disappear from My Users. The row stays
 * (soft delete), so the school's orders, licences and viewing history keep their names.
 */
export async function deleteSchoolUser(deps: SchoolUsersDeps, manager: SchoolManager, userId: number): Promise<void> {
  const { db } = deps;
  if (userId === manager.userId) throw new HttpError(403, SCHOOL_USER_MESSAGES.cannotDeleteSelf);
  const target = await requireSchoolUser(db, manager, userId);
  const now = new Date();
  if (!(await softDeleteUser(db, target.id, deletedEmailOf(target.id, now), now))) throw notFound(SCHOOL_USER_MESSAGES.userNotFound);
  await deps.endUserSessions(target.id);
  deps.logger.info({ userId: target.id, by: manager.userId }, 'school user deleted');
}
