import {
  Suspense,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { countStandInClicks } from '#js/lib/stand-in-clicks';
import { useHydrated } from '#js/lib/use-hydrated';
import { STAND_IN_ATTRIBUTE } from '#server/shared/stand-in-clicks.rules';

// The frame's menus and dialogs (Radix, with its positioning and focus libraries) are not needed to paint a page,
// only to open one, so they load right after it in their own chunks (docs/decisions/100-js-budget.md). Until a part
// has loaded, a stand-in that looks the same holds its place. The server renders the stand-in and the browser
// hydrates it, so the HTML never depends on whether a chunk was loaded yet.
//
// Nothing the visitor does to a stand-in may be lost when the part takes its place:
// - the open state lives here, not in the part: the part is a controlled Radix root, and a stand-in opens it on the
//   same events as the Radix trigger it stands for, so it does not matter which of the two received them;
// - the stand-in is not replaced while a press on it is in progress (from pointerdown until just after the click that
//   ends it): a click is dispatched to where its press began, and a press whose element left the page has no click;
// - the focus goes to the part's trigger when the stand-in had it (autoFocus), also when the browser gave it before
//   the app ran;
// - a click on the server's stand-in before the app ran was kept by the page (server/shared/stand-in-clicks.rules.ts)
//   and opens the part now, as a click on the stand-in would (an odd number of clicks opens it).

/** What a loaded part takes over: its open state (it is a controlled Radix root) and the focus, if the stand-in had it. */
export interface StandInHandoff {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the trigger on mount: the stand-in had the focus. */
  autoFocus: boolean;
}

/** Props the stand-in's button carries, so DeferredPart knows of its presses and its focus. */
export interface StandInButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  [STAND_IN_ATTRIBUTE]: string;
  autoFocus: boolean;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** What a stand-in is given: the part's open state, to change on the events its Radix trigger would, and its button's props. */
export interface StandInControls {
  open: boolean;
  setOpen: (open: boolean) => void;
  button: StandInButtonProps;
}

/**
 * Renders `part` once its chunk is there, `standIn` until then. The open state is DeferredPart's own unless `open`
 * and `onOpenChange` are given (a caller that must close the part itself).
 */
export function DeferredPart<P extends object>({
  part: Part,
  props,
  standIn,
  open: givenOpen,
  onOpenChange,
}: {
  part: LazyExoticComponent<ComponentType<P & StandInHandoff>>;
  props: P;
  standIn: (controls: StandInControls) => ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = givenOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [focused, setFocused] = useState(false);
  const press = usePressInProgress();
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Before the app ran, the server's stand-in may have been focused or clicked, and React saw neither. Checked as it
  // takes over that HTML, before the hydrated stand-in is replaced by the browser's own.
  useLayoutEffect(() => {
    if (ref.current && ref.current === document.activeElement) setFocused(true);
    if (countStandInClicks(id) % 2 === 1) setOpen(true);
  }, [id, setOpen]);

  const fallback = standIn({
    open,
    setOpen,
    button: {
      ref,
      [STAND_IN_ATTRIBUTE]: id,
      autoFocus: focused,
      onPointerDown: press.start,
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  });
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  const partProps = { ...props, open, onOpenChange: setOpen, autoFocus: focused } as P & StandInHandoff;
  return (
    <Suspense fallback={fallback}>{press.ended ? <Until settled={press.ended} /> : <Part {...partProps} />}</Suspense>
  );
}

/** Suspends until `settled` resolves: keeps the Suspense fallback (the stand-in) on the page. */
function Until({ settled }: { settled: Promise<void> }): null {
  use(settled);
  return null;
}

/**
 * A press on the stand-in, from pointerdown until just after the click that ends it: `ended` is pending meanwhile,
 * null otherwise. A mouse's click comes in the task of its pointerup, a tap's may come in a later one; a press that
 * ends without a click (the pointer left the button) ends a moment after its pointerup, a cancelled one at once.
 */
function usePressInProgress(): { ended: Promise<void> | null; start: () => void } {
  const [ended, setEnded] = useState<Promise<void> | null>(null);
  const start = () => {
    if (ended) return;
    let resolve!: () => void;
    const promise = new Promise<void>((settle) => (resolve = settle));
    const listening = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finishAfter = (delay: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        listening.abort();
        setEnded(null);
        resolve();
      }, delay);
    };
    const options = { capture: true, signal: listening.signal };
    window.addEventListener('click', finishAfter(0), options);
    window.addEventListener('pointerup', finishAfter(PRESS_WITHOUT_CLICK_MS), options);
    window.addEventListener('pointercancel', finishAfter(0), options);
    setEnded(promise);
  };
  return { ended, start };
}

/** How long after a pointerup without a click yet the press counts as over. */
const PRESS_WITHOUT_CLICK_MS = 300;

/** How a trigger button looks and is named: the same on the stand-in and on the Radix trigger. */
export interface TriggerLook {
  className: string;
  'aria-label'?: string;
  'data-current'?: boolean;
  children: ReactNode;
}

/**
 * A menu trigger that is not a menu yet: same look and role, and the events of Radix's DropdownMenu.Trigger: a
 * primary-button pointerdown toggles the menu (and, opening it, keeps the focus off the button, as Radix does),
 * Enter and Space toggle it, ArrowDown opens it. The menu shows as soon as its code has loaded.
 */
export function MenuTriggerStandIn({ look, controls }: { look: TriggerLook; controls: StandInControls }) {
  const { open, setOpen, button } = controls;
  const onPointerDown = (event: PointerEvent) => {
    button.onPointerDown();
    if (event.button !== 0 || event.ctrlKey) return;
    setOpen(!open);
    if (!open) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') setOpen(!open);
    else if (event.key === 'ArrowDown') setOpen(true);
    else return;
    event.preventDefault();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...look}
      {...button}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}

/** A dialog trigger that is not a dialog yet: same look and role, and Radix's Dialog.Trigger event: a click opens it. */
export function DialogTriggerStandIn({ look, controls }: { look: TriggerLook; controls: StandInControls }) {
  return <button type="button" aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...look} {...controls.button} onClick={() => controls.setOpen(true)} />;
}
