import type { Locale } from '#server/shared/locales.rules.js';
import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import type { Mailer } from '#server/mail/mailer.js';
import { ValidationError } from '#server/http/errors.js';
import { removePrivateFile, storePrivateUpload, type CheckedUpload } from '#server/http/uploads.js';
import { EMAIL_TAKEN, needsHeardAboutUsDetail } from './account-fields.schemas.js';
import { sendVerificationEmail } from './email-verification.service.js';
import { hashPassword } from './password-hash.service.js';
import type { TOrganizationRegistration, TRegistration } from './registration.schemas.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { certificateSubmittedFields } from './tax-exemption.service.js';

export const TAX_CERTIFICATE_FOLDER = 'tax-certificates';

export interface RegistrationDeps {
  db: PrismaClient;
  mailer: Mailer;
  appUrl: string;
  storage: FileStorage;
  logger?: Logger;
}

const isOrganization = (input: TRegistration): input is TOrganizationRegistration => input.visitorType === 'organizations';

export async function isEmailTaken(db: PrismaClient, email: string): Promise<boolean> {
  return (await db.user.count({ where: { email } })) > 0;
}

/**
 * Creates the account (organizations: a main school account with its tax document; others: a parent account)
 * and sends the verification e-mail. A taken e-mail is a field error. The account is not signed in.
 */
/** `locale`: the language the visitor chose before registering (the ENG/ESP cookie), kept as the account's. */
export async function registerAccount(
  deps: RegistrationDeps,
  input: TRegistration,
  taxDocument?: CheckedUpload,
  locale: Locale | null = null,
): Promise<{ userId: number }> {
  const { db } = deps;
  if (await isEmailTaken(db, input.email)) throw new ValidationError({ email: EMAIL_TAKEN });

  const passwordHash = await hashPassword(input.password);
  const organization = isOrganization(input) ? input : null;
  const certificate = organization && taxDocument ? await storePrivateUpload(deps.storage, TAX_CERTIFICATE_FOLDER, taxDocument) : null;

  let user;
  try {
    user = await db.user.create({
      data: {
        accountTypeId: organization ? ACCOUNT_TYPE.schools : ACCOUNT_TYPE.parent,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zip,
        heardAboutUs: input.howHeard,
        heardAboutUsDetail: needsHeardAboutUsDetail(input.howHeard) ? (input.howHeardOther ?? null) : null,
        title: organization?.title ?? null,
        organizationName: organization?.orgName ?? null,
        organizationType: organization?.orgType ?? null,
        taxId: organization?.ein ?? null,
        taxExemptCertificate: certificate,
        ...(certificate ? certificateSubmittedFields(new Date()) : {}),
        passwordHash,
        locale,
      },
    });
  } catch (error) {
    await removePrivateFile(deps.storage, certificate).catch(() => undefined);
    // Two registrations with one address at the same moment: the second loses on the unique index.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new ValidationError({ email: EMAIL_TAKEN });
    throw error;
  }

  try {
    await sendVerificationEmail(deps, user);
  } catch (error) {
    // The account exists; the user can ask for a new link from My Account after signing in.
    deps.logger?.error({ err: error, userId: user.id }, 'verification e-mail could not be sent');
  }
  deps.logger?.info({ userId: user.id, accountTypeId: user.accountTypeId }, 'account registered');
  return { userId: user.id };
}
