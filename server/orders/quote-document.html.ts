import { escapeHtml } from '#server/mail/branded-email.js';
import { formatDollars as money } from '#server/shared/money.js';
import { translatorFor } from '#server/shared/translation.js';
import type { QuoteDocument } from './quote-document.service.js';

// The quote / invoice as a standalone print view: one HTML document with its own print styles (no app frame, no
// script), so "Print" in the browser gives the same page the PDF does. Written in the document's language.

const rows = (lines: string[]) => lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');

export function renderQuoteHtml(document: QuoteDocument, links: { pdfUrl: string; backUrl?: string | null }): string {
  const { locale } = document;
  const t = translatorFor(locale);
  const title = t('{{kind}} #{{number}}', { kind: document.title, number: document.order_number });
  const lineRows = document.lines
    .map(
      (line) => `<tr>
  <td>${escapeHtml(line.title)}${line.kind === 'renewal' ? ` <span class="muted">${escapeHtml(t('(licence renewal)'))}</span>` : ''}${line.sku ? `<div class="muted">SKU ${escapeHtml(line.sku)}</div>` : ''}</td>
  <td class="num">${line.qty}</td>
  <td class="num">${money(line.unit_cents)}</td>
  <td class="num">${money(line.total_cents)}</td>
</tr>`,
    )
    .join('\n');
  const discountLabel = document.promo_code ? t('Discount ({{code}})', { code: document.promo_code }) : t('Discount');
  const totals: [string, string][] = [
    [t('Subtotal'), money(document.subtotal_cents)],
    ...(document.discount_cents > 0 ? ([[discountLabel, `-${money(document.discount_cents)}`]] as [string, string][]) : []),
    ...document.tax_lines.map((line): [string, string] => [line.name, money(line.amount_cents)]),
    ...(document.tax_lines.length ? [] : ([[t('Tax'), money(0)]] as [string, string][])),
    [t('Shipping'), money(document.shipping_cents)],
  ];
  const totalRows = totals.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td class="num">${escapeHtml(value)}</td></tr>`).join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - Play It Safe</title>
<style>
  body { font-family: -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1e293b; margin: 0; background: #f8fafc; }
  main { max-width: 52rem; margin: 2rem auto; background: #fff; padding: 2.5rem; border: 1px solid #e2e8f0; border-radius: 1rem; }
  h1 { color: #4c1d95; margin: 0; font-size: 1.75rem; }
  h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: #475569; margin: 0 0 .35rem; }
  .head, .parties { display: flex; justify-content: space-between; gap: 2rem; flex-wrap: wrap; }
  .parties { margin: 2rem 0; }
  .parties section { min-width: 12rem; }
  .meta { text-align: right; }
  .muted { color: #475569; font-size: .85rem; }
  table { width: 100%; border-collapse: collapse; }
  .lines th { text-align: left; border-bottom: 2px solid #cbd5e1; padding: .5rem; font-size: .85rem; }
  .lines td { border-bottom: 1px solid #e2e8f0; padding: .6rem .5rem; vertical-align: top; }
  .num, .lines th.num { text-align: right; white-space: nowrap; }
  .totals { width: 20rem; margin: 1rem 0 0 auto; }
  .totals th { text-align: left; font-weight: normal; padding: .25rem .5rem; }
  .totals td { padding: .25rem .5rem; }
  .totals .grand th, .totals .grand td { font-weight: 700; border-top: 2px solid #cbd5e1; font-size: 1.1rem; }
  .note { margin-top: 2rem; padding: 1rem; background: #f5f3ff; border-radius: .75rem; }
  .actions { max-width: 52rem; margin: 1rem auto 0; display: flex; gap: 1rem; }
  .actions a, .actions button { font: inherit; color: #6d28d9; background: none; border: 0; cursor: pointer; text-decoration: underline; padding: 0; }
  @media print { body { background: #fff; } main { border: 0; margin: 0; padding: 0; max-width: none; } .actions { display: none; } }
</style>
</head>
<body>
<nav class="actions" aria-label="${escapeHtml(t('Document actions'))}">
  ${links.backUrl ? `<a href="${escapeHtml(links.backUrl)}">${escapeHtml(t('Back to the order'))}</a>` : ''}
  <a href="${escapeHtml(links.pdfUrl)}">${escapeHtml(t('Download PDF'))}</a>
  <button type="button" onclick="window.print()">${escapeHtml(t('Print'))}</button>
</nav>
<main>
  <div class="head">
    <div>
      <h1>${escapeHtml(document.title)}</h1>
      <div class="muted">${escapeHtml(t('Play It Safe, a program of {{name}}', { name: document.from.name }))} · ${escapeHtml(document.from.phone)}</div>
    </div>
    <div class="meta">
      <div><strong>${escapeHtml(t('Order #{{number}}', { number: document.order_number }))}</strong></div>
      <div>${escapeHtml(t('Date: {{date}}', { date: document.issued_on }))}</div>
      <div>${escapeHtml(t('PO number: {{po}}', { po: document.po_number ?? t('none yet') }))}</div>
      <div>${escapeHtml(t('Status: {{status}}', { status: document.status }))}</div>
    </div>
  </div>
  <div class="parties">
    <section><h2>${escapeHtml(t('Remit to'))}</h2>${rows(document.remit_to)}</section>
    <section><h2>${escapeHtml(t('Bill to'))}</h2>${rows(document.bill_to)}</section>
    ${document.ship_to ? `<section><h2>${escapeHtml(t('Ship to'))}</h2>${rows(document.ship_to)}</section>` : ''}
  </div>
  <table class="lines">
    <thead><tr><th scope="col">${escapeHtml(t('Item'))}</th><th scope="col" class="num">${escapeHtml(t('Qty'))}</th><th scope="col" class="num">${escapeHtml(t('Unit price'))}</th><th scope="col" class="num">${escapeHtml(t('Amount'))}</th></tr></thead>
    <tbody>
${lineRows}
    </tbody>
  </table>
  <table class="totals">
${totalRows}
    <tr class="grand"><th scope="row">${escapeHtml(t('Total'))}</th><td class="num">${money(document.total_cents)}</td></tr>
    ${document.refunded_cents > 0 ? `<tr><th scope="row">${escapeHtml(t('Refunded'))}</th><td class="num">-${money(document.refunded_cents)}</td></tr>` : ''}
    <tr><th scope="row">${escapeHtml(t('Balance due'))}</th><td class="num">${money(document.balance_due_cents)}</td></tr>
  </table>
  <p class="note">${escapeHtml(document.payment_note)}</p>
</main>
</body>
</html>
`;
}
