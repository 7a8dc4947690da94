import express, { type Express, type Response, type Router } from 'express';
import session from 'express-session';
import request from 'supertest';
import { createInertia } from '#server/inertia/middleware.js';
import { inertiaBody } from '#server/inertia/escape.js';
import { type Inertia, type InertiaOptions } from '#server/inertia/inertia.js';
import { type PageObject } from '#server/inertia/page.js';
import type { Props } from '#server/inertia/props.js';

export const VERSION = 'build-1';

/**
 * `res.inertia` without the app's page registry: these tests prove the protocol with made-up components
 * (User/Edit, Billing/Plans...), which the app's typed render() would refuse.
 */
export const inertiaOf = (res: Response) => res.inertia as unknown as Inertia<Record<string, Props>>;

/** A small app: JSON bodies, a memory-store session, the Inertia middleware, then the test's routes. */
export function makeApp(defineRoutes: (router: Router) => void, options: Partial<InertiaOptions> = {}): Express {
  const app = express();
  app.use(express.json());
  app.use(
    session({
      secret: 'test-secret-test-secret-test-secret',
      resave: false,
      saveUninitialized: false,
      store: new session.MemoryStore(),
    }),
  );
  app.use(
    createInertia({
      version: () => VERSION,
      rootView: ({ pageJson }) =>
        `<!doctype html><html><head><title>t</title></head><body>${inertiaBody(pageJson)}</body></html>`,
      ...options,
    }),
  );
  const router = express.Router();
  defineRoutes(router);
  app.use(router);
  return app;
}

/** The headers the v3 client sends on every visit (see RequestParams.headers / Request.getHeaders in @inertiajs/core). */
export function inertiaHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    Accept: 'text/html, application/xhtml+xml',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Inertia': 'true',
    'X-Inertia-Version': VERSION,
    ...extra,
  };
}

/** Headers of a partial reload of `component`. */
export function partialHeaders(
  component: string,
  { only, except, reset }: { only?: string[]; except?: string[]; reset?: string[] } = {},
): Record<string, string> {
  const headers: Record<string, string> = { 'X-Inertia-Partial-Component': component };
  const onlyList = [...(only ?? []), ...(reset ?? [])];
  if (onlyList.length > 0) headers['X-Inertia-Partial-Data'] = onlyList.join(',');
  if (except?.length) headers['X-Inertia-Partial-Except'] = except.join(',');
  if (reset?.length) headers['X-Inertia-Reset'] = reset.join(',');
  return inertiaHeaders(headers);
}

export interface Getter {
  get(url: string): request.Test;
}

/** An Inertia visit that must answer 200; returns the page object. */
export async function visit(client: Getter, url: string, headers = inertiaHeaders()): Promise<PageObject> {
  const response = await client.get(url).set(headers);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.body as PageObject;
}

/** Extracts the page object the way createInertiaApp does: the JSON text of script[data-page="app"]. */
export function pageFromHtml(html: string): PageObject {
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page script in the HTML');
  return JSON.parse(match[1]) as PageObject;
}
