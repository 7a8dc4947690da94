import { describe, expect, it } from 'vitest';
import { renderQuoteHtml } from '#server/orders/quote-document.html';
import type { QuoteDocument } from '#server/orders/quote-document.service';

// The print view in the document's language (docs/decisions/161): staff's copy is English, word for word as before.

const base: QuoteDocument = {
  locale: 'en',
  kind: 'Quote',
  title: 'Quote',
  order_number: '000123',
  issued_on: '2026-11-24',
  status: 'PO Generated',
  paid_on: null,
  po_number: null,
  remit_to: ["The Women's Center of Tarrant County", 'Attn: Play It Safe', '1723 Hemphill Street', 'Fort Worth, TX 76110'],
  from: { name: "The Women's Center of Tarrant County", phone: '(817) 927-4040' },
  bill_to: ['Dana Office'],
  ship_to: null,
  lines: [{ title: 'Body Safety Video', sku: null, qty: 2, unit_cents: 4500, discount_cents: 0, total_cents: 9000, kind: 'renewal' }],
  subtotal_cents: 9000,
  discount_cents: 500,
  promo_code: 'SPRING',
  tax_lines: [],
  shipping_cents: 0,
  total_cents: 8500,
  paid_cents: 0,
  refunded_cents: 0,
  balance_due_cents: 8500,
  payment_note: 'Note.',
};
const links = { pdfUrl: '/quote.pdf', backUrl: '/back' };

describe('the quote print view', () => {
  it('reads as before in English', () => {
    const html = renderQuoteHtml(base, links);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Quote #000123 - Play It Safe</title>');
    expect(html).toContain('<h1>Quote</h1>');
    expect(html).toContain('Play It Safe, a program of The Women&#39;s Center of Tarrant County · (817) 927-4040');
    expect(html).toContain('<strong>Order #000123</strong>');
    expect(html).toContain('<div>Date: 2026-11-24</div>');
    expect(html).toContain('<div>PO number: none yet</div>');
    expect(html).toContain('<h2>Remit to</h2>');
    expect(html).toContain('<span class="muted">(licence renewal)</span>');
    expect(html).toContain('<th scope="row">Discount (SPRING)</th><td class="num">-$5.00</td>');
    expect(html).toContain('<th scope="row">Tax</th>');
    expect(html).toContain('<th scope="row">Balance due</th><td class="num">$85.00</td>');
    expect(html).toContain('<a href="/back">Back to the order</a>');
    expect(html).toContain('>Print</button>');
  });

  it('is Spanish for a Spanish document', () => {
    const html = renderQuoteHtml({ ...base, locale: 'es', title: 'Cotización', status: 'OC generada' }, links);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Cotización n.º 000123 - Play It Safe</title>');
    expect(html).toContain('Play It Safe, un programa de The Women&#39;s Center of Tarrant County');
    expect(html).toContain('<strong>Pedido n.º 000123</strong>');
    expect(html).toContain('<div>Número de OC: todavía no hay</div>');
    expect(html).toContain('<div>Estado: OC generada</div>');
    expect(html).toContain('<h2>Enviar el pago a</h2>');
    expect(html).toContain('<th scope="col" class="num">Precio unitario</th>');
    expect(html).toContain('(renovación de licencia)');
    expect(html).toContain('<th scope="row">Descuento (SPRING)</th>');
    expect(html).toContain('<th scope="row">Impuesto</th>');
    expect(html).toContain('<th scope="row">Saldo pendiente</th>');
    expect(html).toContain('Volver al pedido');
    expect(html).toContain('>Imprimir</button>');
    expect(html).not.toMatch(/Balance due|Remit to|Unit price/);
  });
});
