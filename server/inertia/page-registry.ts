import type { Awaitable, InertiaProp, Props } from './props.js';

/**
 * Component name -> props type of every page the app renders, filled by the app through declaration merging
 * (server/pages.ts, docs/decisions/060), so `res.inertia.render()` checks both the name and the props. The
 * adapter itself knows no page: while the registry is empty, any name and props are accepted.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageRegistry {}

export type RegisteredPages = [keyof PageRegistry] extends [never] ? Record<string, Props> : PageRegistry;

/** What render() accepts for a prop of type T: the value, or a promise, a lazy function or a protocol prop of it. */
export type PropInput<T> = T | PromiseLike<T> | (() => Awaitable<T>) | InertiaProp<T>;

export type PropsInput<P> = { [K in keyof P]: PropInput<P[K]> };

/** The props of a page that needs none from its controller (it still gets the shared props). */
export type NoPageProps = Record<string, never>;
