import { RENEWAL_MONTHS } from '#server/cart/renewal-line.rules.js';

/** What a parent's reminder offers: a fixed-period rental (shorter than a year) is rented again, a year of access is renewed. */
export type ParentReminderAction = 'renew' | 'rent_again';

export function parentReminderActionOf(licenceMonths: number): ParentReminderAction {
  return licenceMonths < RENEWAL_MONTHS ? 'rent_again' : 'renew';
}
