import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { createStore } from '#js/lib/store';
import { DEFAULT_LOCALE, INTL_LOCALE, translateEnglish, type Locale, type Translate } from './translator';

export { INTL_LOCALE, isLocale, LOCALES, msg, type Locale, type Translate, type TranslationValues } from './translator';

// The language the whole UI shows. Every translated component reads it through useTranslation(), so a switch
// re-renders the page at once, without a reload (issue 18). The server renders with the same store (ssr.tsx).
interface Active {
  locale: Locale;
  t: Translate;
}

const active = createStore<Active>({ locale: DEFAULT_LOCALE, t: translateEnglish });

/** The page's language and its translate function: `t('Add to cart')`, `t('{{count}} items', { count })`. */
export function useTranslation(): Active {
  return useSyncExternalStore(active.subscribe, active.get, active.get);
}

/** The translate function of a language: English at once; Spanish loads its chunk (i18next and the catalogue). */
async function loadTranslator(locale: Locale): Promise<Translate> {
  if (locale === 'en') return translateEnglish;
  const { translateSpanish } = await import('./spanish');
  return translateSpanish;
}

/** Shows the UI in a language whose translator is loaded. */
export function activateLocale(locale: Locale, t: Translate): void {
  const current = active.get();
  if (current.locale === locale && current.t === t) return;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  active.set({ locale, t });
}

/** Loads a language if needed, then shows it. */
export async function showLocale(locale: Locale): Promise<void> {
  activateLocale(locale, await loadTranslator(locale));
}

/** A date in the visitor's language ("November 28, 2026" / "28 de noviembre de 2026"). */
export function formatDate(value: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(new Date(value));
}

/** A number in the visitor's language. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  if (!options && isWholeTenths(value)) return formatTenths(value);
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

/**
 * A number split the way Intl.NumberFormat writes it in en-US and es-US (the shop's two languages), for the
 * formatters that skip Intl (formatNumber's tenths, formatMoney): the first Intl number formatter a page makes loads
 * the browser's number data, 20–45 ms of main thread during hydration (docs/decisions/168). Unit tests compare the
 * results with Intl.
 */
export interface DecimalParts {
  /** '-' for a negative value, even one that rounds to zero (and for -0), as Intl writes it; else ''. */
  sign: string;
  /** The whole part with thousands commas: '1,234'. */
  whole: string;
  /** Exactly `digits` digits, rounded: '50' for 0.5 at 2 digits. */
  fraction: string;
}

export function decimalParts(value: number, digits: number): DecimalParts {
  const scale = 10 ** digits;
  // Rounding to the scale absorbs the binary fraction of decimal amounts (0.29 * 100 = 28.999…).
  const units = Math.round(Math.abs(value) * scale);
  return {
    sign: value < 0 || Object.is(value, -0) ? '-' : '',
    whole: String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    fraction: String(units % scale).padStart(digits, '0'),
  };
}

/** Whole numbers and tenths (a count, "1 hr", a 4.5-star rating) are written without Intl (decimalParts). */
const isWholeTenths = (value: number) => Number.isSafeInteger(Math.round(value * 10)) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

function formatTenths(value: number): string {
  const { sign, whole, fraction } = decimalParts(value, 1);
  return fraction === '0' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * A picture with words drawn in it, in the page's language: `/images/banners/shop-1.svg` is `/images/banners/shop-1.es.svg`
 * for a Spanish page (docs/decisions/163-option-labels-banners-calendar.md). Every such picture has its Spanish file.
 */
export function localizedImage(src: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? src : src.replace(/(\.\w+)$/, `.${locale}$1`);
}

/**
 * A translated sentence with parts that are elements, e.g. a link inside it:
 * `rich(t('Read the <link>privacy policy</link>.'), { link: (text) => <Link href="/privacy-policy">{text}</Link> })`.
 * The tags are names in the text (not HTML), so the translation can move the part where Spanish puts it.
 */
export function rich(text: string, parts: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name = '', content = ''] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const part = parts[name];
    nodes.push(part ? <Fragment key={`${name}-${match.index}`}>{part(content)}</Fragment> : content);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
