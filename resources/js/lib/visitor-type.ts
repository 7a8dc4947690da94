import type { VisitorType } from '#server/http/shared-props.types';
import { readStorage, removeStorage, writeStorage } from './browser-storage';

// Spec §4 "Visitor type": the choice lives in session storage (so a new browser session asks again) and is
// sent to the server; logout clears it from session storage and local storage (older builds kept it there).

export const VISITOR_TYPE_KEY = 'visitorType';

const listeners = new Set<() => void>();

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
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
