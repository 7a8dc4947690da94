import type { Prisma } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { hashPassword } from '#server/accounts/password-hash.service.js';
import { nextSequence, type Db } from './db.js';

/** The password of every factory and demo account unless a test passes its own. */
export const DEFAULT_PASSWORD = 'PlayItSafe!2026';

let defaultHash: Promise<string> | undefined;
/** scrypt is slow on purpose, so the default password is hashed once per process. */
export const defaultPasswordHash = () => (defaultHash ??= hashPassword(DEFAULT_PASSWORD));

export type UserOverrides = Partial<Prisma.UserUncheckedCreateInput> & {
  /** Plain password to hash; ignored when passwordHash is given. */
  password?: string;
};

export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const n = nextSequence();
  const { password, passwordHash, email, ...fields } = overrides;
  return db.user.create({
    data: {
      accountTypeId: ACCOUNT_TYPE.parent,
      firstName: 'Test',
      lastName: `User ${n}`,
      phone: '8175550100',
      address: '100 Main Street',
      city: 'Fort Worth',
      state: 'TX',
      zipCode: '76102',
      emailVerifiedAt: new Date(),
      ...fields,
      email: (email ?? `user${n}@example.test`).toLowerCase(),
      passwordHash: passwordHash ?? (password === undefined ? await defaultPasswordHash() : await hashPassword(password)),
    },
  });
}

/** A main school account with every organization field filled. */
export function createSchoolUser(db: Db, overrides: UserOverrides = {}) {
  const n = nextSequence();
  return createUser(db, {
    accountTypeId: ACCOUNT_TYPE.schools,
    title: 'School Counselor',
    organizationName: `Test Elementary School ${n}`,
    organizationType: 'School',
    taxId: '75-1234567',
    taxExemptCertificate: `private/tax-certificates/test-school-${n}.pdf`,
    // Uploaded and waiting for the center's review (docs/decisions/075): the school still pays tax.
    taxExemptStatus: 'pending',
    taxExemptSubmittedAt: new Date(),
    heardAboutUs: 'Conference',
    heardAboutUsDetail: 'Texas School Counselor Association',
    ...overrides,
  });
}

/** A sub-user of a school: same account type, parent_id pointing at the main account. */
export function createSchoolSubUser(db: Db, school: { id: number }, overrides: UserOverrides = {}) {
  return createUser(db, { accountTypeId: ACCOUNT_TYPE.schools, parentId: school.id, ...overrides });
}

export interface SchoolWithSubUsersOptions {
  school?: UserOverrides;
  /** Defaults to one manager (is_manage_school_user) and one staff member. */
  subUsers?: UserOverrides[];
}

export async function createSchoolWithSubUsers(db: Db, options: SchoolWithSubUsersOptions = {}) {
  const school = await createSchoolUser(db, options.school);
  const subUserOverrides = options.subUsers ?? [
    { firstName: 'Manager', isManageSchoolUser: true },
    { firstName: 'Staff', isManageSchoolUser: false },
  ];
  const subUsers = [];
  for (const overrides of subUserOverrides) subUsers.push(await createSchoolSubUser(db, school, overrides));
  return { school, subUsers };
}

export function createAddress(db: Db, userId: number, overrides: Partial<Prisma.AddressUncheckedCreateInput> = {}) {
  return db.address.create({
    data: {
      userId,
      receiverName: 'Test Receiver',
      phoneNumber: '8175550100',
      street: '100 Main Street',
      city: 'Fort Worth',
      state: 'TX',
      zipCode: '76102',
      country: 'US',
      isDefault: false,
      ...overrides,
    },
  });
}

export function createSavedCard(db: Db, userId: number, overrides: Partial<Prisma.SavedCardUncheckedCreateInput> = {}) {
  const n = nextSequence();
  return db.savedCard.create({
    data: {
      userId,
      provider: 'test',
      providerPaymentMethodId: `pm_test_${n}`,
      cardType: 'visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      cardholderName: 'Test Cardholder',
      isDefault: false,
      ...overrides,
    },
  });
}
