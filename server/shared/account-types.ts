export type VisitorType = 'schools' | 'parent';
export type Role = 'administrator' | 'trainer' | 'preview' | 'check' | 'schools' | 'parent';

// Account type ids are fixed (prisma/schema.prisma, AccountType). The spec refers to them by number.
export const ACCOUNT_TYPE = {
  administrator: 1,
  trainer: 2,
  preview: 3,
  check: 4,
  schools: 5,
  parent: 6,
} as const satisfies Record<Role, number>;

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  trainer: 'Trainer Account',
  preview: 'Preview Account',
  check: 'Pays by Check',
  schools: 'Schools/Organization',
  parent: 'Parent/Individual',
};

const ROLE_BY_TYPE_ID = new Map<number, Role>(Object.entries(ACCOUNT_TYPE).map(([role, id]) => [id, role as Role]));

export function roleOf(accountTypeId: number): Role {
  const role = ROLE_BY_TYPE_ID.get(accountTypeId);
  if (!role) throw new Error(`Unknown account type ${accountTypeId}`);
  return role;
}

/** The center's staff (docs/decisions/070): administrator accounts. */
export const isStaffRole = (role: Role) => role === 'administrator';

/** The navigation a signed-in user sees follows the account: organizations and staff accounts browse as schools. */
export function visitorTypeForRole(role: Role): VisitorType {
  return role === 'parent' || role === 'check' ? 'parent' : 'schools';
}

export interface SchoolMembership {
  parentId: number | null;
  isManageSchoolUser: boolean;
  accountTypeId: number;
}

export const isSchoolAccount = (user: SchoolMembership) => user.accountTypeId === ACCOUNT_TYPE.schools;
export const isSchoolMainAccount = (user: SchoolMembership) => isSchoolAccount(user) && user.parentId === null;
export const isSchoolSubUser = (user: SchoolMembership) => isSchoolAccount(user) && user.parentId !== null;
/** The main account, or a sub-user allowed to manage the school's users. */
export const canManageSchoolUsers = (user: SchoolMembership) =>
  isSchoolMainAccount(user) || (isSchoolSubUser(user) && user.isManageSchoolUser);
/** The account that owns a school's orders, licences and history: the main account itself, or a sub-user's parent. */
export const schoolAccountIdOf = (user: SchoolMembership & { id: number }) => user.parentId ?? user.id;
/**
 * Whose orders, licences and viewing history a user's actions count for: a school user acts for the school's main
 * account; anyone else for themselves. The one home of this rule.
 */
export const accountOwnerIdOf = (user: SchoolMembership & { id: number }) => (isSchoolAccount(user) ? schoolAccountIdOf(user) : user.id);
