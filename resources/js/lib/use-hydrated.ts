import { startTransition, useEffect, useState } from 'react';

// What only the browser knows (a media query, session storage, whether a lazily loaded part may show) cannot be in
// the server's HTML, so while React hydrates that HTML a component must render the server's value, and the
// browser's right after. useSyncExternalStore does that, but its catch-up render is synchronous: on the shop at a
// phone's width it rendered the whole page again in one long task after hydrating. These hooks do the catch-up as a
// transition, which React renders in slices (docs/decisions/169). A component mounted later, in a hydrated page,
// starts with the browser's value.

/** Whether React has taken over the server's HTML (app.tsx marks `<html data-hydrated>`); false on the server. */
export function isHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');
}

/**
 * The browser's value of something the server cannot know: `serverValue` while the server renders and the browser
 * hydrates, then `read()`, again whenever `subscribe` reports a change. `subscribe` and `read` must be stable.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(() => (isHydrated() ? read() : serverValue));
  useEffect(() => {
    const update = () => setValue(read());
    startTransition(update);
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}

const noChanges = () => () => {};
const yes = () => true;

/**
 * False while the server renders and while the browser hydrates that HTML, true from a render after: a part that
 * must not differ between the two (a lazily loaded chunk, a browser-only value) waits for true.
 */
export function useHydrated(): boolean {
  return useBrowserValue(noChanges, yes, false);
}
