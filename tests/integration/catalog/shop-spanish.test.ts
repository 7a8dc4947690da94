import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrade, createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';

// Issue 18: what the catalogue's server code writes for the shop pages follows the visitor's language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visit = (path: string, locale: 'en' | 'es') => request(t.app).get(path).set(inertiaHeaders()).set('Cookie', `locale=${locale}; visitor_type=schools`);

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

  it('names the levels, grades and types the shop ships with in Spanish (filters, cards, the product page and its tags, the Shop menu), and a new name as staff wrote it', async () => {
    const level = await createSchoolLevel(t.db, { name: 'Pre-K' });
    const grade = await createGrade(t.db, level.id, { name: '3rd Grade' });
    const type = await createProductType(t.db, { name: 'Coloring Book' });
    const newType = await createProductType(t.db, { name: 'Puppet Theatre' });
    const product = await createProduct(t.db, { levelId: level.id, gradeId: grade.id, typeId: type.id, tags: ['Pre-K', 'Puppets'], category: 'Classroom Programs' });

    const spanish = (await visit('/shop', 'es').expect(200)).body.props;
    const namesOf = (options: { id: number; name: string }[], ids: number[]) => ids.map((id) => options.find((option) => option.id === id)?.name);
    expect(namesOf(spanish.filterOptions.schoolLevels, [level.id])).toEqual(['Prekínder']);
    expect(namesOf(spanish.schoolLevels, [level.id])).toEqual(['Prekínder']);
    expect(namesOf(spanish.filterOptions.grades, [grade.id])).toEqual(['3.er grado']);
    expect(namesOf(spanish.filterOptions.productTypes, [type.id, newType.id])).toEqual(['Libro para colorear', 'Puppet Theatre']);
    expect(spanish.products.data.find((card: { id: number }) => card.id === product.id)).toMatchObject({
      level: { name: 'Prekínder' },
      grade: { name: '3.er grado' },
      type: { name: 'Libro para colorear' },
    });
    const detail = (await visit(`/products/${product.id}/${product.slug}`, 'es').expect(200)).body.props.product;
    expect(detail).toMatchObject({ level: { name: 'Prekínder' }, grade: { name: '3.er grado' }, type: { name: 'Libro para colorear' }, tags: ['Prekínder', 'Puppets'], category: 'Programas para el salón de clases' });
    expect((await visit(`/products/${product.id}/${product.slug}`, 'en').expect(200)).body.props.product.tags).toEqual(['Pre-K', 'Puppets']);

    const english = (await visit('/shop', 'en').expect(200)).body.props;
    expect(namesOf(english.filterOptions.productTypes, [type.id, newType.id])).toEqual(['Coloring Book', 'Puppet Theatre']);
    expect(namesOf(english.schoolLevels, [level.id])).toEqual(['Pre-K']);
    expect(english.products.data.find((card: { id: number }) => card.id === product.id)).toMatchObject({ level: { name: 'Pre-K' }, grade: { name: '3rd Grade' } });
  });
});
