import { addMonths } from '#server/shared/dates.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import { translate } from '#server/shared/translation.js';

// What a renewal line buys (storefront §1; docs/decisions/053, 098): one more year of the licence, from the later of
// the payment and the current end. The cart line sells it and the licence grant at payment (licensing) honours it
// with this same rule, so the date the cart promises is the date the licence gets (when paid before the old end).
// It lives with the cart line so the cart never imports licensing (licensing puts renewals into the cart).

export const RENEWAL_MONTHS = 12;

/** The period a renewal paid at `paidAt` adds to a licence ending at `currentExpiresAt`. */
export function renewalPeriodOf(currentExpiresAt: Date, paidAt: Date): { startsAt: Date; expiresAt: Date } {
  const startsAt = currentExpiresAt > paidAt ? currentExpiresAt : paidAt;
  return { startsAt, expiresAt: addMonths(startsAt, RENEWAL_MONTHS) };
}

export interface RenewalLineView {
  /** e.g. "One-year licence renewal: Safe Touches — new expiry Mar 20, 2027", in the visitor's language. */
  label: string;
  renews_licence_id: number;
  new_expires_at: string;
  /** The new end as the shop's calendar shows it (US Central, docs/decisions/033), in the visitor's language. */
  new_expires_on: string;
}

/**
 * "One-year licence renewal: <program> — new expiry <date>" in `locale` (the date as that language writes it);
 * without the date when it is not known.
 */
export function renewalLabelWith(programTitle: string, newExpiresAt: Date | null, locale: Locale): string {
  return newExpiresAt
    ? translate(locale, 'One-year licence renewal: {{program}} — new expiry {{date}}', { program: programTitle, date: formatShopDate(newExpiresAt, locale) })
    : translate(locale, 'One-year licence renewal: {{program}}', { program: programTitle });
}

/** The words a renewal line reads with everywhere it is listed (cart, checkout summary, confirmation), in `locale`. */
export function renewalLineViewOf(programTitle: string, licence: { id: number; expiresAt: Date }, now: Date, locale: Locale): RenewalLineView {
  const { expiresAt } = renewalPeriodOf(licence.expiresAt, now);
  const newExpiresOn = formatShopDate(expiresAt, locale);
  return {
    label: renewalLabelWith(programTitle, expiresAt, locale),
    renews_licence_id: licence.id,
    new_expires_at: expiresAt.toISOString(),
    new_expires_on: newExpiresOn,
  };
}
