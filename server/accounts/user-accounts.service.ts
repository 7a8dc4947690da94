import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';

// The accounts module owns users and their tokens. Other modules that change an account (the school's My Users
// pages, the card gateway's customer id) ask here; the rules about who may do it stay with them.

type Db = PrismaClient | Prisma.TransactionClient;

export interface NewSchoolSubUser {
  schoolId: number;
  organizationName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  isManageSchoolUser: boolean;
  passwordHash: string;
}

/** A sub-user of a school account (a unique e-mail violation is the caller's to answer). */
export function createSchoolSubUser<S extends Prisma.UserSelect>(db: Db, input: NewSchoolSubUser, select: S) {
  return db.user.create({
    data: {
      accountTypeId: ACCOUNT_TYPE.schools,
      parentId: input.schoolId,
      isManageSchoolUser: input.isManageSchoolUser,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      organizationName: input.organizationName,
      passwordHash: input.passwordHash,
      isActive: true,
    },
    select,
  });
}

/** Edits an account; a changed e-mail also stops the password links sent to the old one. */
export async function updateUserAccount(db: PrismaClient, userId: number, data: Prisma.UserUpdateInput, options: { emailChanged: boolean }): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data });
    if (options.emailChanged) await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
  });
}

/** A new password set for the user (by a school manager); unused password links stop working. */
export async function replaceUserPassword(db: PrismaClient, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now } });
    await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
  });
}

/**
 * Soft-deletes an account: it can no longer sign in, its e-mail is freed (`deletedEmail`), its tokens are gone; the
 * row stays so orders, licences and history keep their names. False when it was already deleted (two deletes at
 * once change the row once).
 */
export async function softDeleteUser(db: PrismaClient, userId: number, deletedEmail: string, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, deletedAt: null },
      data: { deletedAt: now, isActive: false, isManageSchoolUser: false, email: deletedEmail },
    });
    if (count === 0) return false;
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    await tx.emailVerificationToken.deleteMany({ where: { userId } });
    return true;
  });
}

/** The Stripe customer a user's saved cards belong to, if one was made. */
export async function findStripeCustomerId(db: Db, userId: number): Promise<string | null> {
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  return row.stripeCustomerId;
}

/** Keeps the first Stripe customer id stored for a user (a racing request may have stored the same one first). */
export async function rememberStripeCustomerId(db: Db, userId: number, customerId: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
}
