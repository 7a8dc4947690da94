import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';
import type { PrismaClient, User } from '#server/db/generated/prisma/client.js';
import { Prisma } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import type { Mailer } from '#server/mail/mailer.js';
import { ValidationError } from '#server/http/errors.js';
import { removePrivateFile, storePrivateUpload, type CheckedUpload } from '#server/http/uploads.js';
import { toFieldErrors } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { EMAIL_TAKEN, HEARD_ABOUT_US_DETAIL_MIN, HEARD_ABOUT_US_DETAIL_REQUIRED, needsHeardAboutUsDetail } from './account-fields.schemas.js';
import { emailChangedMail } from './account-notices.mail.js';
import { sendVerificationEmail } from './email-verification.service.js';
import {
  PROFILE_FIELD_READ_ONLY,
  PROFILE_FILE_FIELDS,
  PROFILE_NOTHING_TO_SAVE,
  PROFILE_TEXT_FIELDS,
  ZProfileUpdate,
  type ProfileField,
  type ProfileFileField,
} from './profile.schemas.js';
import { ACCOUNT_TYPE, isSchoolAccount, schoolAccountIdOf } from '#server/shared/account-types.js';
import { TAX_CERTIFICATE_FOLDER } from './registration.service.js';
import { certificateSubmittedFields, taxExemptionStateOf, type TaxExemptionState } from './tax-exemption.service.js';
import type { Viewer } from './viewer.rules.js';

// Which profile fields an account may change (docs/decisions/032-profile-editing.md):
// - parent-type and unspecified accounts (parent, pays by check, administrator) edit everything they have;
// - trainer and preview accounts are issued by the center: their e-mail is fixed;
// - schools: the basic identity (name, e-mail, organization name and type, EIN) is read only, because the tax
//   exemption was granted to it; a main account may upload a renewed tax exempt certificate;
// - school sub-users: name and e-mail belong to the school's user managers (My Users).
const PERSONAL_CONTACT: ProfileField[] = ['phone', 'heard_about_us', 'address', 'city', 'state', 'zip_code', 'profile_pic'];

type ProfileOwner = Pick<User, 'accountTypeId' | 'parentId'>;

export function editableProfileFields(user: ProfileOwner): ProfileField[] {
  switch (user.accountTypeId) {
    case ACCOUNT_TYPE.trainer:
    case ACCOUNT_TYPE.preview:
      return ['first_name', 'last_name', ...PERSONAL_CONTACT];
    case ACCOUNT_TYPE.schools:
      return user.parentId === null ? ['title', ...PERSONAL_CONTACT, 'tax_exempt_certificate'] : ['title', ...PERSONAL_CONTACT];
    default:
      return ['first_name', 'last_name', 'email', ...PERSONAL_CONTACT];
  }
}

/** The fields the page shows for this account, in order (organization fields only for schools). */
export function visibleProfileFields(user: ProfileOwner): ProfileField[] {
  const isSchool = isSchoolAccount({ accountTypeId: user.accountTypeId, parentId: user.parentId, isManageSchoolUser: false });
  const fields: ProfileField[] = [...PROFILE_TEXT_FIELDS, 'tax_exempt_certificate'];
  const organizationOnly: ProfileField[] = ['title', 'organization_name', 'organization_type', 'tax_id', 'tax_exempt_certificate'];
  return fields.filter((field) => isSchool || !organizationOnly.includes(field)).filter((field) => {
    // A sub-user's certificate is the school's; it is shown on the main account only.
    return !(field === 'tax_exempt_certificate' && user.parentId !== null);
  });
}

export interface ProfileView {
  id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  phone: string | null;
  email: string;
  organization_name: string | null;
  organization_type: string | null;
  tax_id: string | null;
  tax_exempt_certificate: TaxExemptionState;
  heard_about_us: string | null;
  heard_about_us_detail: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  profile_pic: string | null;
  account_type: { name: string };
  created_at: string;
  email_verified: boolean;
}

