import type { ScrollPosition } from './props.js';
import type { OncePropEntry, PropsMetadata } from './resolve-props.js';

/** The v3 page object, as `@inertiajs/core`'s `Page` reads it. Optional fields are omitted when empty or false. */
export interface PageObject {
  component: string;
  props: Record<string, unknown>;
  url: string;
  /** null when assets are not versioned. */
  version: string | null;
  encryptHistory?: true;
  clearHistory?: true;
  preserveFragment?: true;
  sharedProps?: string[];
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  deferredProps?: Record<string, string[]>;
  rescuedProps?: string[];
  scrollProps?: Record<string, ScrollPosition & { reset: boolean }>;
  onceProps?: Record<string, OncePropEntry>;
  flash?: Record<string, unknown>;
}

export interface PageParts {
  component: string;
  props: Record<string, unknown>;
  url: string;
  version: string | null;
  metadata: PropsMetadata;
  sharedProps: string[];
  flash: Record<string, unknown>;
  encryptHistory: boolean;
  clearHistory: boolean;
  preserveFragment: boolean;
}

export function buildPage(parts: PageParts): PageObject {
  const { metadata } = parts;
  return {
    component: parts.component,
    props: parts.props,
    url: parts.url,
    version: parts.version,
    ...(parts.encryptHistory && { encryptHistory: true }),
    ...(parts.clearHistory && { clearHistory: true }),
    ...(parts.preserveFragment && { preserveFragment: true }),
    ...nonEmptyList('sharedProps', parts.sharedProps),
    ...nonEmptyList('mergeProps', metadata.mergeProps),
    ...nonEmptyList('prependProps', metadata.prependProps),
    ...nonEmptyList('deepMergeProps', metadata.deepMergeProps),
    ...nonEmptyList('matchPropsOn', metadata.matchPropsOn),
    ...nonEmptyRecord('deferredProps', metadata.deferredProps),
    ...nonEmptyList('rescuedProps', metadata.rescuedProps),
    ...nonEmptyRecord('scrollProps', metadata.scrollProps),
    ...nonEmptyRecord('onceProps', metadata.onceProps),
    ...nonEmptyRecord('flash', parts.flash),
  };
}

function nonEmptyList<K extends string>(key: K, list: string[]): Partial<Record<K, string[]>> {
  return list.length > 0 ? ({ [key]: list } as Record<K, string[]>) : {};
}

function nonEmptyRecord<K extends string, V>(key: K, record: Record<string, V>): Partial<Record<K, Record<string, V>>> {
  return Object.keys(record).length > 0 ? ({ [key]: record } as Record<K, Record<string, V>>) : {};
}
