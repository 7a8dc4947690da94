import type { Request, Response } from 'express';
import { sameOriginPath } from '#server/shared/same-origin-path.rules.js';
import type { ValidationErrors } from './errors.js';
import { serializePage } from './escape.js';
import { Header, parseListHeader } from './headers.js';
import { buildPage, type PageObject } from './page.js';
import type { PropsInput, RegisteredPages } from './page-registry.js';
import { always, type Props } from './props.js';
import { resolveProps, type PropsRequest } from './resolve-props.js';
import { sessionState, takeSessionState } from './session.js';

export interface RootViewContext {
  page: PageObject;
  /** The page object as JSON, already escaped for a `<script>` element. */
  pageJson: string;
  req: Request;
}

export interface InertiaOptions {
  /** The current asset version (e.g. the build manifest's hash); null when assets are not versioned. */
  version: () => string | null;
  /** The HTML document for first visits; put `inertiaBody(pageJson)` in its body. */
  rootView: (context: RootViewContext) => string | Promise<string>;
  /** Props merged under every page's props. */
  sharedProps?: (req: Request) => Props | Promise<Props>;
  /** Encrypt the history state of every page unless a handler says otherwise. */
  encryptHistory?: boolean;
  /** Puts validation errors and flash messages in the visitor's language before they go out (identity by default). */
  translateMessages?: (req: Request, messages: Record<string, unknown>) => Record<string, unknown>;
  /** Told about the error behind a rescued prop (`defer(fn).rescue()`); by default it goes to console.error. */
  reportRescued?: (error: unknown, context: { path: string; component: string; req: Request }) => void;
}

export interface RenderOptions {
  /** HTTP status of the response; defaults to `res.statusCode` (200 unless the handler set it). */
  status?: number;
  /** The URL the browser shows for this page; defaults to the request's (a POST that renders a page sets it). */
  url?: string;
}

/** render()'s arguments after the component name: the props may be left out when the page needs none. */
export type RenderArgs<P> = Record<string, never> extends P
  ? [props?: PropsInput<P>, options?: RenderOptions]
  : [props: PropsInput<P>, options?: RenderOptions];

export function isInertiaRequest(req: Request): boolean {
  const value = req.get(Header.inertia);
  return value !== undefined && value !== '' && value !== 'false';
}

/**
 * The per-request Inertia instance, available as `res.inertia`. `Pages` maps component names to their props
 * (the app's page registry, page-registry.ts), so render() refuses an unknown page or wrong props.
 */
