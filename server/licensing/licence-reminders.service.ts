import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import type { Logger } from '#server/logger.js';
import { localeOf } from '#server/shared/locales.rules.js';
import type { Mailer } from '#server/mail/mailer.js';
import { route } from '#server/route-table.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import { licenceReminderMail } from './licence-reminder.mail.js';
import { DAY_MS } from '#server/shared/dates.js';
import { formatDollars } from '#server/shared/money.js';
import type { OutgoingMail } from '#server/mail/mailer.js';
import { parentLicenceReminderMail } from './parent-licence-reminder.mail.js';
import { parentReminderActionOf } from './renewal.rules.js';

// Renewal reminders (storefront §1; docs/decisions/053-licence-renewal-and-reminders.md, 098): 14 days and 1 day
// before a licence ends, each at most once per licence: a school program's licence (Renew in My Programs), and a
// parent's rental (Rent again) or year of access (Renew), both from the product page. The unique (licence_id, kind)
// row is claimed first (INSERT ... ON CONFLICT DO NOTHING); only the run that claims it sends. So two runs, or two
// servers, never send the same reminder twice. A failed send (or, with the mail queue, a message that failed every
// retry: releaseReminderClaim) gives the claim back so a later run tries again.


export interface LicenceReminderDeps {
  db: PrismaClient;
  mailer: Mailer;
  logger?: Logger;
  /** Absolute base of the link in the e-mail (config.appUrl). */
  appUrl: string;
}

export type ReminderKind = 'days_14' | 'days_1';

/** Which reminder is due for a licence ending at `expiresAt`: the 1-day one in its last day, the 14-day one before. */
export function dueReminderKind(expiresAt: Date, now: Date): ReminderKind | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0 || left > 14 * DAY_MS) return null;
  return left <= DAY_MS ? 'days_1' : 'days_14';
}

/** The sent_emails kind of each reminder; with the mail queue, also the key of its delivery hook. */
export const REMINDER_MAIL_KINDS: Record<ReminderKind, string> = { days_14: 'licence-reminder-days_14', days_1: 'licence-reminder-days_1' };

/**
 * Gives a reminder's claim back when its queued e-mail failed every retry (the mail worker's hook), so a later run
 * sends it again while the licence is still in the reminder's window.
 */
export async function releaseReminderClaim(db: PrismaClient, licenceId: number, kind: ReminderKind): Promise<void> {
  await db.licenceReminder.deleteMany({ where: { licenceId, kind } });
}

export interface ReminderRun {
  sent: number;
  failed: number;
}


export async function sendDueLicenceReminders(deps: LicenceReminderDeps, now = new Date()): Promise<ReminderRun> {
  const { db } = deps;
  const candidates = await db.licence.findMany({
    where: {
      status: 'active',
      expiresAt: { gt: now, lte: new Date(now.getTime() + 14 * DAY_MS) },
      renewedBy: { is: null },
      user: { isActive: true, deletedAt: null },
      OR: [
        { product: { accountTypeId: ACCOUNT_TYPE.schools, isLicensed: true }, user: { accountTypeId: ACCOUNT_TYPE.schools } },
        // A parent is sent to the product page, so only while it is on sale.
        { product: { isLicensed: true, isActive: true }, user: { accountTypeId: ACCOUNT_TYPE.parent } },
      ],
    },
    select: {
      id: true,
      userId: true,
      productId: true,
      expiresAt: true,
      product: { select: { id: true, slug: true, title: true, renewalPriceCents: true, licenceMonths: true } },
      user: { select: { email: true, firstName: true, accountTypeId: true, locale: true } },
      reminders: { select: { kind: true } },
    },
    orderBy: { id: 'asc' },
  });

  const run: ReminderRun = { sent: 0, failed: 0 };
  const programsUrl = new URL(route('client.my-programs'), deps.appUrl).toString();
  for (const licence of candidates) {
    const kind = dueReminderKind(licence.expiresAt, now);
    if (!kind || licence.reminders.some((reminder) => reminder.kind === kind)) continue;
    // Bought again (a later licence of the same program): nothing to remind about.
    const later = await db.licence.findFirst({
      where: { userId: licence.userId, productId: licence.productId, status: 'active', expiresAt: { gt: licence.expiresAt } },
      select: { id: true },
    });
    if (later) continue;

    const { count } = await db.licenceReminder.createMany({ data: [{ licenceId: licence.id, kind, sentAt: now }], skipDuplicates: true });
    if (count === 0) continue; // another run claimed it

    try {
      await deps.mailer.send(reminderMailFor(licence, kind, { programsUrl, appUrl: deps.appUrl }), { kind: REMINDER_MAIL_KINDS[kind], userId: licence.userId, recordId: licence.id });
      run.sent++;
      deps.logger?.info({ licenceId: licence.id, kind }, 'licence reminder sent');
    } catch (error) {
      run.failed++;
      await db.licenceReminder.deleteMany({ where: { licenceId: licence.id, kind } });
      deps.logger?.error({ err: error, licenceId: licence.id, kind }, 'licence reminder could not be sent; a later run retries');
    }
  }
  return run;
}

interface ReminderLicence {
  expiresAt: Date;
  product: { id: number; slug: string; title: string; renewalPriceCents: number; licenceMonths: number };
  user: { email: string; firstName: string; accountTypeId: number; locale: string | null };
}

/** The school's reminder (Renew in My Programs) or the parent's (Renew or Rent again on the product page). */
function reminderMailFor(licence: ReminderLicence, kind: ReminderKind, urls: { programsUrl: string; appUrl: string }): OutgoingMail {
  const locale = localeOf(licence.user.locale);
  const expiresOn = formatShopDate(licence.expiresAt, locale);
  if (licence.user.accountTypeId === ACCOUNT_TYPE.parent) {
    return parentLicenceReminderMail({
      to: licence.user.email,
      firstName: licence.user.firstName,
      videoTitle: licence.product.title,
      expiresOn,
      kind,
      action: parentReminderActionOf(licence.product.licenceMonths),
      productUrl: new URL(route('product-detail', { id: licence.product.id, slug: licence.product.slug }), urls.appUrl).toString(),
      locale,
    });
  }
  return licenceReminderMail({
    to: licence.user.email,
    firstName: licence.user.firstName,
    programTitle: licence.product.title,
    expiresOn,
    kind,
    renewalPrice: formatDollars(licence.product.renewalPriceCents),
    programsUrl: urls.programsUrl,
    locale,
  });
}
