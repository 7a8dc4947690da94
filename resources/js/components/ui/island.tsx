import { lazy, memo, Suspense, useEffect, useId, type ComponentType, type ReactNode } from 'react';

// Parts of a page that are not needed to make it work the moment it shows (the footer, the toasts, a section below
// the fold) load in their own chunk and take over their server-rendered HTML when it arrives (docs/decisions/174).
// The server renders them in full, so what the visitor sees and what search engines read is the same; while the
// chunk is on its way, React leaves that HTML as it is (a Suspense boundary waiting to hydrate).
//
// React keeps waiting HTML only while nothing above it changes. A new value of any context around an island (React
// cannot tell whether the island reads it: the page after a partial reload, for one) makes React render the island
// in the browser before its code is there. Its fallback is then a static copy of the server's HTML, taken before
// React started (keepServerIslands), so nothing disappears or moves; it comes alive when the chunk arrives. A page
// rendered in the browser only shows the part once its chunk is there.
//
// A press on a button of an island before its code has arrived has no handler to run, and React drops it. It is
// kept (rememberEarlyPress) and made again on the same button once the island has hydrated. A link works before:
// the browser follows it.

/** Loads the island's module and picks its component: `() => import('./site-footer').then((m) => m.SiteFooter)`. */
type Loader<P> = () => Promise<ComponentType<P>>;

const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island's element once its code has taken over (the browser tests wait for it, as for the page's). */
const HYDRATED_ATTRIBUTE = 'data-island-hydrated';

/** On the server: each island's module, loaded before the first render that might need it. */
const serverLoads: (() => Promise<unknown>)[] = [];
/** In the browser: the server's HTML of each island of the first page, by the island's id. */
const serverHtml = new Map<string, string>();
/** In the browser: buttons pressed on an island before it hydrated, by the island's id: their places among its buttons. */
const earlyPresses = new Map<string, number[]>();

/** The element around an island: no box of its own, and the id its server HTML is found by. */
function IslandFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: id }} className="contents">
      {children}
    </div>
  );
}

function ServerCopy({ id }: { id: string }) {
  const html = serverHtml.get(id);
  return html ? <div className="contents" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** A click on a button of an island that has not hydrated: kept, to be made again once it has. */
function rememberEarlyPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  const frame = button?.closest(`[${ISLAND_ATTRIBUTE}]`);
  const id = frame?.getAttribute(ISLAND_ATTRIBUTE);
  if (!button || !frame || !id || frame.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  // Its static copy, if shown, has the same buttons in the same order as what hydrates.
  earlyPresses.set(id, [...(earlyPresses.get(id) ?? []), [...frame.querySelectorAll('button')].indexOf(button)]);
}

/** Rendered with the island's content: once that has hydrated, marks the island and replays its early presses. */
function Hydrated({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    const frame = document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`);
    frame?.setAttribute(HYDRATED_ATTRIBUTE, '');
    const buttons = frame?.querySelectorAll('button');
    for (const index of earlyPresses.get(id) ?? []) buttons?.[index]?.click();
    earlyPresses.delete(id);
  }, [id]);
  return children;
}

/** A component whose code loads after the page's. Memoised: a re-render with the same props leaves it alone. */
export function island<P extends object>(load: Loader<P>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | undefined;
    let loading: Promise<unknown> | undefined;
    serverLoads.push(() =>
      (loading ??= load().then((component) => {
        Loaded = component;
      })),
    );
    return memo(function ServerIsland(props: P) {
      const id = useId();
      if (!Loaded) throw new Error('An island was rendered before loadIslands() had loaded it.');
      return (
        <IslandFrame id={id}>
          <Suspense fallback={null}>
            <Hydrated id={id}>
              <Loaded {...props} />
            </Hydrated>
          </Suspense>
        </IslandFrame>
      );
    }) as unknown as ComponentType<P>;
  }
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Island(props: P) {
    const id = useId();
    return (
      <IslandFrame id={id}>
        <Suspense fallback={<ServerCopy id={id} />}>
          <Hydrated id={id}>
            <Lazy {...props} />
          </Hydrated>
        </Suspense>
      </IslandFrame>
    );
  }) as unknown as ComponentType<P>;
}

/** Server only: loads every island declared so far (the frame's and the page's), so renderToString renders them. */
export async function loadIslands(): Promise<void> {
  await Promise.all(serverLoads.map((loadOne) => loadOne()));
}

/**
 * Browser, before hydrating the server's page: keeps a copy of each island's HTML for its fallback, and from now on
 * the presses on their buttons until they have hydrated (listening on the document, before React's root drops them).
 */
export function keepServerIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const id = element.getAttribute(ISLAND_ATTRIBUTE);
    if (id) serverHtml.set(id, element.innerHTML);
  }
  document.addEventListener('click', rememberEarlyPress, true);
}
