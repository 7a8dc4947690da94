import { router, usePage } from '@inertiajs/react';
import type { ScrollProp } from '@inertiajs/core';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';

/**
 * A list that loads the pages before and after it as the shopper scrolls, over a `scroll()` prop of the Inertia
 * adapter (docs/decisions/099). It speaks the protocol of Inertia's `<InfiniteScroll>`, which the shop no longer
 * uses because it keeps all of Inertia's scrolling code in the entry every page loads (docs/decisions/100).
 */

export type ListDirection = 'earlier' | 'later';

/** What an end of the list is told: whether it loads, has more, or waits for a tap (`fetch`) to load more. */
export interface ListEdge {
  direction: ListDirection;
  loading: boolean;
  hasMore: boolean;
  manualMode: boolean;
  fetch: () => void;
}

interface LoadedPages {
  /** The page before the first one shown, null at the start. */
  previousPage: number | null;
  /** The page after the last one shown, null at the end. */
  nextPage: number | null;
  loads: number;
}

/** How far from the screen an end of the list starts loading. */
const BUFFER_PX = 600;
/** How long scrolling rests before the address names the page on screen. */
const URL_DELAY_MS = 250;
const MERGE_INTENT_HEADER = 'X-Inertia-Infinite-Scroll-Merge-Intent';

const pageNumber = (page: ScrollProp['currentPage']) => (page === null || page === undefined ? null : Number(page));
const loadedPagesOf = (scrollProp: ScrollProp): LoadedPages => ({
  previousPage: pageNumber(scrollProp.previousPage),
  nextPage: pageNumber(scrollProp.nextPage),
  loads: 0,
});

export function ScrollingList(props: {
  /** The scroll prop whose items are the children, one element each, in order. */
  prop: string;
  /** Items per page: every page but the last is full, so an item's place gives its page. */
  perPage: number;
  /** Pages loaded by scrolling before the ends wait for a tap. */
  autoLoads: number;
  className?: string;
  edge: (edge: ListEdge) => ReactNode;
  children: ReactNode;
}) {
  const { prop, perPage, autoLoads } = props;
  const scrollProp = usePage().scrollProps?.[prop] as ScrollProp;
  const rememberKey = `scrolling-list:${prop}`;
  // A list the server has just reset must not take the pages remembered for the one before it.
  const [pages, setPages] = useState<LoadedPages>(
    () => (!scrollProp.reset && (router.restore(rememberKey) as LoadedPages | undefined)) || loadedPagesOf(scrollProp),
  );
  const [loading, setLoading] = useState<ListDirection | null>(null);
  const requestPending = useRef(false);
  const startRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const manualMode = pages.loads >= autoLoads;

  useEffect(() => router.remember(pages, rememberKey), [pages, rememberKey]);

  useEffect(
    () =>
      router.on('success', (event) => {
        const next = event.detail.page.scrollProps?.[prop];
        if (next?.reset) setPages(loadedPagesOf(next));
      }),
    [prop],
  );

  function load(direction: ListDirection) {
    const page = direction === 'later' ? pages.nextPage : pages.previousPage;
    if (requestPending.current || page === null) return;
    requestPending.current = true;
    let anchor: { item: Element; top: number } | undefined;
    router.reload({
      only: [prop],
      data: { [scrollProp.pageName]: page },
      preserveUrl: true,
      headers: { [MERGE_INTENT_HEADER]: direction === 'later' ? 'append' : 'prepend' },
      onStart: () => setLoading(direction),
      onBeforeUpdate: () => {
        const item = direction === 'earlier' ? itemsOnScreen(itemsRef.current)[0] : undefined;
        if (item) anchor = { item, top: item.getBoundingClientRect().top };
      },
      onSuccess: (page) => {
        const loaded = page.scrollProps?.[prop];
        if (!loaded) return;
        setPages((current) =>
          direction === 'later'
            ? { ...current, nextPage: pageNumber(loaded.nextPage), loads: current.loads + 1 }
            : { ...current, previousPage: pageNumber(loaded.previousPage), loads: current.loads + 1 },
        );
        // The earlier page went in above the items on screen: scroll by its height so they stay where they were.
        if (anchor) {
          const { item, top } = anchor;
          requestAnimationFrame(() => window.scrollBy(0, item.getBoundingClientRect().top - top));
        }
      },
      onFinish: () => {
        requestPending.current = false;
        setLoading(null);
      },
    });
  }

  const loadOnReach = useEffectEvent(load);
  const { previousPage, nextPage } = pages;
  // Made again after every load, so an end still within reach loads the next page by itself.
  useEffect(() => {
    if (manualMode) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) loadOnReach(entry.target === startRef.current ? 'earlier' : 'later');
        }
      },
      { rootMargin: `${BUFFER_PX}px` },
    );
    if (previousPage !== null && startRef.current) observer.observe(startRef.current);
    if (nextPage !== null && endRef.current) observer.observe(endRef.current);
    return () => observer.disconnect();
  }, [previousPage, nextPage, manualMode]);

  // The address names the page most of the items on screen belong to, keeping the rest of the query.
  const nameShownPage = useEffectEvent(() => {
    const items = itemsRef.current ? [...itemsRef.current.children] : [];
    const firstPage = (previousPage ?? 0) + 1;
    const counts = new Map<number, number>();
    for (const item of itemsOnScreen(itemsRef.current)) {
      const page = firstPage + Math.floor(items.indexOf(item) / perPage);
      counts.set(page, (counts.get(page) ?? 0) + 1);
    }
    const shown = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (shown === undefined) return;
    const url = new URL(window.location.href);
    if (shown === 1) url.searchParams.delete(scrollProp.pageName);
    else url.searchParams.set(scrollProp.pageName, String(shown));
    if (url.href !== window.location.href) {
      router.replace({ url: url.pathname + url.search + url.hash, preserveScroll: true, preserveState: true });
    }
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A replaced address during a visit to another page (a product link, a filter) would cancel that visit.
    let visiting = false;
    const onScroll = () => {
      clearTimeout(timer);
      if (!visiting) timer = setTimeout(nameShownPage, URL_DELAY_MS);
    };
    const stopOnVisit = router.on('start', (event) => {
      if (event.detail.visit.async) return;
      visiting = true;
      clearTimeout(timer);
    });
    const resumeAfterVisit = router.on('finish', (event) => {
      if (!event.detail.visit.async) visiting = false;
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      stopOnVisit();
      resumeAfterVisit();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const edge = (direction: ListDirection) =>
    props.edge({
      direction,
      loading: loading === direction,
      hasMore: (direction === 'later' ? pages.nextPage : pages.previousPage) !== null,
      manualMode,
      fetch: () => load(direction),
    });

  return (
    <>
      <div ref={startRef}>{edge('earlier')}</div>
      <div ref={itemsRef} className={props.className}>
        {props.children}
      </div>
      <div ref={endRef}>{edge('later')}</div>
    </>
  );
}

function itemsOnScreen(list: HTMLElement | null): Element[] {
  if (!list) return [];
  return [...list.children].filter((item) => {
    const { top, bottom } = item.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  });
}
