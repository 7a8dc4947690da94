import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { contactMessageMail } from './contact.mail.js';
import type { TContactInput } from './contact.schemas.js';

export interface ContactSender {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  /** The language the sender wrote in (the request's): staff replies are framed in it (docs/decisions/161). */
  locale: Locale;
}

export interface ContactDeps {
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
  staffAddress: string;
}

const USER_AGENT_MAX = 500;

/**
 * Stores the message, then e-mails it to the center's staff. The stored row is the record: a failed e-mail is
 * logged (with the row id, so staff can find it) and does not fail the visitor's submission.
 */
export async function receiveContactMessage(deps: ContactDeps, input: TContactInput, sender: ContactSender): Promise<{ id: number }> {
  const saved = await deps.db.contactMessage.create({
    data: {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email.toLowerCase(),
      phoneCountryCode: input.phone_country_code,
      phoneNumber: input.phone_number,
      organization: input.organization,
      message: input.message,
      userId: sender.userId,
      ip: sender.ip,
      userAgent: sender.userAgent ? sender.userAgent.slice(0, USER_AGENT_MAX) : null,
      locale: sender.locale,
    },
    select: { id: true, createdAt: true },
  });
  try {
    // The center's copy stays English (staff e-mails are not translated, issue 18).
    await deps.mailer.send(contactMessageMail({ to: deps.staffAddress, id: saved.id, receivedAt: saved.createdAt, input }));
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: saved.id }, 'contact message stored but the staff e-mail failed');
  }
  return { id: saved.id };
}
