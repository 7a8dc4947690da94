import { useSyncExternalStore } from 'react';
import { createStore } from '#js/lib/store';

// The one toast mechanism of the shop (spec §4 "Forms", §9): a toast stays 3000 ms, then fades out over 300 ms.
// Callable from anywhere (event handlers, services, the flash listener); <Toaster /> renders the stack.

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title?: string;
  /** How long the toast stays before fading; default TOAST_DURATION_MS (e.g. 2000 for the account forms' success toasts). */
  durationMs?: number;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  /** True during the 300 ms fade-out. */
  leaving: boolean;
}

export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 300;

const toasts = createStore<ToastItem[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function startTimer(id: number, delay: number, action: () => void): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(action, delay));
}

function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  // The same message twice in a row (a double click, a flash seen by two listeners) shows once, with a fresh timer.
  const twin = toasts.get().find(
    (item) => !item.leaving && item.kind === kind && item.message === message && item.title === options.title,
  );
  if (twin) {
    startTimer(twin.id, options.durationMs ?? TOAST_DURATION_MS, () => dismissToast(twin.id));
    return twin.id;
  }
  const id = nextId++;
  toasts.set([...toasts.get(), { id, kind, message, title: options.title, leaving: false }]);
  startTimer(id, options.durationMs ?? TOAST_DURATION_MS, () => dismissToast(id));
  return id;
}

/** Starts the fade-out of one toast; it is removed when the fade ends. */
export function dismissToast(id: number): void {
  const item = toasts.get().find((candidate) => candidate.id === id);
  if (!item || item.leaving) return;
  toasts.set(toasts.get().map((candidate) => (candidate.id === id ? { ...candidate, leaving: true } : candidate)));
  startTimer(id, TOAST_FADE_MS, () => {
    timers.delete(id);
    toasts.set(toasts.get().filter((candidate) => candidate.id !== id));
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
};

const noToasts: ToastItem[] = [];

/** The toasts on screen, for <Toaster />. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(toasts.subscribe, toasts.get, () => noToasts);
}
