import { CENTER_CONTACT } from '#server/shared/center-contact.rules.js';
import { localeOf, type Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';

// The one e-mail layout: a "Play It Safe" header, the message, a footer naming the center.
// Inline styles and tables only, because mail clients drop <style> blocks and modern layout.
// Every string is plain text and is escaped here; messages never carry their own markup.

export interface EmailAction {
  label: string;
  url: string;
}

export interface BrandedEmailContent {
  /** Shown by many mail apps next to the subject; hidden in the message itself. */
  preheader?: string;
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: EmailAction;
  /** Paragraphs after the button. */
  outro?: string[];
  /** The recipient's language (English when not given). */
  locale?: Locale;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const BRAND_900 = '#4c1d95';
const BRAND_700 = '#6d28d9';
const SUN_400 = '#fbbf24';
const SLATE_600 = '#475569';
const SLATE_800 = '#1e293b';
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const footerLine = (locale: Locale) =>
  translate(locale, 'Play It Safe is a program of {{name}}, {{city}}. {{phone}}', {
    name: CENTER_CONTACT.name,
    city: CENTER_CONTACT.city,
    phone: CENTER_CONTACT.phoneDisplay,
  });

function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${SLATE_800};">${escapeHtml(text)}</p>`)
    .join('\n');
}

function actionHtml({ label, url }: EmailAction, locale: Locale): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:999px;background:${SUN_400};">
<a href="${href}" style="display:inline-block;padding:12px 28px;font-family:${FONT};font-size:16px;font-weight:700;color:${BRAND_900};text-decoration:none;border-radius:999px;">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${SLATE_600};">${escapeHtml(translate(locale, 'If the button does not work, copy this link into your browser:'))}<br><a href="${href}" style="color:${BRAND_700};word-break:break-all;">${href}</a></p>`;
}

export function brandedEmail(content: BrandedEmailContent): RenderedEmail {
  const locale = localeOf(content.locale);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f3ff;font-family:${FONT};">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f3ff;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden;">
<tr><td style="background:${BRAND_700};padding:20px 32px;font-family:${FONT};font-size:24px;font-weight:800;color:#ffffff;">Play It <span style="color:${SUN_400};">Safe</span></td></tr>
<tr><td style="padding:32px;font-family:${FONT};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${BRAND_900};">${escapeHtml(content.heading)}</h1>
${paragraphsHtml(content.intro)}
${content.action ? actionHtml(content.action, locale) : ''}
${paragraphsHtml(content.outro ?? [])}
</td></tr>
<tr><td style="padding:20px 32px;background:#ede9fe;font-family:${FONT};font-size:13px;line-height:20px;color:${SLATE_600};">${escapeHtml(footerLine(locale))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    'PLAY IT SAFE',
    '',
    content.heading,
    '',
    ...content.intro.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.outro ?? []).flatMap((paragraph) => [paragraph, '']),
    '--',
    footerLine(locale),
    '',
  ].join('\n');

  return { html, text };
}