const profileInclude = { accountType: true, parent: true } satisfies Prisma.UserInclude;
type ProfileRow = Prisma.UserGetPayload<{ include: typeof profileInclude }>;

/** The profile as the page shows it: the account type's name and the certificate's dates in `locale`. */
function toProfileView(row: ProfileRow, locale: Locale): ProfileView {
  // A sub-user works for the school: the organization fields are the main account's.
  const organization = row.parent ?? row;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    title: row.title,
    phone: row.phone,
    email: row.email,
    organization_name: organization.organizationName,
    organization_type: organization.organizationType,
    tax_id: organization.taxId,
    tax_exempt_certificate: taxExemptionStateOf(organization, locale),
    heard_about_us: row.heardAboutUs,
    heard_about_us_detail: row.heardAboutUsDetail,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    profile_pic: row.profilePic ? `${route('client.profile.avatar', { id: row.id })}?v=${row.updatedAt.getTime()}` : null,
    account_type: { name: translate(locale, row.accountType.roleLabel) },
    created_at: row.createdAt.toISOString(),
    email_verified: row.emailVerifiedAt !== null,
  };
}

export async function findProfile(
  db: PrismaClient,
  userId: number,
  locale: Locale,
): Promise<{ view: ProfileView; editable: ProfileField[]; visible: ProfileField[] } | null> {
  const row = await db.user.findFirst({ where: { id: userId, deletedAt: null }, include: profileInclude });
  if (!row) return null;
  return { view: toProfileView(row, locale), editable: editableProfileFields(row), visible: visibleProfileFields(row) };
}

export interface ProfileDeps {
  db: PrismaClient;
  mailer: Mailer;
  appUrl: string;
  storage: FileStorage;
  logger?: Logger;
}

const AVATAR_FOLDER = 'avatars';
const FIELD_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  title: 'title',
  phone: 'phone',
  email: 'email',
  heard_about_us: 'heardAboutUs',
  heard_about_us_detail: 'heardAboutUsDetail',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
} as const;

/**
 * Applies the changed fields and files of one user's own profile. Every problem is reported at once; nothing
 * is written unless everything is valid. A new e-mail address must be verified again.
 */
