import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { scroll, type ScrollPosition } from '#server/inertia/props.js';
import { inertiaHeaders, makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

const PER_PAGE = 3;
const TOTAL = 8;

/** A page of made-up users, shaped like the shop's paginator: items under `data`, the page numbers beside them. */
function usersPage(page: number) {
  const lastPage = Math.ceil(TOTAL / PER_PAGE);
  const first = (page - 1) * PER_PAGE + 1;
  const ids = Array.from({ length: PER_PAGE }, (_, index) => first + index).filter((id) => id <= TOTAL);
  return { data: ids.map((id) => ({ id, name: `User ${id}` })), current_page: page, last_page: lastPage };
}

const positionOf = (users: ReturnType<typeof usersPage>): ScrollPosition => ({
  pageName: 'page',
  previousPage: users.current_page > 1 ? users.current_page - 1 : null,
  nextPage: users.current_page < users.last_page ? users.current_page + 1 : null,
  currentPage: users.current_page,
});

describe('scroll props: the list <InfiniteScroll> pages through', () => {
  const app = makeApp((router) => {
    router.get('/users', (req, res) =>
      inertiaOf(res).render('Users/Index', {
        title: 'Users',
        users: scroll(() => usersPage(Number(req.query.page ?? 1)), { position: positionOf }),
      }),
    );
    router.get('/feed', (req, res) =>
      inertiaOf(res).render('Feed', {
        posts: scroll({ items: [{ id: 1 }], page: 1 }, { wrapper: 'items', position: () => ({ pageName: 'p', previousPage: null, nextPage: 'cursor-2', currentPage: 'cursor-1' }) }),
      }),
    );
  });
  const client = request(app);

  it('sends the first page with where the list stands and marks its items for appending', async () => {
    const page = await visit(client, '/users');
    expect(page.props.users).toEqual(usersPage(1));
    expect(page.scrollProps).toEqual({ users: { pageName: 'page', previousPage: null, nextPage: 2, currentPage: 1, reset: false } });
    expect(page.mergeProps).toEqual(['users.data']);
    expect(page.prependProps).toBeUndefined();
  });

  it('puts the scroll position in the HTML shell of a first visit too', async () => {
    const response = await client.get('/users?page=2');
    expect(response.text).toContain('"scrollProps":{"users":{"pageName":"page","previousPage":1,"nextPage":3,"currentPage":2,"reset":false}}');
  });

  it('loads the next page as a partial reload that appends the items', async () => {
    const page = await visit(
      client,
      '/users?page=2',
      partialHeaders('Users/Index', { only: ['users'] }),
    );
    expect(page.props).toEqual({ errors: {}, users: usersPage(2) });
    expect(page.mergeProps).toEqual(['users.data']);
    expect(page.scrollProps?.users).toEqual({ pageName: 'page', previousPage: 1, nextPage: 3, currentPage: 2, reset: false });
  });

  it('prepends an earlier page when the client says so', async () => {
    const headers = { ...partialHeaders('Users/Index', { only: ['users'] }), 'X-Inertia-Infinite-Scroll-Merge-Intent': 'prepend' };
    const page = await visit(client, '/users?page=1', headers);
    expect(page.prependProps).toEqual(['users.data']);
    expect(page.mergeProps).toBeUndefined();
  });

  it('replaces the list and marks the position reset when the reload resets the prop (a new filter)', async () => {
    const page = await visit(client, '/users?page=3', partialHeaders('Users/Index', { reset: ['users'] }));
    expect(page.props.users).toEqual(usersPage(3));
    expect(page.mergeProps).toBeUndefined();
    expect(page.scrollProps?.users).toEqual({ pageName: 'page', previousPage: 2, nextPage: null, currentPage: 3, reset: true });
  });

  it('leaves the position out when the partial reload does not send the list', async () => {
    const page = await visit(client, '/users', partialHeaders('Users/Index', { only: ['title'] }));
    expect(page.props).toEqual({ errors: {}, title: 'Users' });
    expect(page.scrollProps).toBeUndefined();
    expect(page.mergeProps).toBeUndefined();
  });

  it('merges under another wrapper key and passes cursor page names through', async () => {
    const response = await client.get('/feed').set(inertiaHeaders());
    expect(response.body.mergeProps).toEqual(['posts.items']);
    expect(response.body.scrollProps).toEqual({ posts: { pageName: 'p', previousPage: null, nextPage: 'cursor-2', currentPage: 'cursor-1', reset: false } });
  });
});
