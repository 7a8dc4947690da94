import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '#js/lib/store';
import type { PopupRequest } from './popup-request';

// Only one modal dialog is on screen at a time (spec §2 "Only one popup is shown at a time"). Every modal takes
// a turn in this queue and shows only while its turn is first; the others wait. Imperative popups (confirm,
// alert) carry their content in the entry and <PopupHost /> renders them; component-owned modals (the
// visitor-type popup) hold a turn with useModalTurn() and render themselves.

interface ModalEntry {
  key: string;
  popup?: PopupRequest;
}

const queue = createStore<ModalEntry[]>([]);

export function enqueueModal(key: string, popup?: PopupRequest): void {
  if (queue.get().some((entry) => entry.key === key)) return;
  queue.set([...queue.get(), { key, popup }]);
}

export function releaseModal(key: string): void {
  if (!queue.get().some((entry) => entry.key === key)) return;
  queue.set(queue.get().filter((entry) => entry.key !== key));
}

function activeEntry(): ModalEntry | null {
  return queue.get()[0] ?? null;
}

/** The modal whose turn it is, or null when none is open. */
export function useActiveModal(): ModalEntry | null {
  return useSyncExternalStore(queue.subscribe, activeEntry, () => null);
}

/**
 * Holds a place in the queue while `wanted` is true; returns true while it is this modal's turn to be open.
 * `key` must be unique among modals (e.g. 'visitor-type').
 */
export function useModalTurn(key: string, wanted: boolean): boolean {
  useEffect(() => {
    if (!wanted) return;
    enqueueModal(key);
    return () => releaseModal(key);
  }, [key, wanted]);
  const active = useActiveModal();
  return wanted && active?.key === key;
}
