import { SHOP_TIME_ZONE } from '#server/shared/shop-time-zone.js';

// How the staff pages and exports show times and money: the shop's calendar (US Central), whatever the server's
// clock says, so "today" on the dashboard and a date filter on a list mean the same day.

const shopDateTime = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const shopDate = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium' });
const isoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Nov 24, 2026, 9:05 AM" in shop time. */
export const formatShopDateTime = (instant: Date) => shopDateTime.format(instant);

/** "Nov 24, 2026" in shop time. */
export const formatShopDate = (instant: Date) => shopDate.format(instant);

/** "2026-11-24 09:05" in shop time: sorts as text in a spreadsheet. */
export function formatShopTimestamp(instant: Date): string {
  const parts = Object.fromEntries(isoParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const personName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ').trim();
