import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-media-query';

const SECONDS_PER_ITEM = 5;

/**
 * A strip of short facts that scrolls sideways without end (storefront §2 "Home page": scrolling stats strip).
 * It pauses while hovered or focused; with reduced motion the facts simply wrap and stay still.
 */
export function StatsMarquee({ items, label }: { items: string[]; label: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const node = track.current;
    if (!node || reducedMotion || typeof node.animate !== 'function') return;
    animation.current = node.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: items.length * SECONDS_PER_ITEM * 1000,
      iterations: Infinity,
      easing: 'linear',
    });
    return () => {
      animation.current?.cancel();
      animation.current = null;
    };
  }, [reducedMotion, items.length]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused]);

  const pill = (item: string, index: number) => (
    <li key={index} className="flex items-center gap-3 px-4 text-sm font-bold tracking-wide text-brand-900 uppercase sm:px-6 sm:text-base">
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-700" />
      {item}
    </li>
  );

  if (reducedMotion) {
    return (
      <section aria-label={label} className="bg-sun-400 py-4">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-y-2 px-2">{items.map(pill)}</ul>
      </section>
    );
  }

  return (
    <section
      aria-label={label}
      className="overflow-hidden bg-sun-400 py-4"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="flex w-max">
        <ul ref={track} className="flex w-max">
          {items.map((item, index) => (
            <li key={index} className="flex shrink-0 items-center gap-3 px-6 text-sm font-bold tracking-wide whitespace-nowrap text-brand-900 uppercase sm:text-base">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" />
              {item}
            </li>
          ))}
          {/* The second copy makes the loop seamless; screen readers hear the facts once. */}
          {items.map((item, index) => (
            <li key={`copy-${index}`} aria-hidden="true" className="flex shrink-0 items-center gap-3 px-6 text-sm font-bold tracking-wide whitespace-nowrap text-brand-900 uppercase sm:text-base">
              <span className="size-2 rounded-full bg-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
