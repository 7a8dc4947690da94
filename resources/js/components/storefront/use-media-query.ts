import { useCallback } from 'react';
import { useBrowserValue } from '#js/lib/use-hydrated';

/** True while the media query matches; false on the server and while the page hydrates. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserValue(subscribe, read, false);
}

/** Motion is decorative here: carousels stop auto-advancing and counters show their final value. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
