export type Awaitable<T> = T | PromiseLike<T>;

/**
 * Anything a prop may hold: a JSON-serialisable value, a promise, a function (sync or async,
 * called only if the prop is sent), a plain object whose members are props themselves, or one
 * of the prop types below.
 */
export type PropValue = unknown;
export type Props = Record<string, PropValue>;

export type PropKind = 'value' | 'always' | 'optional' | 'defer';
export type MergeStrategy = 'append' | 'prepend' | 'deep';

/** Where an infinite-scroll list stands, as the v3 client's `<InfiniteScroll>` reads it (page object `scrollProps`). */
export interface ScrollPosition {
  /** The query parameter that selects a page. */
  pageName: string;
  previousPage: number | string | null;
  nextPage: number | string | null;
  currentPage: number | string | null;
}

export interface ScrollOptions<T> {
  /** The key under the prop that holds the items; only it is merged (`users.data`). */
  wrapper?: string;
  /** Reads the position from the resolved value (e.g. a paginator's current and last page). */
  position: (value: T) => ScrollPosition;
}

export interface OnceOptions {
  /** Identity shared across pages; defaults to the prop's path. */
  key?: string;
  /** The client forgets the value after this many seconds. */
  ttlSeconds?: number;
  /** Send a new value even if the client says it already has one. */
  fresh?: boolean;
}

/**
 * A prop with protocol behaviour. Modifiers mutate and return the prop so they chain:
 * `defer(loadPosts).merge().matchOn('id')`.
 */
export class InertiaProp<T = unknown> {
  mergeStrategy: MergeStrategy | null = null;
  readonly matchOnKeys: string[] = [];
  onceOptions: OnceOptions | null = null;
  scrollOptions: Required<ScrollOptions<T>> | null = null;
  rescueOnError = false;

  constructor(
    readonly kind: PropKind,
    readonly source: T | (() => Awaitable<T>),
    readonly group = 'default',
  ) {}

  /** Append to the client's current value on partial reloads (arrays) or shallow-merge (objects). */
  merge(): this {
    this.mergeStrategy = 'append';
    return this;
  }

  prepend(): this {
    this.mergeStrategy = 'prepend';
    return this;
  }

  deepMerge(): this {
    this.mergeStrategy = 'deep';
    return this;
  }

  /** Merged array items with the same value in these fields replace each other instead of repeating. */
  matchOn(...keys: string[]): this {
    this.mergeStrategy ??= 'append';
    this.matchOnKeys.push(...keys);
    return this;
  }

  /**
   * If the resolver throws, send null and list the prop in `rescuedProps` (the client's `<Deferred rescue>`
   * shows its error UI and may retry) instead of failing the whole response. The error is still reported.
   */
  rescue(): this {
    this.rescueOnError = true;
    return this;
  }

  /** Resolve once; later visits that already hold the value skip it (X-Inertia-Except-Once-Props). */
  once(options: OnceOptions = {}): this {
    this.onceOptions = options;
    return this;
  }
}

export function isInertiaProp(value: unknown): value is InertiaProp {
  return value instanceof InertiaProp;
}

/** Sent on every response, even on partial reloads that name other props. */
export function always<T>(value: T | (() => Awaitable<T>)): InertiaProp<T> {
  return new InertiaProp('always', value);
}

/** Never sent on a full visit; evaluated only when a partial reload asks for it. */
export function optional<T>(resolve: () => Awaitable<T>): InertiaProp<T> {
  return new InertiaProp('optional', resolve);
}

/** Left out of the first response and announced in `deferredProps`; the client fetches each group in one partial reload. */
export function defer<T>(resolve: () => Awaitable<T>, group = 'default'): InertiaProp<T> {
  return new InertiaProp('defer', resolve, group);
}

/** Appended to the client's current value on partial reloads; a full visit replaces it. */
export function merge<T>(value: T | (() => Awaitable<T>)): InertiaProp<T> {
  return new InertiaProp('value', value).merge();
}

/** Merged recursively into the client's current value on partial reloads. */
export function deepMerge<T>(value: T | (() => Awaitable<T>)): InertiaProp<T> {
  return new InertiaProp('value', value).deepMerge();
}

/**
 * A paginated list for the client's `<InfiniteScroll>`: the items under `wrapper` are appended (or prepended,
 * when the client loads an earlier page) on partial reloads, and `scrollProps` tells where the list stands.
 * `X-Inertia-Reset` naming the prop replaces the list instead and marks the position `reset`.
 */
export function scroll<T>(value: T | (() => Awaitable<T>), options: ScrollOptions<T>): InertiaProp<T> {
  const prop = new InertiaProp<T>('value', value).merge();
  prop.scrollOptions = { wrapper: options.wrapper ?? 'data', position: options.position };
  return prop;
}

/** Resolved once and remembered by the client across pages until it expires. */
export function once<T>(resolve: () => Awaitable<T>, options: OnceOptions = {}): InertiaProp<T> {
  return new InertiaProp('value', resolve).once(options);
}
