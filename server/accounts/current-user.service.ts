import type { NextFunction, Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Role, SignedInUser } from '#server/http/shared-props.types.js';
import { ROLE_LABELS, roleOf } from '#server/shared/account-types.js';
import { isLocale } from '#server/shared/locales.rules.js';
import { existingSession } from '#server/http/lazy-session.js';

export interface CurrentUser extends SignedInUser {
  role: Role;
}

declare module 'express-session' {
  interface SessionData {
    /** When this session signed in (ms); a later password change ends it. */
    signedInAt?: number;
  }
}

declare global {
  namespace Express {
    interface Request {
      user?: CurrentUser;
    }
  }
}

/** The signed-in user, read fresh on every request so a deactivated or deleted account is signed out at once. */
export async function findCurrentUser(db: PrismaClient, userId: number, signedInAt?: number): Promise<CurrentUser | null> {
  // One query: the account type's label is reference data (the reference_data migration and the seed write
  // ROLE_LABELS into account_types, nothing else does), so it is not joined in.
  const user = await db.user.findFirst({ where: { id: userId, isActive: true, deletedAt: null } });
  if (!user) return null;
  // A session from before the last password change is over, even if a request in flight saved it again.
  if (signedInAt !== undefined && user.passwordChangedAt && user.passwordChangedAt.getTime() > signedInAt) return null;
  const role = roleOf(user.accountTypeId);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    account_type_id: user.accountTypeId,
    account_type: { name: ROLE_LABELS[role] },
    role,
    role_label: ROLE_LABELS[role],
    parent_id: user.parentId,
    is_manage_school_user: user.isManageSchoolUser,
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

export function loadCurrentUser(db: PrismaClient) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const session = existingSession(req);
    const userId = session?.userId;
    if (session && userId) {
      const user = await findCurrentUser(db, userId, session.signedInAt);
      if (user) req.user = user;
      else {
        delete session.userId;
        delete session.signedInAt;
      }
    }
    next();
  };
}