export async function updateProfile(
  deps: ProfileDeps,
  userId: number,
  body: Record<string, unknown>,
  files: Partial<Record<ProfileFileField, CheckedUpload>>,
  uploadErrors: Record<string, string>,
  locale: Locale,
): Promise<ProfileView> {
  const { db } = deps;
  const row = await db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, include: profileInclude });
  const editable = new Set<string>(editableProfileFields(row));
  if (editable.has('heard_about_us')) editable.add('heard_about_us_detail');

  const errors: Record<string, string> = {};
  const sentFields = [...PROFILE_TEXT_FIELDS, 'heard_about_us_detail'].filter((field) => Object.prototype.hasOwnProperty.call(body, field));
  for (const field of sentFields) if (!editable.has(field)) errors[field] = PROFILE_FIELD_READ_ONLY;
  for (const field of PROFILE_FILE_FIELDS) if (files[field] && !editable.has(field)) errors[field] = PROFILE_FIELD_READ_ONLY;
  Object.assign(errors, uploadErrors);

  const parsed = ZProfileUpdate.safeParse(Object.fromEntries(sentFields.map((field) => [field, body[field]])));
  if (!parsed.success) for (const [field, message] of Object.entries(toFieldErrors(parsed.error))) errors[field] ??= message;
  const input = parsed.success ? parsed.data : {};

  if ('heard_about_us' in input || 'heard_about_us_detail' in input) {
    const option = input.heard_about_us ?? row.heardAboutUs;
    const detail = 'heard_about_us_detail' in input ? (input.heard_about_us_detail ?? '') : (row.heardAboutUsDetail ?? '');
    if (needsHeardAboutUsDetail(option) && detail.length < HEARD_ABOUT_US_DETAIL_MIN) errors.heard_about_us_detail ??= HEARD_ABOUT_US_DETAIL_REQUIRED;
    if (!needsHeardAboutUsDetail(option)) input.heard_about_us_detail = '';
  }

  const newEmail = input.email !== undefined && input.email !== row.email ? input.email : null;
  if (newEmail && !errors.email && (await db.user.count({ where: { email: newEmail } })) > 0) errors.email = EMAIL_TAKEN;

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const hasFiles = PROFILE_FILE_FIELDS.some((field) => files[field]);
  if (Object.keys(input).length === 0 && !hasFiles) throw new ValidationError({ form: PROFILE_NOTHING_TO_SAVE });

  const data: Prisma.UserUpdateInput = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    const value = input[field as keyof typeof input];
    if (value !== undefined) (data as Record<string, unknown>)[column] = value === '' ? null : value;
  }
  if (newEmail) data.emailVerifiedAt = null;

  const stored: Partial<Record<ProfileFileField, string>> = {};
  try {
    if (files.profile_pic) stored.profile_pic = await storePrivateUpload(deps.storage, AVATAR_FOLDER, files.profile_pic);
    if (files.tax_exempt_certificate) stored.tax_exempt_certificate = await storePrivateUpload(deps.storage, TAX_CERTIFICATE_FOLDER, files.tax_exempt_certificate);
    if (stored.profile_pic) data.profilePic = stored.profile_pic;
    if (stored.tax_exempt_certificate) {
      // A new certificate is reviewed again by the center before tax is waived (docs/decisions/075).
      Object.assign(data, { taxExemptCertificate: stored.tax_exempt_certificate, ...certificateSubmittedFields(new Date()) });
    }
    await db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: row.id }, data });
      if (newEmail) await tx.emailVerificationToken.deleteMany({ where: { userId: row.id } });
    });
  } catch (error) {
    await Promise.all(Object.values(stored).map((file) => removePrivateFile(deps.storage, file).catch(() => undefined)));
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new ValidationError({ email: EMAIL_TAKEN });
    throw error;
  }
  // The saved change stands even if the store cannot delete the replaced file now.
  const removeReplaced = (file: string | null) => removePrivateFile(deps.storage, file).catch((error: unknown) => deps.logger?.warn({ err: error }, 'replaced file could not be deleted'));
  if (stored.profile_pic) await removeReplaced(row.profilePic);
  if (stored.tax_exempt_certificate) await removeReplaced(row.taxExemptCertificate);

  if (newEmail) await announceEmailChange(deps, row, newEmail);
  const updated = await db.user.findUniqueOrThrow({ where: { id: row.id }, include: profileInclude });
  return toProfileView(updated, locale);
}

async function announceEmailChange(deps: ProfileDeps, row: ProfileRow, newEmail: string): Promise<void> {
  try {
    await sendVerificationEmail(deps, { id: row.id, email: newEmail, firstName: row.firstName, locale: row.locale });
    await deps.mailer.send(emailChangedMail({ to: row.email, firstName: row.firstName, newEmail, locale: localeOf(row.locale) }));
  } catch (error) {
    deps.logger?.error({ err: error, userId: row.id }, 'e-mail change messages could not be sent');
  }
}

/** Who may see a user's profile picture: the user, anyone of the same school, and administrators. */
export async function findViewableAvatar(
  db: PrismaClient,
  viewer: Pick<Viewer, 'userId' | 'accountTypeId' | 'accountId'>,
  userId: number,
): Promise<string | null> {
  const owner = await db.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true, parentId: true, accountTypeId: true, isManageSchoolUser: true, profilePic: true } });
  if (!owner?.profilePic) return null;
  const sameSchool = viewer.accountTypeId === ACCOUNT_TYPE.schools && isSchoolAccount(owner) && viewer.accountId === schoolAccountIdOf(owner);
  const allowed = owner.id === viewer.userId || sameSchool || viewer.accountTypeId === ACCOUNT_TYPE.administrator;
  return allowed ? owner.profilePic : null;
}
