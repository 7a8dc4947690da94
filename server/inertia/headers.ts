/** Header names of the Inertia v3 protocol (request and response). Express lowercases lookups. */
export const Header = {
  inertia: 'X-Inertia',
  version: 'X-Inertia-Version',
  location: 'X-Inertia-Location',
  redirect: 'X-Inertia-Redirect',
  partialComponent: 'X-Inertia-Partial-Component',
  partialOnly: 'X-Inertia-Partial-Data',
  partialExcept: 'X-Inertia-Partial-Except',
  reset: 'X-Inertia-Reset',
  errorBag: 'X-Inertia-Error-Bag',
  exceptOnceProps: 'X-Inertia-Except-Once-Props',
  infiniteScrollMergeIntent: 'X-Inertia-Infinite-Scroll-Merge-Intent',
  purpose: 'Purpose',
} as const;

/** Splits a comma-separated header into trimmed, non-empty names; null when absent or empty. */
export function parseListHeader(value: string | undefined): string[] | null {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  return items.length > 0 ? items : null;
}
