import type { Response } from 'express';
import { describe, expectTypeOf, it } from 'vitest';
import type { PageRegistry } from '#server/inertia/page-registry';

// The page registry is a compile-time contract (docs/decisions/060): `npm run typecheck` fails when a line
// marked @ts-expect-error stops being an error, i.e. when render() would accept an unknown page or wrong props.
function renderCalls(res: Response) {
  const options = { organizations: [], callingCodes: [] };
  void res.inertia.render('contact/index', { captchaUrl: '/captcha.svg', contactEmail: 'office@example.test', options });
  void res.inertia.render('contact/index', { captchaUrl: () => '/captcha.svg', contactEmail: Promise.resolve('office@example.test'), options });
  void res.inertia.render('auth/login');
  void res.inertia.render('error', { status: 404 }, { status: 404 });
  // @ts-expect-error a component that is not a page
  void res.inertia.render('contact/no-such-page');
  // @ts-expect-error a required prop left out
  void res.inertia.render('contact/index', { captchaUrl: '/captcha.svg' });
  // @ts-expect-error a prop the page does not declare
  void res.inertia.render('contact/index', { captchaUrl: '/captcha.svg', contactEmail: 'x', options, extra: 1 });
  // @ts-expect-error a prop of the wrong type
  void res.inertia.render('error', { status: '404' });
  // @ts-expect-error props for a page that takes none
  void res.inertia.render('auth/forgot-password', { email: 'x' });
}

describe('page registry', () => {
  it('types render() by component name', () => {
    expectTypeOf(renderCalls).toBeFunction();
    expectTypeOf<'contact/index' | 'error' | 'account/orders/show'>().toExtend<keyof PageRegistry>();
  });
});
