import type { VisitorType } from '#server/http/shared-props.types';
import { readStorage, removeStorage, writeStorage } from './browser-storage';
import { createStore } from './store';

// Spec §4 "Visitor type": the choice lives in session storage (so a new browser session asks again) and is
// sent to the server; logout clears it from session storage and local storage (older builds kept it there).

export const VISITOR_TYPE_KEY = 'visitorType';

// The choice itself is read from storage each time; this store only counts this tab's changes to it, for its readers.
const changes = createStore(0);

export function isVisitorType(value: unknown): value is VisitorType {
  return value === 'schools' || value === 'parent';
}

export function readStoredVisitorType(): VisitorType | null {
  const value = readStorage('session', VISITOR_TYPE_KEY);
  return isVisitorType(value) ? value : null;
}

export function storeVisitorType(visitorType: VisitorType): void {
  writeStorage('session', VISITOR_TYPE_KEY, visitorType);
  notify();
}

export function clearStoredVisitorType(): void {
  removeStorage('session', VISITOR_TYPE_KEY);
  removeStorage('local', VISITOR_TYPE_KEY);
  notify();
}

/** For useSyncExternalStore: called whenever this tab stores or clears the choice. */
export function subscribeToStoredVisitorType(listener: () => void): () => void {
  return changes.subscribe(listener);
}

function notify(): void {
  changes.set(changes.get() + 1);
}
