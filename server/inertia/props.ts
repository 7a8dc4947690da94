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

/** Resolved once and remembered by the client across pages until it expires. */
export function once<T>(resolve: () => Awaitable<T>, options: OnceOptions = {}): InertiaProp<T> {
  return new InertiaProp('value', resolve).once(options);
}
