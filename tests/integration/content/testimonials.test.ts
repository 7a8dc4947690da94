import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starBucketOf, TESTIMONIALS_PER_PAGE } from '#server/content/testimonials.service.js';
import { createTestimonial } from '#tests/factories/content';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
// Twelve published testimonials in the staff's order (the factory's sort_order follows creation), dated newest first: T01
// is first and the newest (docs/decisions/121).
const RATINGS = [50, 50, 45, 50, 40, 45, 50, 50, 40, 45, 35, 50];

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, ratingTenths] of RATINGS.entries()) {
    await createTestimonial(t.db, {
      name: `T${String(index + 1).padStart(2, '0')}`,
      ratingTenths,
      date: new Date(Date.UTC(2025, 11, 31 - index)),
      image: index === 0 ? 'javascript:alert(1)' : `/images/testimonials/t${index + 1}.svg`,
    });
  }
  await createTestimonial(t.db, { name: 'Hidden', isPublished: false, ratingTenths: 10, date: new Date(Date.UTC(2026, 0, 1)) });
});
afterAll(() => t.close());

async function testimonials(query = '', partial?: string) {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/'));
  const extra: Record<string, string> = partial ? { 'X-Inertia-Partial-Component': 'content/testimonials', 'X-Inertia-Partial-Data': partial } : {};
  return agent.get(`/about/testimonials${query}`).set(inertiaHeaders(token, extra));
}

const names = (answer: request.Response) => answer.body.props.testimonials.data.map((item: { name: string }) => item.name);

describe('GET /about/testimonials', () => {
  it('shows the first 6 published testimonials in order, with the spec fields', async () => {
    const answer = await testimonials();
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('content/testimonials');
    expect(TESTIMONIALS_PER_PAGE).toBe(6);
    expect(names(answer)).toEqual(['T01', 'T02', 'T03', 'T04', 'T05', 'T06']);
    expect(answer.body.props.testimonials).toMatchObject({ current_page: 1, per_page: 6, total: 12, last_page: 2, from: 1, to: 6 });
    expect(answer.body.props.testimonials.data[2]).toMatchObject({
      name: 'T03',
      title: 'Teacher',
      company: 'Test Elementary School',
      rating: 4.5,
      date: '2025-12-29',
      image: '/images/testimonials/t3.svg',
    });
  });

  it('drops an image address that is not a site path (the page shows the placeholder)', async () => {
    const answer = await testimonials();
    expect(answer.body.props.testimonials.data[0].image).toBeNull();
  });

  it('pages with a partial reload that answers only the testimonials', async () => {
    const answer = await testimonials('?page=2', 'testimonials');
    expect(Object.keys(answer.body.props).sort()).toEqual(['errors', 'head', 'testimonials']);
    expect(names(answer)).toEqual(['T07', 'T08', 'T09', 'T10', 'T11', 'T12']);
    expect(answer.body.props.testimonials).toMatchObject({ current_page: 2, from: 7, to: 12 });
    expect(answer.body.url).toBe('/about/testimonials?page=2');
  });

  it('shows the last page for a page past the end and the first for a bad page number', async () => {
    expect((await testimonials('?page=9')).body.props.testimonials.current_page).toBe(2);
    for (const query of ['?page=abc', '?page=-1', '?page[]=2', '?page=99999999999']) {
      const answer = await testimonials(query);
      expect(answer.status, query).toBe(200);
    }
    expect((await testimonials('?page=abc')).body.props.testimonials.current_page).toBe(1);
  });

  it('summarizes the ratings: average to one decimal, total, and a count per star from 5 to 1', async () => {
    const summary = (await testimonials()).body.props.ratingSummary;
    expect(summary).toEqual({
      average: 4.6,
      total: 12,
      stars: [
        { star: 5, count: 9 },
        { star: 4, count: 3 },
        { star: 3, count: 0 },
        { star: 2, count: 0 },
        { star: 1, count: 0 },
      ],
    });
  });

  it('counts halves under the higher star and anything below 1.5 under 1', () => {
    expect([0, 10, 14, 15, 24, 25, 35, 44, 45, 50].map(starBucketOf)).toEqual([1, 1, 1, 2, 2, 3, 4, 4, 5, 5]);
  });
});
