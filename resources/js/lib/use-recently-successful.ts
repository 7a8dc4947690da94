import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a form is marked recently successful (storefront §4 "Forms"), as Inertia's useForm does. */
export const FORM_RECENTLY_SUCCESSFUL_MS = 2000;

/** A form's "recently successful" mark: set by markSuccessful(), cleared 2 s later. */
export function useRecentlySuccessful(durationMs = FORM_RECENTLY_SUCCESSFUL_MS) {
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const markSuccessful = useCallback(() => {
    setRecentlySuccessful(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRecentlySuccessful(false), durationMs);
  }, [durationMs]);

  return { recentlySuccessful, markSuccessful };
}
