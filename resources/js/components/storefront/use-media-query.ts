import { useSyncExternalStore } from 'react';

/**
 * True while the media query matches. On the server and while hydrating it is `serverGuess` (false unless the page
 * knows better, as the shop does from the browser's phone hint), so both render alike; the real answer follows.
 */
export function useMediaQuery(query: string, serverGuess = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverGuess,
  );
}

/** Motion is decorative here: carousels stop auto-advancing and counters show their final value. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
