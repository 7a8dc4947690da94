import type { Response } from 'supertest';
import { expect } from 'vitest';
import type { PageRegistry } from '#server/inertia/page-registry.js';

export interface InertiaPageObject<Props = Record<string, unknown>> {
  component: string;
  props: Props & { errors: Record<string, unknown> };
  url: string;
  version: string;
}

const PAGE_SCRIPT = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/;

/** The page object of an answer: the JSON of an Inertia visit, or the page script of a first (HTML) visit. */
export function inertiaPageOf<Props = Record<string, unknown>>(response: Response): InertiaPageObject<Props> {
  if (response.headers['x-inertia'] === 'true') return response.body as InertiaPageObject<Props>;
  const script = PAGE_SCRIPT.exec(response.text ?? '');
  if (!script) throw new Error(`Not an Inertia page: ${response.status} ${response.headers['content-type'] ?? ''}`);
  return JSON.parse(script[1]) as InertiaPageObject<Props>;
}

/**
 * Asserts that the answer is the Inertia page `component` (a registered page, docs/decisions/060) whose props
 * include `props` (compared like toMatchObject, so asymmetric matchers work), like PingCRM's assertInertia.
 * Returns the page object, its props typed as the page declares them.
 */
export function expectInertiaPage<Name extends keyof PageRegistry>(
  response: Response,
  component: Name,
  props: Record<string, unknown> = {},
): InertiaPageObject<PageRegistry[Name]> {
  const page = inertiaPageOf<PageRegistry[Name]>(response);
  expect(page.component, `the Inertia component of ${response.status} ${page.url}`).toBe(component);
  expect(page.props).toMatchObject(props);
  return page;
}
