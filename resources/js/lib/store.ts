// The one shape of the page's small shared states (the cart, the toasts, the modal queue, the language, the visitor
// type's changes): a value, read with get(), replaced with set(), watched through subscribe(), which is what React's
// useSyncExternalStore takes. Setting the value it already holds notifies no one.

export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(value: T): Store<T> {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