export class Inertia<Pages extends object = RegisteredPages> {
  private readonly shared: Props = {};
  private encrypt: boolean;
  private clearHistoryRequested = false;
  private preserveFragmentRequested = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: InertiaOptions,
  ) {
    this.encrypt = options.encryptHistory ?? false;
  }

  get isInertiaRequest(): boolean {
    return isInertiaRequest(this.req);
  }

  /** Adds props to every render of this request (e.g. from an auth middleware); page props win. */
  share(props: Props): this {
    Object.assign(this.shared, props);
    return this;
  }

  /** One-time data for the next render's top-level `flash` (the client's `inertia:flash` event). */
  flash(key: string, value: unknown): this;
  flash(values: Record<string, unknown>): this;
  flash(keyOrValues: string | Record<string, unknown>, value?: unknown): this {
    const values = typeof keyOrValues === 'string' ? { [keyOrValues]: value } : keyOrValues;
    const state = sessionState(this.req);
    state.flash = { ...state.flash, ...values };
    return this;
  }

  /**
   * Keeps validation errors for the next render's `errors` prop. They are nested under the
   * error bag the client named in `X-Inertia-Error-Bag` (or `bag`), so pages with several
   * forms keep them apart. Usually followed by `back()`.
   */
  withErrors(errors: ValidationErrors, bag = this.req.get(Header.errorBag)): this {
    const state = sessionState(this.req);
    const incoming: ValidationErrors = bag ? { [bag]: errors as Record<string, string | string[]> } : errors;
    state.errors = mergeErrors(state.errors ?? {}, incoming);
    return this;
  }

  encryptHistory(enabled = true): this {
    this.encrypt = enabled;
    return this;
  }

  /** Asks the client to drop its encrypted history; kept in the session so it survives a redirect. */
  clearHistory(): this {
    this.clearHistoryRequested = true;
    const session = this.req.session as Request['session'] | undefined;
    if (session) sessionState(this.req).clearHistory = true;
    return this;
  }

  /** Keeps the URL fragment of the visit across a redirect; kept in the session like clearHistory. */
  preserveFragment(): this {
    this.preserveFragmentRequested = true;
    const session = this.req.session as Request['session'] | undefined;
    if (session) sessionState(this.req).preserveFragment = true;
    return this;
  }

  async render<Name extends keyof Pages & string>(component: Name, ...[pageProps, options = {}]: RenderArgs<Pages[Name]>): Promise<void> {
    const { req, res } = this;
    const props = (pageProps ?? {}) as Props;
    const state = takeSessionState(req);
    const translateMessages = this.options.translateMessages ?? ((_req: Request, messages: Record<string, unknown>) => messages);
    const shared: Props = {
      errors: always(translateMessages(req, state.errors ?? {})),
      ...(await this.options.sharedProps?.(req)),
      ...this.shared,
    };

    const { props: resolved, metadata } = await resolveProps({ ...shared, ...props }, this.propsRequest(component));
    const page = buildPage({
      component,
      props: resolved,
      url: options.url ?? req.originalUrl,
      version: this.options.version(),
      metadata,
      sharedProps: Object.keys(shared),
      flash: translateMessages(req, state.flash ?? {}),
      encryptHistory: this.encrypt,
      clearHistory: this.clearHistoryRequested || state.clearHistory === true,
      preserveFragment: this.preserveFragmentRequested || state.preserveFragment === true,
    });

    res.vary(Header.inertia);
    if (options.status !== undefined) res.status(options.status);

    if (this.isInertiaRequest) {
      res.set(Header.inertia, 'true').json(page);
      return;
    }
    const html = await this.options.rootView({ page, pageJson: serializePage(page), req });
    res.type('html').send(html);
  }

  /**
   * Sends the browser to a URL with a full page load: outside the app, or to a page that is
   * not an Inertia page (a file download, a payment provider).
   */
  location(url: string): void {
    if (this.isInertiaRequest) {
      this.res.status(409).set(Header.location, url).end();
      return;
    }
    this.res.redirect(url);
  }

  /** A redirect; after PUT/PATCH/DELETE from the client the middleware turns 302 into 303. */
  redirect(url: string, status = 302): void {
    this.res.redirect(status, url);
  }

  /** Redirects to the page the request came from (a path on this host only), else to `fallback`. */
  back(fallback = '/'): void {
    this.redirect(this.previousUrl() ?? fallback);
  }

  private previousUrl(): string | null {
    return sameOriginPath(this.req.get('Referer'), this.req.host);
  }

  private propsRequest(component: string): PropsRequest {
    const { req } = this;
    const isInertia = this.isInertiaRequest;
    const isPartial = isInertia && req.get(Header.partialComponent) === component;
    return {
      isInertia,
      isPartial,
      only: isPartial ? parseListHeader(req.get(Header.partialOnly)) : null,
      except: isPartial ? parseListHeader(req.get(Header.partialExcept)) : null,
      reset: parseListHeader(req.get(Header.reset)) ?? [],
      loadedOnce: parseListHeader(req.get(Header.exceptOnceProps)) ?? [],
      mergeIntent: req.get(Header.infiniteScrollMergeIntent) === 'prepend' ? 'prepend' : 'append',
      reportRescued: (error, path) => {
        const report = this.options.reportRescued ?? ((cause: unknown) => console.error(`Inertia: rescued prop "${path}" of ${component}`, cause));
        report(error, { path, component, req });
      },
    };
  }
}

function mergeErrors(current: ValidationErrors, incoming: ValidationErrors): ValidationErrors {
  const merged: ValidationErrors = { ...current };
  for (const [key, value] of Object.entries(incoming)) {
    const existing = merged[key];
    merged[key] = isBag(existing) && isBag(value) ? { ...existing, ...value } : value;
  }
  return merged;
}

function isBag(value: unknown): value is Record<string, string | string[]> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
