import { enqueueModal, releaseModal } from './modal-queue';
import type { AlertOptions, ConfirmOptions } from './popup-request';

// Promise-returning popups, rendered one at a time by <PopupHost /> (mounted by the layout).

let nextKey = 1;

/** Asks a yes/no question; resolves true when confirmed, false on Cancel, Escape or a click outside. */
function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const key = `popup-${nextKey++}`;
    enqueueModal(key, {
      kind: 'confirm',
      options,
      settle: (confirmed) => {
        releaseModal(key);
        resolve(confirmed);
      },
    });
  });
}

/** Shows a message popup; resolves when it closes (its button, Escape, or the timer running out). */
function alert(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    const key = `popup-${nextKey++}`;
    enqueueModal(key, {
      kind: 'alert',
      options,
      settle: () => {
        releaseModal(key);
        resolve();
      },
    });
  });
}

export const popup = { confirm, alert };
