import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '#js/i18n';
import { usePrefersReducedMotion } from './use-media-query';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './storefront-icons';

export const CAROUSEL_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 40;

export interface CarouselSlide {
  key: string;
  /** Read out as the slide's name ("Slide 2 of 3: ..."). */
  label: string;
  content: ReactNode;
}

interface FadeCarouselProps {
  slides: CarouselSlide[];
  /** Accessible name of the whole carousel. */
  label: string;
  interval?: number;
  /** Arrow keys move between slides while the carousel has focus. */
  keyboard?: boolean;
  /** Touch (or pen) swipes move between slides. */
  swipe?: boolean;
  className?: string;
}

/**
 * Slides that cross-fade (storefront §2 "Shop page"): auto-advance every 5000 ms, pause while hovered or focused,
 * indicators, previous/next, swipe and arrow keys. A pause button stops it for good (WCAG 2.2.2), and with
 * reduced motion it does not advance by itself.
 */
export function FadeCarousel({ slides, label, interval = CAROUSEL_INTERVAL_MS, keyboard = true, swipe = true, className = '' }: FadeCarouselProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const goTo = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);
  const next = useCallback(() => setCurrent((index) => (index + 1) % count), [count]);
  const previous = useCallback(() => setCurrent((index) => (index - 1 + count) % count), [count]);

  const playing = count > 1 && !stopped && !reducedMotion && !hovered && !focused;
  useEffect(() => {
    if (!playing) return;
    // Restarted after every change, so a manual move gets a full interval too.
    const timer = setTimeout(next, interval);
    return () => clearTimeout(timer);
  }, [playing, current, interval, next]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!keyboard || count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!swipe || event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  }

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={keyboard ? 0 : undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      className={`group relative touch-pan-y rounded-3xl outline-offset-4 ${className}`}
    >
      <div className="grid overflow-hidden rounded-3xl bg-brand-900" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.key}
              id={`${id}-slide-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('{{number}} of {{count}}: {{label}}', { number: index + 1, count, label: slide.label })}
              aria-hidden={!active}
              inert={!active}
              className={`col-start-1 row-start-1 transition-opacity duration-700 ease-in-out ${active ? 'z-10 opacity-100' : 'z-0 opacity-0'}`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={previous}
            aria-controls={`${id}-slide-${current}`}
            className="absolute top-1/2 left-4 z-20 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-brand-900 shadow-md transition hover:bg-white sm:flex"
          >
            <ChevronLeftIcon className="size-5 sm:size-6" />
            <span className="sr-only">{t('Previous slide')}</span>
          </button>
          <button
            type="button"
            onClick={next}
            aria-controls={`${id}-slide-${current}`}
            className="absolute top-1/2 right-4 z-20 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-brand-900 shadow-md transition hover:bg-white sm:flex"
          >
            <ChevronRightIcon className="size-5 sm:size-6" />
            <span className="sr-only">{t('Next slide')}</span>
          </button>
          {/* Below the banner on phones (the artwork carries text), over it from small screens up. */}
          <div className="z-20 mt-2 flex items-center justify-center gap-2 sm:absolute sm:inset-x-0 sm:bottom-4 sm:mt-0">
            <button type="button" onClick={previous} className="mr-1 flex size-8 items-center justify-center rounded-full text-brand-900 ring-1 ring-brand-200 sm:hidden">
              <ChevronLeftIcon className="size-4" />
              <span className="sr-only">{t('Previous slide')}</span>
            </button>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('Show slide {{number}}: {{label}}', { number: index + 1, label: slide.label })}
                aria-current={index === current ? 'true' : undefined}
                className="flex h-6 items-center px-0.5"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${index === current ? 'w-7 bg-sun-500 sm:bg-sun-400' : 'w-2 bg-slate-300 hover:bg-slate-400 sm:bg-white/70 sm:hover:bg-white'}`}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => setStopped(!stopped)}
              aria-pressed={stopped}
              className="ml-1 flex size-6 items-center justify-center rounded-full bg-brand-50 text-brand-900 ring-1 ring-brand-200 hover:bg-white sm:bg-white/85 sm:ring-0"
            >
              {stopped ? <PlayIcon className="size-3.5" /> : <PauseIcon className="size-3.5" />}
              <span className="sr-only">{stopped ? t('Start automatic slide show') : t('Stop automatic slide show')}</span>
            </button>
            <button type="button" onClick={next} className="ml-1 flex size-8 items-center justify-center rounded-full text-brand-900 ring-1 ring-brand-200 sm:hidden">
              <ChevronRightIcon className="size-4" />
              <span className="sr-only">{t('Next slide')}</span>
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
