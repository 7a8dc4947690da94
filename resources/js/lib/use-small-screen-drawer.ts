import { useEffect, useState } from 'react';

/** The desktop breakpoint (Tailwind's `lg`), from which the navigation is shown in place of a drawer. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** Open state of a navigation drawer for small screens: growing the window past the breakpoint closes it. */
export function useSmallScreenDrawer() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => (wide.matches ? setOpen(false) : undefined);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return { open, setOpen, close: () => setOpen(false) };
}
