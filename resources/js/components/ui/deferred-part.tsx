import { Suspense, useState, type ComponentType, type KeyboardEvent, type LazyExoticComponent, type ReactNode } from 'react';
import { useHydrated } from '#js/lib/use-hydrated';

// The frame's menus and dialogs (Radix, with its positioning and focus libraries) are not needed to paint a page,
// only to open one, so they load right after it in their own chunks (docs/decisions/100-js-budget.md). Until a part
// has loaded, a stand-in that looks the same holds its place; what the visitor did to it is handed over. The server
// renders the stand-in and the browser hydrates it, so the HTML never depends on whether a chunk was loaded yet.

/** What a loaded part learns from its stand-in: open at once (it was clicked) and take the focus (it had it). */
export interface StandInHandoff {
  defaultOpen: boolean;
  autoFocus: boolean;
}

export interface StandInEvents {
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Renders `part` once its chunk is there, `standIn` until then. */
export function DeferredPart<P extends object>({
  part: Part,
  props,
  standIn,
}: {
  part: LazyExoticComponent<ComponentType<P & StandInHandoff>>;
  props: P;
  standIn: (events: StandInEvents) => ReactNode;
}) {
  const [handoff, setHandoff] = useState<StandInHandoff>({ defaultOpen: false, autoFocus: false });
  const fallback = standIn({
    onClick: () => setHandoff({ defaultOpen: true, autoFocus: true }),
    onFocus: () => setHandoff((current) => ({ ...current, autoFocus: true })),
    onBlur: () => setHandoff((current) => ({ ...current, autoFocus: false })),
  });
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  const partProps = { ...props, ...handoff } as P & StandInHandoff;
  return (
    <Suspense fallback={fallback}>
      <Part {...partProps} />
    </Suspense>
  );
}

/** How a trigger button looks and is named: the same on the stand-in and on the Radix trigger. */
export interface TriggerLook {
  className: string;
  'aria-label'?: string;
  'data-current'?: boolean;
  children: ReactNode;
}

/** A menu trigger that is not a menu yet: same look and role; a click or ArrowDown opens the menu once loaded. */
export function MenuTriggerStandIn({ look, events }: { look: TriggerLook; events: StandInEvents }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    events.onClick();
  };
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} data-state="closed" {...look} {...events} onKeyDown={onKeyDown} />
  );
}
