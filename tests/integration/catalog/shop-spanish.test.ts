import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';

// Issue 18: what the catalogue's server code writes for the shop pages follows the visitor's language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visit = (path: string, locale: 'en' | 'es') => request(t.app).get(path).set(inertiaHeaders()).set('Cookie', `locale=${locale}`);

describe('the shop in Spanish', () => {
  it('describes the shop in the visitor’s language', async () => {
    const spanish = (await visit('/shop', 'es').expect(200)).body.props.head.join('\n');
    expect(spanish).toContain('Compre los programas para el salón de clases, videos, guías para padres, libros para colorear y muñecos de Play It Safe para escuelas y familias.');
    expect(spanish).toContain('content="Tienda"');
    const english = (await visit('/shop', 'en').expect(200)).body.props.head.join('\n');
    expect(english).toContain('Shop Play It Safe classroom programs, videos, parent guides, coloring books and dolls for schools and families.');
  });

  it('says in Spanish that a product is not found', async () => {
    const answer = await visit('/products/999999/anything', 'es').expect(404);
    expect(answer.body.props).toMatchObject({ status: 404, message: 'Lo sentimos, no encontramos ese producto. Es posible que ya no esté disponible.' });
  });
});
