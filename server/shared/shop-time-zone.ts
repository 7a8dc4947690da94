import { INTL_LOCALE, type Locale } from './locales.rules.js';

// The shop's calendar: the center is in Fort Worth, so "a day" of orders is a day in US Central time, whatever
// the server's or the visitor's clock says (docs/decisions/033-account-orders.md).
export const SHOP_TIME_ZONE = 'America/Chicago';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function zonedParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** Offset of shop time from UTC at an instant, in ms (e.g. -5 h in summer). */
function offsetAt(instant: Date): number {
  const p = zonedParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a shop-calendar day (YYYY-MM-DD) starts. */
export function startOfShopDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(new Date(guess));
  // Across a DST change the offset at the true instant can differ from the guess's; one correction settles it.
  return new Date(guess - offsetAt(new Date(first)));
}

/** The instant the day after `isoDate` starts (an exclusive upper bound). */
export function startOfNextShopDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return startOfShopDay(next.toISOString().slice(0, 10));
}

/** The shop-calendar date (YYYY-MM-DD) of an instant. */
export function shopDateOf(instant: Date): string {
  const p = zonedParts(instant);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const formatsByLocale = new Map<Locale, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(locale: Locale) {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const tag = INTL_LOCALE[locale];
    formats = {
      dateTime: new Intl.DateTimeFormat(tag, { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
      date: new Intl.DateTimeFormat(tag, { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium' }),
      time: new Intl.DateTimeFormat(tag, { timeZone: SHOP_TIME_ZONE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** "Nov 24, 2026, 9:05 AM" in shop time ("24 nov 2026, 9:05 a. m." in Spanish). */
export const formatShopDateTime = (instant: Date, locale: Locale = 'en') => formatsOf(locale).dateTime.format(instant);

/** "Nov 24, 2026" in shop time ("24 nov 2026" in Spanish). */
export const formatShopDate = (instant: Date, locale: Locale = 'en') => formatsOf(locale).date.format(instant);

/** "9:05 AM CST" in shop time ("9:05 a.m. CST" in Spanish). */
export const formatShopTime = (instant: Date, locale: Locale = 'en') => formatsOf(locale).time.format(instant);

/** "2026-11-24 09:05" in shop time: sorts as text in a spreadsheet. */
export function formatShopTimestamp(instant: Date): string {
  const p = zonedParts(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${shopDateOf(instant)} ${pad(p.hour)}:${pad(p.minute)}`;
}
