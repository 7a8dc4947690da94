import { isInertiaProp, type InertiaProp, type Props, type ScrollPosition } from './props.js';

/** What the request asks for, read from the Inertia headers. */
export interface PropsRequest {
  isInertia: boolean;
  /** A partial reload of the component being rendered. */
  isPartial: boolean;
  only: string[] | null;
  except: string[] | null;
  reset: string[];
  /** Once-prop keys the client already holds. */
  loadedOnce: string[];
  /** `<InfiniteScroll>` loading an earlier page asks for `prepend`; anything else appends. */
  mergeIntent: 'append' | 'prepend';
  /** Told about the error behind each rescued prop. */
  reportRescued: (error: unknown, path: string) => void;
}

export interface OncePropEntry {
  prop: string;
  expiresAt: number | null;
}

export interface PropsMetadata {
  mergeProps: string[];
  prependProps: string[];
  deepMergeProps: string[];
  matchPropsOn: string[];
  deferredProps: Record<string, string[]>;
  onceProps: Record<string, OncePropEntry>;
  scrollProps: Record<string, ScrollPosition & { reset: boolean }>;
  rescuedProps: string[];
}

export interface ResolvedProps {
  props: Record<string, unknown>;
  metadata: PropsMetadata;
}

const SKIP = Symbol('skip');

/**
 * Filters and evaluates props for one response, collecting the page-object metadata on the way.
 * A port of inertia-laravel's v3 PropsResolver: only/except match dot paths in both directions,
 * and members of a value produced by a function or prop type are not filtered any further.
 */
export async function resolveProps(props: Props, request: PropsRequest): Promise<ResolvedProps> {
  const metadata = emptyMetadata();
  const resolved = await resolveLevel(props, '', false, request, metadata);
  return { props: resolved, metadata };
}

function emptyMetadata(): PropsMetadata {
  return {
    mergeProps: [],
    prependProps: [],
    deepMergeProps: [],
    matchPropsOn: [],
    deferredProps: {},
    onceProps: {},
    scrollProps: {},
    rescuedProps: [],
  };
}

function absorb(into: PropsMetadata, from: PropsMetadata): void {
  into.mergeProps.push(...from.mergeProps);
  into.prependProps.push(...from.prependProps);
  into.deepMergeProps.push(...from.deepMergeProps);
  into.matchPropsOn.push(...from.matchPropsOn);
  for (const [group, paths] of Object.entries(from.deferredProps)) {
    (into.deferredProps[group] ??= []).push(...paths);
  }
  Object.assign(into.onceProps, from.onceProps);
  Object.assign(into.scrollProps, from.scrollProps);
  into.rescuedProps.push(...from.rescuedProps);
}

// Siblings resolve concurrently (independent queries overlap); metadata is merged in key order so output is stable.
async function resolveLevel(
  props: Record<string, unknown>,
  prefix: string,
  parentWasResolved: boolean,
  request: PropsRequest,
  metadata: PropsMetadata,
): Promise<Record<string, unknown>> {
  const outcomes = await Promise.all(
    Object.entries(props).map(async ([key, raw]) => {
      const local = emptyMetadata();
      const path = prefix === '' ? key : `${prefix}.${key}`;
      const value = await resolveEntry(raw, path, parentWasResolved, request, local);
      return { key, value, local };
    }),
  );

  const result: Record<string, unknown> = {};
  for (const { key, value, local } of outcomes) {
    absorb(metadata, local);
    if (value !== SKIP) result[key] = value;
  }
  return result;
}

async function resolveEntry(
  raw: unknown,
  path: string,
  parentWasResolved: boolean,
  request: PropsRequest,
  metadata: PropsMetadata,
): Promise<unknown> {
  let prop = raw;
  if (!includedInPartial(prop, path, parentWasResolved, request)) return SKIP;
  const firstLoad = isFirstLoad(request);
  if (firstLoad && excludedFromFirstLoad(prop, path, request, metadata)) return SKIP;

  let value = await evaluateOrRescue(prop, path, request, metadata);
  if (value === RESCUED) return null;

  // A function may hand back a prop type; it then takes part in filtering and metadata.
  if (value !== prop && isInertiaProp(value)) {
    prop = value;
    if (firstLoad && excludedFromFirstLoad(prop, path, request, metadata)) return SKIP;
    value = await evaluateOrRescue(prop, path, request, metadata);
    if (value === RESCUED) return null;
  }

  if (isInertiaProp(prop)) {
    collectMetadata(prop, path, request, metadata);
    if (prop.scrollOptions !== null) {
      metadata.scrollProps[path] = { ...prop.scrollOptions.position(value), reset: request.reset.includes(path) };
    }
  }

  if (isPlainObject(value)) {
    return resolveLevel(value, path, parentWasResolved || !isPlainObject(prop), request, metadata);
  }
  return value;
}

