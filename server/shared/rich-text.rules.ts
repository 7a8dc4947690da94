import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Product descriptions are stored as Markdown (docs/decisions/106) and reach the storefront only as HTML made here:
// Markdown to HTML, then sanitized to a short allow-list, so neither staff input nor an old row can carry a script,
// a style or an event handler into a page.

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // The page's own h1/h2 stay the page's; a description's headings sit below them.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
  disallowedTagsMode: 'discard',
};

/** Markdown source to sanitized HTML for a page; null or blank source is null. */
export function renderRichText(source: string | null | undefined): string | null {
  if (!source || !source.trim()) return null;
  const html = markdown.parse(source) as string;
  const clean = sanitizeHtml(html, SANITIZE_OPTIONS).trim();
  return clean === '' ? null : clean;
}
