import PDFDocument from 'pdfkit';
import { formatDollars as money } from '#server/shared/money.js';
import { translatorFor } from '#server/shared/translation.js';
import type { QuoteDocument } from './quote-document.service.js';

// The quote / invoice as a PDF, drawn with pdfkit (docs/decisions/074): the same content as the print view, in the
// PDF standard fonts (no font files to ship; their WinAnsi encoding has every Spanish letter), on US Letter, in the
// document's language.

const BRAND = '#4c1d95';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export function renderQuotePdf(document: QuoteDocument): Promise<Buffer> {
  const { locale } = document;
  const t = translatorFor(locale);
  const upper = (text: string) => text.toLocaleUpperCase(locale);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    lang: locale,
    info: { Title: t('{{kind}} #{{number}}', { kind: document.title, number: document.order_number }), Author: document.from.name, Subject: 'Play It Safe' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

  pdf.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text(document.title, left, 54);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${t('Play It Safe, a program of {{name}}', { name: document.from.name })} - ${document.from.phone}`);
  const meta = [
    t('Order #{{number}}', { number: document.order_number }),
    t('Date: {{date}}', { date: document.issued_on }),
    t('PO number: {{po}}', { po: document.po_number ?? t('none yet') }),
    t('Status: {{status}}', { status: document.status }),
  ];
  pdf.font('Helvetica').fontSize(10).fillColor('#1e293b').text(meta.join('\n'), left, 54, { width, align: 'right' });

  const blocks: [string, string[]][] = [
    [upper(t('Remit to')), document.remit_to],
    [upper(t('Bill to')), document.bill_to],
    ...(document.ship_to ? ([[upper(t('Ship to')), document.ship_to]] as [string, string[]][]) : []),
  ];
  const top = 130;
  const blockWidth = width / blocks.length;
  let blocksBottom = top;
  blocks.forEach(([label, lines], index) => {
    const x = left + index * blockWidth;
    pdf.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(label, x, top, { width: blockWidth - 12 });
    pdf.font('Helvetica').fontSize(10).fillColor('#1e293b').text(lines.join('\n'), x, top + 12, { width: blockWidth - 12 });
    blocksBottom = Math.max(blocksBottom, pdf.y);
  });

  const columns = { item: left, qty: left + width * 0.58, unit: left + width * 0.68, amount: left + width * 0.84 };
  const colWidth = { item: width * 0.56, qty: width * 0.1, unit: width * 0.16, amount: width * 0.16 };
  let y = blocksBottom + 24;
  const header = (atY: number) => {
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    pdf.text(upper(t('Item')), columns.item, atY, { width: colWidth.item });
    pdf.text(upper(t('Qty')), columns.qty, atY, { width: colWidth.qty, align: 'right' });
    pdf.text(upper(t('Unit price')), columns.unit, atY, { width: colWidth.unit, align: 'right' });
    pdf.text(upper(t('Amount')), columns.amount, atY, { width: colWidth.amount, align: 'right' });
    pdf.moveTo(left, atY + 14).lineTo(left + width, atY + 14).strokeColor(RULE).lineWidth(1).stroke();
    return atY + 20;
  };
  y = header(y);
  pdf.font('Helvetica').fontSize(10).fillColor('#1e293b');
  for (const line of document.lines) {
    const title = `${line.title}${line.kind === 'renewal' ? ` ${t('(licence renewal)')}` : ''}${line.sku ? `\nSKU ${line.sku}` : ''}`;
    const height = pdf.heightOfString(title, { width: colWidth.item });
    if (y + height > pdf.page.height - pdf.page.margins.bottom - 120) {
      pdf.addPage();
      y = header(pdf.page.margins.top);
      pdf.font('Helvetica').fontSize(10).fillColor('#1e293b');
    }
    pdf.text(title, columns.item, y, { width: colWidth.item });
    pdf.text(String(line.qty), columns.qty, y, { width: colWidth.qty, align: 'right' });
    pdf.text(money(line.unit_cents), columns.unit, y, { width: colWidth.unit, align: 'right' });
    pdf.text(money(line.total_cents), columns.amount, y, { width: colWidth.amount, align: 'right' });
    y += height + 8;
    pdf.moveTo(left, y - 4).lineTo(left + width, y - 4).strokeColor('#e2e8f0').lineWidth(0.5).stroke();
  }

  const discountLabel = document.promo_code ? t('Discount ({{code}})', { code: document.promo_code }) : t('Discount');
  const totals: [string, string, boolean][] = [
    [t('Subtotal'), money(document.subtotal_cents), false],
    ...(document.discount_cents > 0 ? ([[discountLabel, `-${money(document.discount_cents)}`, false]] as [string, string, boolean][]) : []),
    ...(document.tax_lines.length ? document.tax_lines.map((line): [string, string, boolean] => [line.name, money(line.amount_cents), false]) : ([[t('Tax'), money(0), false]] as [string, string, boolean][])),
    [t('Shipping'), money(document.shipping_cents), false],
    [t('Total'), money(document.total_cents), true],
    ...(document.refunded_cents > 0 ? ([[t('Refunded'), `-${money(document.refunded_cents)}`, false]] as [string, string, boolean][]) : []),
    [t('Balance due'), money(document.balance_due_cents), true],
  ];
  y += 6;
  for (const [label, value, strong] of totals) {
    pdf.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 10).fillColor('#1e293b');
    pdf.text(label, columns.qty - 60, y, { width: colWidth.qty + colWidth.unit + 60 });
    pdf.text(value, columns.amount, y, { width: colWidth.amount, align: 'right' });
    y += strong ? 17 : 15;
  }
  pdf.font('Helvetica').fontSize(10).fillColor(BRAND).text(document.payment_note, left, y + 16, { width });
  pdf.end();
  return done;
}