/**
 * A full visit, or a partial reload that only names props to leave out: props that wait to be asked for
 * (deferred, optional) stay out, and deferred ones are announced again so the client fetches them in their groups.
 */
function isFirstLoad(request: PropsRequest): boolean {
  return !request.isPartial || request.only === null;
}

const RESCUED = Symbol('rescued');

async function evaluateOrRescue(prop: unknown, path: string, request: PropsRequest, metadata: PropsMetadata): Promise<unknown> {
  if (!isInertiaProp(prop) || !prop.rescueOnError) return evaluate(prop);
  try {
    return await evaluate(prop);
  } catch (error) {
    request.reportRescued(error, path);
    metadata.rescuedProps.push(path);
    return RESCUED;
  }
}

async function evaluate(prop: unknown): Promise<unknown> {
  const source = isInertiaProp(prop) ? prop.source : prop;
  return typeof source === 'function' ? await (source as () => unknown)() : await source;
}

function includedInPartial(
  prop: unknown,
  path: string,
  parentWasResolved: boolean,
  request: PropsRequest,
): boolean {
  if (!request.isPartial || parentWasResolved) return true;
  if (isInertiaProp(prop) && prop.kind === 'always') return true;
  if (request.only && !matchesAny(path, request.only) && !leadsToAny(path, request.only)) return false;
  if (request.except && matchesAny(path, request.except)) return false;
  return true;
}

function excludedFromFirstLoad(
  prop: unknown,
  path: string,
  request: PropsRequest,
  metadata: PropsMetadata,
): boolean {
  if (!isInertiaProp(prop)) return false;

  if (prop.kind === 'optional' || prop.kind === 'defer') {
    if (prop.kind === 'defer' && !alreadyLoadedOnce(prop, path, request)) {
      (metadata.deferredProps[prop.group] ??= []).push(path);
    }
    collectMetadata(prop, path, request, metadata);
    return true;
  }

  if (request.isInertia && alreadyLoadedOnce(prop, path, request)) {
    collectOnce(prop, path, request, metadata);
    return true;
  }
  return false;
}

function alreadyLoadedOnce(prop: InertiaProp, path: string, request: PropsRequest): boolean {
  const once = prop.onceOptions;
  return once !== null && once.fresh !== true && request.loadedOnce.includes(once.key ?? path);
}

function collectMetadata(prop: InertiaProp, path: string, request: PropsRequest, metadata: PropsMetadata): void {
  if (prop.mergeStrategy !== null) collectMerge(prop, path, request, metadata);
  if (prop.onceOptions !== null) collectOnce(prop, path, request, metadata);
}

function collectMerge(prop: InertiaProp, path: string, request: PropsRequest, metadata: PropsMetadata): void {
  // A reset prop is sent unlabelled so the client replaces its value instead of merging into it.
  if (request.reset.includes(path)) return;
  if (request.isPartial && !includedInPartialMetadata(path, request)) return;

  // A scroll prop merges only its items, at the end or (loading an earlier page) at the start.
  const scroll = prop.scrollOptions;
  const mergePath = scroll === null ? path : `${path}.${scroll.wrapper}`;
  const strategy = scroll === null ? (prop.mergeStrategy ?? 'append') : request.mergeIntent;
  const list = {
    append: metadata.mergeProps,
    prepend: metadata.prependProps,
    deep: metadata.deepMergeProps,
  }[strategy];
  list.push(mergePath);
  for (const key of prop.matchOnKeys) metadata.matchPropsOn.push(`${mergePath}.${key}`);
}

function collectOnce(prop: InertiaProp, path: string, request: PropsRequest, metadata: PropsMetadata): void {
  const once = prop.onceOptions;
  if (once === null) return;
  if (request.isPartial && !includedInPartialMetadata(path, request)) return;
  metadata.onceProps[once.key ?? path] = {
    prop: path,
    expiresAt: once.ttlSeconds === undefined ? null : Date.now() + once.ttlSeconds * 1000,
  };
}

function includedInPartialMetadata(path: string, request: PropsRequest): boolean {
  if (request.only && !matchesAny(path, request.only)) return false;
  if (request.except && matchesAny(path, request.except)) return false;
  return true;
}

/** The path is one of the filters or lies below one. */
function matchesAny(path: string, filters: string[]): boolean {
  return filters.some((filter) => path === filter || path.startsWith(`${filter}.`));
}

/** The path lies above one of the filters (`auth` leads to `auth.user`). */
function leadsToAny(path: string, filters: string[]): boolean {
  return filters.some((filter) => filter.startsWith(`${path}.`));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
