import type { Response } from 'express';
import { escapeJsonForScript } from '#server/inertia/escape.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';

// The head elements a page gets from the server (docs/decisions/105): description, canonical URL, Open Graph and,
// on a product, JSON-LD. They travel as the `head` page prop, which Inertia's head manager keeps in <head> on the
// server render and across visits; each carries a data-inertia key so a visit replaces it instead of adding one.

export const SITE_NAME = 'Play It Safe';
export const SITE_DESCRIPTION =
  "Play It Safe: child-abuse-prevention programs, videos and books for schools and families, from a women's center.";

const HTML_ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Open Graph's name for each language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** Search results cut descriptions near here. */
const DESCRIPTION_LENGTH = 160;

export interface PageHeadInput {
  description?: string | null;
  /** The page's one address (path); by default the request's path without its query. */
  canonicalPath?: string;
  /** For link previews; the <title> itself comes from the page component's <Head>. */
  title?: string;
  /** A site path or an https URL. */
  image?: string | null;
  type?: 'website' | 'product';
  /** Structured data (schema.org), printed as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

/** Sets the head of the page this response renders; without it a page gets the site's description. */
export function describePage(res: Response, input: PageHeadInput): void {
  res.locals.pageHead = input;
}

export function pageHeadInputOf(res: Response | undefined): PageHeadInput {
  return (res?.locals.pageHead as PageHeadInput | undefined) ?? {};
}

/** A request URL's path, without its query or fragment. */
export function pathOf(url: string): string {
  return url.split(/[?#]/)[0] || '/';
}

/** The site's description in a language. */
export function siteDescription(locale: Locale): string {
  return translate(locale, SITE_DESCRIPTION);
}

export function buildPageHead(origin: string, requestPath: string, input: PageHeadInput, locale: Locale = 'en'): string[] {
  const description = summarize(input.description) || siteDescription(locale);
  const url = absoluteUrl(origin, input.canonicalPath ?? requestPath);
  const image = input.image ? absoluteUrl(origin, input.image) : null;
  const elements = [
    meta('description', 'name', 'description', description),
    `<link data-inertia="canonical" rel="canonical" href="${escapeAttribute(url)}">`,
    meta('og-site-name', 'property', 'og:site_name', SITE_NAME),
    meta('og-type', 'property', 'og:type', input.type ?? 'website'),
    meta('og-url', 'property', 'og:url', url),
    meta('og-description', 'property', 'og:description', description),
    meta('og-locale', 'property', 'og:locale', OG_LOCALE[locale]),
  ];
  if (input.title) elements.push(meta('og-title', 'property', 'og:title', input.title));
  if (image) elements.push(meta('og-image', 'property', 'og:image', image));
  if (input.jsonLd) {
    elements.push(`<script data-inertia="json-ld" type="application/ld+json">${escapeJsonForScript(JSON.stringify(input.jsonLd))}</script>`);
  }
  return elements;
}

/** One line of plain text from a description that may hold Markdown or HTML. */
export function summarize(text: string | null | undefined, length = DESCRIPTION_LENGTH): string {
  if (!text) return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_#>`[\]]+/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_entity, name: string) => HTML_ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function meta(key: string, attribute: 'name' | 'property', name: string, content: string): string {
  return `<meta data-inertia="${key}" ${attribute}="${name}" content="${escapeAttribute(content)}">`;
}

/** A site path made absolute on the shop's origin; full URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
