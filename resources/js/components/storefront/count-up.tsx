import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#js/lib/use-hydrated';
import { usePrefersReducedMotion } from './use-media-query';

export const COUNT_UP_DURATION_MS = 1500;

interface CountUpProps {
  to: number;
  format: (value: number) => string;
  duration?: number;
  className?: string;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 over 1.5 s the first time it scrolls into view (storefront §2 "Home page",
 * §9). Screen readers get the final value only; with reduced motion the final value is shown at once, and so it is
 * in the server's HTML (before scripts run, or without them).
 */
export function CountUp({ to, format, duration = COUNT_UP_DURATION_MS, className = '' }: CountUpProps) {
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [value, setValue] = useState(0);
  const [started, setStarted] = useState(false);
  const element = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || started) return;
    if (typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [started]);

  useEffect(() => {
    if (!started || reducedMotion) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - begin) / duration);
      setValue(Math.round(to * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, reducedMotion, to, duration]);

  const shown = reducedMotion || !hydrated ? to : value;
  return (
    <span ref={element} className={className}>
      <span aria-hidden="true" className="tabular-nums">
        {format(shown)}
      </span>
      <span className="sr-only">{format(to)}</span>
    </span>
  );
}
